import { randomUUID } from 'node:crypto';
import type { Transaction } from 'shared-kernel/contract';
import { sandboxDb } from '../src/dev/payment-sandbox/store';
import type { TestApp } from './helpers';
import { sameOrigin } from './helpers';

/**
 * Driving the payments API and the embedded sandbox in tests: the app listens on `origin` (the
 * Mollie client reaches its sandbox over HTTP there); the member's requests go through `inject`.
 */

/** A member's request (same-origin, with the session cookie). */
export function memberCall(t: TestApp, cookie: string) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...sameOrigin, cookie, ...headers } }),
    post: (url: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { ...sameOrigin, cookie, 'content-type': 'application/json', ...headers } }),
  };
}

/** Starts a checkout; throws unless 201. */
export async function startCheckout(t: TestApp, cookie: string, bundleId: number, method: string, key: string = randomUUID()): Promise<Transaction> {
  const res = await memberCall(t, cookie).post('/api/payment.php', { bundle_id: bundleId, method, idempotency_key: key });
  if (res.statusCode !== 201) throw new Error(`start payment: ${res.statusCode} ${res.body}`);
  return res.json<{ payment: Transaction }>().payment;
}

/** Submits a hosted-page form as the browser does (same origin). */
export function submitForm(origin: string, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(path, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The provider id of our payment (tests only). */
export async function providerIdOf(t: TestApp, paymentId: number): Promise<string> {
  const row = await t.db.kysely.selectFrom('payments').select('provider_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (!row.provider_id) throw new Error('no provider id');
  return row.provider_id;
}

/** Pays on the hosted page with the outcome (iDEAL: a bank first). Returns the redirect location. */
export async function payOnHostedPage(origin: string, payment: Transaction, outcome: 'paid' | 'failed' | 'canceled' | 'expired' | 'pending' | 'open', method = payment.method): Promise<string | null> {
  if (!payment.checkout_url) throw new Error('no checkout url');
  const path = new URL(payment.checkout_url).pathname;
  if (method === 'ideal') {
    const bank = await submitForm(origin, path, { bank: 'ideal_RABONL2U' });
    if (bank.status !== 303) throw new Error(`bank choice: ${bank.status}`);
  }
  const res = await submitForm(origin, path, { outcome });
  if (res.status !== 303) throw new Error(`outcome: ${res.status} ${await res.text()}`);
  return res.headers.get('location');
}

/** Moves the sandbox's payment as the tester does on the sandbox overview (forward only). */
export async function markInSandbox(origin: string, providerId: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'pending'): Promise<void> {
  const res = await submitForm(origin, `/payment-sandbox/payments/${providerId}/status`, { status });
  if (res.status !== 303) throw new Error(`sandbox status: ${res.status}`);
}

/** Sets the sandbox's record behind the API's back (an out-of-order or tampered answer). */
export async function forceSandbox(t: TestApp, providerId: string, values: { status?: 'open' | 'pending' | 'paid' | 'failed'; amount_cents?: number }): Promise<void> {
  await sandboxDb(t.db.kysely).updateTable('payment_sandbox_payments').set(values).where('id', '=', providerId).execute();
}

/** The provider's webhook call: a form post with only the id, from another host (no Origin, no cookie). */
export function webhook(t: TestApp, id: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    payload: new URLSearchParams({ id }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie/test' },
  });
}

export async function balanceOf(t: TestApp, userId: number): Promise<{ credits: number; paid_user: boolean }> {
  return t.db.kysely.selectFrom('users').select(['credits', 'paid_user']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The purchase credits written for a payment (its ledger rows with the payment's key). */
export async function purchaseRows(t: TestApp, userId: number, paymentId: number) {
  return t.db.kysely.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', `payment:${paymentId}`).execute();
}

/** The active bundles of a site and country, in display order. */
export async function bundlesOf(t: TestApp, site: string, country: string) {
  return t.db.kysely.selectFrom('bundles').select(['id', 'credits', 'price']).where('site_domain', '=', site).where('country', '=', country).where('active', '=', true).orderBy('sort').execute();
}

export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
