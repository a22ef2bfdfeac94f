import { api } from 'shared-kernel/contract';
import { adminRequest, createTestStaff, staffCookieFor } from './admin-helpers';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, signupBody, type TestApp } from './helpers';

/**
 * Issue 26: an id one past the largest PostgreSQL `integer` is refused by the contract's schema
 * (400 validation_error naming the field), never sent to the database (PUT /api/admin/staff with
 * id 2147483648 answered 500). The contract's own test (shared-kernel id-bounds.test.ts) checks
 * every schema; these are representative endpoints end to end.
 */
const TOO_LARGE = 2_147_483_648;

let t: TestApp;
let memberCookie: string;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await createTestUser(t.db);
  memberCookie = await sessionCookieFor(t.db, member.userId);
  const admin = await createTestStaff(t.db, 'admin');
  staffCookie = await staffCookieFor(t.db, admin.id);
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

describe('an id of 2147483648', () => {
  test('PUT /api/admin/staff: 400 naming the id (it answered 500)', async () => {
    const res = await adminRequest(t.app, 'PUT', api.updateStaff.path, { cookie: staffCookie, body: { id: TOO_LARGE, disabled: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: "Het veld 'id' is te groot (maximaal 2147483647).", field: 'id' });
  });

  test('the largest id, 2147483647, is still an id: PUT /api/admin/staff answers that there is no such account', async () => {
    const res = await adminRequest(t.app, 'PUT', api.updateStaff.path, { cookie: staffCookie, body: { id: 2_147_483_647, disabled: true } });
    expect(res.statusCode).toBe(404);
  });

  test.each([
    ['signup: target_profile_id', 'POST', api.signup.path, undefined, signupBody('groot@example.nl', { target_profile_id: TOO_LARGE }), 'target_profile_id'],
    ['profile: region_id', 'PUT', api.updateProfile.path, 'member', { region_id: TOO_LARGE }, 'region_id'],
    ['profile: an interest', 'PUT', api.updateProfile.path, 'member', { interests: [1, TOO_LARGE] }, 'interests.1'],
    ['like: profile_id', 'POST', api.like.path, 'member', { profile_id: TOO_LARGE }, 'profile_id'],
    ['member profile: ?id', 'GET', `${api.member.path}?id=${TOO_LARGE}`, undefined, undefined, 'id'],
    ['payment: ?id', 'GET', `${api.payment.path}?id=${TOO_LARGE}`, 'member', undefined, 'id'],
    ['chat: ?profile_id', 'GET', `${api.chat.path}?profile_id=${TOO_LARGE}`, 'member', undefined, 'profile_id'],
    ['back office member: ?id', 'GET', `${api.memberDetail.path}?id=${TOO_LARGE}`, 'staff', undefined, 'id'],
    ['back office audit: ?staff_id', 'GET', `${api.auditLog.path}?staff_id=${TOO_LARGE}`, 'staff', undefined, 'staff_id'],
    ['back office refund: payment_id', 'POST', api.refundPayment.path, 'staff', { payment_id: TOO_LARGE }, 'payment_id'],
  ] as const)('%s: 400 naming the field', async (_label, method, url, who, body, field) => {
    const cookie = who === 'member' ? memberCookie : who === 'staff' ? staffCookie : undefined;
    const res = await send(method, url, cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', field });
  });
});
