import http from 'node:http';
import { sql } from 'kysely';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import { PaymentProviderError, paymentWebhookUrl, type PaymentMethodName } from '../src/domain/payments/provider';
import { sandboxDb } from '../src/dev/payment-sandbox/store';
import { notFound } from '../src/web/errors';
import { isSiteOrigin } from '../src/web/site-origin';
import { createTestApp, testConfig, type TestApp, testPort } from './helpers';
import { until } from './payments-helpers';

/**
 * The Mollie adapter against the embedded sandbox over real HTTP, with the real
 * `@mollie/api-client` (no mocking): the app listens on 127.0.0.1; a webhook receiver records
 * the sandbox's calls. The client reaches the sandbox over plain http thanks to the reviewed patch
 * in patches/ (without it, it refuses "Protocol http: not supported" and this whole file fails).
 */
const APP_PORT = testPort(18095);
const HOOK_PORT = testPort(18096);
const APP = `http://127.0.0.1:${APP_PORT}`;
const KEY = 'test_sandboxKey0123456789abcdefghij';
const WEBHOOK = `http://127.0.0.1:${HOOK_PORT}/webhook`;
const REDIRECT = `${APP}/credits/result`;

let t: TestApp;
let hookServer: http.Server;
let provider: MolliePaymentProvider;
const hooks: { body: string; contentType: string | undefined }[] = [];
let hookStatuses: number[] = [];

