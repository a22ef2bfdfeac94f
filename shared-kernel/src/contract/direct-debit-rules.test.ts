import { endSentence, MANDATE_PLACEHOLDERS, mandateText, normalizePhone, type MandateTextInput } from './direct-debit-rules';

/** The mandate text (issue 27, item 11): one full stop after a name ending in one, placeholders before typing. */
const EMPTY: MandateTextInput = { creditorName: 'Hartklop Media B.V.', creditorId: 'NL79ZZZ999999990000', accountHolder: '', iban: '', street: '', houseNumber: '', zip: '', city: '' };
const FILLED: MandateTextInput = { ...EMPTY, accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164300', street: 'Keizersgracht', houseNumber: '12a', zip: '1015 CS', city: 'Amsterdam' };

describe('mandateText', () => {
  it('never writes two full stops or an ellipsis, empty or filled', () => {
    for (const input of [EMPTY, FILLED]) {
      const text = mandateText(input);
      expect(text).not.toMatch(/\.\./);
      expect(text).not.toContain('…');
      expect(text).toContain('overeenkomstig de opdracht van Hartklop Media B.V.\n');
    }
  });

  it('before anything is typed, the holder line is a template of placeholders', () => {
    expect(mandateText(EMPTY).split('\n').at(-1)).toBe('Rekeninghouder: [naam rekeninghouder], [straat en huisnummer], [postcode en woonplaats]. IBAN: [IBAN].');
  });

  it('filled in, the holder line names the holder, address and IBAN once each', () => {
    expect(mandateText(FILLED).split('\n').at(-1)).toBe('Rekeninghouder: J. de Vries, Keizersgracht 12a, 1015 CS Amsterdam. IBAN: NL91ABNA0417164300.');
    expect(mandateText(FILLED)).not.toContain('[');
  });

  it('while typing, only the parts not filled in are placeholders', () => {
    const line = mandateText({ ...EMPTY, accountHolder: '  Anna  ', street: 'Dorpsstraat', city: 'Gent' }).split('\n').at(-1);
    expect(line).toBe(`Rekeninghouder: Anna, Dorpsstraat, Gent. IBAN: ${MANDATE_PLACEHOLDERS.iban}.`);
  });

  it('a creditor without a trailing stop gets one where a sentence ends', () => {
    const text = mandateText({ ...FILLED, creditorName: 'Hartklop' });
    expect(text).toContain('overeenkomstig de opdracht van Hartklop.\n');
    expect(text).toContain('Incassant: Hartklop, incassant-ID NL79ZZZ999999990000.');
  });

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
