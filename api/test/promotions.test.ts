import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type DiscountCodeResponse, type Transaction } from 'shared-kernel/contract';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp, type TestUser, testPort } from './helpers';
import { balanceOf, bundlesOf, memberCall, payOnHostedPage } from './payments-helpers';

/**
 * Discount codes, the welcome discount and the time bonus (issue 13) through the API: the rules of
 * a code (SPEC §3, §5), the prices before paying, the checkout's recomputed amount, and "once per
 * user" exactly, also for concurrent checkouts (run this file with DATABASE_URL for real
 * PostgreSQL: PGlite runs one transaction at a time). The seeded codes are in
 * api/src/db/reference/discount-codes.ts.
 */
const PORT = testPort(18421);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

type Member = TestUser & { cookie: string };

/** A member who signed up `signedUpSecondsAgo` ago (default: just now). */
async function member(options: Parameters<typeof createTestUser>[1] & { signedUpSecondsAgo?: number } = {}): Promise<Member> {
  const { signedUpSecondsAgo = 0, ...rest } = options;
  const user = await createTestUser(t.db, rest);
  await t.db.kysely
    .updateTable('users')
    .set({ signup_date: new Date(Date.now() - signedUpSecondsAgo * 1000) })
    .where('id', '=', user.userId)
    .execute();
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

const lookup = (m: Member, query: string) => memberCall(t, m.cookie).get(`/api/discountcode.php?${query}`);

async function nlBundles() {
  return bundlesOf(t, 'hartklop.nl', 'NL');
}

const start = (m: Member, bundleId: number, method: string, code?: string, key: string = randomUUID()) =>
  memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundleId, method, idempotency_key: key, ...(code === undefined ? {} : { discount_code: code }) });

async function started(m: Member, bundleId: number, method: string, code?: string): Promise<Transaction> {
  const res = await start(m, bundleId, method, code);
  expect(res.statusCode).toBe(201);
  return res.json<{ payment: Transaction }>().payment;
}

/** Pays on the sandbox's hosted page and applies the result (the return page's check). */
async function settle(m: Member, payment: Transaction, outcome: 'paid' | 'failed' | 'canceled' | 'expired'): Promise<Transaction> {
  await payOnHostedPage(ORIGIN, payment, outcome);
  const res = await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ payment: Transaction }>().payment;
}

const NOT_FOUND = { error: ERROR_CODES.discountCodeNotFound, message: 'Code niet gevonden' };
const USED = { error: ERROR_CODES.discountCodeUsed, message: 'Code reeds gebruikt' };

