/**
 * The SEPA mandate's text (issue 27): the form shows it from the payments catalog, the server signs
 * and stores it from its own catalog; both must say the same in every language, or the member
 * would sign another text than the one shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_TEXTS_NL } from '../../api/src/i18n/nl';
import { MANDATE_TEXT_NL } from '../../mfe-payments/src/features/direct-debit/i18n';

const ROOT = join(__dirname, '../..');
const read = (file: string): Record<string, Record<string, Record<string, unknown>>> => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const LANGUAGES = readdirSync(join(ROOT, 'mfe-payments/src/locales'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('the mandate text of the form is the one the server signs', () => {
  it('every language of mfe-payments has one', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['fr', 'en', 'de']));
  });

  it('nl: the form’s Dutch copy is the one the API signs (each package has its own since issue 30)', () => {
    expect(MANDATE_TEXT_NL.authorization).toContain('{{creditor}}');
    expect(MANDATE_TEXT_NL).toEqual(API_TEXTS_NL.directDebit.mandateText);
  });

  it.each(LANGUAGES)('%s', (lang) => {
    const shown = read(`mfe-payments/src/locales/${lang}.json`).payments!.directDebit!.mandateText;
    const signed = read(`api/src/locales/${lang}.json`).api!.directDebit!.mandateText;
    expect(shown).toBeDefined();
    expect(shown).toEqual(signed);
  });
});
