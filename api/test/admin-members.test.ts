import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { api } from 'shared-kernel/contract';
import { ADMIN_ERROR_CODES } from 'shared-kernel/contract/admin-rules';
import { adminRequest, createTestStaff, staffCookieFor, staffText, type TestStaff } from './admin-helpers';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp, type TestUser, testPort } from './helpers';
import { expectError } from './members-helpers';
import { balanceOf, bundlesOf, payOnHostedPage, startCheckout, until } from './payments-helpers';

/**
 * Member care (issue 18): search, the account at a glance, credits through the ledger and refunds
 * through the sandbox provider with the real Mollie client (the app listens on 127.0.0.1). Also on
 * PostgreSQL (DATABASE_URL): two refunds of one payment at once refund it once.
 */
const PORT = testPort(18411);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let t: TestApp;
const cookies: Partial<Record<TestStaff['role'], string>> = {};
const staffIds: Partial<Record<TestStaff['role'], number>> = {};

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  for (const role of ['moderator', 'support', 'admin'] as const) {
    const staff = await createTestStaff(t.db, role);
    staffIds[role] = staff.id;
    cookies[role] = await staffCookieFor(t.db, staff.id);
  }
});
afterAll(async () => t.close());

async function member(options: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser & { cookie: string }> {
  const user = await createTestUser(t.db, options);
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

/** A paid iDEAL purchase of the smallest NL bundle (25 credits), credited. */
async function paidPurchase(m: TestUser & { cookie: string }) {
  const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === 25)!;
  const payment = await startCheckout(t, m.cookie, bundle.id, 'ideal');
  await payOnHostedPage(ORIGIN, payment, 'paid');
  await until(async () => ((await balanceOf(t, m.userId)).credits >= 25 ? true : undefined));
  const row = await t.db.kysely.selectFrom('payments').select('id').where('reference', '=', payment.reference).executeTakeFirstOrThrow();
  return row.id;
}

const refund = (paymentId: number, role: TestStaff['role'] = 'support') =>
  adminRequest(t.app, 'POST', '/api/admin/payments/refund', { cookie: cookies[role], body: { payment_id: paymentId } });
const adjust = (body: Record<string, unknown>, role: TestStaff['role'] = 'support') =>
  adminRequest(t.app, 'POST', '/api/admin/member/credits', { cookie: cookies[role], body: { key: randomUUID(), ...body } });
const auditOf = (action: string, targetId: number) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).orderBy('id').execute();

describe('who may do member care', () => {
  test.each([
    ['GET', '/api/admin/members?q=a', undefined],
    ['GET', '/api/admin/member?id=1', undefined],
    ['POST', '/api/admin/member/credits', { user_id: 1, amount: 1, reason: 'Test reden', key: randomUUID() }],
    ['POST', '/api/admin/payments/refund', { payment_id: 1 }],
    ['GET', '/api/admin/member/export?id=1', undefined],
    ['POST', '/api/admin/member/erase', { user_id: 1, reason: 'Verzoek van het lid' }],
  ] as const)('%s %s: 403 for visitors, members and moderators', async (method, url, body) => {
    const m = await member();
    expectError(await adminRequest(t.app, method, url, { body }), 403, ADMIN_ERROR_CODES.staffAuthenticationRequired);
    expectError(await adminRequest(t.app, method, url, { cookie: m.cookie, body }), 403, ADMIN_ERROR_CODES.staffAuthenticationRequired);
    expectError(await adminRequest(t.app, method, url, { cookie: cookies.moderator, body }), 403, ADMIN_ERROR_CODES.roleForbidden, staffText('admin.roleForbidden', { roles: 'Klantenservice of Beheerder' }));
  });
});

describe('finding a member', () => {
  test('by id, e-mail or name; the detail shows payments and ledger', async () => {
    const m = await member({ name: 'Zoekbaar', credits: 7 });
    for (const q of [String(m.userId), m.email.toUpperCase(), 'zoekba']) {
      const res = await adminRequest(t.app, 'GET', `/api/admin/members?q=${encodeURIComponent(q)}`, { cookie: cookies.support });
      expect(res.statusCode).toBe(200);
      expect(api.memberSearch.response.parse(res.json()).members.map((h) => h.user_id)).toContain(m.userId);
    }
    expectError(await adminRequest(t.app, 'GET', '/api/admin/members?q=%20', { cookie: cookies.support }), 400, 'validation_error', staffText('memberCare.queryRequired'));
    const detail = api.memberDetail.response.parse((await adminRequest(t.app, 'GET', `/api/admin/member?id=${m.userId}`, { cookie: cookies.admin })).json());
    expect(detail.member).toMatchObject({ user_id: m.userId, name: 'Zoekbaar', credits: 7, restriction: null });
    expectError(await adminRequest(t.app, 'GET', '/api/admin/member?id=2000000000', { cookie: cookies.admin }), 404, 'not_found', staffText('memberCare.memberGone'));
  });
});

