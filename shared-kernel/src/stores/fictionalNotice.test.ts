import { siteFictionalNotice } from '../stores/settings';

test('names the site and says that some profiles are fictional, not that this one is', () => {
  const text = siteFictionalNotice({ name: 'Hartklop', fictional_plural: 'fictieve profielen' });
  expect(text).toMatch(/^Sommige profielen op Hartklop zijn fictieve profielen, /);
  expect(text).not.toMatch(/Dit is een fictief profiel/);
});

test('falls back to neutral words without settings', () => {
  expect(siteFictionalNotice(null)).toMatch(/^Sommige profielen op deze site zijn fictieve profielen, /);
});
