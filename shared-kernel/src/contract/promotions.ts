import { z } from 'zod';
import { ApiErrorSchema } from './common';
import { CheckoutMethodSchema } from './payments';

/**
 * Promotions (issue 13; SPEC §1, §3, §4, §5, §7, §9): discount codes, the welcome discount and the
 * time bonus. `GET /api/discountcode.php` answers a code the member typed (`?code=`) or the welcome
 * code (`?welcome=true`), with the prices of the member's bundles after the discount, computed by the
 * server exactly as the checkout will (the checkout recomputes them; the client never sends an amount).
 */

export const DISCOUNT_CODE_STATUSES = ['active', 'inactive'] as const;
export const DISCOUNT_CODE_VALIDITIES = ['once-per-user', 'unlimited'] as const;

/** What a member types: trimmed, 1 to 64 characters (the server compares upper-case). */
export const DiscountCodeInputSchema = z.string().trim().min(1, 'validation.codeRequired').max(64, 'promotions.notFound');

/** The discount code of SPEC §3. */
export const DiscountCodeSchema = z.object({
  code: z.string(),
  /** Only for members whose price country is this one; null: any country. */
  country: z.string().length(2).nullable(),
  /** Only for this member; null: any member. */
  user_id: z.number().int().positive().nullable(),
  /** When it ends for this member (ISO), or null. The welcome code and the time bonus end a fixed time after signup. */
  expires: z.string().nullable(),
  value_percentage: z.number().positive().max(100),
  /** Only for prices in this currency; null: any. */
  currency: z.string().length(3).nullable(),
  /** The bundle price (cents, VAT included) from which the code applies. */
  minimum_order_value: z.number().int().nonnegative(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  validity: z.enum(DISCOUNT_CODE_VALIDITIES),
  /** Whether it has ended for this member (the welcome code says so; a typed code that has ended is 'Code niet gevonden'). */
  expired: z.boolean(),
  /** The methods it may be paid with; null: every method. */
  paymentmethods: z.array(CheckoutMethodSchema).nullable(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

/** One bundle of the member's country with the code: what it costs before and after the discount (cents). */
export const DiscountedPriceSchema = z.object({
  bundle_id: z.number().int().positive(),
  price: z.number().int().positive(),
  /** 0 when the bundle is below the code's minimum order value. */
  discount: z.number().int().nonnegative(),
  amount: z.number().int().nonnegative(),
});
export type DiscountedPrice = z.infer<typeof DiscountedPriceSchema>;

/** `?code=LENTE20` or `?welcome=true` (SPEC §7), exactly one of them. */
export const DiscountCodeQuerySchema = z
  .object({
    code: DiscountCodeInputSchema.optional(),
    welcome: z.literal('true').optional(),
  })
  .strict()
  .refine((q) => (q.code === undefined) !== (q.welcome === undefined), { message: 'validation.codeOrWelcome' });

export const DiscountCodeResponseSchema = z.object({
  discountcode: DiscountCodeSchema,
  /** The member's bundles with this code, in display order. */
  prices: z.array(DiscountedPriceSchema),
});
export type DiscountCodeResponse = z.infer<typeof DiscountCodeResponseSchema>;

/**
 * 409 `discount_open_payment` of POST /api/payment.php: the welcome discount (or a once-per-user
 * code) belongs to the member's earlier payment, which can no longer be canceled. `continue_url`
 * is its provider's checkout page while it is open, else its result page on this site.
 */
export const OpenPaymentErrorSchema = ApiErrorSchema.extend({
  payment_id: z.number().int().positive(),
  continue_url: z.string().min(1),
});
export type OpenPaymentError = z.infer<typeof OpenPaymentErrorSchema>;
