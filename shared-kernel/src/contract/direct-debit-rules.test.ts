import { endSentence, normalizePhone } from './direct-debit-rules';

describe('mandateText', () => {
  it('endSentence adds a stop only when none ends the text', () => {
    expect(endSentence('B.V.')).toBe('B.V.');
    expect(endSentence('Amsterdam')).toBe('Amsterdam.');
  });
});

describe('normalizePhone: mobile numbers of both sites, typed as people type them', () => {
  it.each([
    ['06 12345678', '+31612345678'],
    ['06-1234 5678', '+31612345678'],
    ['+31 6 12345678', '+31612345678'],
    ['0031612345678', '+31612345678'],
    // Belgian mobiles (045-049) in the national format are Belgian, not +31.
    ['0470 12 34 56', '+32470123456'],
    ['0499 12.34.56', '+32499123456'],
    ['+32 470 12 34 56', '+32470123456'],
    ['0032470123456', '+32470123456'],
    ['+49 151 23456789', '+4915123456789'],
  ])('%s → %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each([
    ['a Dutch landline', '020 1234567'],
    ['a Belgian landline', '02 123 45 67'],
    ['a Belgian landline in the international format', '+32 2 123 45 67'],
    ['a Belgian number outside the mobile ranges', '+32 440 12 34 56'],
    ['too short', '06 1234'],
    ['letters', '06 1234abcd'],
  ])('%s is refused', (_name, typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});
