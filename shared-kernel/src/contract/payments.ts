import { z } from 'zod';
import { IdSchema, QueryIdSchema } from './common';
import { IdempotencyKeySchema } from './gifts';
import { CHECKOUT_METHODS, PAYMENT_STATES } from './constants';

/**
 * Payments (issue 12; SPEC §1, §2, §4, §8, §9): credit bundles per site variant and country, a
 * checkout through the payment provider, its result, the member's transactions and receipts.
 *
 * Amounts are integer cents in the bundle's currency, VAT included. The server fixes every amount
 * from the bundle (and, from the next issue, a discount): the client only names a bundle and a
 * method. An order has room for a discount (`discount` below) and for a direct-debit mandate
 * (method `directdebit`), both added by the next issue without changing these shapes.
 */

export const CheckoutMethodSchema = z.enum(CHECKOUT_METHODS, { message: 'validation.unknownPaymentMethod' });
export type CheckoutMethod = z.infer<typeof CheckoutMethodSchema>;

/** SPEC §4 "Payment: pending, completed, failed or cancelled", plus what can follow completed. */
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

export const BundleSchema = z.object({
  id: z.number().int().positive(),
  credits: z.number().int().positive(),
  /** Price in cents, VAT included. */
  price: z.number().int().positive(),
  currency: z.string().length(3),
  /** The bundle with the lowest price per credit for this country (exactly one is). */
  best_value: z.boolean(),
});
export type Bundle = z.infer<typeof BundleSchema>;

/** Prices for one country: what a member there sees on /pricing, /premium and /credits. */
export const BundlesResponseSchema = z.object({
  /** The country the prices are for: the member's profile country, else the visitor's (geo IP), else the site's. */
  country: z.string().length(2),
  currency: z.string().length(3),
  /** VAT rate included in the prices, in percent (21 for NL and BE). */
  vat_rate: z.number().min(0).max(100),
  bundles: z.array(BundleSchema),
  /**
   * What one message, photo message and gift cost at the best-value bundle's price per credit, in
   * cents (a message = settings.message_credits credits). Equals settings.minimum_message_costs.
   */
  message_price: z.number().int().nonnegative(),
  photo_message_price: z.number().int().nonnegative(),
  gift_price: z.number().int().nonnegative(),
  /**
   * Methods offered in this country, in display order. `applepay` is listed where the provider offers
   * it; the page shows it only when the browser supports Apple Pay.
   */
  methods: z.array(CheckoutMethodSchema),
});
export type BundlesResponse = z.infer<typeof BundlesResponseSchema>;

/** One payment of the member, as the transactions pages and the result page show it. */
export const TransactionSchema = z.object({
  id: z.number().int().positive(),
  /** Our reference, printed on the receipt and told to the bank ("HK-2026-000123"). */
  reference: z.string(),
  created_at: z.string(),
  /** When it was paid; null while not completed. */
  paid_at: z.string().nullable(),
  bundle_id: z.number().int().positive(),
  credits: z.number().int().positive(),
  method: CheckoutMethodSchema,
  /** What the member pays, in cents, VAT included, after any discount. */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** The discount taken off the bundle's price, in cents (0 without a code). */
  discount: z.number().int().nonnegative(),
  /** The discount code the discount came from (issue 13), or null. */
  discount_code: z.string().nullable(),
  vat_rate: z.number().min(0).max(100),
  /** The VAT included in `amount`, in cents. */
  vat_amount: z.number().int().nonnegative(),
  state: PaymentStateSchema,
  /**
   * The credits are on the member's account: once paid, and for a direct debit already while the
   * collection is on its way (state pending); false again when they were taken back in full.
   */
  credited: z.boolean(),
  /**
   * Where to send the member to pay: the provider's hosted page while the payment waits for the
   * member (state pending and not yet started at the provider's side), otherwise null.
   */
  checkout_url: z.string().nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** Start a checkout: bundle, method and optionally a discount code (the server fixes the amount). */
export const StartPaymentBodySchema = z
  .object({
    bundle_id: IdSchema,
    method: CheckoutMethodSchema,
    /** A discount code (issue 13): the server checks it and takes its discount off the bundle's price. */
    discount_code: z.string().trim().min(1).max(64).optional(),
    /** One key per attempt: a retry of the same click gives the same payment, never a second one. */
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type StartPaymentBody = z.input<typeof StartPaymentBodySchema>;

export const PaymentResponseSchema = z.object({ payment: TransactionSchema });

/** The result page's check: the member's own payment by id (re-checked with the provider while pending). */
export const PaymentQuerySchema = z.object({ id: QueryIdSchema }).strict();

export const TransactionsResponseSchema = z.object({ transactions: z.array(TransactionSchema) });

/** What `/credits/repeat-order` would buy: the last completed purchase's bundle and method, if still offered. */
export const RepeatOrderResponseSchema = z.object({
  last: z
    .object({
      bundle: BundleSchema,
      method: CheckoutMethodSchema,
    })
    .nullable(),
});
export const RepeatOrderBodySchema = z.object({ idempotency_key: IdempotencyKeySchema }).strict();

/** The provider's webhook: a form post carrying only the provider's payment id (Mollie: `id=tr_...`). */
export const PaymentWebhookBodySchema = z.object({ id: z.string().min(1).max(64) });
