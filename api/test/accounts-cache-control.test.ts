import { CLIENT_REQUEST_HEADER } from 'shared-kernel/contract';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, signupBody, type TestApp } from './helpers';

/**
 * The Cache-Control of the accounts routes comes from their encapsulated context (web/routes/accounts/
 * index.ts, web/member-context.ts), never from a handler: one test per context.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const freshIp = (): string => {
  ipCounter += 1;
  return `10.7.0.${ipCounter}`;
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { cookie?: string; body?: object } = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: {
      ...sameOrigin,
      [CLIENT_REQUEST_HEADER]: '1',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });

type Res = Awaited<ReturnType<typeof call>>;
const expectAnswer = (res: Res, status: number, cacheControl: string | undefined): void => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['cache-control']).toBe(cacheControl);
};

describe('the session context of accounts: private, no-store', () => {
  it('covers the current user, login (also refused), language, logout and signup', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    expectAnswer(await call('GET', '/api/user.php', { cookie }), 200, 'private, no-store');
    expectAnswer(await call('POST', '/api/user.php', { body: { email: member.email, password: member.password } }), 200, 'private, no-store');
    expectAnswer(await call('POST', '/api/user.php', { body: { email: member.email, password: 'fout-wachtwoord' } }), 401, 'private, no-store');
    expectAnswer(await call('PUT', '/api/user.php', { cookie, body: { language: 'nl' } }), 200, 'private, no-store');
    expectAnswer(await call('POST', '/api/signup.php', { body: signupBody('cache-context@example.nl') }), 201, 'private, no-store');
    expectAnswer(await call('GET', '/api/logout.php', { cookie }), 200, 'private, no-store');
    // Refused before the endpoint is reached (no session, invalid input, a cross-site logout): no header, as before.
    const crossSite = await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { host: 'localhost', cookie, 'sec-fetch-site': 'cross-site' } });
    expectAnswer(crossSite, 403, undefined);
    expectAnswer(await call('GET', '/api/user.php'), 403, undefined);
    expectAnswer(await call('POST', '/api/user.php', { body: { email: 'geen-adres' } }), 400, undefined);
  });

  it('leaves the shared route /api/user.php to the member context for DELETE ?push=1 (push unsubscribe)', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    const res = await call('DELETE', '/api/user.php?push=1', { cookie, body: { endpoint: 'https://push.example.org/onbekend' } });
    expectAnswer(res, 200, 'private, no-store');
  });
});

describe('the no-store context of accounts: no-store', () => {
  it('covers the reset-link check (also a dead link) and the data export', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    expectAnswer(await call('GET', '/api/password-reset.php?token=' + 'a'.repeat(43)), 400, 'no-store');
    const exported = await call('GET', '/api/export.php', { cookie });
    expectAnswer(exported, 200, 'no-store');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="hartklop-gegevens.json"');
  });
});

describe('the other accounts routes: no Cache-Control', () => {
  it('covers activation, reset and e-mail change requests, deletion and reactivation', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    expectAnswer(await call('POST', '/api/activate.php', { body: { token: 'b'.repeat(43) } }), 400, undefined);
    expectAnswer(await call('POST', '/api/password-reset.php', { body: { email: member.email } }), 200, undefined);
    expectAnswer(await call('PUT', '/api/password-reset.php', { body: { token: 'c'.repeat(43), password: 'nieuw-wachtwoord' } }), 400, undefined);
    expectAnswer(await call('PUT', '/api/mail-change.php', { body: { token: 'd'.repeat(43) } }), 400, undefined);
    expectAnswer(await call('POST', '/api/reactivation-mail.php', { body: { email: member.email } }), 404, undefined);
    expectAnswer(await call('POST', '/api/account-delete.php', { cookie, body: { password: member.password } }), 200, undefined);
    expectAnswer(await call('POST', '/api/reactivate.php', { body: { token: 'e'.repeat(43) } }), 400, undefined);
  });
});
