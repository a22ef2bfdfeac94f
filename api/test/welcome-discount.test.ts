import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type Transaction } from 'shared-kernel/contract';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import { PaymentProviderError, type PaymentProvider } from '../src/domain/payments/provider';
import { SANDBOX_API_KEY } from '../src/domain/payments/provider-source';
import { sandboxDb } from '../src/dev/payment-sandbox/store';
import { createTestApp, signedInMember, type SignedInMember, type TestApp, testPort } from './helpers';
import { balanceOf, bundlesOf, markInSandbox, memberCall, payOnHostedPage, providerIdOf, purchaseRows } from './payments-helpers';

/**
 * One welcome discount per member (issue 27, items 4 to 6): TIMEBONUS25 and WELKOM25 share one
 * reservation; starting again replaces the member's own open payment (canceled at the provider,
 * through the one state writer); a payment the provider no longer lets cancel is offered to go
 * on with; a welcome payment paid after another purchase is credited at the full price's rate.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the concurrent checkouts really race.
 */
const PORT = testPort(18427);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const TEXTS = {
  inUse: 'Er wordt op dit moment al een betaling met deze korting gestart. Probeer het over een paar seconden opnieuw.',
  openPayment: 'Je hebt al een betaling met deze korting die nog niet is afgerond en niet meer kan worden geannuleerd. Ga verder met je openstaande betaling.',
  firstPurchase: 'Deze code geldt alleen voor je eerste aankoop.',
  used: 'Code reeds gebruikt',
};

/** The sandbox through the Mollie client; its cancel can be switched off (a payment the provider no longer lets cancel). */
let cancelable = true;
const live = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${ORIGIN}/v2/` });
const provider: PaymentProvider = {
  name: 'mollie',
  createPayment: (input) => live.createPayment(input),
  getPayment: (id) => live.getPayment(id),
  createRefund: (id, input) => live.createRefund(id, input),
  listChargebacks: (id) => live.listChargebacks(id),
  cancelPayment: (id) => (cancelable ? live.cancelPayment(id) : Promise.reject(new PaymentProviderError('The payment cannot be canceled', 422))),
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN }, { paymentProvider: provider, listen: PORT });
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  cancelable = true;
});

type Member = SignedInMember;
const member = (): Promise<Member> => signedInMember(t.db);

const nlBundles = () => bundlesOf(t, 'hartklop.nl', 'NL');

const start = (m: Member, bundleId: number, method: string, code?: string) =>
  memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundleId, method, idempotency_key: randomUUID(), ...(code === undefined ? {} : { discount_code: code }) });

async function started(m: Member, bundleId: number, method: string, code?: string): Promise<Transaction> {
  const res = await start(m, bundleId, method, code);
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.json() }).toEqual({ status: 201, body: null });
  return res.json<{ payment: Transaction }>().payment;
}

/** The member's payment as the return page checks it (asks the provider, applies its status). */
async function check(m: Member, id: number): Promise<Transaction> {
  const res = await memberCall(t, m.cookie).get(`/api/payment.php?id=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ payment: Transaction }>().payment;
}

async function sandboxStatus(paymentId: number): Promise<string> {
  const providerId = await providerIdOf(t, paymentId);
  return (await sandboxDb(t.db.kysely).selectFrom('payment_sandbox_payments').select('status').where('id', '=', providerId).executeTakeFirstOrThrow()).status;
}

async function reservations(userId: number) {
  return t.db.kysely
    .selectFrom('discount_redemptions')
    .innerJoin('discount_codes', 'discount_codes.id', 'discount_redemptions.code_id')
    .select(['discount_redemptions.payment_id', 'discount_codes.code', 'discount_redemptions.redeemed_at', 'discount_redemptions.first_purchase'])
    .where('discount_redemptions.user_id', '=', userId)
    .orderBy('discount_redemptions.id')
    .execute();
}