describe('GET /api/discountcode.php?code=', () => {
  it('a code for everyone: the entity of SPEC §3 and every bundle of the member priced with it (10 %, whole cents)', async () => {
    const m = await member();
    const res = await lookup(m, 'code=%20hartje10%20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/private/);
    const body = res.json<DiscountCodeResponse>();
    expect(body.discountcode).toEqual({
      code: 'HARTJE10',
      country: null,
      user_id: null,
      expires: null,
      value_percentage: 10,
      currency: null,
      minimum_order_value: 0,
      status: 'active',
      validity: 'unlimited',
      expired: false,
      paymentmethods: null,
    });
    const bundles = await nlBundles();
    expect(body.prices).toEqual([
      { bundle_id: bundles[0]!.id, price: 799, discount: 80, amount: 719 },
      { bundle_id: bundles[1]!.id, price: 1499, discount: 150, amount: 1349 },
      { bundle_id: bundles[2]!.id, price: 2749, discount: 275, amount: 2474 },
      { bundle_id: bundles[3]!.id, price: 6250, discount: 625, amount: 5625 },
    ]);
  });

  it("'Code niet gevonden' (404) for an unknown, inactive, ended, other-country, other-currency or other member's code", async () => {
    const m = await member();
    const other = await member();
    const be = await member({ country: 'BE' });
    await t.db.kysely
      .insertInto('discount_codes')
      .values([
        { code: 'ALLEENVOORJOU', value_percentage: '30', user_id: other.userId },
        { code: 'DOLLAR10', value_percentage: '10', currency: 'USD' },
      ])
      .execute();
    for (const code of ['BESTAATNIET', 'PAUZE50', 'KERST2024', 'ALLEENVOORJOU', 'DOLLAR10', '%25%25']) {
      const res = await lookup(m, `code=${code}`);
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({ code, status: 404, body: NOT_FOUND });
    }
    // LENTE20 is for the Netherlands only.
    expect((await lookup(be, 'code=LENTE20')).json()).toEqual(NOT_FOUND);
    expect((await lookup(m, 'code=LENTE20')).statusCode).toBe(200);
    // The member's own code is found.
    expect((await lookup(other, 'code=alleenvoorjou')).json<DiscountCodeResponse>().discountcode).toMatchObject({ code: 'ALLEENVOORJOU', user_id: other.userId });
  });

  it('a minimum order value: no discount on the bundles below it (LENTE20 from € 25)', async () => {
    const m = await member();
    const body = (await lookup(m, 'code=LENTE20')).json<DiscountCodeResponse>();
    expect(body.discountcode).toMatchObject({ minimum_order_value: 2500, country: 'NL', currency: 'EUR', validity: 'once-per-user' });
    expect(body.prices.map((p) => [p.price, p.discount])).toEqual([
      [799, 0],
      [1499, 0],
      [2749, 550],
      [6250, 1250],
    ]);
  });

  it('the time bonus TIMEBONUS25: 25.0 %, once per user, active, for 14,400 s after signup', async () => {
    const fresh = await member({ signedUpSecondsAgo: 14_400 - 60 });
    const body = (await lookup(fresh, 'code=TIMEBONUS25')).json<DiscountCodeResponse>();
    expect(body.discountcode).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, validity: 'once-per-user', status: 'active', expired: false });
    const end = Date.parse(body.discountcode.expires!);
    const signup = (await t.db.kysely.selectFrom('users').select('signup_date').where('id', '=', fresh.userId).executeTakeFirstOrThrow()).signup_date;
    expect(end - signup.getTime()).toBe(14_400_000);
    expect(body.prices[3]).toMatchObject({ price: 6250, discount: 1563, amount: 4687 });

    const late = await member({ signedUpSecondsAgo: 14_400 + 1 });
    expect((await lookup(late, 'code=TIMEBONUS25')).json()).toEqual(NOT_FOUND);
  });

  it('bad input is a 400, a visitor a 403', async () => {
    const m = await member();
    for (const query of ['', 'code=', 'welcome=false', 'welcome=true&code=HARTJE10', `code=${'A'.repeat(65)}`, 'code=HARTJE10&extra=1']) {
      const res = await lookup(m, query);
      expect({ query, status: res.statusCode, error: res.json<{ error: string }>().error }).toEqual({ query, status: 400, error: ERROR_CODES.validation });
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/discountcode.php?code=HARTJE10', headers: sameOrigin });
    expect(visitor.statusCode).toBe(403);
  });
});

describe('GET /api/discountcode.php?welcome=true', () => {
  it('the welcome discount: 25 % for the first 7 days after signup; afterwards answered as expired, without a discount', async () => {
    const m = await member({ signedUpSecondsAgo: 6 * 24 * 3600 });
    const body = (await lookup(m, 'welcome=true')).json<DiscountCodeResponse>();
    expect(body.discountcode).toMatchObject({ code: 'WELKOM25', value_percentage: 25, validity: 'once-per-user', expired: false });
    expect(body.prices[0]).toMatchObject({ price: 799, discount: 200, amount: 599 });

    const old = await member({ signedUpSecondsAgo: 7 * 24 * 3600 + 1 });
    const ended = (await lookup(old, 'welcome=true')).json<DiscountCodeResponse>();
    expect(ended.discountcode.expired).toBe(true);
    expect(ended.prices.every((p) => p.discount === 0 && p.amount === p.price)).toBe(true);
    // Typed, an ended code is not found.
    expect((await lookup(old, 'code=WELKOM25')).json()).toEqual(NOT_FOUND);
  });

  it('is for a first purchase only: a member who bought before is refused (422)', async () => {
    const m = await member({ paidUser: true });
    const res = await lookup(m, 'welcome=true');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: ERROR_CODES.discountCodeNotApplicable, message: 'Deze code geldt alleen voor je eerste aankoop.' });
  });
});

