import { API_PATHS } from 'shared-kernel/contract';
import { STAFF_COOKIE } from '../src/domain/staff/sessions';
import { totpCode } from '../src/domain/staff/totp';
import { PERMISSIONS_POLICY } from '../src/web/security';
import { adminRequest, createTestStaff } from './admin-helpers';
import { createTestApp, sameOrigin, signupBody, type TestApp } from './helpers';

/**
 * Issue 26, item 3: secure by default in production. Every cookie gets `Secure` with
 * NODE_ENV=production, also when the app sees plain http (a TLS proxy without TRUST_PROXY); a
 * Permissions-Policy on every answer; HSTS with includeSubDomains when configured; /api/health
 * tells a visitor only that it is up.
 */
const PUBLIC_URL = 'https://www.hartklop.nl';

/** Every Set-Cookie header of an answer. */
const setCookies = (header: string | string[] | undefined): string[] => (Array.isArray(header) ? header : header === undefined ? [] : [header]);
const cookieNamed = (header: string | string[] | undefined, name: string): string => {
  const found = setCookies(header).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(header)}`);
  return found;
};
const isSecure = (cookie: string): boolean => cookie.split(';').some((part) => part.trim().toLowerCase() === 'secure');

/** A signup (sets sid), the settings (sets locale), a logout (clears sid), a staff sign-in (sets hk_staff): every cookie the app sets. */
async function cookiesOf(t: TestApp, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const email = `secure-${Math.random().toString(36).slice(2)}@hartklop.test`;
  const signup = await t.app.inject({ method: 'POST', url: API_PATHS.signup, headers: { ...sameOrigin, ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(signupBody(email)) });
  expect(signup.statusCode).toBe(201);
  const sid = cookieNamed(signup.headers['set-cookie'], 'sid');
  const settings = await t.app.inject({ method: 'GET', url: '/api/settings.php?domain=hartklop.nl', headers: { ...headers } });
  const logout = await t.app.inject({ method: 'GET', url: API_PATHS.logout, headers: { ...headers, cookie: sid.split(';')[0]! } });
  const staff = await createTestStaff(t.db);
  const first = await adminRequest(t.app, 'POST', '/api/admin/login', { body: { email: staff.email, password: staff.password }, headers });
  expect(first.statusCode).toBe(200);
  const { challenge } = first.json<{ challenge: string }>();
  const second = await adminRequest(t.app, 'POST', '/api/admin/login/code', { body: { challenge, code: totpCode(staff.secret, Date.now()) }, headers });
  expect(second.statusCode).toBe(200);
  return {
    sid,
    locale: cookieNamed(settings.headers['set-cookie'], 'locale'),
    sidCleared: cookieNamed(logout.headers['set-cookie'], 'sid'),
    [STAFF_COOKIE]: cookieNamed(second.headers['set-cookie'], STAFF_COOKIE),
  };
}

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: 'production', publicUrl: PUBLIC_URL, hstsIncludeSubdomains: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('every cookie is Secure, though the app sees plain http and trusts no proxy', async () => {
    const cookies = await cookiesOf(t);
    expect(Object.keys(cookies)).toEqual(['sid', 'locale', 'sidCleared', STAFF_COOKIE]);
    for (const [name, cookie] of Object.entries(cookies)) expect([name, isSecure(cookie)]).toEqual([name, true]);
    // The other attributes stay as they were.
    expect(cookies.sid).toMatch(/; HttpOnly/);
    expect(cookies.sid).toMatch(/; SameSite=Lax/);
    expect(cookies[STAFF_COOKIE]).toMatch(/; SameSite=Strict/);
    expect(cookies.locale).not.toMatch(/HttpOnly/);
  });

  it('sends HSTS with includeSubDomains when configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('HSTS without HSTS_INCLUDE_SUBDOMAINS', () => {
  it('covers the host only in production, and is absent elsewhere', async () => {
    const prod = await createTestApp({ nodeEnv: 'production', publicUrl: PUBLIC_URL });
    const dev = await createTestApp({ hstsIncludeSubdomains: true });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe('max-age=15552000');
      expect((await dev.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await prod.close();
      await dev.close();
    }
  });
});

describe('outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cookies are Secure over https only (a development server on http://localhost keeps working)', async () => {
    for (const [name, cookie] of Object.entries(await cookiesOf(t))) expect([name, isSecure(cookie)]).toEqual([name, false]);
    for (const [name, cookie] of Object.entries(await cookiesOf(t, { 'x-forwarded-proto': 'https' }))) expect([name, isSecure(cookie)]).toEqual([name, true]);
  });

  it('sends a Permissions-Policy on API answers and pages: geolocation for the site itself, no camera, microphone or payment', async () => {
    expect(PERMISSIONS_POLICY).toBe(
      'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
    );
    for (const url of ['/api/health', '/robots.txt', '/no/such/page', '/api/no-such-endpoint']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.headers['permissions-policy']]).toEqual([url, PERMISSIONS_POLICY]);
    }
  });
});

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const health = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

  it('tells a client elsewhere only that it is up', async () => {
    for (const address of ['203.0.113.7', '10.0.0.1', '::ffff:192.0.2.1', '2001:db8::1']) {
      const res = await health(address);
      expect([address, res.statusCode, res.json()]).toEqual([address, 200, { status: 'ok' }]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A client behind the proxy on this machine, and one that claims to be loopback itself.
    expect((await health('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).json()).toEqual({ status: 'ok' });
    expect((await health('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).json()).toEqual({ status: 'ok' });
  });

  it('gives the details to a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const body = (await health(address)).json<{ status: string; database: string; uptime_s: number }>();
      expect([address, body.status, body.database, typeof body.uptime_s]).toEqual([address, 'ok', process.env.DATABASE_URL ? 'postgres' : 'pglite', 'number']);
    }
  });
});