describe('adjusting credits', () => {
  test('adds and takes credits through the ledger with a reason, audited; never below zero; a key once', async () => {
    const m = await member({ credits: 5 });
    const key = randomUUID();
    const add = await adjust({ user_id: m.userId, amount: 10, reason: 'Compensatie storing', key });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ before: 5, after: 15 });
    expect((await balanceOf(t, m.userId)).credits).toBe(15);
    const [entry] = await auditOf('credits.adjust', m.userId);
    expect(entry).toMatchObject({ staff_id: staffIds.support, before: { credits: 5 }, after: { credits: 15, amount: 10, reason: 'Compensatie storing' } });
    const ledger = await t.db.kysely.selectFrom('credit_ledger').select(['delta', 'reason']).where('user_id', '=', m.userId).execute();
    expect(ledger).toEqual([{ delta: 10, reason: 'admin' }]);

    expectError(await adjust({ user_id: m.userId, amount: 10, reason: 'Compensatie storing', key }), 409, 'idempotency_conflict', staffText('memberCare.alreadyApplied'));
    expectError(await adjust({ user_id: m.userId, amount: -16, reason: 'Te veel gegeven' }), 409, 'insufficient_credits', staffText('memberCare.belowZero', { balance: 15 }));
    expect((await adjust({ user_id: m.userId, amount: -15, reason: 'Te veel gegeven' })).json()).toEqual({ before: 15, after: 0 });
    expect(await auditOf('credits.adjust', m.userId)).toHaveLength(2);
  });

  test.each([
    ['an amount of 0', { amount: 0 }, staffText('memberCare.amountInvalid')],
    ['a fraction', { amount: 1.5 }, undefined],
    ['more than 10,000', { amount: 10_001 }, staffText('memberCare.amountInvalid')],
    ['a short reason', { reason: 'oké' }, staffText('memberCare.reasonRequired')],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const m = await member();
    expectError(await adjust({ user_id: m.userId, amount: 5, reason: 'Goede reden', ...overrides }), 400, 'validation_error', message);
    expect(await auditOf('credits.adjust', m.userId)).toEqual([]);
  });
});

