import { countryLocaleChoices, nativeLanguageName } from './countryLocales';

test("a Belgian visitor sees Belgium's locales; only those the site offers can be chosen", () => {
  expect(countryLocaleChoices('BE', ['nl_BE', 'fr_BE'])).toEqual([
    { locale: 'nl', active: true },
    { locale: 'fr', active: true },
    { locale: 'de', active: false },
  ]);
});

test('a US visitor on the Dutch site: en and es, neither offered', () => {
  expect(countryLocaleChoices('us', ['nl'])).toEqual([
    { locale: 'en', active: false },
    { locale: 'es', active: false },
  ]);
});

test("a country outside the map gets the site's own locales", () => {
  expect(countryLocaleChoices('JP', ['nl', 'nl_NL', 'xx'])).toEqual([{ locale: 'nl', active: true }]);
  expect(countryLocaleChoices('', null)).toEqual([]);
});

test('names a language in that language', () => {
  expect(nativeLanguageName('nl')).toBe('Nederlands');
  expect(nativeLanguageName('fr')).toBe('Français');
});
