import http from 'node:http';
import { sql } from 'kysely';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import { PaymentProviderError, paymentWebhookUrl, type PaymentMethodName } from '../src/domain/payments/provider';
import { sandboxDb } from '../src/domain/payments/sandbox/store';
import { createTestApp, type TestApp } from './helpers';
import { until } from './payments-helpers';

/**
 * The Mollie adapter against the embedded sandbox over real HTTP, with the real
 * `@mollie/api-client` (no mocking): the app listens on 127.0.0.1; a webhook receiver records
 * the sandbox's calls. The client reaches the sandbox over plain http thanks to the reviewed patch
 * in patches/ (without it, it refuses "Protocol http: not supported" and this whole file fails).
 */
const APP_PORT = 18095;
const HOOK_PORT = 18096;
const APP = `http://127.0.0.1:${APP_PORT}`;
const KEY = 'test_sandboxKey0123456789abcdefghij';
const WEBHOOK = `http://127.0.0.1:${HOOK_PORT}/webhook`;
const REDIRECT = 'http://127.0.0.1:18095/credits/result';

let t: TestApp;
let hookServer: http.Server;
let provider: MolliePaymentProvider;
const hooks: { body: string; contentType: string | undefined }[] = [];
let hookStatuses: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true });
  await t.app.listen({ port: APP_PORT, host: '127.0.0.1' });
  hookServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hooks.push({ body, contentType: req.headers['content-type'] });
      res.statusCode = hookStatuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(HOOK_PORT, '127.0.0.1', resolve));
  provider = new MolliePaymentProvider({ apiKey: KEY, apiEndpoint: `${APP}/v2/` });
});

afterAll(async () => {
  await new Promise((resolve) => hookServer.close(resolve));
  await t.close();
});

const create = (method: PaymentMethodName, description = 'Hartklop: 100 credits', value = '12.50') =>
  provider.createPayment({ amount: { currency: 'EUR', value }, description, redirectUrl: REDIRECT, webhookUrl: WEBHOOK, method, metadata: { order: 42 } });

/** Submits a form of the hosted page as a browser does (same origin). */
const submit = (url: string, fields: Record<string, string>) =>
  fetch(new URL(url, APP), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });
const page = async (url: string) => {
  const res = await fetch(new URL(url, APP));
  return { status: res.status, html: await res.text(), csp: res.headers.get('content-security-policy') };
};
const checkoutOf = (p: { checkoutUrl: string | null }): string => new URL(p.checkoutUrl ?? 'missing:').pathname;


