import { i18n } from 'shared-kernel/i18n';
import { countryName, formatDate, formatMoney, formatNumber, formatPricePerCredit, formatRelative } from './format';

describe('formats follow the active language', () => {
  afterEach(() => i18n.changeLanguage('nl'));

  it('writes money the way each language does', async () => {
    expect(formatMoney(250, 'EUR')).toBe('€ 2,50');
    expect(formatMoney(199, 'EUR', { maxDecimals: 3, locale: 'nl' })).toBe('€ 1,99');
    await i18n.changeLanguage('en');
    expect(formatMoney(250, 'EUR')).toBe('€2.50');
    await i18n.changeLanguage('fr');
    expect(formatMoney(250, 'EUR')).toBe('2,50 €');
    expect(formatMoney(250, 'EUR', { locale: 'de' })).toBe('2,50 €');
  });

  it('writes numbers, dates, relative times and countries in the language', async () => {
    expect(formatNumber(12345)).toBe('12.345');
    const date = Date.UTC(2026, 1, 14, 12);
    expect(formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' })).toBe('14 februari 2026');
    expect(formatRelative(-1, 'day')).toBe('gisteren');
    expect(countryName('BE')).toBe('België');
    await i18n.changeLanguage('fr');
    expect(formatNumber(12345)).toBe('12 345');
    expect(formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' })).toBe('14 février 2026');
    expect(formatRelative(-1, 'day')).toBe('hier');
    expect(countryName('BE')).toBe('Belgique');
  });
});

describe('formatPricePerCredit: the one rounding of a price per credit (member site and back office)', () => {
  afterEach(() => i18n.changeLanguage('nl'));

  it('shows up to 3 decimals, at least 2', () => {
    // The issue: € 11,00 for 40 credits is € 0,275 a credit, not "€ 0,27".
    expect(formatPricePerCredit(1100, 40, 'EUR')).toBe('€ 0,275');
    expect(formatPricePerCredit(2500, 100, 'EUR')).toBe('€ 0,25');
    expect(formatPricePerCredit(1990, 100, 'EUR')).toBe('€ 0,199');
    expect(formatPricePerCredit(4999, 250, 'EUR')).toBe('€ 0,20');
  });

  it('rounds half up at the third decimal', () => {
    // 1001 / 400 = 2.5025 cents: € 0,025025 → € 0,025; 1003 / 200 = 5.015 cents: € 0,05015 → € 0,050, shown as € 0,05.
    expect(formatPricePerCredit(1001, 400, 'EUR')).toBe('€ 0,025');
    expect(formatPricePerCredit(1003, 200, 'EUR')).toBe('€ 0,05');
    // 29 / 8 = 3.625 cents exactly → € 0,03625 → € 0,036.
    expect(formatPricePerCredit(29, 8, 'EUR')).toBe('€ 0,036');
    // 57 / 20 = 2.85 cents: € 0,0285 → € 0,029.
    expect(formatPricePerCredit(57, 20, 'EUR')).toBe('€ 0,029');
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('en');
    expect(formatPricePerCredit(1100, 40, 'EUR')).toBe('€0.275');
    expect(formatPricePerCredit(1100, 40, 'EUR', { locale: 'fr' })).toBe('0,275 €');
  });
});