describe('starting again replaces the open payment', () => {
  it('the same code: the earlier payment is canceled at the provider and here, the new one gets the discount (no 409)', async () => {
    const m = await member();
    const bundle = (await nlBundles())[1]!;
    const first = await started(m, bundle.id, 'ideal', 'TIMEBONUS25');
    // The member left the hosted page without choosing anything, and starts again.
    const second = await started(m, bundle.id, 'creditcard', 'TIMEBONUS25');
    expect(second).toMatchObject({ discount: 375, amount: 1124, discount_code: 'TIMEBONUS25', state: 'pending' });
    expect(await sandboxStatus(first.id)).toBe('canceled');
    expect(await check(m, first.id)).toMatchObject({ state: 'cancelled', checkout_url: null });
    expect(await reservations(m.userId)).toEqual([{ payment_id: second.id, code: 'TIMEBONUS25', redeemed_at: null, first_purchase: true }]);
  });

  it('the other welcome code: TIMEBONUS25 and WELKOM25 share one reservation; the newer replaces the older', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    const timeBonus = await started(m, bundle.id, 'ideal', 'TIMEBONUS25');
    // The prices are still shown with the other code: the checkout will replace the open payment.
    expect((await memberCall(t, m.cookie).get('/api/discountcode.php?welcome=true')).statusCode).toBe(200);
    const welcome = await started(m, bundle.id, 'ideal', 'WELKOM25');
    expect(welcome).toMatchObject({ discount: 200, discount_code: 'WELKOM25' });
    expect(await sandboxStatus(timeBonus.id)).toBe('canceled');
    expect((await reservations(m.userId)).map((r) => [r.payment_id, r.code])).toEqual([[welcome.id, 'WELKOM25']]);

    // Paid: full credits; neither code can be used again.
    await payOnHostedPage(ORIGIN, welcome, 'paid');
    expect(await check(m, welcome.id)).toMatchObject({ state: 'completed', credits: bundle.credits });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: bundle.credits, paid_user: true });
    for (const code of ['TIMEBONUS25', 'WELKOM25']) {
      const res = await start(m, bundle.id, 'ideal', code);
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({
        code,
        status: code === 'WELKOM25' ? 409 : 422,
        body: code === 'WELKOM25' ? { error: ERROR_CODES.discountCodeUsed, message: TEXTS.used } : { error: ERROR_CODES.discountCodeNotApplicable, message: TEXTS.firstPurchase },
      });
    }
  });

  it('a payment in processing (pending) is not canceled: 409 with the way back to it', async () => {
    const m = await member();
    const bundle = (await nlBundles())[1]!;
    const transfer = await started(m, bundle.id, 'banktransfer', 'TIMEBONUS25');
    await payOnHostedPage(ORIGIN, transfer, 'pending');
    const res = await start(m, bundle.id, 'ideal', 'WELKOM25');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: ERROR_CODES.discountOpenPayment,
      message: TEXTS.openPayment,
      payment_id: transfer.id,
      continue_url: `/credits/${bundle.id}/banktransfer?payment=${transfer.id}`,
    });
    expect(await sandboxStatus(transfer.id)).toBe('pending');
    // Without a code the member may buy meanwhile.
    expect(await started(m, bundle.id, 'ideal')).toMatchObject({ discount: 0 });
  });

  it('an open payment the provider no longer lets cancel: 409 with its checkout URL', async () => {
    const m = await member();
    const bundle = (await nlBundles())[2]!;
    const first = await started(m, bundle.id, 'ideal', 'WELKOM25');
    cancelable = false;
    const res = await start(m, bundle.id, 'ideal', 'TIMEBONUS25');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ERROR_CODES.discountOpenPayment, message: TEXTS.openPayment, payment_id: first.id, continue_url: first.checkout_url });
    expect(await sandboxStatus(first.id)).toBe('open');
  });

  it('an earlier payment paid meanwhile (not yet reported): the new checkout learns it and refuses the code', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    const first = await started(m, bundle.id, 'ideal', 'TIMEBONUS25');
    await payOnHostedPage(ORIGIN, first, 'paid');
    const same = await start(m, bundle.id, 'ideal', 'TIMEBONUS25');
    expect({ status: same.statusCode, body: same.json() }).toEqual({ status: 409, body: { error: ERROR_CODES.discountCodeUsed, message: TEXTS.used } });
    const other = await start(m, bundle.id, 'ideal', 'WELKOM25');
    expect({ status: other.statusCode, body: other.json() }).toEqual({ status: 422, body: { error: ERROR_CODES.discountCodeNotApplicable, message: TEXTS.firstPurchase } });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: bundle.credits, paid_user: true });
  });

  it("another checkout's payment still being created holds the discount: 409 'in use'", async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    const code = await t.db.kysely.selectFrom('discount_codes').select('id').where('code', '=', 'TIMEBONUS25').executeTakeFirstOrThrow();
    const row = await t.db.kysely
      .insertInto('payments')
      .values({ user_id: m.userId, bundle_id: bundle.id, country: 'NL', credits: bundle.credits, method: 'ideal', amount: 599, discount: 200, currency: 'EUR', vat_rate: 21, vat_amount: 104, reference: `HK-2026-9${String(m.userId).padStart(5, '0')}`, provider: 'mollie', idempotency_key: randomUUID(), discount_code_id: code.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely.insertInto('discount_redemptions').values({ code_id: code.id, user_id: m.userId, payment_id: row.id, once_per_user: true, first_purchase: true }).execute();
    const res = await start(m, bundle.id, 'ideal', 'WELKOM25');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { error: ERROR_CODES.discountCodeInUse, message: TEXTS.inUse } });
  });
});