/** The subset of Mollie's shapes the client's types expect (Payment, Refund, Chargeback list, error). */
const amount = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.string().regex(/^\d+\.\d{2}$/) });
const link = z.object({ href: z.string().url(), type: z.string() });
const paymentShape = z.object({
  resource: z.literal('payment'),
  id: z.string().regex(/^tr_[A-Za-z0-9]+$/),
  mode: z.enum(['test', 'live']),
  createdAt: z.string().datetime(),
  amount,
  description: z.string(),
  method: z.string().nullable(),
  metadata: z.unknown(),
  status: z.enum(['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired']),
  isCancelable: z.boolean(),
  expiresAt: z.string().datetime().optional(),
  paidAt: z.string().datetime().optional(),
  amountRefunded: amount.optional(),
  amountRemaining: amount.optional(),
  amountChargedBack: amount.optional(),
  profileId: z.string(),
  sequenceType: z.string(),
  redirectUrl: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  _links: z.object({ self: link, checkout: link.optional(), documentation: link }),
});
const refundShape = z.object({ resource: z.literal('refund'), id: z.string().regex(/^re_/), amount, status: z.string(), createdAt: z.string().datetime(), paymentId: z.string(), _links: z.object({ self: link, payment: link }) });
const chargebackShape = z.object({ resource: z.literal('chargeback'), id: z.string().regex(/^chb_/), amount, createdAt: z.string().datetime(), reversedAt: z.string().nullable(), paymentId: z.string(), _links: z.object({ self: link, payment: link }) });
const chargebackList = z.object({ count: z.number(), _embedded: z.object({ chargebacks: z.array(chargebackShape) }), _links: z.object({ self: link }) });
const errorShape = z.object({ status: z.number().int().min(400), title: z.string(), detail: z.string(), field: z.string().optional(), _links: z.object({ documentation: link }) });

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${APP}/v2${path}`, { ...init, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });

describe('the Mollie adapter against the sandbox, over HTTP with @mollie/api-client', () => {
  it('creates and gets a payment: open, amounts as strings, a checkout link, the metadata back', async () => {
    const created = await create('ideal');
    expect(created).toMatchObject({ status: 'open', amount: { currency: 'EUR', value: '12.50' }, method: 'ideal', metadata: { order: 42 }, mode: 'test', paidAt: null });
    expect(created.id).toMatch(/^tr_[A-Za-z0-9]{10}$/);
    expect(created.checkoutUrl).toBe(`${APP}/payment-sandbox/checkout/${created.id}`);
    expect(created.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const got = await provider.getPayment(created.id);
    expect(got).toEqual(created);
  });

  it('refuses a wrong API key with 401 and Mollie\'s HAL error shape', async () => {
    const wrong = new MolliePaymentProvider({ apiKey: 'live_notTheSandboxKey0123456789', apiEndpoint: `${APP}/v2/` });
    await expect(wrong.getPayment('tr_abcdefghij')).rejects.toMatchObject({ name: 'PaymentProviderError', statusCode: 401 });
    const res = await fetch(`${APP}/v2/payments/tr_abcdefghij`, { headers: { authorization: 'Bearer test_short' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/hal\+json/);
    expect(errorShape.parse(await res.json())).toMatchObject({ status: 401, title: 'Unauthorized Request' });
    expect((await fetch(`${APP}/v2/payments/tr_abcdefghij`)).status).toBe(401);
  });

  it('iDEAL: the bank is chosen on the hosted page first, then the outcome; paid redirects and calls the webhook with only the id', async () => {
    const payment = await create('ideal');
    const checkout = checkoutOf(payment);
    const first = await page(checkout);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Kies je bank');
    expect(first.html).toContain('Rabobank');
    expect(first.html).not.toContain('name="outcome"');
    expect(first.csp).toContain("form-action 'self'");
    expect((await submit(checkout, { outcome: 'paid' })).status).toBe(409);
    expect((await submit(checkout, { bank: 'ideal_NOTABANK' })).status).toBe(400);
    const chosen = await submit(checkout, { bank: 'ideal_RABONL2U' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(checkout);
    const second = await page(checkout);
    expect(second.html).toContain('Rabobank');
    expect(second.html).toContain('name="outcome" value="paid"');
    hooks.length = 0;
    const done = await submit(checkout, { outcome: 'paid' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(REDIRECT);
    const paid = await provider.getPayment(payment.id);
    expect(paid).toMatchObject({ status: 'paid', checkoutUrl: null, amountRefunded: { currency: 'EUR', value: '0.00' } });
    expect(paid.paidAt).toBeInstanceOf(Date);
    const hook = await until(() => hooks.find((h) => h.body === `id=${payment.id}`));
    expect(hook).toEqual({ body: `id=${payment.id}`, contentType: 'application/x-www-form-urlencoded' });
    // A second choice is refused: the payment is no longer open.
    expect((await submit(checkout, { outcome: 'failed' })).status).toBe(409);
    expect((await provider.getPayment(payment.id)).status).toBe('paid');
  });

  it.each([
    ['creditcard', 'failed'],
    ['paypal', 'canceled'],
    ['bancontact', 'expired'],
    ['banktransfer', 'pending'],
    ['paysafecard', 'paid'],
  ] as const)('%s: the outcome %s is the payment\'s status', async (method, outcome) => {
    const payment = await create(method);
    const res = await submit(checkoutOf(payment), { outcome });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(REDIRECT);
    expect((await provider.getPayment(payment.id)).status).toBe(outcome);
  });

  it('"leave it open" returns to the shop and changes nothing; no webhook', async () => {
    const payment = await create('creditcard');
    hooks.length = 0;
    const res = await submit(checkoutOf(payment), { outcome: 'open' });
    expect(res.headers.get('location')).toBe(REDIRECT);
    expect((await provider.getPayment(payment.id)).status).toBe('open');
    await new Promise((r) => setTimeout(r, 300));
    expect(hooks.filter((h) => h.body === `id=${payment.id}`)).toEqual([]);
  });

  it('a bank transfer left pending is later marked paid on the sandbox overview, then charged back', async () => {
    const payment = await create('banktransfer', 'Overboeking', '25.00');
    await submit(checkoutOf(payment), { outcome: 'pending' });
    expect((await provider.getPayment(payment.id)).status).toBe('pending');
    const overview = await page('/payment-sandbox/');
    expect(overview.html).toContain(payment.id);
    expect(overview.html).toContain('Markeer als betaald');
    expect((await submit(`/payment-sandbox/payments/${payment.id}/status`, { status: 'open' })).status).toBe(400);
    const marked = await submit(`/payment-sandbox/payments/${payment.id}/status`, { status: 'paid' });
    expect(marked.status).toBe(303);
    expect((await provider.getPayment(payment.id)).status).toBe('paid');
    // Never backwards.
    expect((await submit(`/payment-sandbox/payments/${payment.id}/status`, { status: 'failed' })).status).toBe(409);
    expect(await provider.listChargebacks(payment.id)).toEqual([]);
    hooks.length = 0;
    expect((await submit(`/payment-sandbox/payments/${payment.id}/chargeback`, { confirm: '1' })).status).toBe(303);
    expect((await submit(`/payment-sandbox/payments/${payment.id}/chargeback`, { confirm: '1' })).status).toBe(409);
    const chargebacks = await provider.listChargebacks(payment.id);
    expect(chargebacks).toEqual([expect.objectContaining({ paymentId: payment.id, amount: { currency: 'EUR', value: '25.00' }, reversedAt: null })]);
    expect(chargebacks[0]!.id).toMatch(/^chb_/);
    expect((await provider.getPayment(payment.id)).amountChargedBack).toEqual({ currency: 'EUR', value: '25.00' });
    await until(() => hooks.find((h) => h.body === `id=${payment.id}`));
  });

  it('refunds a paid payment, partly and then the rest, never more; an unpaid one not at all', async () => {
    const payment = await create('creditcard', 'Refund', '10.00');
    await expect(provider.createRefund(payment.id, {})).rejects.toMatchObject({ statusCode: 422 });
    await submit(checkoutOf(payment), { outcome: 'paid' });
    const part = await provider.createRefund(payment.id, { amount: { currency: 'EUR', value: '4.00' }, description: 'Deels' });
    expect(part).toMatchObject({ paymentId: payment.id, amount: { currency: 'EUR', value: '4.00' }, status: 'refunded' });
    expect(part.id).toMatch(/^re_/);
    await expect(provider.createRefund(payment.id, { amount: { currency: 'EUR', value: '6.01' } })).rejects.toMatchObject({ statusCode: 422 });
    await expect(provider.createRefund(payment.id, { amount: { currency: 'USD', value: '1.00' } })).rejects.toBeInstanceOf(PaymentProviderError);
    await provider.createRefund(payment.id, { amount: { currency: 'EUR', value: '6.00' } });
    const after = await provider.getPayment(payment.id);
    expect(after.amountRefunded).toEqual({ currency: 'EUR', value: '10.00' });
    expect(after.status).toBe('paid');
  });

  it('retries the webhook with backoff while the app answers non-2xx', async () => {
    const payment = await create('paypal');
    hooks.length = 0;
    hookStatuses = [500];
    await submit(checkoutOf(payment), { outcome: 'paid' });
    await until(() => hooks.find((h) => h.body === `id=${payment.id}`));
    const db = sandboxDb(t.db.kysely);
    const row = await until(async () => {
      const r = await db.selectFrom('payment_sandbox_webhooks').selectAll().where('payment_id', '=', payment.id).executeTakeFirst();
      return r && r.attempts === 1 ? r : undefined;
    });
    expect(row).toMatchObject({ last_status: 500, delivered_at: null, gave_up_at: null });
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() - 100);
    // The backoff has passed (moved forward here instead of waiting): the second attempt is accepted.
    await db.updateTable('payment_sandbox_webhooks').set({ next_attempt_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
    const delivered = await until(async () => {
      const r = await db.selectFrom('payment_sandbox_webhooks').selectAll().where('id', '=', row.id).executeTakeFirst();
      return r?.delivered_at ? r : undefined;
    });
    expect(delivered).toMatchObject({ attempts: 2, last_status: 200 });
    expect(hooks.filter((h) => h.body === `id=${payment.id}`)).toHaveLength(2);
  });

  it('answers in the shapes the client\'s types expect (contract)', async () => {
    const payment = await create('creditcard', 'Contract', '9.99');
    const created = paymentShape.parse(await (await api(`/payments/${payment.id}`)).json());
    expect(created._links.checkout?.type).toBe('text/html');
    await submit(checkoutOf(payment), { outcome: 'paid' });
    paymentShape.parse(await (await api(`/payments/${payment.id}`)).json());
    const refund = await api(`/payments/${payment.id}/refunds`, { method: 'POST', body: JSON.stringify({ amount: { currency: 'EUR', value: '1.00' } }) });
    expect(refund.status).toBe(201);
    refundShape.parse(await refund.json());
    await submit(`/payment-sandbox/payments/${payment.id}/chargeback`, { confirm: '1' });
    const list = chargebackList.parse(await (await api(`/payments/${payment.id}/chargebacks`)).json());
    expect(list.count).toBe(1);
    const missing = await api('/payments/tr_0000000000');
    expect(missing.status).toBe(404);
    errorShape.parse(await missing.json());
  });
});

describe('sandbox input and pages', () => {
  const valid = { amount: { currency: 'EUR', value: '10.00' }, description: 'x', redirectUrl: REDIRECT, method: 'ideal' };

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a zero amount', { ...valid, amount: { currency: 'EUR', value: '0.00' } }],
    ['a number as amount', { ...valid, amount: { currency: 'EUR', value: 10 } }],
    ['three decimals', { ...valid, amount: { currency: 'EUR', value: '1.000' } }],
    ['a lowercase currency', { ...valid, amount: { currency: 'eur', value: '1.00' } }],
    ['an empty description', { ...valid, description: '   ' }],
    ['a javascript: redirect', { ...valid, redirectUrl: 'javascript:alert(1)' }],
    ['an unknown method', { ...valid, method: 'bitcoin' }],
    ['an array', [valid]],
    ['huge metadata', { ...valid, metadata: { x: 'y'.repeat(2000) } }],
  ])('POST /v2/payments with %s → 422 HAL', async (_name, body) => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/payments', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, payload: body === undefined ? '' : JSON.stringify(body) });
    expect(res.statusCode).toBe(422);
    errorShape.parse(res.json());
  });

  it('malformed requests are 4xx, never 5xx', async () => {
    const headers = { authorization: `Bearer ${KEY}` };
    const cases = [
      await t.app.inject({ method: 'POST', url: '/v2/payments', headers: { ...headers, 'content-type': 'application/json' }, payload: '{nope' }),
      await t.app.inject({ method: 'POST', url: '/v2/payments', headers: { ...headers, 'content-type': 'text/plain' }, payload: 'x' }),
      await t.app.inject({ method: 'GET', url: '/v2/payments/../../etc', headers }),
      await t.app.inject({ method: 'GET', url: `/v2/payments/${'x'.repeat(150)}`, headers }),
      await t.app.inject({ method: 'POST', url: '/v2/payments/tr_0000000000/refunds', headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' }),
      await t.app.inject({ method: 'GET', url: '/v2/orders', headers }),
      await t.app.inject({ method: 'GET', url: '/payment-sandbox/checkout/tr_0000000000' }),
      await t.app.inject({ method: 'GET', url: '/payment-sandbox/checkout/%3Cscript%3E' }),
      await t.app.inject({ method: 'POST', url: '/payment-sandbox/checkout/tr_0000000000', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=paid' }),
      await t.app.inject({ method: 'POST', url: '/payment-sandbox/payments/tr_0000000000/status', headers: { 'content-type': 'application/json' }, payload: '{}' }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const payment = await create('creditcard');
    for (const payload of ['', 'outcome=', 'outcome=authorized', 'method=bitcoin', 'bank=ideal_RABONL2U', `outcome=${'x'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'POST', url: checkoutOf(payment), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expect([400, 409, 413]).toContain(res.statusCode);
    }
    // A cross-site form post is refused (the same-origin rule holds for the hosted pages too).
    const cross = await t.app.inject({ method: 'POST', url: checkoutOf(payment), headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, payload: 'outcome=paid' });
    expect(cross.statusCode).toBe(403);
    expect((await provider.getPayment(payment.id)).status).toBe('open');
  });

  it('escapes what it shows: a description with <script> is text', async () => {
    const payment = await create('creditcard', '<script>alert("x")</script> & co');
    for (const url of [checkoutOf(payment), '/payment-sandbox/']) {
      const { html } = await page(url);
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
      expect(html).not.toContain('<script>');
    }
  });

  it('a payment without a method lets the tester choose one first', async () => {
    const res = await api('/payments', { method: 'POST', body: JSON.stringify({ ...valid, method: undefined }) });
    const created = paymentShape.parse(await res.json());
    expect(created.method).toBeNull();
    const checkout = new URL(created._links.checkout!.href).pathname;
    expect((await page(checkout)).html).toContain('Kies een betaalmethode');
    expect((await submit(checkout, { method: 'ideal' })).status).toBe(303);
    expect((await page(checkout)).html).toContain('Kies je bank');
  });

  it('an Idempotency-Key gives the same payment twice', async () => {
    const body = JSON.stringify(valid);
    const a = paymentShape.parse(await (await api('/payments', { method: 'POST', body, headers: { 'idempotency-key': 'k-1' } })).json());
    const b = paymentShape.parse(await (await api('/payments', { method: 'POST', body, headers: { 'idempotency-key': 'k-1' } })).json());
    expect(b.id).toBe(a.id);
  });
});

