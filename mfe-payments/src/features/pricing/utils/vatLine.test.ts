import { i18n, loadLanguage } from 'shared-kernel/i18n';
import '../i18n';
import { vatLine } from './vatLine';

const t = (lang: string) => i18n.getFixedT(lang, 'payments') as unknown as Parameters<typeof vatLine>[0];

describe('vatLine: the VAT sentence names the country as the language does', () => {
  beforeAll(async () => {
    await loadLanguage('fr');
    await loadLanguage('en');
  });

  it.each([
    ['fr', 'BE', 'Prix pour la Belgique, TVA de 21\u202f% comprise.'],
    ['fr', 'NL', 'Prix pour les Pays-Bas, TVA de 21\u202f% comprise.'],
    ['en', 'NL', 'Prices for the Netherlands, including 21% VAT.'],
    ['nl', 'BE', 'Prijzen voor België, inclusief 21% btw.'],
  ])('%s, %s', (lang, country, expected) => {
    expect(vatLine(t(lang), country, 21)).toBe(expected);
  });

  it('another country: its name in the general sentence', () => {
    expect(vatLine(t('nl'), 'DE', 19)).toBe('Prijzen voor Duitsland, inclusief 19% btw.');
  });
});
