import { randomUUID } from 'node:crypto';
import type { Transaction } from 'shared-kernel/contract';
import { debit } from '../src/credits/ledger';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import { SANDBOX_API_KEY } from '../src/domain/payments/provider-source';
import { reconcilePayments } from '../src/domain/payments/transitions';
import { paymentReconcileJob } from '../src/jobs/index';
import { connect } from './events-helpers';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp, type TestUser, testPort } from './helpers';
import {
  balanceOf,
  bundlesOf,
  forceSandbox,
  markInSandbox,
  memberCall,
  payOnHostedPage,
  providerIdOf,
  purchaseRows,
  startCheckout,
  submitForm,
  webhook,
} from './payments-helpers';

/**
 * Exactly-once crediting (issue 12, item 4): concurrent and repeated webhooks with the return
 * page's check, statuses out of order, forged and tampered payments, refunds and chargebacks, and
 * the reconciliation job. The sandbox cannot reach this app's webhook here (its base URL is a port
 * nobody listens on): every webhook in these tests is sent by the test itself. On PostgreSQL
 * (DATABASE_URL) the concurrent calls really race.
 */
const PORT = testPort(18121);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let t: TestApp;
let provider: MolliePaymentProvider;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

beforeAll(async () => {
  // Webhooks here drive status after status and race each other on purpose, all from one address:
  // no repeat throttle and a cap this file never reaches (both are payment-webhook-throttle.test.ts).
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN, paymentWebhookBaseUrl: 'http://127.0.0.1:18138', paymentWebhookRepeatSeconds: 0, paymentWebhookPerMinute: 1000 });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  provider = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${ORIGIN}/v2/` });
});

afterAll(async () => {
  await t.close();
});

async function member(credits = 0): Promise<TestUser & { cookie: string }> {
  const user = await createTestUser(t.db, { credits });
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

async function bundle(credits: number): Promise<{ id: number; credits: number; price: number }> {
  return (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === credits)!;
}

const stateOf = async (id: number) => (await t.db.kysely.selectFrom('payments').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

/** A member who paid for the bundle with the credit card, credited through one webhook. */
async function paidPurchase(credits: number, startingCredits = 0) {
  const m = await member(startingCredits);
  const payment = await startCheckout(t, m.cookie, (await bundle(credits)).id, 'creditcard');
  await payOnHostedPage(ORIGIN, payment, 'paid');
  const providerId = await providerIdOf(t, payment.id);
  expect((await webhook(t, providerId)).statusCode).toBe(200);
  expect(await balanceOf(t, m.userId)).toEqual({ credits: startingCredits + credits, paid_user: true });
  return { m, payment, providerId };
}

/** Spends credits as a paid action does (through the ledger). */
async function spend(userId: number, amount: number): Promise<void> {
  await t.db.kysely.transaction().execute(async (trx) => {
    const result = await debit(trx, { userId, amount, reason: 'message' });
    if (!result.ok) throw new Error('short');
  });
}

describe('exactly one credit', () => {
  it('20 concurrent identical webhooks and the return page\'s check at once: one ledger credit, premium set', async () => {
    const m = await member();
    const payment = await startCheckout(t, m.cookie, (await bundle(250)).id, 'ideal');
    await payOnHostedPage(ORIGIN, payment, 'paid');
    const providerId = await providerIdOf(t, payment.id);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => webhook(t, providerId)),
      memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 21 }, () => 200));
    expect(answers[20]!.json<{ payment: Transaction }>().payment.state).toBe('completed');
    expect(await purchaseRows(t, m.userId, payment.id)).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('credit_ledger').select('id').where('user_id', '=', m.userId).execute()).toHaveLength(1);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 250, paid_user: true });
    // Reloading the return page later, and a late webhook, change nothing.
    await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`);
    await webhook(t, providerId);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 250, paid_user: true });
  });

  it('the credits arrive live: one SSE credits event with the balance and paid_user, also the balance after a chargeback', async () => {
    const m = await member();
    const stream = await connect(ORIGIN, m.cookie);
    try {
      const payment = await startCheckout(t, m.cookie, (await bundle(50)).id, 'ideal');
      await payOnHostedPage(ORIGIN, payment, 'paid');
      const providerId = await providerIdOf(t, payment.id);
      await Promise.all([webhook(t, providerId), webhook(t, providerId)]);
      expect((await stream.nth('credits')).data).toEqual({ credits: 50, paid_user: true });
      await submitForm(ORIGIN, `/payment-sandbox/payments/${providerId}/chargeback`, { confirm: '1' });
      await webhook(t, providerId);
      expect((await stream.nth('credits', 1)).data).toEqual({ credits: 0 });
      expect(stream.named('credits')).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('a second purchase credits again (its own key), premium stays', async () => {
    const { m } = await paidPurchase(25);
    const second = await startCheckout(t, m.cookie, (await bundle(50)).id, 'paypal');
    await payOnHostedPage(ORIGIN, second, 'paid');
    await webhook(t, await providerIdOf(t, second.id));
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 75, paid_user: true });
  });
});

