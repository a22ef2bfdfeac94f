import { messagePrice } from './price';

describe('messagePrice', () => {
  const settings = { minimum_message_costs: { NL: { costs: 250, currency: 'EUR' }, BE: { costs: 199, currency: 'EUR' } } };
  it('formats the country price in Dutch', () => {
    expect(messagePrice(settings, 'NL')).toBe('€ 2,50');
    expect(messagePrice(settings, 'BE')).toBe('€ 1,99');
  });
  it('is null without a price for the country or without settings', () => {
    expect(messagePrice(settings, 'DE')).toBeNull();
    expect(messagePrice(settings, undefined)).toBeNull();
    expect(messagePrice(null, 'NL')).toBeNull();
  });
});
