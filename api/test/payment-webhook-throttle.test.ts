import { loadConfig } from '../src/config';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import type { PaymentProvider } from '../src/domain/payments/provider';
import { SANDBOX_API_KEY } from '../src/domain/payments/provider-source';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp, testPort } from './helpers';
import { balanceOf, bundlesOf, payOnHostedPage, providerIdOf, startCheckout } from './payments-helpers';

/**
 * The provider's webhook is throttled (issue 26): per payment, a repeat moments after a lookup is
 * answered 200 without asking the provider again; per client address, calls over the cap get 429.
 * The app's provider is the embedded sandbox through the real Mollie client, wrapped so the test
 * counts every status lookup (`getPayment`); the test switches it to an unreachable one at will.
 */
const PORT = testPort(18125);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const live = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${ORIGIN}/v2/` });
const dead = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: 'http://127.0.0.1:18126/v2/' });
let current: PaymentProvider = live;
const lookups: string[] = [];
const counting: PaymentProvider = {
  name: 'mollie',
  createPayment: (input) => current.createPayment(input),
  getPayment: (id) => {
    lookups.push(id);
    return current.getPayment(id);
  },
  createRefund: (id, input) => current.createRefund(id, input),
  listChargebacks: (id) => current.listChargebacks(id),
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      paymentSandbox: true,
      publicUrl: ORIGIN,
      // Nobody listens there: every webhook in these tests is sent by the test itself.
      paymentWebhookBaseUrl: 'http://127.0.0.1:18126',
      paymentWebhookRepeatSeconds: 1,
      paymentWebhookPerMinute: 5,
    },
    { paymentProvider: counting, listen: PORT },
  );
});

afterAll(async () => {
  await t.close();
});

/** Each test's calls come from an address of their own (the per-address cap is 5 here). */
let address = 0;
let ip = '';
beforeEach(() => {
  current = live;
  lookups.length = 0;
  address += 1;
  ip = `192.0.2.${address}`;
});

/** A member's credit-card payment, paid on the hosted page (no webhook yet): its provider id. */
async function paidPayment(): Promise<{ providerId: string; userId: number }> {
  const user = await createTestUser(t.db);
  const cookie = await sessionCookieFor(t.db, user.userId);
  const [bundle] = await bundlesOf(t, 'hartklop.nl', 'NL');
  const payment = await startCheckout(t, cookie, bundle!.id, 'creditcard');
  await payOnHostedPage(ORIGIN, payment, 'paid');
  return { providerId: await providerIdOf(t, payment.id), userId: user.userId };
}

/** A webhook call from the address `ip` (the provider's servers are one of a few). */
const hookFrom = (ip: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    remoteAddress: ip,
    payload: new URLSearchParams({ id }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie/test' },
  });

const hook = (id: string) => hookFrom(ip, id);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per payment', () => {
  it('a repeat within the window is answered 200 without a second lookup; after it, the provider is asked again', async () => {
    const { providerId, userId } = await paidPayment();
    expect((await hook(providerId)).statusCode).toBe(200);
    expect(lookups).toEqual([providerId]);
    expect(await balanceOf(t, userId)).toMatchObject({ credits: 25, paid_user: true });
    const repeat = await hook(providerId);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ ok: true });
    expect(lookups).toEqual([providerId]);
    // The window (1 s here) has passed: the provider is asked again; still one credit.
    await sleep(1_100);
    expect((await hook(providerId)).statusCode).toBe(200);
    expect(lookups).toEqual([providerId, providerId]);
    expect(await balanceOf(t, userId)).toMatchObject({ credits: 25 });
  });

  it('10 concurrent identical calls: one lookup, all answered 200, one credit', async () => {
    const { providerId, userId } = await paidPayment();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => hookFrom(`198.51.100.${i + 1}`, providerId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(lookups).toEqual([providerId]);
    expect(await balanceOf(t, userId)).toMatchObject({ credits: 25, paid_user: true });
  });

  it('a lookup that failed does not hold the window: the provider\'s retry right after asks again', async () => {
    const { providerId, userId } = await paidPayment();
    current = dead;
    expect((await hook(providerId)).statusCode).toBe(503);
    current = live;
    expect((await hook(providerId)).statusCode).toBe(200);
    expect(lookups).toEqual([providerId, providerId]);
    expect(await balanceOf(t, userId)).toMatchObject({ credits: 25, paid_user: true });
  });

  it('each payment has its own window', async () => {
    const a = await paidPayment();
    const b = await paidPayment();
    expect((await hook(a.providerId)).statusCode).toBe(200);
    expect((await hook(b.providerId)).statusCode).toBe(200);
    expect(lookups).toEqual([a.providerId, b.providerId]);
  });
});

describe('per address', () => {
  it('the 6th call of an address within a minute is a 429 with Retry-After; another address is still answered', async () => {
    for (let i = 0; i < 5; i++) expect((await hookFrom('203.0.113.9', `tr_unknown00${i}`)).statusCode).toBe(200);
    const refused = await hookFrom('203.0.113.9', 'tr_unknown009');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // A known payment from that address is refused too, without a lookup.
    const { providerId } = await paidPayment();
    expect((await hookFrom('203.0.113.9', providerId)).statusCode).toBe(429);
    expect(lookups).toEqual([]);
    expect((await hookFrom('203.0.113.10', providerId)).statusCode).toBe(200);
    expect(lookups).toEqual([providerId]);
  });
});

describe('configuration', () => {
  it('60 calls a minute per address and a 5 s repeat window by default; both configurable', () => {
    expect(loadConfig({}, '/repo')).toMatchObject({ paymentWebhookPerMinute: 60, paymentWebhookRepeatSeconds: 5 });
    expect(loadConfig({ PAYMENT_WEBHOOK_PER_MINUTE: '600', PAYMENT_WEBHOOK_REPEAT_SECONDS: '0' }, '/repo')).toMatchObject({ paymentWebhookPerMinute: 600, paymentWebhookRepeatSeconds: 0 });
    expect(() => loadConfig({ PAYMENT_WEBHOOK_PER_MINUTE: '0' }, '/repo')).toThrow(/PAYMENT_WEBHOOK_PER_MINUTE/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_REPEAT_SECONDS: '-1' }, '/repo')).toThrow(/PAYMENT_WEBHOOK_REPEAT_SECONDS/);
  });
});
