import { languageOptions, toLanguage } from './languageOptions';

describe('languageOptions', () => {
  it('reduces visible locales to supported language codes without duplicates', () => {
    expect(languageOptions(['nl'])).toEqual(['nl']);
    expect(languageOptions(['nl_BE', 'fr-BE', 'de', 'NL'])).toEqual(['nl', 'fr', 'de']);
    expect(languageOptions(['xx', 'en'])).toEqual(['en']);
    expect(languageOptions(undefined)).toEqual([]);
    expect(languageOptions(null)).toEqual([]);
  });

  it('toLanguage', () => {
    expect(toLanguage('nl_NL')).toBe('nl');
    expect(toLanguage('EN')).toBe('en');
  });
});
