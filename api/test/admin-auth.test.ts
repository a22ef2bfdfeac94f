import { ADMIN_ERROR_CODES, ADMIN_TEXTS, STAFF_MAX_FAILURES } from 'shared-kernel/contract/admin-rules';
import { totpCode } from '../src/domain/staff/totp';
import { adminRequest, createTestStaff, signIn, staffCookieFor } from './admin-helpers';
import { cookieFrom, createTestApp, createTestUser, sessionCookieFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const passwordStep = (email: string, password: string) => adminRequest(t.app, 'POST', '/api/admin/login', { body: { email, password } });
const codeStep = (challenge: string, code: string) => adminRequest(t.app, 'POST', '/api/admin/login/code', { body: { challenge, code } });
const auditActions = async (staffId: number) =>
  (await t.db.kysely.selectFrom('audit_log').select('action').where('target_type', '=', 'staff').where('target_id', '=', String(staffId)).orderBy('id').execute()).map(
    (r) => r.action,
  );

describe('staff sign-in: password, then the authenticator code', () => {
  test('both steps give a staff session in an HttpOnly, SameSite=Strict cookie for /api/admin only, and an audit entry', async () => {
    const staff = await createTestStaff(t.db, 'support');
    const first = await passwordStep(staff.email, staff.password);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.json<{ challenge: string }>();
    const second = await codeStep(challenge, totpCode(staff.secret, Date.now()));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ staff: { id: staff.id, email: staff.email, role: 'support' }, session: { idle_timeout_s: 1800 } });
    const setCookie = String(second.headers['set-cookie']);
    expect(setCookie).toMatch(/^hk_staff=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Path=/api/admin');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=28800');
    const me = await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: cookieFrom(second.headers['set-cookie'], 'hk_staff') });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { id: staff.id } });
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(await auditActions(staff.id)).toEqual(['staff.sign_in']);
  });

  test('the password step alone is no session: the challenge is not a cookie and opens nothing', async () => {
    const staff = await createTestStaff(t.db);
    const first = await passwordStep(staff.email, staff.password);
    const { challenge } = first.json<{ challenge: string }>();
    for (const cookie of [`hk_staff=${challenge}`, `hk_staff=${challenge.slice(0, 43)}`]) {
      const me = await adminRequest(t.app, 'GET', '/api/admin/me', { cookie });
      expect(me.statusCode).toBe(403);
      expect(me.json()).toMatchObject({ error: ADMIN_ERROR_CODES.staffAuthenticationRequired });
    }
  });

  test('a wrong code gives no session; a code is accepted once (no replay), and a challenge once', async () => {
    const staff = await createTestStaff(t.db);
    const { challenge } = (await passwordStep(staff.email, staff.password)).json<{ challenge: string }>();
    const right = totpCode(staff.secret, Date.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await codeStep(challenge, wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: ADMIN_ERROR_CODES.codeInvalid, message: ADMIN_TEXTS.codeInvalid });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await codeStep(challenge, right)).statusCode).toBe(200);
    // The same challenge again, and the same code with a new challenge: both refused.
    expect((await codeStep(challenge, right)).json()).toMatchObject({ error: ADMIN_ERROR_CODES.challengeInvalid });
    const { challenge: again } = (await passwordStep(staff.email, staff.password)).json<{ challenge: string }>();
    expect((await codeStep(again, right)).json()).toMatchObject({ error: ADMIN_ERROR_CODES.codeInvalid });
  });

  test('an unknown e-mail and a wrong password get the same answer', async () => {
    const staff = await createTestStaff(t.db);
    const unknown = await passwordStep('niemand@hartklop.test', 'wat-dan-ook-123');
    const wrong = await passwordStep(staff.email, 'fout-wachtwoord-123');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: ADMIN_ERROR_CODES.loginFailed, message: ADMIN_TEXTS.loginFailed });
  });

  test(`locks the account after ${STAFF_MAX_FAILURES} failures (passwords and codes together) with a Dutch message; the right password is then refused`, async () => {
    const staff = await createTestStaff(t.db);
    expect(STAFF_MAX_FAILURES).toBe(5);
    for (let i = 0; i < 3; i++) expect((await passwordStep(staff.email, `fout-${i}-wachtwoord`)).statusCode).toBe(401);
    const { challenge } = (await passwordStep(staff.email, staff.password)).json<{ challenge: string }>();
    const right = totpCode(staff.secret, Date.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await codeStep(challenge, wrong)).statusCode).toBe(401); // the 4th failure
    const fifth = await codeStep(challenge, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: ADMIN_ERROR_CODES.locked, message: ADMIN_TEXTS.locked(15) });
    expect(fifth.json<{ message: string }>().message).toBe('Te veel foute pogingen. Je account is 15 minuten geblokkeerd; probeer het daarna opnieuw.');
    const locked = await passwordStep(staff.email, staff.password);
    expect(locked.statusCode).toBe(429);
    expect((await codeStep(challenge, right)).statusCode).toBe(401); // the lock ended that sign-in
    // When the lock has passed, the right password and code work again.
    await t.db.kysely.updateTable('staff_accounts').set({ locked_until: new Date(Date.now() - 1000) }).where('id', '=', staff.id).execute();
    await expect(signIn(t.app, staff, 1)).resolves.toMatch(/^hk_staff=/);
  });

  test('four failures do not lock, and a successful sign-in resets the count', async () => {
    const staff = await createTestStaff(t.db);
    for (let i = 0; i < 4; i++) expect((await passwordStep(staff.email, `fout-${i}-wachtwoord`)).statusCode).toBe(401);
    await signIn(t.app, staff);
    for (let i = 0; i < 4; i++) expect((await passwordStep(staff.email, `fout-${i}-wachtwoord`)).statusCode).toBe(401);
    expect((await passwordStep(staff.email, staff.password)).statusCode).toBe(200);
  });

  test('a disabled account cannot sign in', async () => {
    const staff = await createTestStaff(t.db);
    await t.db.kysely.updateTable('staff_accounts').set({ disabled: true }).where('id', '=', staff.id).execute();
    expect((await passwordStep(staff.email, staff.password)).json()).toMatchObject({ error: ADMIN_ERROR_CODES.loginFailed });
  });
});