beforeAll(async () => {
  // The webhook receiver's origin is the configured webhook base (the sandbox calls no other host).
  t = await createTestApp({ paymentSandbox: true, paymentWebhookBaseUrl: `http://127.0.0.1:${HOOK_PORT}` });
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

describe('only for this machine', () => {
  const OFF_BODY = notFound().body();
  const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'text/html' };
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

  /** Every kind of sandbox request: the API (read and write) and the hosted pages (read and the forms). */
  const requests = (id: string) =>
    [
      { method: 'GET', url: `/v2/payments/${id}`, headers },
      { method: 'POST', url: '/v2/payments', headers, payload: JSON.stringify({ amount: { currency: 'EUR', value: '1.00' }, description: 'x', redirectUrl: REDIRECT }) },
      { method: 'GET', url: '/payment-sandbox/', headers: { accept: 'text/html' } },
      { method: 'GET', url: `/payment-sandbox/checkout/${id}`, headers: { accept: 'text/html' } },
      { method: 'POST', url: `/payment-sandbox/payments/${id}/status`, headers: form, payload: 'status=paid' },
      { method: 'POST', url: `/payment-sandbox/checkout/${id}`, headers: form, payload: 'outcome=paid' },
    ] as const;

  it.each(['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1'])('a client at %s gets the 404 of a switched-off sandbox, and changes nothing', async (remoteAddress) => {
    const payment = await create('creditcard', 'Niet voor vreemden');
    for (const request of requests(payment.id)) {
      const res = await t.app.inject({ ...request, remoteAddress });
      expect([request.url, res.statusCode]).toEqual([request.url, 404]);
      expect(res.json()).toEqual(OFF_BODY);
    }
    expect((await provider.getPayment(payment.id)).status).toBe('open');
    // The same requests from this machine are answered.
    expect((await t.app.inject({ ...requests(payment.id)[0], remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ ...requests(payment.id)[2], remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('behind a proxy (TRUST_PROXY): a forwarded address that is not loopback gets the 404, also when the client wrote 127.0.0.1 itself', async () => {
    const proxied = await createTestApp({ paymentSandbox: true, trustProxy: true });
    try {
      const get = (forwarded: Record<string, string>) =>
        proxied.app.inject({ method: 'GET', url: '/v2/payments/tr_0000000000', remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${KEY}`, ...forwarded } });
      const cases: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9;proto=https' },
        { forwarded: 'for="[2001:db8::5]:4711"' },
      ];
      for (const forwarded of cases) {
        const res = await get(forwarded);
        expect([forwarded, res.statusCode]).toEqual([forwarded, 404]);
        expect(res.json()).toEqual(OFF_BODY);
      }
      const pages = await proxied.app.inject({ method: 'GET', url: '/payment-sandbox/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(pages.statusCode).toBe(404);
      // Forwarded from this machine: the sandbox answers (its own 404 for an unknown payment, in Mollie's shape).
      const local = await get({ 'x-forwarded-for': '127.0.0.1' });
      expect(local.statusCode).toBe(404);
      expect(errorShape.parse(local.json())).toMatchObject({ title: 'Not Found' });
    } finally {
      await proxied.close();
    }
  });
});

describe('webhooks only to the site\'s own origin', () => {
  const OTHER_PORT = testPort(18097);
  let other: http.Server;
  let otherHits = 0;
  beforeAll(async () => {
    other = http.createServer((_req, res) => {
      otherHits += 1;
      res.end();
    });
    await new Promise<void>((resolve) => other.listen(OTHER_PORT, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
  });

  const body = (webhookUrl: string) => JSON.stringify({ amount: { currency: 'EUR', value: '5.00' }, description: 'Webhook', redirectUrl: REDIRECT, webhookUrl, method: 'creditcard' });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://evil.example/hook',
    `http://127.0.0.1:${OTHER_PORT}/hook`,
    `http://localhost:${OTHER_PORT}/hook`,
    'http://10.0.0.1:18095/api/payment-webhook.php',
    `https://127.0.0.1:${HOOK_PORT}/webhook`,
    'http://[::ffff:a9fe:a9fe]/',
  ])('refuses a payment with the webhook URL %s: 422 in Mollie\'s shape, nothing stored', async (webhookUrl) => {
    const db = sandboxDb(t.db.kysely);
    const before = await db.selectFrom('payment_sandbox_payments').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await api('/payments', { method: 'POST', body: body(webhookUrl) });
    expect(res.status).toBe(422);
    expect(errorShape.parse(await res.json())).toMatchObject({ status: 422, title: 'Unprocessable Entity', field: 'webhookUrl' });
    const after = await db.selectFrom('payment_sandbox_payments').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it.each([WEBHOOK, `${APP}/api/payment-webhook.php`, `http://localhost:${APP_PORT}/api/payment-webhook.php`])('accepts the webhook URL %s', async (webhookUrl) => {
    const res = await api('/payments', { method: 'POST', body: body(webhookUrl) });
    expect(res.status).toBe(201);
  });

  it('never calls a stored webhook URL off the site\'s origin: the call is given up, nothing is sent', async () => {
    const payment = await create('creditcard', 'Oud adres');
    const db = sandboxDb(t.db.kysely);
    // A payment stored before the rule (or behind the API's back) with a foreign webhook URL.
    await db.updateTable('payment_sandbox_payments').set({ webhook_url: `http://127.0.0.1:${OTHER_PORT}/hook` }).where('id', '=', payment.id).execute();
    otherHits = 0;
    expect((await submit(checkoutOf(payment), { outcome: 'paid' })).status).toBe(303);
    const row = await until(async () => {
      const r = await db.selectFrom('payment_sandbox_webhooks').selectAll().where('payment_id', '=', payment.id).executeTakeFirst();
      return r?.gave_up_at ? r : undefined;
    });
    expect(row).toMatchObject({ attempts: 0, delivered_at: null, last_status: null });
    expect(row.last_error).toMatch(/not on the site origin/);
    expect(otherHits).toBe(0);
  });

  it('isSiteOrigin: PUBLIC_URL, PAYMENT_WEBHOOK_BASE_URL and loopback on the listening port only', () => {
    const config = testConfig({ publicUrl: 'https://www.hartklop.nl', paymentWebhookBaseUrl: 'https://hooks.hartklop.nl/base', port: 8080 });
    const listening = { address: '0.0.0.0', family: 'IPv4', port: 18095 };
    const yes = ['https://www.hartklop.nl/api/payment-webhook.php', 'https://hooks.hartklop.nl/other/path', 'http://127.0.0.1:18095/x', 'http://127.0.0.2:18095', 'http://localhost:18095/', 'http://[::1]:18095/'];
    const no = [
      'http://www.hartklop.nl/api/payment-webhook.php',
      'https://www.hartklop.nl:8443/',
      'https://evil.example/',
      'http://127.0.0.1:8080/',
      'http://127.0.0.1/',
      'http://169.254.169.254/',
      'http://user:pw@localhost:18095/',
      'http://localhost.evil.example:18095/',
      'ftp://localhost:18095/',
      'not a url',
    ];
    for (const url of yes) expect([url, isSiteOrigin(config, url, listening)]).toEqual([url, true]);
    for (const url of no) expect([url, isSiteOrigin(config, url, listening)]).toEqual([url, false]);
    // Before it listens: the configured port; the default port of the scheme counts.
    expect(isSiteOrigin(config, 'http://localhost:8080/', null)).toBe(true);
    expect(isSiteOrigin({ ...config, port: 80 }, 'http://localhost/', null)).toBe(true);
    expect(isSiteOrigin({ publicUrl: undefined, paymentWebhookBaseUrl: undefined, siteOrigins: [], port: 0 }, 'http://localhost/', null)).toBe(false);
  });
});

describe('control characters and lone surrogates in /v2 bodies', () => {
  const NUL = '\u0000';
  const LONE = '\ud800';
  const payment = { amount: { currency: 'EUR', value: '10.00' }, description: 'Tekens', redirectUrl: REDIRECT, webhookUrl: WEBHOOK, method: 'ideal', metadata: { note: 'ok' } };
  const recurring = { ...payment, method: undefined, redirectUrl: undefined, sequenceType: 'recurring', customerId: 'cst_0000000000', mandateId: 'mdt_0000000000' };
  const customer = { name: 'Femke', email: 'femke@example.nl', metadata: { note: 'ok' } };
  const mandate = { method: 'directdebit', consumerName: 'Femke de Vries', consumerAccount: 'NL55INGB0000000000', consumerBic: 'INGBNL2A', signatureDate: '2026-01-02', mandateReference: 'HK-1' };
  const refund = { amount: { currency: 'EUR', value: '1.00' }, description: 'Terug', metadata: { note: 'ok' } };

  /** `body` with `bad` put into the string at `path` (a key when the path ends in `<key>`). */
  function spoiled(body: Record<string, unknown>, path: string, bad: string): unknown {
    const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
    const keys = path.split('.');
    let target = copy;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    const last = keys[keys.length - 1]!;
    if (last === '<key>') target[`k${bad}`] = 'x';
    else target[last] = `${typeof target[last] === 'string' ? (target[last] as string) : 'x'}${bad}`;
    return copy;
  }

  let paidId: string;
  let customerId: string;
  beforeAll(async () => {
    const paid = await create('creditcard', 'Terug te betalen', '10.00');
    await submit(checkoutOf(paid), { outcome: 'paid' });
    paidId = paid.id;
    const res = await api('/customers', { method: 'POST', body: JSON.stringify(customer) });
    customerId = ((await res.json()) as { id: string }).id;
  });

  const cases: [string, () => string, Record<string, unknown>, string[]][] = [
    ['POST /v2/payments', () => '/payments', payment, ['amount.currency', 'amount.value', 'description', 'redirectUrl', 'webhookUrl', 'method', 'metadata.note', 'metadata.<key>', '<key>']],
    ['POST /v2/payments (recurring)', () => '/payments', recurring, ['sequenceType', 'customerId', 'mandateId']],
    ['POST /v2/customers', () => '/customers', customer, ['name', 'email', 'metadata.note', 'metadata.<key>']],
    ['POST /v2/customers/:id/mandates', () => `/customers/${customerId}/mandates`, mandate, ['method', 'consumerName', 'consumerAccount', 'consumerBic', 'signatureDate', 'mandateReference']],
    ['POST /v2/payments/:id/refunds', () => `/payments/${paidId}/refunds`, refund, ['amount.currency', 'amount.value', 'description', 'metadata.note', 'metadata.<key>']],
  ];

  it.each(cases)('%s: NUL or a lone surrogate in any field is a 422 in Mollie\'s shape, never a 500', async (_name, path, body, fields) => {
    for (const field of fields) {
      for (const bad of [NUL, LONE, '\u001f']) {
        const res = await api(path(), { method: 'POST', body: JSON.stringify(spoiled(body, field, bad)) });
        const answer = errorShape.parse(await res.json());
        expect([field, JSON.stringify(bad), res.status]).toEqual([field, JSON.stringify(bad), 422]);
        expect(answer.title).toBe('Unprocessable Entity');
        if (!field.endsWith('<key>')) expect(answer.field).toBe(field);
      }
    }
    // The body itself is fine: the very same request without the bad character is taken (or refused for another reason than 500).
    expect((await api(path(), { method: 'POST', body: JSON.stringify(body) })).status).toBeLessThan(500);
  });

  it('tab and line breaks stay allowed in a description', async () => {
    const res = await api('/payments', { method: 'POST', body: JSON.stringify({ ...payment, description: 'Regel 1\n\tRegel 2\r\n' }) });
    expect(res.status).toBe(201);
  });

  it('NUL in a path or the Idempotency-Key header is never a 500', async () => {
    for (const [method, url] of [
      ['GET', '/payments/tr_%00'],
      ['GET', '/customers/cst_%00'],
      ['GET', `/customers/${customerId}/mandates/mdt_%00`],
      ['DELETE', `/customers/${customerId}/mandates/mdt_%00`],
      ['POST', `/payments/tr_%00/refunds`],
    ] as const) {
      const res = await t.app.inject({ method, url: `/v2${url}`, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, ...(method === 'POST' ? { payload: JSON.stringify(refund) } : {}) });
      expect([url, res.statusCode]).toEqual([url, 404]);
      errorShape.parse(res.json());
    }
    const keyed = await t.app.inject({ method: 'POST', url: '/v2/payments', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'idempotency-key': 'k\u0080\u00ff' }, payload: JSON.stringify(payment) });
    expect(keyed.statusCode).toBe(201);
  });

  it('the hosted pages\' forms: a control character in a field is a 422 page, the payment unchanged', async () => {
    const open = await create('ideal', 'Formulier');
    const path = checkoutOf(open);
    for (const [url, payload] of [
      [path, 'outcome=paid%00'],
      [path, 'method=ideal%00'],
      [path, 'bank=ideal_RABONL2U%00'],
      [path, 'x%00=1'],
      [`/payment-sandbox/payments/${open.id}/status`, 'status=paid%00'],
      [`/payment-sandbox/payments/${open.id}/chargeback`, 'confirm=%00'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, payload });
      expect([payload, res.statusCode]).toEqual([payload, 422]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await provider.getPayment(open.id)).status).toBe('open');
  });
});