describe('one welcome discount, also under concurrency', () => {
  it('20 concurrent checkouts with both codes: exactly one discounted open payment; every other one canceled or refused', async () => {
    const m = await member();
    const bundles = await nlBundles();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => start(m, bundles[i % bundles.length]!.id, i % 3 === 0 ? 'creditcard' : 'ideal', i % 2 === 0 ? 'TIMEBONUS25' : 'WELKOM25')),
    );
    for (const res of results) {
      if (res.statusCode === 201) continue;
      expect(res.statusCode).toBe(409);
      const body = res.json<{ error: string; message: string }>();
      expect([
        { error: ERROR_CODES.discountCodeInUse, message: TEXTS.inUse },
        { error: ERROR_CODES.discountOpenPayment, message: TEXTS.openPayment },
      ]).toContainEqual({ error: body.error, message: body.message });
    }
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    // Every payment whose webhook or check is still due is asked once more.
    const rows = await t.db.kysely.selectFrom('payments').select(['id', 'state', 'discount']).where('user_id', '=', m.userId).orderBy('id').execute();
    for (const row of rows) await check(m, row.id);
    const after = await t.db.kysely.selectFrom('payments').select(['id', 'state', 'discount', 'provider_id']).where('user_id', '=', m.userId).orderBy('id').execute();
    expect(after.every((r) => r.discount > 0)).toBe(true);
    const open = after.filter((r) => r.state === 'open');
    expect(open).toHaveLength(1);
    expect(after.filter((r) => r.state !== 'open').every((r) => r.state === 'canceled')).toBe(true);
    for (const row of after) expect(await sandboxStatus(row.id)).toBe(row.state === 'open' ? 'open' : 'canceled');
    const held = await reservations(m.userId);
    expect(held.map((r) => [r.payment_id, r.redeemed_at])).toEqual([[open[0]!.id, null]]);

    // The one left is paid: its bundle's credits, once.
    const payment = await check(m, open[0]!.id);
    await payOnHostedPage(ORIGIN, payment, 'paid');
    expect(await check(m, payment.id)).toMatchObject({ state: 'completed' });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: payment.credits, paid_user: true });
  });

  it('a welcome payment paid after another purchase is credited at the full price: the discount never twice', async () => {
    const m = await member();
    const [small, medium] = await nlBundles();
    // A bank transfer with the time bonus, left pending; meanwhile a purchase without a code.
    const welcome = await started(m, medium!.id, 'banktransfer', 'TIMEBONUS25');
    await payOnHostedPage(ORIGIN, welcome, 'pending');
    expect(await check(m, welcome.id)).toMatchObject({ state: 'pending' });
    const plain = await started(m, small!.id, 'ideal');
    await payOnHostedPage(ORIGIN, plain, 'paid');
    expect(await check(m, plain.id)).toMatchObject({ state: 'completed', credits: small!.credits });
    // No longer a first purchase: the other welcome code is refused now.
    expect((await start(m, small!.id, 'ideal', 'WELKOM25')).json()).toEqual({ error: ERROR_CODES.discountCodeNotApplicable, message: TEXTS.firstPurchase });

    // The transfer arrives: 1,124 cents of a 1,499 bundle buy 75 % of its credits, rounded down.
    await markInSandbox(ORIGIN, await providerIdOf(t, welcome.id), 'paid');
    const reduced = Math.floor((medium!.credits * 1124) / 1499);
    expect(reduced).toBeLessThan(medium!.credits);
    expect(await check(m, welcome.id)).toMatchObject({ state: 'completed', amount: 1124, discount: 375, credits: reduced });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: small!.credits + reduced, paid_user: true });
    expect((await purchaseRows(t, m.userId, welcome.id)).map((r) => r.delta)).toEqual([reduced]);
    // Reported again: nothing more.
    expect(await check(m, welcome.id)).toMatchObject({ credits: reduced });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: small!.credits + reduced, paid_user: true });
  });

  it('a welcome payment and another purchase credited at once: only the one credited first counts as the first purchase', async () => {
    const m = await member();
    const [small, medium] = await nlBundles();
    const welcome = await started(m, medium!.id, 'banktransfer', 'WELKOM25');
    const plain = await started(m, small!.id, 'banktransfer');
    for (const p of [welcome, plain]) await payOnHostedPage(ORIGIN, p, 'pending');
    for (const p of [welcome, plain]) await markInSandbox(ORIGIN, await providerIdOf(t, p.id), 'paid');
    await Promise.all([check(m, welcome.id), check(m, plain.id)]);
    const [welcomeRow] = await purchaseRows(t, m.userId, welcome.id);
    const [plainRow] = await purchaseRows(t, m.userId, plain.id);
    const welcomeFirst = welcomeRow!.id < plainRow!.id;
    const expected = welcomeFirst ? medium!.credits : Math.floor((medium!.credits * 1124) / 1499);
    expect(welcomeRow!.delta).toBe(expected);
    expect(plainRow!.delta).toBe(small!.credits);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: small!.credits + expected, paid_user: true });
  });
});

