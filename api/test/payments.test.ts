import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ERROR_CODES, type BundlesResponse, type Transaction } from 'shared-kernel/contract';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import type { PaymentProvider } from '../src/domain/payments/provider';
import { paymentProviderSource, SANDBOX_API_KEY } from '../src/domain/payments/provider-source';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp, type TestUser, testPort } from './helpers';
import { balanceOf, bundlesOf, memberCall, payOnHostedPage, providerIdOf, startCheckout, until, webhook } from './payments-helpers';

/**
 * The payments API (issue 12) end to end: bundles and prices, checkout through the embedded
 * sandbox with the real Mollie client over HTTP (the app listens on 127.0.0.1), the result check,
 * transactions, receipts, repeat order, the GDPR export, and every refusal with its Dutch text.
 * The sandbox calls the webhook itself here (PUBLIC_URL is the listening app).
 */
const PORT = testPort(18120);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

async function member(options: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser & { cookie: string }> {
  const user = await createTestUser(t.db, options);
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

const visitor = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/bundles.php', headers: { ...sameOrigin, ...headers } });

describe('GET /api/bundles.php', () => {
  it('a visitor on the Dutch site: NL bundles in euro, 21 % VAT, one best value at 25 cents a credit, prices of a message, photo and gift, iDEAL first', async () => {
    const res = await visitor();
    expect(res.statusCode).toBe(200);
    const body = res.json<BundlesResponse>();
    expect(body).toMatchObject({ country: 'NL', currency: 'EUR', vat_rate: 21 });
    expect(body.bundles.map((b) => [b.credits, b.price])).toEqual([
      [25, 799],
      [50, 1499],
      [100, 2749],
      [250, 6250],
    ]);
    expect(body.bundles.filter((b) => b.best_value).map((b) => b.credits)).toEqual([250]);
    // message_credits 10, photo_credits 5, gift_credits 20 at 6250/250 cents a credit.
    expect(body).toMatchObject({ message_price: 250, photo_message_price: 125, gift_price: 500 });
    expect(body.methods).toEqual(['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit']);
    expect(res.headers['cache-control']).toMatch(/^private\b/);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it('the visitor\'s geo-IP country when it has bundles (Bancontact first in Belgium), else the site\'s', async () => {
    const be = visitor({ 'cf-ipcountry': 'BE' });
    expect((await be).json<BundlesResponse>()).toMatchObject({ country: 'BE', methods: ['bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] });
    expect((await visitor({ 'cf-ipcountry': 'DE' })).json<BundlesResponse>().country).toBe('NL');
    expect((await visitor({ host: 'www.hartklop.be' })).json<BundlesResponse>().country).toBe('BE');
  });

  it('a member: the profile country, whatever the geo IP says', async () => {
    const m = await member({ country: 'BE' });
    const res = await memberCall(t, m.cookie).get('/api/bundles.php', { 'cf-ipcountry': 'NL' });
    expect(res.json<BundlesResponse>().country).toBe('BE');
  });

  it('settings.minimum_message_costs is derived from the bundles: chat\'s price and /pricing agree, also after a price change', async () => {
    const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: sameOrigin })).json<{ settings: { minimum_message_costs: Record<string, { costs: number; currency: string }> } }>().settings;
    expect((await settings()).minimum_message_costs).toEqual({ NL: { costs: 250, currency: 'EUR' }, BE: { costs: 250, currency: 'EUR' } });
    const best = (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === 250)!;
    await t.db.kysely.updateTable('bundles').set({ price: 4990 }).where('id', '=', best.id).execute();
    try {
      // 4990 / 250 = 19.96 cents a credit: a message (10 credits) 199.6 → 200 cents, rounded up.
      expect((await settings()).minimum_message_costs.NL).toEqual({ costs: 200, currency: 'EUR' });
      expect((await visitor()).json<BundlesResponse>().message_price).toBe(200);
    } finally {
      await t.db.kysely.updateTable('bundles').set({ price: 6250 }).where('id', '=', best.id).execute();
    }
  });

  it('refuses a query string', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bundles.php?country=DE', headers: sameOrigin })).statusCode).toBe(400);
  });
});

describe('POST /api/payment.php and the result', () => {
  it('iDEAL: our row and the provider\'s payment for the bundle\'s amount; paid on the hosted page, the webhook credits once and makes premium; the return page shows completed', async () => {
    const m = await member();
    const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === 100)!;
    const payment = await startCheckout(t, m.cookie, bundle.id, 'ideal');
    expect(payment).toMatchObject({ bundle_id: bundle.id, credits: 100, method: 'ideal', amount: 2749, currency: 'EUR', discount: 0, vat_rate: 21, vat_amount: 477, state: 'pending', paid_at: null });
    expect(payment.reference).toMatch(new RegExp(`^HK-\\d{4}-${String(payment.id).padStart(6, '0')}$`));
    expect(payment.checkout_url).toMatch(new RegExp(`^${ORIGIN}/payment-sandbox/checkout/tr_`));
    const location = await payOnHostedPage(ORIGIN, payment, 'paid');
    expect(location).toBe(`${ORIGIN}/credits/${bundle.id}/ideal?payment=${payment.id}`);
    // The sandbox's webhook arrives by itself.
    await until(async () => ((await balanceOf(t, m.userId)).credits === 100 ? true : undefined));
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 100, paid_user: true });
    const result = await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`);
    expect(result.statusCode).toBe(200);
    expect(result.headers['cache-control']).toBe('private, no-store');
    expect(result.json<{ payment: Transaction }>().payment).toMatchObject({ id: payment.id, state: 'completed', checkout_url: null });
    expect(result.json<{ payment: Transaction }>().payment.paid_at).not.toBeNull();
  });

  it('the return page re-checks the provider while pending: a failed credit-card payment shows failed without any webhook', async () => {
    const m = await member();
    const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL'))[0]!;
    const payment = await startCheckout(t, m.cookie, bundle.id, 'creditcard');
    // The outcome straight in the sandbox's record: no webhook is queued.
    await t.db.kysely.withTables<{ payment_sandbox_payments: { id: string; status: string } }>().updateTable('payment_sandbox_payments').set({ status: 'failed' }).where('id', '=', await providerIdOf(t, payment.id)).execute();
    const res = await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`);
    expect(res.json<{ payment: Transaction }>().payment).toMatchObject({ state: 'failed', checkout_url: null });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 0, paid_user: false });
  });

  it.each([
    ['canceled', 'cancelled'],
    ['expired', 'failed'],
    ['pending', 'pending'],
  ] as const)('a payment %s at the provider is %s for the member', async (outcome, state) => {
    const m = await member();
    const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL'))[0]!;
    const payment = await startCheckout(t, m.cookie, bundle.id, outcome === 'pending' ? 'banktransfer' : 'paypal');
    await payOnHostedPage(ORIGIN, payment, outcome);
    const res = await memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`);
    expect(res.json<{ payment: Transaction }>().payment.state).toBe(state);
  });

  it('the same idempotency key gives the same payment and one provider payment; another bundle with it is a 409', async () => {
    const m = await member();
    const [first, second] = await bundlesOf(t, 'hartklop.nl', 'NL');
    const key = randomUUID();
    const a = await startCheckout(t, m.cookie, first!.id, 'paypal', key);
    const b = await startCheckout(t, m.cookie, first!.id, 'paypal', key);
    expect(b.id).toBe(a.id);
    expect(b.checkout_url).toBe(a.checkout_url);
    const rows = await t.db.kysely.selectFrom('payments').select('id').where('user_id', '=', m.userId).execute();
    expect(rows).toHaveLength(1);
    const conflict = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: second!.id, method: 'paypal', idempotency_key: key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: ERROR_CODES.idempotencyConflict });
  });

  it('two concurrent clicks with one key: one row, one provider payment', async () => {
    const m = await member();
    const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL'))[1]!;
    const key = randomUUID();
    const [a, b] = await Promise.all([startCheckout(t, m.cookie, bundle.id, 'ideal', key), startCheckout(t, m.cookie, bundle.id, 'ideal', key)]);
    expect(a.id).toBe(b.id);
    expect(a.checkout_url).toBe(b.checkout_url);
    const sandbox = await t.db.kysely
      .withTables<{ payment_sandbox_payments: { id: string; metadata: unknown } }>()
      .selectFrom('payment_sandbox_payments')
      .select('id')
      .where(sql<boolean>`metadata->>'payment_id' = ${String(a.id)}`)
      .execute();
    expect(sandbox).toHaveLength(1);
  });

  it('refuses with the Dutch texts: a bundle of another country or unknown (404), a method not offered here or direct debit (422)', async () => {
    const m = await member();
    const call = memberCall(t, m.cookie);
    const nl = (await bundlesOf(t, 'hartklop.nl', 'NL'))[0]!;
    const be = (await bundlesOf(t, 'hartklop.nl', 'BE'))[0]!;
    const beSite = (await bundlesOf(t, 'hartklop.be', 'NL'))[0]!;
    for (const bundleId of [be.id, beSite.id, 999_999]) {
      const res = await call.post('/api/payment.php', { bundle_id: bundleId, method: 'ideal', idempotency_key: randomUUID() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'bundle_not_found', message: 'Dit pakket bestaat niet (meer).' });
    }
    await t.db.kysely.updateTable('bundles').set({ active: false }).where('id', '=', nl.id).execute();
    try {
      expect((await call.post('/api/payment.php', { bundle_id: nl.id, method: 'ideal', idempotency_key: randomUUID() })).statusCode).toBe(404);
    } finally {
      await t.db.kysely.updateTable('bundles').set({ active: true }).where('id', '=', nl.id).execute();
    }
    for (const method of ['bancontact', 'directdebit']) {
      const res = await call.post('/api/payment.php', { bundle_id: nl.id, method, idempotency_key: randomUUID() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'method_unavailable', message: 'Deze betaalmethode is niet beschikbaar.' });
    }
    expect(await t.db.kysely.selectFrom('payments').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
  });

  it('a member with an unsettled payment debt cannot buy; once settled, can', async () => {
    const m = await member();
    const other = await member();
    const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL'))[0]!;
    const earlier = await startCheckout(t, other.cookie, bundle.id, 'paypal');
    // A debt of this member (the payment it came from is irrelevant to the block).
    const debt = await t.db.kysely.insertInto('payment_debts').values({ user_id: m.userId, payment_id: earlier.id, credits: 7, reason: 'chargeback' }).returning('id').executeTakeFirstOrThrow();
    const res = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'payments_blocked',
      message: 'Je kunt geen credits kopen zolang een teruggeboekte betaling niet is verrekend. Neem contact op met de klantenservice.',
    });
    await t.db.kysely.updateTable('payment_debts').set({ settled_at: new Date(), settled_note: 'betaald' }).where('id', '=', debt.id).execute();
    expect((await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID() })).statusCode).toBe(201);
  });

  it('the server fixes the amount: a price in the body is refused, the stored amount is the bundle\'s', async () => {
    const m = await member();
    const bundle = (await bundlesOf(t, 'hartklop.nl', 'NL'))[0]!;
    const res = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID(), amount: 1 });
    expect(res.statusCode).toBe(400);
    const payment = await startCheckout(t, m.cookie, bundle.id, 'ideal');
    const sandbox = await t.db.kysely
      .withTables<{ payment_sandbox_payments: { id: string; amount_cents: number; currency: string } }>()
      .selectFrom('payment_sandbox_payments')
      .select(['amount_cents', 'currency'])
      .where('id', '=', await providerIdOf(t, payment.id))
      .executeTakeFirstOrThrow();
    expect(sandbox).toEqual({ amount_cents: bundle.price, currency: 'EUR' });
  });
});

describe('the provider unreachable or absent', () => {
  it('no provider (sandbox off, no MOLLIE_API_KEY): 503 provider_unavailable, no row', async () => {
    const off = await createTestApp({ paymentSandbox: false });
    try {
      const user = await createTestUser(off.db);
      const cookie = await sessionCookieFor(off.db, user.userId);
      const bundle = (await off.db.kysely.selectFrom('bundles').select('id').where('site_domain', '=', 'hartklop.nl').where('country', '=', 'NL').executeTakeFirstOrThrow()).id;
      const res = await off.app.inject({ method: 'POST', url: '/api/payment.php', payload: JSON.stringify({ bundle_id: bundle, method: 'ideal', idempotency_key: randomUUID() }), headers: { ...sameOrigin, cookie, 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'provider_unavailable', message: 'De betaalprovider is nu niet bereikbaar, probeer het later opnieuw.' });
    } finally {
      await off.close();
    }
  });

  it('a provider that cannot be reached: 503, our row is removed (no phantom pending); the same key works once it is back', async () => {
    // One provider whose endpoint is switched: first a port nobody listens on, then the listening app's sandbox.
    const dead = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: 'http://127.0.0.1:18139/v2/' });
    const live = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${ORIGIN}/v2/` });
    let current: PaymentProvider = dead;
    const switched: PaymentProvider = {
      name: 'mollie',
      createPayment: (input) => current.createPayment(input),
      getPayment: (id) => current.getPayment(id),
      createRefund: (id, input) => current.createRefund(id, input),
      listChargebacks: (id) => current.listChargebacks(id),
    };
    // Its webhook URLs on the listening app's origin: the sandbox there calls no other origin.
    const { app, db, close } = await createTestApp({ publicUrl: ORIGIN }, { paymentProvider: switched });
    try {
      const user = await createTestUser(db);
      const cookie = await sessionCookieFor(db, user.userId);
      const bundle = (await db.kysely.selectFrom('bundles').select('id').where('site_domain', '=', 'hartklop.nl').where('country', '=', 'NL').executeTakeFirstOrThrow()).id;
      const key = randomUUID();
      const start = () => app.inject({ method: 'POST', url: '/api/payment.php', payload: JSON.stringify({ bundle_id: bundle, method: 'ideal', idempotency_key: key }), headers: { ...sameOrigin, cookie, 'content-type': 'application/json' } });
      const res = await start();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'provider_unavailable', message: 'De betaalprovider is nu niet bereikbaar, probeer het later opnieuw.' });
      expect(await db.kysely.selectFrom('payments').select('id').execute()).toEqual([]);
      // The webhook of a known payment while the provider is down: 503, so the provider retries.
      await db.kysely
        .insertInto('payments')
        .values({ user_id: user.userId, bundle_id: bundle, country: 'NL', credits: 25, method: 'ideal', amount: 799, currency: 'EUR', vat_rate: 21, vat_amount: 139, reference: 'HK-2026-999999', provider: 'mollie', provider_id: 'tr_down000000', idempotency_key: randomUUID() })
        .execute();
      const hook = await app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: 'id=tr_down000000', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(hook.statusCode).toBe(503);
      expect(hook.json()).toMatchObject({ error: 'provider_unavailable' });
      // Back: the same click goes through.
      current = live;
      const again = await start();
      expect(again.statusCode).toBe(201);
      expect(again.json<{ payment: Transaction }>().payment).toMatchObject({ state: 'pending', amount: 799 });
    } finally {
      await close();
    }
  });
});

