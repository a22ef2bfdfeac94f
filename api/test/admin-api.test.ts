import { api, ADMIN_ERROR_CODES, STAFF_ROLES, type EndpointName, type StaffRole } from 'shared-kernel/contract';
import { adminRequest, createTestStaff, staffCookieFor, type TestStaff } from './admin-helpers';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp } from './helpers';

/**
 * Every endpoint of the admin context (every contract endpoint under /api/admin with auth 'staff',
 * including those other areas add later) refuses anonymous callers and members with 403, refuses a
 * staff role outside its `roles` with 403, and never answers bad input with a 5xx.
 */
let t: TestApp;
const staffByRole = {} as Record<StaffRole, { staff: TestStaff; cookie: string }>;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) {
    const staff = await createTestStaff(t.db, role);
    staffByRole[role] = { staff, cookie: await staffCookieFor(t.db, staff.id) };
  }
  const member = await createTestUser(t.db);
  memberCookie = await sessionCookieFor(t.db, member.userId);
});
afterAll(async () => t.close());

const STAFF_ENDPOINTS = (Object.keys(api) as EndpointName[]).filter((name) => api[name].auth === 'staff');

/** A request to an endpoint, with a body for unsafe methods and a made-up query for GETs. */
const call = (name: EndpointName, cookie: string | undefined, body: unknown = {}) => {
  const e = api[name];
  return adminRequest(t.app, e.method, e.path, { cookie, ...(e.method === 'GET' ? {} : { body }) });
};

test('the admin context has staff endpoints, all under /api/admin', () => {
  expect(STAFF_ENDPOINTS.length).toBeGreaterThanOrEqual(7);
  for (const name of STAFF_ENDPOINTS) expect(api[name].path).toMatch(/^\/api\/admin\//);
});

describe.each(STAFF_ENDPOINTS)('%s', (name) => {
  const endpoint = api[name];
  const allowed: readonly StaffRole[] = 'roles' in endpoint && endpoint.roles ? endpoint.roles : STAFF_ROLES;

  test('refuses anonymous callers and members with 403 staff_authentication_required', async () => {
    for (const cookie of [undefined, memberCookie]) {
      const res = await call(name, cookie);
      expect({ cookie: cookie ? 'member' : 'none', status: res.statusCode }).toEqual({ cookie: cookie ? 'member' : 'none', status: 403 });
      expect(res.json()).toMatchObject({ error: ADMIN_ERROR_CODES.staffAuthenticationRequired, message: 'Log in op de backoffice om verder te gaan.' });
    }
  });

  test('refuses a staff role without the right with 403 role_forbidden', async () => {
    for (const role of STAFF_ROLES.filter((r) => !allowed.includes(r))) {
      const res = await call(name, staffByRole[role].cookie);
      expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
      expect(res.json()).toMatchObject({ error: ADMIN_ERROR_CODES.roleForbidden });
    }
  });

  test('answers bad input with a 4xx, never a 5xx', async () => {
    const cookie = staffByRole[allowed[0]!].cookie;
    const e = api[name];
    const bad =
      e.method === 'GET'
        ? [`${e.path}?page=-1`, `${e.path}?unknown=1`, `${e.path}?days=abc`]
        : [e.path];
    for (const url of bad) {
      const res = await adminRequest(t.app, e.method, url, { cookie, ...(e.method === 'GET' ? {} : { body: { id: 'x', email: 12, disabled: 'ja', code: [] } }) });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    }
    if (e.method !== 'GET') {
      const broken = await adminRequest(t.app, e.method, e.path, { cookie, body: '{"broken' });
      expect(broken.statusCode).toBe(400);
    }
  });
});

describe('the sign-in endpoints', () => {
  test('validate their input with Dutch messages (400, never 5xx)', async () => {
    const cases: [string, unknown][] = [
      ['/api/admin/login', { email: 'geen-adres', password: 'x' }],
      ['/api/admin/login', { email: 'a@hartklop.test' }],
      ['/api/admin/login/code', { challenge: 'kort', code: '123456' }],
      ['/api/admin/login/code', { challenge: 'x'.repeat(43), code: '12345' }],
      ['/api/admin/login/code', { challenge: 'x'.repeat(43), code: '123456', extra: true }],
    ];
    for (const [url, body] of cases) {
      const res = await adminRequest(t.app, 'POST', url, { body });
      expect({ url, body, status: res.statusCode }).toEqual({ url, body, status: 400 });
      expect(res.json<{ message: string }>().message).not.toMatch(/^(Invalid|Expected)/);
    }
  });
});

test('admin answers are private and not indexed', async () => {
  const res = await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: staffByRole.support.cookie });
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
});