describe('statuses only move forward', () => {
  it('paid before pending: a late "pending" answer does not move it back, nor credit again', async () => {
    const { m, payment, providerId } = await paidPurchase(50);
    await forceSandbox(t, providerId, { status: 'pending' });
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect(await stateOf(payment.id)).toBe('paid');
    await forceSandbox(t, providerId, { status: 'paid' });
    await webhook(t, providerId);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 50, paid_user: true });
    expect(await purchaseRows(t, m.userId, payment.id)).toHaveLength(1);
  });

  it('failed after paid: stays paid, the credits stay', async () => {
    const { m, payment, providerId } = await paidPurchase(25);
    await forceSandbox(t, providerId, { status: 'failed' });
    await webhook(t, providerId);
    expect(await stateOf(payment.id)).toBe('paid');
    expect((await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`)).json<{ payment: Transaction }>().payment.state).toBe('completed');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 25, paid_user: true });
  });

  it('pending, then paid: credited at paid; a failed payment never credits and a later paid answer cannot revive it', async () => {
    const m = await member();
    const transfer = await startCheckout(t, m.cookie, (await bundle(25)).id, 'banktransfer');
    await payOnHostedPage(ORIGIN, transfer, 'pending');
    const transferId = await providerIdOf(t, transfer.id);
    await webhook(t, transferId);
    expect(await stateOf(transfer.id)).toBe('pending');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 0, paid_user: false });
    await markInSandbox(ORIGIN, transferId, 'paid');
    await webhook(t, transferId);
    expect(await stateOf(transfer.id)).toBe('paid');
    expect((await balanceOf(t, m.userId)).credits).toBe(25);

    const card = await startCheckout(t, m.cookie, (await bundle(25)).id, 'creditcard');
    await payOnHostedPage(ORIGIN, card, 'failed');
    const cardId = await providerIdOf(t, card.id);
    await webhook(t, cardId);
    expect(await stateOf(card.id)).toBe('failed');
    await forceSandbox(t, cardId, { status: 'paid' });
    await webhook(t, cardId);
    expect(await stateOf(card.id)).toBe('failed');
    expect((await balanceOf(t, m.userId)).credits).toBe(25);
  });
});

describe('forged and tampered', () => {
  it('a forged id, and a real provider payment that is not ours: 200, nothing changes', async () => {
    const before = await t.db.kysely.selectFrom('credit_ledger').select('id').execute();
    expect((await webhook(t, 'tr_forged0000')).statusCode).toBe(200);
    const stranger = await provider.createPayment({ amount: { currency: 'EUR', value: '62.50' }, description: 'x', redirectUrl: ORIGIN, webhookUrl: `${ORIGIN}/api/payment-webhook.php`, method: 'ideal', metadata: { payment_id: 1 } });
    await submitForm(ORIGIN, new URL(stranger.checkoutUrl!).pathname, { bank: 'ideal_RABONL2U' });
    await submitForm(ORIGIN, new URL(stranger.checkoutUrl!).pathname, { outcome: 'paid' });
    expect((await webhook(t, stranger.id)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('credit_ledger').select('id').execute()).toEqual(before);
  });

  it('a tampered amount (the provider\'s differs from ours) changes nothing, also for the return page and the job', async () => {
    const m = await member();
    const b = await bundle(250);
    const payment = await startCheckout(t, m.cookie, b.id, 'creditcard');
    const providerId = await providerIdOf(t, payment.id);
    await forceSandbox(t, providerId, { amount_cents: 1 });
    await payOnHostedPage(ORIGIN, payment, 'paid');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`)).json<{ payment: Transaction }>().payment.state).toBe('pending');
    await reconcilePayments(t.db.kysely, provider, silent, { minAgeMs: 0 });
    expect(await stateOf(payment.id)).toBe('open');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 0, paid_user: false });
    // The same payment with our amount is credited: the refusal was about the amount.
    await forceSandbox(t, providerId, { amount_cents: b.price });
    await webhook(t, providerId);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 250, paid_user: true });
  });

  it('another member\'s payment id on the return page: 404, nothing applied', async () => {
    const owner = await member();
    const payment = await startCheckout(t, owner.cookie, (await bundle(25)).id, 'creditcard');
    await payOnHostedPage(ORIGIN, payment, 'paid');
    const other = await member();
    const res = await memberCall(t, other.cookie).get(`/api/payment.php?id=${payment.id}`);
    expect(res.statusCode).toBe(404);
    expect(await stateOf(payment.id)).toBe('open');
    expect(await balanceOf(t, owner.userId)).toEqual({ credits: 0, paid_user: false });
    expect(await balanceOf(t, other.userId)).toEqual({ credits: 0, paid_user: false });
  });
});

