import { countryName, formatDate, formatMoney, formatPricePerCredit } from './money';

describe('money', () => {
  it('writes cents as Dutch euros with a plain space', () => {
    expect(formatMoney(1250, 'EUR')).toBe('€ 12,50');
    expect(formatMoney(4975, 'EUR')).toBe('€ 49,75');
    expect(formatMoney(199, 'EUR')).toBe('€ 1,99');
    expect(formatMoney(123456, 'EUR')).toBe('€ 1.234,56');
  });

  it('gives a price per credit up to a tenth of a cent', () => {
    expect(formatPricePerCredit(4975, 250, 'EUR')).toBe('€ 0,199');
    expect(formatPricePerCredit(1250, 50, 'EUR')).toBe('€ 0,25');
  });

  it('writes dates and countries in Dutch', () => {
    expect(formatDate('2026-02-14T12:00:00.000Z')).toBe('14 februari 2026');
    expect(countryName('BE')).toBe('België');
  });
});