describe('which provider', () => {
  it('the app\'s own sandbox once it listens (hosted pages on the site\'s origin); Mollie with MOLLIE_API_KEY; none otherwise', async () => {
    const before = paymentProviderSource({ mollieApiKey: undefined, paymentSandbox: true, address: () => null });
    expect(before.get()).toBeNull();
    expect(paymentProviderSource({ mollieApiKey: undefined, paymentSandbox: false, address: () => t.app.server.address() }).get()).toBeNull();
    expect(paymentProviderSource({ mollieApiKey: 'test_abcdefghijklmnopqrstuvwxyz0123', paymentSandbox: true, address: () => null }).get()).toBeInstanceOf(MolliePaymentProvider);
    const sandbox = paymentProviderSource({ mollieApiKey: undefined, paymentSandbox: true, address: () => ({ address: '0.0.0.0', family: 'IPv4', port: PORT }) }).get();
    const created = await sandbox!.createPayment({
      amount: { currency: 'EUR', value: '7.99' },
      description: 'x',
      redirectUrl: 'https://www.hartklop.test:8443/credits/1/ideal?payment=1',
      webhookUrl: `${ORIGIN}/api/payment-webhook.php`,
      method: 'ideal',
      metadata: { payment_id: 1 },
    });
    expect(created.checkoutUrl).toBe(`https://www.hartklop.test:8443/payment-sandbox/checkout/${created.id}`);
    expect((await sandbox!.getPayment(created.id)).status).toBe('open');
  });
});