describe('refunds and chargebacks', () => {
  it('a full refund takes the credits back when they are all there', async () => {
    const { m, payment, providerId } = await paidPurchase(100, 10);
    await provider.createRefund(providerId, {});
    await webhook(t, providerId);
    expect(await stateOf(payment.id)).toBe('refunded');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 10, paid_user: true });
    // Again: nothing more.
    await webhook(t, providerId);
    expect((await balanceOf(t, m.userId)).credits).toBe(10);
    const reversals = await t.db.kysely.selectFrom('credit_ledger').select(['delta', 'reason']).where('user_id', '=', m.userId).where('reason', '=', 'purchase_reversal').execute();
    expect(reversals).toEqual([{ delta: -100, reason: 'purchase_reversal' }]);
    expect((await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`)).json<{ payment: Transaction }>().payment.state).toBe('refunded');
  });

  it('a partial refund takes back its share (rounded up), the rest later; never twice', async () => {
    const { m, payment, providerId } = await paidPurchase(25);
    // €3.99 of €7.99: 25 × 399 / 799 = 12.48 → 13 credits.
    await provider.createRefund(providerId, { amount: { currency: 'EUR', value: '3.99' } });
    await Promise.all([webhook(t, providerId), webhook(t, providerId), webhook(t, providerId)]);
    expect((await balanceOf(t, m.userId)).credits).toBe(12);
    await provider.createRefund(providerId, { amount: { currency: 'EUR', value: '4.00' } });
    await webhook(t, providerId);
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
    expect(await t.db.kysely.selectFrom('payment_debts').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expect(await stateOf(payment.id)).toBe('refunded');
  });

  it('a chargeback after the credits were spent: the balance goes to 0, never below; the rest is a debt that blocks purchases', async () => {
    const { m, payment, providerId } = await paidPurchase(250);
    await spend(m.userId, 240);
    const res = await submitForm(ORIGIN, `/payment-sandbox/payments/${providerId}/chargeback`, { confirm: '1' });
    expect(res.status).toBe(303);
    await Promise.all([webhook(t, providerId), memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`), webhook(t, providerId)]);
    expect(await stateOf(payment.id)).toBe('charged_back');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 0, paid_user: true });
    const debts = await t.db.kysely.selectFrom('payment_debts').select(['payment_id', 'credits', 'reason', 'settled_at']).where('user_id', '=', m.userId).execute();
    expect(debts).toEqual([{ payment_id: payment.id, credits: 240, reason: 'chargeback', settled_at: null }]);
    const blocked = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: (await bundle(25)).id, method: 'ideal', idempotency_key: randomUUID() });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'payments_blocked' });
    expect((await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`)).json<{ payment: Transaction }>().payment.state).toBe('charged_back');
  });

  it('a refund, then a chargeback of the rest: refunded → charged_back, every credit accounted for once', async () => {
    const { m, payment, providerId } = await paidPurchase(100);
    await provider.createRefund(providerId, { amount: { currency: 'EUR', value: '13.75' } });
    await webhook(t, providerId);
    expect(await stateOf(payment.id)).toBe('refunded');
    expect((await balanceOf(t, m.userId)).credits).toBe(49);
    await spend(m.userId, 49);
    await submitForm(ORIGIN, `/payment-sandbox/payments/${providerId}/chargeback`, { confirm: '1' });
    await webhook(t, providerId);
    expect(await stateOf(payment.id)).toBe('charged_back');
    const row = await t.db.kysely.selectFrom('payments').select('credits_reversed').where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(row.credits_reversed).toBe(100);
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
  });
});

describe('the reconciliation job', () => {
  it('credits a bank transfer marked paid in the sandbox without any webhook', async () => {
    const m = await member();
    const payment = await startCheckout(t, m.cookie, (await bundle(100)).id, 'banktransfer');
    await payOnHostedPage(ORIGIN, payment, 'pending');
    await markInSandbox(ORIGIN, await providerIdOf(t, payment.id), 'paid');
    expect(await stateOf(payment.id)).toBe('open');
    const job = paymentReconcileJob({ db: t.db, logger: t.app.log, payments: t.app.deps.payments, minAgeMs: 0 });
    await job.run();
    expect(await stateOf(payment.id)).toBe('paid');
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 100, paid_user: true });
    await job.run();
    expect(await purchaseRows(t, m.userId, payment.id)).toHaveLength(1);
  });

  it('works in bounded batches, least recently checked first, and leaves young payments to their webhook', async () => {
    const m = await member();
    const b = await bundle(25);
    const payments = [];
    for (let i = 0; i < 3; i++) payments.push(await startCheckout(t, m.cookie, b.id, 'banktransfer'));
    expect((await reconcilePayments(t.db.kysely, provider, silent, { minAgeMs: 60_000 })).checked).toBe(0);
    await t.db.kysely.updateTable('payments').set({ checked_at: new Date() }).where('state', 'in', ['open', 'pending']).where('user_id', '!=', m.userId).execute();
    const first = await reconcilePayments(t.db.kysely, provider, silent, { minAgeMs: 0, limit: 2 });
    expect(first.checked).toBe(2);
    const checked = await t.db.kysely.selectFrom('payments').select(['id', 'checked_at']).where('user_id', '=', m.userId).orderBy('id').execute();
    expect(checked.filter((p) => p.checked_at !== null).map((p) => p.id)).toEqual([payments[0]!.id, payments[1]!.id]);
    await reconcilePayments(t.db.kysely, provider, silent, { minAgeMs: 0, limit: 1 });
    const after = await t.db.kysely.selectFrom('payments').select('checked_at').where('id', '=', payments[2]!.id).executeTakeFirstOrThrow();
    expect(after.checked_at).not.toBeNull();
  });
});