describe('checkout with a code', () => {
  it('the server recomputes the price: 25 % off, the provider is asked for the discounted amount, full credits, the code used once paid', async () => {
    const m = await member();
    const best = (await nlBundles())[3]!;
    // A discount the client makes up is not possible: the body has no amount (strict schema).
    const forged = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: best.id, method: 'ideal', idempotency_key: randomUUID(), amount: 1 });
    expect(forged.statusCode).toBe(400);

    const payment = await started(m, best.id, 'ideal', 'timebonus25');
    expect(payment).toMatchObject({ amount: 4687, discount: 1563, discount_code: 'TIMEBONUS25', credits: 250, vat_amount: Math.round((4687 * 21) / 121) });
    const sandbox = await t.db.kysely
      .withTables<{ payment_sandbox_payments: { id: string; amount_cents: number } }>()
      .selectFrom('payment_sandbox_payments')
      .select('amount_cents')
      .innerJoin('payments', 'payments.provider_id', 'payment_sandbox_payments.id')
      .where('payments.id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(sandbox.amount_cents).toBe(4687);

    // Not used before it is paid.
    const reserved = await t.db.kysely.selectFrom('discount_redemptions').select('redeemed_at').where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    expect(reserved.redeemed_at).toBeNull();
    const paid = await settle(m, payment, 'paid');
    expect(paid.state).toBe('completed');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 250, paid_user: true });
    const redeemed = await t.db.kysely.selectFrom('discount_redemptions').select('redeemed_at').where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    expect(redeemed.redeemed_at).toBeInstanceOf(Date);

    // The transactions show the discount; the code is used now.
    const list = (await memberCall(t, m.cookie).get('/api/transactions.php')).json<{ transactions: Transaction[] }>();
    expect(list.transactions[0]).toMatchObject({ id: payment.id, amount: 4687, discount: 1563, discount_code: 'TIMEBONUS25' });
    expect((await start(m, best.id, 'ideal', 'TIMEBONUS25')).json()).toEqual(USED);
    expect((await lookup(m, 'code=TIMEBONUS25')).json()).toEqual(USED);
  });

  it('minimum order value and allowed methods are enforced (422); the same code passes where it applies', async () => {
    const m = await member();
    const [small, , large] = await nlBundles();
    const below = await start(m, small!.id, 'ideal', 'LENTE20');
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual({ error: ERROR_CODES.discountCodeNotApplicable, message: 'Deze code geldt vanaf een bestelling van € 25,00.' });
    const method = await start(m, large!.id, 'creditcard', 'IDEAAL15');
    expect(method.statusCode).toBe(422);
    expect(method.json()).toEqual({ error: ERROR_CODES.discountCodeNotApplicable, message: 'Deze code geldt niet voor deze betaalmethode.' });
    expect(await started(m, large!.id, 'ideal', 'IDEAAL15')).toMatchObject({ amount: 2749 - 412, discount: 412 });
    expect(await started(m, large!.id, 'creditcard', 'LENTE20')).toMatchObject({ amount: 2749 - 550, discount: 550 });
    expect((await start(m, large!.id, 'ideal', 'NIETBESTAAND')).json()).toEqual(NOT_FOUND);
  });

  it('an unlimited code may be used again and again', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    const first = await settle(m, await started(m, bundle.id, 'ideal', 'HARTJE10'), 'paid');
    expect(first).toMatchObject({ state: 'completed', discount: 80 });
    expect(await started(m, bundle.id, 'ideal', 'HARTJE10')).toMatchObject({ discount: 80 });
  });

  it('a payment that fails frees its code; one still open is replaced by the next checkout (issue 27: canceled at the provider)', async () => {
    const m = await member();
    const bundle = (await nlBundles())[1]!;
    const failed = await settle(m, await started(m, bundle.id, 'ideal', 'TIMEBONUS25'), 'failed');
    expect(failed.state).toBe('failed');
    expect(await t.db.kysely.selectFrom('discount_redemptions').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);

    const open = await started(m, bundle.id, 'ideal', 'TIMEBONUS25');
    const second = await started(m, bundle.id, 'creditcard', 'TIMEBONUS25');
    expect(second).toMatchObject({ discount: 375, discount_code: 'TIMEBONUS25' });
    const replaced = (await memberCall(t, m.cookie).get(`/api/payment.php?id=${open.id}`)).json<{ payment: Transaction }>().payment;
    expect(replaced.state).toBe('cancelled');
    const held = await t.db.kysely.selectFrom('discount_redemptions').select('payment_id').where('user_id', '=', m.userId).execute();
    expect(held).toEqual([{ payment_id: second.id }]);
  });

  it('the same click again is the same payment; the same key with another code is a conflict', async () => {
    const m = await member();
    const bundle = (await nlBundles())[1]!;
    const key = randomUUID();
    const a = await start(m, bundle.id, 'ideal', 'hartje10', key);
    const b = await start(m, bundle.id, 'ideal', 'HARTJE10', key);
    expect(b.json<{ payment: Transaction }>().payment.id).toBe(a.json<{ payment: Transaction }>().payment.id);
    expect((await start(m, bundle.id, 'ideal', undefined, key)).statusCode).toBe(409);
  });

  it('concurrent checkouts with one once-per-user code: exactly one open payment carries the discount, the others are refused or replaced', async () => {
    const m = await member();
    const bundles = await nlBundles();
    const results = await Promise.all(bundles.map((b) => start(m, b.id, 'ideal', 'TIMEBONUS25')));
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect([ERROR_CODES.discountCodeInUse, ERROR_CODES.discountOpenPayment]).toContain(r.json<{ error: string }>().error);
    }
    const rows = await t.db.kysely.selectFrom('payments').select(['id', 'state', 'discount']).where('user_id', '=', m.userId).execute();
    const open = rows.filter((r) => r.state === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]!.discount).toBeGreaterThan(0);
    expect(rows.filter((r) => r.state !== 'open').every((r) => r.state === 'canceled')).toBe(true);
    const reservations = await t.db.kysely.selectFrom('discount_redemptions').select('payment_id').where('user_id', '=', m.userId).execute();
    expect(reservations).toEqual([{ payment_id: open[0]!.id }]);
  });

  it('the code is consumed exactly once, also when the payment is reported paid by several callers at once', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    const payment = await started(m, bundle.id, 'ideal', 'TIMEBONUS25');
    await payOnHostedPage(ORIGIN, payment, 'paid');
    const checks = await Promise.all([1, 2, 3].map(() => memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`)));
    expect(checks.map((c) => c.json<{ payment: Transaction }>().payment.state)).toEqual(['completed', 'completed', 'completed']);
    const rows = await t.db.kysely.selectFrom('discount_redemptions').select(['redeemed_at']).where('user_id', '=', m.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.redeemed_at).toBeInstanceOf(Date);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: bundle.credits, paid_user: true });
  });

  it('bad codes in the checkout body are 4xx, never 500', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    for (const code of ['', '   ', 'x'.repeat(65), 42, null]) {
      const res = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: code });
      expect(res.statusCode).toBe(400);
    }
    expect((await start(m, bundle.id, 'ideal', '%%%')).json()).toEqual(NOT_FOUND);
  });
});
