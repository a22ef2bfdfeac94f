import { HIDDEN_ON } from '../features/alerts/rules';
import { matchRoutes } from 'shared-kernel/router';
import { matchShellRoute } from './matchRoute';
import { ROUTES } from './routes';

// Every path of SPEC §2 with its owner and layout.
const EXPECTED: Array<[string, string, string, string]> = [
  ['/', 'index', 'mfe-landers', 'default'],
  ['/login', 'login', 'mfe-auth', 'default'],
  ['/signup', 'signup', 'mfe-auth', 'default'],
  ['/signup-matches', 'signup-matches', 'mfe-auth', 'default'],
  ['/complete-signup', 'complete-signup', 'mfe-auth', 'default'],
  ['/reset-password', 'reset-password', 'mfe-auth', 'default'],
  ['/reset-password/do', 'reset-password-do', 'mfe-auth', 'default'],
  ['/activate/done', 'activate-done', 'mfe-auth', 'default'],
  ['/activate/error', 'activate-error', 'mfe-auth', 'default'],
  ['/mail-change/do', 'mail-change-do', 'mfe-auth', 'default'],
  ['/account-deleted', 'account-deleted', 'mfe-auth', 'default'],
  ['/unsubscribe', 'unsubscribe', 'mfe-auth', 'default'],
  ['/settings', 'settings', 'mfe-auth', 'default'],
  ['/members', 'members', 'mfe-members', 'default'],
  ['/members/42', 'members-id', 'mfe-members', 'default'],
  ['/members/42/chat', 'members-id-chat', 'mfe-chat', 'chat'],
  ['/members/42/landing', 'members-id-landing', 'mfe-landers', 'lander'],
  ['/members/42/signup', 'members-id-signup', 'mfe-auth', 'empty'],
  ['/members/42/landing2', 'members-id-landing2', 'mfe-landers', 'lander'],
  ['/members/42/landing2/zomer', 'members-id-landing2', 'mfe-landers', 'lander'],
  ['/members/42/landing3/zomer', 'members-id-landing3', 'mfe-landers', 'lander'],
  ['/likes', 'likes', 'mfe-members', 'default'],
  ['/likes/received', 'likes-type', 'mfe-members', 'default'],
  ['/likes/m/7', 'likes-m-id', 'mfe-members', 'default'],
  ['/chats', 'chats', 'mfe-chat', 'default'],
  ['/chats/9', 'chats-id', 'mfe-chat', 'chat'],
  ['/notifications', 'notifications', 'mfe-members', 'default'],
  ['/profile', 'profile', 'mfe-members', 'default'],
  ['/premium', 'premium', 'mfe-payments', 'default'],
  ['/pricing', 'pricing', 'mfe-payments', 'default'],
  ['/credits', 'credits', 'mfe-payments', 'default'],
  ['/credits/3', 'credits-id-paymentmethod', 'mfe-payments', 'default'],
  ['/credits/3/ideal', 'credits-id-paymentmethod', 'mfe-payments', 'default'],
  ['/credits/repeat-order', 'credits-repeat-order', 'mfe-payments', 'default'],
  ['/directdebit', 'directdebit', 'mfe-payments', 'default'],
  ['/transactions', 'transactions', 'mfe-payments', 'default'],
  ['/transactions/12', 'transactions', 'mfe-payments', 'default'],
  ['/match-finder', 'match-finder', 'mfe-members', 'default'],
  ['/swipe-game', 'swipe-game', 'mfe-members', 'default'],
  ['/lang-config', 'lang-config', 'mfe-members', 'default'],
  ['/complaints', 'complaints', 'mfe-landers', 'default'],
  ['/landers/tinderswipe', 'landers-tinderswipe', 'mfe-landers', 'lander'],
  ...['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'].flatMap(
    (v): Array<[string, string, string, string]> => [
      [`/landers/${v}`, `landers-${v}`, 'mfe-landers', 'lander'],
      [`/landers/${v}/amsterdam`, `landers-${v}`, 'mfe-landers', 'lander'],
    ],
  ),
  ...['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'].map(
    (p): [string, string, string, string] => [`/pages/${p}`, `pages-${p}`, 'mfe-landers', 'default'],
  ),
  ['/algemene-voorwaarden', 'token', 'mfe-landers', 'default'],
  // the back office (issue 18): one owned prefix, which includes /admin itself
  ['/admin', 'admin', 'mfe-backoffice', 'admin'],
  ['/admin/login', 'admin', 'mfe-backoffice', 'admin'],
  ['/admin/audit', 'admin', 'mfe-backoffice', 'admin'],
];

test.each(EXPECTED)('%s → route %s owned by %s in the %s layout', (path, name, remote, layout) => {
  expect(matchShellRoute(path)?.route).toEqual(expect.objectContaining({ name, remote, layout }));
});

test('paths outside the table have no route (the shell shows its 404 page)', () => {
  for (const path of ['/dit/bestaat/niet', '/members/1/2/3', '/pages/onbekend']) {
    expect(matchShellRoute(path)).toBeNull();
  }
});

test('below an owned prefix every path goes to its remote (which reports the ones it does not have)', () => {
  // mfe-landers owns /landers/*: a new lander needs no shell change.
  for (const path of ['/landers/onbekend/x/y', '/landers/nieuw']) {
    expect(matchShellRoute(path)?.route).toEqual(expect.objectContaining({ name: 'landers', remote: 'mfe-landers', layout: 'lander' }));
  }
});

test('a path is matched once: the same answer comes back for it, and a path with other params gets its own', () => {
  const first = matchShellRoute('/members/41');
  expect(matchShellRoute('/members/41')).toBe(first);
  expect(matchShellRoute('/members/42')).not.toBe(first);
  expect(matchShellRoute('/members/42')?.params).toEqual(expect.objectContaining({ id: '42' }));
  expect(first?.params).toEqual(expect.objectContaining({ id: '41' }));
});

test('matching a path against only the routes its first segment allows answers as the whole table does', () => {
  const whole = (path: string) => matchRoutes(ROUTES.map((route) => ({ path: route.path, route })), path)?.at(-1)?.route.route.name ?? null;
  const paths = [...EXPECTED.map(([path]) => path), '/', '/MEMBERS/7', '/m%65mbers/7', '/abcdef', '/pages/onbekend', '/landers/x/y', '/members/1/2/3', '/credits/5', '/credits/5/ideal'];
  for (const path of paths) expect([path, matchShellRoute(path)?.route.name ?? null]).toEqual([path, whole(path)]);
});

test('every route name of SPEC §2 is in the table', () => {
  const names = new Set(ROUTES.map((r) => r.name));
  for (const n of ['index', 'members', 'members-id', 'chats', 'chats-id', 'likes', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod', 'credits-repeat-order', 'premium', 'profile', 'notifications', 'login', 'signup', 'complete-signup', 'pricing', 'complaints', 'pages-terms', 'pages-privacy', 'pages-cookies', 'pages-ban', 'pages-return-policy', 'pages-faq', 'pages-service', 'settings']) {
    expect(names).toContain(n);
  }
});

test('the alerts hide on route names that exist in the table', () => {
  const names = new Set(ROUTES.map((r) => r.name));
  for (const name of Object.values(HIDDEN_ON).flat()) expect(names).toContain(name);
});
