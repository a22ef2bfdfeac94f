import { siteFictionalNotice, siteWordsFit } from '../stores/settings';

test('names the site and says that some profiles are fictional, not that this one is', () => {
  const text = siteFictionalNotice({ name: 'Hartklop', fictional_plural: 'fictieve profielen' });
  expect(text).toMatch(/^Sommige profielen op Hartklop zijn fictieve profielen, /);
  expect(text).not.toMatch(/Dit is een fictief profiel/);
});

test('falls back to neutral words without settings', () => {
  expect(siteFictionalNotice(null)).toMatch(/^Sommige profielen op deze site zijn fictieve profielen, /);
});

test("the site's own words fit only its own language (domain_language as nl-NL or nl)", () => {
  expect(siteWordsFit({ domain_language: 'nl-NL' }, 'nl')).toBe(true);
  expect(siteWordsFit({ domain_language: 'nl' }, 'nl')).toBe(true);
  expect(siteWordsFit({ domain_language: 'nl-NL' }, 'fi')).toBe(false);
  expect(siteWordsFit({ domain_language: 'fr-BE' }, 'fr')).toBe(true);
  expect(siteWordsFit({ domain_language: 'fr-BE' }, 'nl')).toBe(false);
  // Before the settings arrive the site is the Dutch default.
  expect(siteWordsFit(null, 'nl')).toBe(true);
  expect(siteWordsFit(null, 'de')).toBe(false);
});
