import type { Api, CheckoutMethod, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { pageDataValue } from 'shared-kernel/stores/pageData';

/** The calls of mfe-payments (issue 12), typed by the contract's endpoints. */

export type BundlesAnswer = ResponseOf<Api['bundles']>;
export type PaymentAnswer = ResponseOf<Api['payment']>;
export type TransactionsAnswer = ResponseOf<Api['transactions']>;
export type RepeatOrderInfo = ResponseOf<Api['repeatOrderInfo']>;
export type DiscountAnswer = ResponseOf<Api['discountCode']>;

/** GET /api/bundles.php: the bundles, costs and methods for the member's (or visitor's) country. */
export const fetchBundles = (): Promise<BundlesAnswer> => http.call(ENDPOINTS.bundles);

/**
 * A server-rendered /pricing (issue 16): GET /api/bundles.php's answer for the visitor, which the
 * API computed into the page data (keyed by the endpoint's path) and rendered; undefined otherwise.
 * A visitor's answer only: a member's country may differ.
 */
export const renderedVisitorBundles = (): BundlesAnswer | undefined => pageDataValue(ENDPOINTS.bundles.path) as BundlesAnswer | undefined;

/**
 * POST /api/payment.php. The key goes in the body (the server's idempotency) and as the
 * Idempotency-Key header, so the HTTP client may retry after a network error or a 5xx: every retry
 * of this attempt carries the same key and gives the same payment, never a second one.
 */
export const startPayment = (bundleId: number, method: CheckoutMethod, idempotencyKey: string, discountCode?: string): Promise<PaymentAnswer> =>
  http.call(ENDPOINTS.startPayment, {
    body: { bundle_id: bundleId, method, idempotency_key: idempotencyKey, ...(discountCode ? { discount_code: discountCode } : {}) },
    idempotencyKey,
  });

/** GET /api/discountcode.php?code=…: a code the member typed, with their bundles priced with it (SPEC §7). */
export const fetchDiscountCode = (code: string): Promise<DiscountAnswer> => http.call(ENDPOINTS.discountCode, { query: { code } });

/** GET /api/discountcode.php?welcome=true: the welcome discount (SPEC §7; its errors are ignored by the caller). */
export const fetchWelcomeCode = (): Promise<DiscountAnswer> => http.call(ENDPOINTS.discountCode, { query: { welcome: 'true' } });

/** GET /api/payment.php?id=…: one payment of the member (the server re-checks a pending one with the provider). */
export const fetchPayment = (id: number): Promise<PaymentAnswer> => http.call(ENDPOINTS.payment, { query: { id } });

/** GET /api/transactions.php: the member's payments. */
export const fetchTransactions = (): Promise<TransactionsAnswer> => http.call(ENDPOINTS.transactions);

/** GET /api/repeat-order.php: the last purchase's bundle and method, or null. */
export const fetchRepeatOrderInfo = (): Promise<RepeatOrderInfo> => http.call(ENDPOINTS.repeatOrderInfo);

/** POST /api/repeat-order.php: starts the last purchase again (same idempotency rules as startPayment). */
export const repeatOrder = (idempotencyKey: string): Promise<PaymentAnswer> =>
  http.call(ENDPOINTS.repeatOrder, { body: { idempotency_key: idempotencyKey }, idempotencyKey });

/** Where the receipt of a payment is downloaded (a PDF; the API answers 404 for another member's id). */
export function receiptUrl(id: number): string {
  const base = (typeof window !== 'undefined' ? window.__HARTKLOP__?.apiBase : undefined) ?? '';
  return `${base.replace(/\/+$/, '')}${ENDPOINTS.receipt.path}?id=${id}`;
}