describe('sandbox on or off', () => {
  it('is off in production unless PAYMENT_SANDBOX=1; on by default elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.hartklop.nl' }, '/repo').paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.hartklop.nl', PAYMENT_SANDBOX: '1' }, '/repo').paymentSandbox).toBe(true);
    expect(loadConfig({}, '/repo').paymentSandbox).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX: '0' }, '/repo').paymentSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'maybe' }, '/repo')).toThrow(/PAYMENT_SANDBOX/);
    expect(loadConfig({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz0123' }, '/repo').mollieApiKey).toBe('test_abcdefghijklmnopqrstuvwxyz0123');
    expect(() => loadConfig({ MOLLIE_API_KEY: 'secret' }, '/repo')).toThrow(/MOLLIE_API_KEY/);
    expect(loadConfig({ PAYMENT_WEBHOOK_BASE_URL: 'https://hooks.example.nl/base/' }, '/repo').paymentWebhookBaseUrl).toBe('https://hooks.example.nl/base');
    expect(() => loadConfig({ PAYMENT_WEBHOOK_BASE_URL: 'ftp://x' }, '/repo')).toThrow(/PAYMENT_WEBHOOK_BASE_URL/);
  });

  it('builds webhook URLs on PAYMENT_WEBHOOK_BASE_URL, else PUBLIC_URL, else the request origin', () => {
    const origin = 'http://localhost:8080';
    expect(paymentWebhookUrl({ paymentWebhookBaseUrl: 'https://hooks.example.nl/base', publicUrl: 'https://www.hartklop.nl' }, origin, '/api/payment-webhook.php')).toBe('https://hooks.example.nl/base/api/payment-webhook.php');
    expect(paymentWebhookUrl({ paymentWebhookBaseUrl: undefined, publicUrl: 'https://www.hartklop.nl' }, origin, 'api/x')).toBe('https://www.hartklop.nl/api/x');
    expect(paymentWebhookUrl({ paymentWebhookBaseUrl: undefined, publicUrl: undefined }, origin, '/api/x')).toBe('http://localhost:8080/api/x');
  });

  it('off: every sandbox path is a 404, also for a browser', async () => {
    const off = await createTestApp({ nodeEnv: 'production', paymentSandbox: false });
    try {
      for (const [method, url] of [
        ['GET', '/payment-sandbox/'],
        ['GET', '/payment-sandbox'],
        ['GET', '/payment-sandbox/checkout/tr_0000000000'],
        ['GET', '/v2/payments/tr_0000000000'],
        ['POST', '/v2/payments'],
      ] as const) {
        const res = await off.app.inject({ method, url, headers: { accept: 'text/html', authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, ...(method === 'POST' ? { payload: '{}' } : {}) });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
