import { mandateText as mandateTextOf, type MandateTextInput } from 'shared-kernel/contract/direct-debit-rules';
import { i18n } from 'shared-kernel/i18n';
import { MANDATE_TEXT_NL } from './i18n';

/** The mandate in Dutch as the form builds it: the contract's `mandateText` with this remote's catalog. */
const mandateText = (input: MandateTextInput): string => mandateTextOf(input, (key, vars) => i18n.t(`directDebit.mandateText.${key}`, { ns: 'payments', lng: 'nl', ...vars }));
const MANDATE_PLACEHOLDERS = MANDATE_TEXT_NL.placeholders;

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
});

