/**
 * The payment-provider adapter (issue 12, item 3): what the payments domain asks of a payment
 * provider, in the app's own terms. One real implementation, Mollie (`./mollie.ts`); the embedded
 * sandbox (`api/src/dev/payment-sandbox/`) speaks Mollie's protocol, so it needs no adapter of its own. Another
 * provider (Adyen, Stripe, Pay.nl) is one more implementation of `PaymentProvider`. Customers and
 * mandates (direct debit, next issue) will be added as further methods when they are used.
 */

/** The methods the site offers (SPEC §9), by the app's names (equal to Mollie's). */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export { PROVIDER_MINIMUM_AMOUNT_CENTS } from '../prices/bundles';

/** A provider-neutral payment status. */
export const PAYMENT_STATUSES = ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'] as const;
export type ProviderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An amount as providers write it: ISO 4217 currency and a decimal string with two decimals ("12.50"). */
export interface Money {
  currency: string;
  value: string;
}

export interface CreatePaymentInput {
  amount: Money;
  description: string;
  /** Where the provider sends the member after the checkout. */
  redirectUrl: string;
  /** Where the provider reports a status change (a POST carrying only the payment's id). */
  webhookUrl: string;
  method: PaymentMethodName;
  /** Our own reference data, returned unchanged with the payment (small, JSON). */
  metadata: Record<string, string | number | boolean | null>;
  /** Repeats of one creation with the same key give the same payment (the provider's idempotency key). */
  idempotencyKey?: string;
  /** A direct-debit collection on a mandate (a recurring payment of the provider's customer). */
  mandate?: { customerId: string; mandateId: string };
}

/** A payment as the provider knows it. */
export interface ProviderPayment {
  /** The provider's id ("tr_..." at Mollie). */
  id: string;
  status: ProviderPaymentStatus;
  amount: Money;
  description: string;
  method: string | null;
  metadata: unknown;
  /** The hosted page to send the member to; null once the payment is no longer open. */
  checkoutUrl: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date | null;
  /** The total refunded, null when nothing was. */
  amountRefunded: Money | null;
  /** The total charged back, null when nothing was. */
  amountChargedBack: Money | null;
  /** Test or live payment. */
  mode: 'test' | 'live';
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: Money;
  status: string;
  createdAt: Date;
}

export interface ProviderChargeback {
  id: string;
  paymentId: string;
  amount: Money;
  createdAt: Date;
  /** Reversed chargebacks stay listed, with the moment of the reversal. */
  reversedAt: Date | null;
}

/** The provider answered with an error (4xx/5xx) or could not be reached. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    /** HTTP status of the provider's answer; undefined when it could not be reached. */
    readonly statusCode: number | undefined,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  /** A stable name stored with each payment ('mollie'). */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /** Refunds (part of) a paid payment; without an amount, all of it. */
  createRefund(paymentId: string, input: { amount?: Money; description?: string }): Promise<ProviderRefund>;
  listChargebacks(paymentId: string): Promise<ProviderChargeback[]>;
  /**
   * Cancels an open payment the member abandoned (Mollie: `DELETE /v2/payments/{id}`, for a payment
   * that `isCancelable`). The provider refuses one that can no longer be canceled (4xx); then it
   * may still be paid. Optional: a provider without it leaves open payments to expire.
   */
  cancelPayment?(id: string): Promise<ProviderPayment>;
}

/** "12.50" ↔ 1250 cents (two decimals, as every currency the site uses). */
export function toCents(value: string): number {
  if (!/^\d{1,9}\.\d{2}$/.test(value)) throw new RangeError(`not an amount with two decimals: ${value}`);
  return Math.round(Number(value) * 100);
}
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export const isProviderPaymentStatus = (value: string): value is ProviderPaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * The webhook URL of a payment: `path` under PAYMENT_WEBHOOK_BASE_URL, else PUBLIC_URL, else the
 * site origin of the request that started the payment (web/site-origin.ts: from configuration,
 * or loopback in development). The provider must be able to reach it.
 */
export function paymentWebhookUrl(
  config: { paymentWebhookBaseUrl: string | undefined; publicUrl: string | undefined },
  siteOrigin: string,
  path: string,
): string {
  const base = (config.paymentWebhookBaseUrl ?? config.publicUrl ?? siteOrigin).replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** A SEPA mandate as the provider holds it. */
export interface ProviderMandate {
  /** The provider's id ("mdt_..." at Mollie). */
  id: string;
  customerId: string;
  status: 'valid' | 'pending' | 'invalid';
  mandateReference: string | null;
  consumerAccount: string | null;
  consumerBic: string | null;
}

/** Customers and SEPA direct-debit mandates at the provider (issue 13). */
export interface DirectDebitProvider {
  createCustomer(input: { name: string; email: string; metadata: Record<string, string | number>; idempotencyKey: string }): Promise<{ id: string }>;
  /** A mandate signed on our own page (Mollie: create mandate, method directdebit). */
  createMandate(
    customerId: string,
    input: { consumerName: string; consumerAccount: string; signatureDate: string; mandateReference: string; idempotencyKey: string },
  ): Promise<ProviderMandate>;
  getMandate(customerId: string, mandateId: string): Promise<ProviderMandate>;
}

export const isDirectDebitProvider = (provider: PaymentProvider): provider is PaymentProvider & DirectDebitProvider =>
  'createMandate' in provider && typeof provider.createMandate === 'function';
