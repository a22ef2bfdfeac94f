import { i18n } from 'shared-kernel/i18n';
import { countryName, formatDate, formatMoney, formatNumber, formatRelative } from './format';

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