describe('staff sessions', () => {
  test('end after 30 minutes without a request, and 8 hours after sign-in', async () => {
    const staff = await createTestStaff(t.db);
    const idle = await staffCookieFor(t.db, staff.id, { lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    const fresh = await staffCookieFor(t.db, staff.id, { lastSeenAt: new Date(Date.now() - 29 * 60_000) });
    const expired = await staffCookieFor(t.db, staff.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: idle })).statusCode).toBe(403);
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: expired })).statusCode).toBe(403);
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: fresh })).statusCode).toBe(200);
  });

  test('sign-out ends the session', async () => {
    const staff = await createTestStaff(t.db);
    const cookie = await staffCookieFor(t.db, staff.id);
    expect((await adminRequest(t.app, 'POST', '/api/admin/logout', { cookie, body: {} })).statusCode).toBe(200);
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie })).statusCode).toBe(403);
    expect(await auditActions(staff.id)).toContain('staff.sign_out');
  });

  test('a member session never reaches the admin API, and a staff session never acts as a member', async () => {
    const member = await createTestUser(t.db);
    const memberCookie = await sessionCookieFor(t.db, member.userId);
    const asMember = await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: memberCookie });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ error: ADMIN_ERROR_CODES.staffAuthenticationRequired });
    const staff = await createTestStaff(t.db);
    const staffCookie = await staffCookieFor(t.db, staff.id);
    const asStaff = await adminRequest(t.app, 'GET', '/api/user.php', { cookie: staffCookie });
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toMatchObject({ error: 'authentication_required' });
    // The member's token as a staff cookie (and the other way round) is unknown too.
    const memberToken = memberCookie.split('=')[1]!;
    expect((await adminRequest(t.app, 'GET', '/api/admin/me', { cookie: `hk_staff=${memberToken}` })).statusCode).toBe(403);
    expect((await adminRequest(t.app, 'GET', '/api/user.php', { cookie: `sid=${staffCookie.split('=')[1]!}` })).statusCode).toBe(403);
  });

  test('a cross-site sign-in is refused (CSRF rule)', async () => {
    const res = await adminRequest(t.app, 'POST', '/api/admin/login', {
      body: { email: 'a@hartklop.test', password: 'x' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'csrf_rejected' });
  });
});
