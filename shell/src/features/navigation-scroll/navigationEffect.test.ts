import { navigationEffect, samePage, type NavigationChange } from './navigationEffect';

const change = (c: Partial<NavigationChange>): NavigationChange => ({
  action: 'push',
  fromPath: '/members',
  toPath: '/members',
  savedY: null,
  initialLoad: false,
  ...c,
});

// [what, change, scroll, focus]
const CASES: Array<[string, Partial<NavigationChange>, 'top' | 'restore' | 'none', boolean]> = [
  ['a profile opened from the list', { fromPath: '/members', toPath: '/members/12' }, 'top', true],
  ['another area (kernel navigate)', { fromPath: '/members/12', toPath: '/credits' }, 'top', true],
  ['a tab that is a path of its own', { fromPath: '/likes/received', toPath: '/likes/given' }, 'top', true],
  ['only the filters in the query (push)', { fromPath: '/members', toPath: '/members' }, 'none', false],
  ['only the query, replaced (a wizard step)', { action: 'replace', fromPath: '/complete-signup', toPath: '/complete-signup' }, 'none', false],
  ['a trailing slash is the same page', { fromPath: '/members', toPath: '/members/' }, 'none', false],
  ['a replace to another page (after a form)', { action: 'replace', fromPath: '/activate', toPath: '/activate/error' }, 'top', true],
  ['a redirect during the initial load', { action: 'replace', fromPath: '/', toPath: '/members', initialLoad: true }, 'none', false],
  ['a push during the initial load is still a navigation', { fromPath: '/', toPath: '/members', initialLoad: true }, 'top', true],
  ['Back to the list with a saved position', { action: 'pop', fromPath: '/members/12', toPath: '/members', savedY: 2400 }, 'restore', true],
  ['Forward to the profile at its top', { action: 'pop', fromPath: '/members', toPath: '/members/12', savedY: 0 }, 'restore', true],
  ['Back to other filters of the same page', { action: 'pop', savedY: 600 }, 'restore', false],
  ['Back to another page without a saved position', { action: 'pop', fromPath: '/credits', toPath: '/members/12' }, 'top', true],
  ['Back within the page without a saved position', { action: 'pop' }, 'none', false],
];

test.each(CASES)('%s', (_what, c, scroll, focus) => {
  expect(navigationEffect(change(c))).toEqual({ scroll, focus });
});

test('samePage compares pathnames without a trailing slash, never the root away', () => {
  expect(samePage('/', '/')).toBe(true);
  expect(samePage('/members/', '/members')).toBe(true);
  expect(samePage('/members', '/members/1')).toBe(false);
  expect(samePage('/', '/members')).toBe(false);
});