describe('transactions, receipts, repeat order, export', () => {
  let m: TestUser & { cookie: string };
  let paid: Transaction;
  let open: Transaction;

  beforeAll(async () => {
    m = await member({ name: 'Sanne' });
    const [small, , big] = await bundlesOf(t, 'hartklop.nl', 'NL');
    paid = await startCheckout(t, m.cookie, big!.id, 'paypal');
    await payOnHostedPage(ORIGIN, paid, 'paid');
    await until(async () => ((await balanceOf(t, m.userId)).credits > 0 ? true : undefined));
    open = await startCheckout(t, m.cookie, small!.id, 'creditcard');
  });

  it('GET /api/transactions.php: the member\'s own payments, newest first', async () => {
    const other = await member();
    await startCheckout(t, other.cookie, (await bundlesOf(t, 'hartklop.nl', 'NL'))[0]!.id, 'ideal');
    const res = await memberCall(t, m.cookie).get('/api/transactions.php');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ transactions: Transaction[] }>().transactions;
    expect(list.map((x) => [x.id, x.state])).toEqual([
      [open.id, 'pending'],
      [paid.id, 'completed'],
    ]);
  });

  it('another member\'s payment is the same 404 as a missing one (result and receipt)', async () => {
    const other = await member();
    const call = memberCall(t, other.cookie);
    const theirs = await call.get(`/api/payment.php?id=${paid.id}`);
    const missing = await call.get('/api/payment.php?id=2147483000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    const receipt = await call.get(`/api/receipt.php?id=${paid.id}`);
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json()).toEqual(missing.json());
  });

  it('GET /api/receipt.php: a PDF download of a completed payment; none for one not completed', async () => {
    const res = await memberCall(t, m.cookie).get(`/api/receipt.php?id=${paid.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hartklop-${paid.reference}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/Helvetica');
    const none = await memberCall(t, m.cookie).get(`/api/receipt.php?id=${open.id}`);
    expect(none.statusCode).toBe(404);
  });

  it('GET /api/receipt.php in the member\'s language: a Polish member\'s receipt embeds the font with Polish letters', async () => {
    await t.db.kysely.updateTable('users').set({ language: 'pl' }).where('id', '=', m.userId).execute();
    try {
      const res = await memberCall(t, m.cookie).get(`/api/receipt.php?id=${paid.id}`);
      expect(res.statusCode).toBe(200);
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf).toContain('DejaVuSans');
      expect(pdf).toContain(`(Rachunek ${paid.reference})`);
    } finally {
      await t.db.kysely.updateTable('users').set({ language: 'nl' }).where('id', '=', m.userId).execute();
    }
  });

  it('GET and POST /api/repeat-order.php: the last completed bundle and method, bought again in one step', async () => {
    const nobody = await member();
    const empty = await memberCall(t, nobody.cookie).get('/api/repeat-order.php');
    expect(empty.json()).toEqual({ last: null });
    const none = await memberCall(t, nobody.cookie).post('/api/repeat-order.php', { idempotency_key: randomUUID() });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'bundle_not_found' });

    const info = await memberCall(t, m.cookie).get('/api/repeat-order.php');
    expect(info.json()).toEqual({ last: { bundle: { id: paid.bundle_id, credits: paid.credits, price: paid.amount, currency: 'EUR', best_value: false }, method: 'paypal' } });
    const again = await memberCall(t, m.cookie).post('/api/repeat-order.php', { idempotency_key: randomUUID() });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ payment: Transaction }>().payment).toMatchObject({ bundle_id: paid.bundle_id, method: 'paypal', amount: paid.amount, state: 'pending' });
  });

  it('the repeat order is none when the method is no longer offered', async () => {
    await t.db.kysely.updateTable('payment_countries').set({ methods: ['ideal', 'creditcard'] }).where('country', '=', 'NL').execute();
    try {
      expect((await memberCall(t, m.cookie).get('/api/repeat-order.php')).json()).toEqual({ last: null });
    } finally {
      await t.db.kysely.updateTable('payment_countries').set({ methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] }).where('country', '=', 'NL').execute();
    }
  });

  it('the GDPR export includes the member\'s payments', async () => {
    const res = await memberCall(t, m.cookie).get('/api/export.php');
    expect(res.statusCode).toBe(200);
    const payments = res.json<{ payments: { id: number; reference: string; state: string }[] }>().payments;
    expect(payments.map((p) => p.id)).toEqual(expect.arrayContaining([paid.id, open.id]));
    expect(payments.find((p) => p.id === paid.id)).toMatchObject({ reference: paid.reference, state: 'completed' });
  });
});

describe('authorization and bad input', () => {
  it('every member endpoint wants a session (403 authentication_required)', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/payment.php', { bundle_id: 1, method: 'ideal', idempotency_key: randomUUID() }],
      ['GET', '/api/payment.php?id=1', undefined],
      ['GET', '/api/transactions.php', undefined],
      ['GET', '/api/receipt.php?id=1', undefined],
      ['GET', '/api/repeat-order.php', undefined],
      ['POST', '/api/repeat-order.php', { idempotency_key: randomUUID() }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { ...sameOrigin, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: ERROR_CODES.authenticationRequired });
    }
  });

  it('bad input is a 4xx, never a 5xx', async () => {
    const m = await member();
    const call = memberCall(t, m.cookie);
    const bodies = [
      {},
      { bundle_id: '1', method: 'ideal', idempotency_key: randomUUID() },
      { bundle_id: 0, method: 'ideal', idempotency_key: randomUUID() },
      { bundle_id: -1, method: 'ideal', idempotency_key: randomUUID() },
      { bundle_id: 2 ** 40, method: 'ideal', idempotency_key: randomUUID() },
      { bundle_id: 1.5, method: 'ideal', idempotency_key: randomUUID() },
      { bundle_id: 1, method: 'bitcoin', idempotency_key: randomUUID() },
      { bundle_id: 1, method: 'ideal' },
      { bundle_id: 1, method: 'ideal', idempotency_key: 'niet-een-uuid' },
      [1, 2],
      null,
    ];
    for (const body of bodies) {
      const res = await call.post('/api/payment.php', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: ERROR_CODES.validation });
    }
    for (const url of ['/api/payment.php', '/api/payment.php?id=abc', '/api/payment.php?id=0', '/api/payment.php?id=99999999999', '/api/payment.php?id=1&x=2', '/api/receipt.php?id=-3', '/api/transactions.php?page=2', '/api/repeat-order.php?x=1']) {
      expect((await call.get(url)).statusCode).toBe(400);
    }
    expect((await call.post('/api/repeat-order.php', { idempotency_key: randomUUID(), bundle_id: 1 })).statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/payment.php', payload: '{nope', headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const form = await t.app.inject({ method: 'POST', url: '/api/payment.php', payload: 'bundle_id=1', headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
  });

  it('the webhook: a missing, empty or oversized id is a 400; a JSON body works too; other content types 415', async () => {
    for (const payload of ['', 'id=', 'x=tr_1', `id=${'x'.repeat(65)}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(400);
    }
    const big = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: `id=${'x'.repeat(5000)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: JSON.stringify({ id: 'tr_unknown000' }), headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(200);
    const text = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: 'id=tr_1', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });

  it('a forged webhook id is answered 200 and changes nothing', async () => {
    const before = await t.db.kysely.selectFrom('payments').select(['id', 'state']).orderBy('id').execute();
    const res = await webhook(t, 'tr_forged0000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.kysely.selectFrom('payments').select(['id', 'state']).orderBy('id').execute()).toEqual(before);
  });
});