describe('refunding a payment', () => {
  test('refunds at the provider, reverses the credits through the ledger once, audited; a second refund is 409', async () => {
    const m = await member();
    const paymentId = await paidPurchase(m);
    const res = await refund(paymentId);
    expect(res.statusCode).toBe(200);
    expect(api.refundPayment.response.parse(res.json())).toMatchObject({ state: 'refunded', credits_reversed: 25 });
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
    const reversals = await t.db.kysely.selectFrom('credit_ledger').select('delta').where('user_id', '=', m.userId).where('delta', '<', 0).execute();
    expect(reversals).toEqual([{ delta: -25 }]);
    expect(await auditOf('payment.refund', paymentId)).toEqual([expect.objectContaining({ staff_id: staffIds.support })]);
    expectError(await refund(paymentId, 'admin'), 409, 'already_decided', staffText('memberCare.notRefundable'));
    expectError(await refund(2_000_000_000), 404, 'not_found', staffText('memberCare.paymentGone'));
  });

  test('two refunds of one payment at once: one refund at the provider, the credits reversed once', async () => {
    const m = await member();
    const paymentId = await paidPurchase(m);
    const answers = await Promise.all([refund(paymentId, 'support'), refund(paymentId, 'admin')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const providerId = (await t.db.kysely.selectFrom('payments').select('provider_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).provider_id!;
    const refunds = await sql<{ id: string }>`select id from payment_sandbox_refunds where payment_id = ${providerId}`.execute(t.db.kysely);
    expect(refunds.rows).toHaveLength(1);
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
    const reversals = await t.db.kysely.selectFrom('credit_ledger').select('delta').where('user_id', '=', m.userId).where('delta', '<', 0).execute();
    expect(reversals).toEqual([{ delta: -25 }]);
  });
});

const erase = (body: Record<string, unknown>, role: TestStaff['role'] = 'support') => adminRequest(t.app, 'POST', '/api/admin/member/erase', { cookie: cookies[role], body });

describe('exporting a member\'s data on request', () => {
  test('answers the member\'s own GDPR export as a download, audited without the data; an unknown id is 404', async () => {
    const m = await member({ name: 'Exporteur', credits: 3 });
    const res = await adminRequest(t.app, 'GET', `/api/admin/member/export?id=${m.userId}`, { cookie: cookies.support });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hartklop-gegevens-${m.userId}.json"`);
    const data = api.memberExport.response.parse(res.json());
    expect(data.account).toMatchObject({ id: m.userId, email: m.email, credits: 3 });
    expect(data.profile).toMatchObject({ name: 'Exporteur' });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash/);
    const [entry] = await auditOf('member.export', m.userId);
    expect(entry).toMatchObject({ staff_id: staffIds.support, target_type: 'user', before: null, after: null });

    expectError(await adminRequest(t.app, 'GET', '/api/admin/member/export?id=2000000000', { cookie: cookies.admin }), 404, 'not_found', staffText('memberCare.memberGone'));
    expectError(await adminRequest(t.app, 'GET', '/api/admin/member/export?id=abc', { cookie: cookies.admin }), 400, 'validation_error');
  });
});

describe('erasing a member on request', () => {
  test('erases the personal data at once with a reason, audited without personal data; payments and ledger stay', async () => {
    const m = await member({ name: 'Wisbaar' });
    const paymentId = await paidPurchase(m);
    const res = await erase({ user_id: m.userId, reason: 'Verzoek per mail (ticket 123)' }, 'admin');
    expect(res.statusCode).toBe(200);
    expect(api.memberErase.response.parse(res.json()).user_id).toBe(m.userId);

    const user = await t.db.kysely.selectFrom('users').select(['email', 'status', 'password_hash', 'erased_at', 'credits']).where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: `erased-${m.userId}@erased.invalid`, status: 'deleted', password_hash: null, credits: 25 });
    expect(user.erased_at).not.toBeNull();
    expect(await t.db.kysely.selectFrom('profiles').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    // The bookkeeping stays: the payment and its ledger entry still reference the (anonymised) account.
    expect(await t.db.kysely.selectFrom('payments').select(['user_id', 'state']).where('id', '=', paymentId).executeTakeFirst()).toEqual({ user_id: m.userId, state: 'paid' });
    expect(await t.db.kysely.selectFrom('credit_ledger').select(['delta', 'balance_after']).where('user_id', '=', m.userId).execute()).toEqual([{ delta: 25, balance_after: 25 }]);

    const entries = await auditOf('member.erase', m.userId);
    expect(entries).toEqual([expect.objectContaining({ staff_id: staffIds.admin, target_type: 'user', before: { status: 'confirmed' }, after: { erased: true, reason: 'Verzoek per mail (ticket 123)' } })]);
    expect(JSON.stringify(entries)).not.toContain(m.email);
    expect(JSON.stringify(entries)).not.toContain('Wisbaar');

    // The member is signed out for good and gone from member care.
    expectError(await adminRequest(t.app, 'GET', '/api/user.php', { cookie: m.cookie }), 403, 'authentication_required');
    expectError(await adminRequest(t.app, 'GET', `/api/admin/member?id=${m.userId}`, { cookie: cookies.support }), 404, 'not_found', staffText('memberCare.memberGone'));
    expectError(await adminRequest(t.app, 'GET', `/api/admin/member/export?id=${m.userId}`, { cookie: cookies.support }), 404, 'not_found', staffText('memberCare.memberGone'));
    expectError(await erase({ user_id: m.userId, reason: 'Nog een keer wissen' }), 404, 'not_found', staffText('memberCare.memberGone'));
    expect(await auditOf('member.erase', m.userId)).toHaveLength(1);
  });

  test.each([
    ['no reason', { reason: '' }, staffText('memberCare.eraseReasonRequired')],
    ['a short reason', { reason: ' kort ' }, staffText('memberCare.eraseReasonRequired')],
    ['an unknown field', { email: 'x@example.nl' }, undefined],
    ['no member id', { user_id: undefined }, undefined],
  ])('refuses %s with 400 and erases nothing', async (_name, overrides, message) => {
    const m = await member();
    expectError(await erase({ user_id: m.userId, reason: 'Verzoek van het lid', ...overrides }), 400, 'validation_error', message);
    expect(await t.db.kysely.selectFrom('users').select('erased_at').where('id', '=', m.userId).executeTakeFirst()).toEqual({ erased_at: null });
    expect(await auditOf('member.erase', m.userId)).toEqual([]);
  });

  test('an unknown member is 404', async () => {
    expectError(await erase({ user_id: 2_000_000_000, reason: 'Verzoek van het lid' }), 404, 'not_found', staffText('memberCare.memberGone'));
  });
});