describe('the sandbox cancel (Mollie: DELETE /v2/payments/{id}) and bad input', () => {
  const call = (path: string, auth = `Bearer ${SANDBOX_API_KEY}`) => fetch(`${ORIGIN}${path}`, { method: 'DELETE', headers: { authorization: auth } });

  it('cancels an open payment (200, status canceled); refuses anything else with 422, an unknown id with 404, no key with 401', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    const payment = await started(m, bundle.id, 'ideal');
    const providerId = await providerIdOf(t, payment.id);
    const canceled = await call(`/v2/payments/${providerId}`);
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ resource: 'payment', id: providerId, status: 'canceled', isCancelable: false });
    expect(await check(m, payment.id)).toMatchObject({ state: 'cancelled' });
    const again = await call(`/v2/payments/${providerId}`);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ status: 422, detail: 'The payment cannot be canceled' });
    expect((await call('/v2/payments/tr_0000000000')).status).toBe(404);
    expect((await call('/v2/payments/%00')).status).toBe(404);
    expect((await call(`/v2/payments/${providerId}`, 'Bearer live_x')).status).toBe(401);
  });

  it('bad checkout bodies with a welcome code are 400, never 500', async () => {
    const m = await member();
    const bundle = (await nlBundles())[0]!;
    for (const body of [
      { bundle_id: bundle.id, method: 'bitcoin', idempotency_key: randomUUID(), discount_code: 'WELKOM25' },
      { bundle_id: 0, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'WELKOM25' },
      { bundle_id: bundle.id, method: 'ideal', idempotency_key: '', discount_code: 'TIMEBONUS25' },
      { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: ['WELKOM25', 'TIMEBONUS25'] },
    ]) {
      const res = await memberCall(t, m.cookie).post('/api/payment.php', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
  });
});
