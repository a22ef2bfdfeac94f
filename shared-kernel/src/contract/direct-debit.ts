import { z } from 'zod';
import { IdSchema } from './common';
import { DIRECT_DEBIT_RULES, isHouseNumber, isZip, normalizePhone } from './direct-debit-rules';
import { IdempotencyKeySchema } from './gifts';
import { StartPaymentBodySchema, TransactionSchema } from './payments';

/**
 * A discount code for the collection (issue 27): the welcome discount (TIMEBONUS25, WELKOM25) or a
 * typed code, checked by the same rules as a card checkout's (`discount_code` of POST /api/payment.php).
 */
const DiscountCodeField = StartPaymentBodySchema.shape.discount_code;

/**
 * Direct debit (issue 13, items 4 and 6): the member's mandate, the form that asks an SMS code,
 * the confirmation with the code (the mandate is signed and the first collection made), and a
 * collection on an existing mandate. The IBAN is checked by the server with ibantools (a 400 with
 * 'Ongeldig IBAN'); these schemas check its shape only.
 */

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);

/** GET /api/direct-debit.php: the member's valid mandate, block and limit. */
export const DirectDebitStatusSchema = z.object({
  /** False when no creditor identifier is configured or the provider cannot do direct debit. */
  available: z.boolean(),
  creditor: z.object({ name: z.string(), id: z.string() }),
  mandate: z
    .object({
      reference: z.string(),
      account_holder: z.string(),
      /** Masked ("NL91 •••• •••• ••43 00"). */
      iban: z.string(),
      signed_at: z.string(),
    })
    .nullable(),
  /** A failed or charged-back collection blocks direct debit (SPEC §8). */
  blocked: z.boolean(),
  /** The per-member limit of the period, in cents, and what the member used of it. */
  limit: z.object({ amount: z.number().int().nonnegative(), used: z.number().int().nonnegative(), currency: z.string().length(3), period_days: z.number().int().positive() }),
});
export type DirectDebitStatus = z.infer<typeof DirectDebitStatusSchema>;

/** POST /api/direct-debit.php: the form of SPEC §3 with consent; answers the SMS code's challenge. */
export const DirectDebitFormSchema = z
  .object({
    bundle_id: IdSchema,
    account_holder: text(DIRECT_DEBIT_RULES.maxName, 'directDebit.holderRequired'),
    iban: z.string().trim().min(15, 'directDebit.ibanInvalid').max(42, 'directDebit.ibanInvalid'),
    street: text(DIRECT_DEBIT_RULES.maxStreet, 'directDebit.streetRequired'),
    house_number: z.string().trim().max(DIRECT_DEBIT_RULES.maxHouseNumber, 'directDebit.houseNumberInvalid').refine(isHouseNumber, 'directDebit.houseNumberInvalid'),
    zip: z.string().trim().max(10, 'directDebit.zipInvalid').refine(isZip, 'directDebit.zipInvalid'),
    city: text(DIRECT_DEBIT_RULES.maxCity, 'directDebit.cityRequired'),
    phone: z.string().max(24, 'directDebit.phoneInvalid').refine((v) => normalizePhone(v) !== null, 'directDebit.phoneInvalid'),
    /** SPEC §5: direct debit requires the consent checkbox. */
    consent: z.literal(true, { message: 'directDebit.consentRequired' }),
    /** The collection after signing is priced with this code; refused before any SMS when it does not apply. */
    discount_code: DiscountCodeField,
  })
  .strict();
export type DirectDebitForm = z.input<typeof DirectDebitFormSchema>;

export const DirectDebitChallengeSchema = z.object({
  challenge: z.object({
    id: z.string(),
    /** Masked phone number the code went to. */
    phone: z.string(),
    expires_at: z.string(),
    attempts_left: z.number().int().nonnegative(),
    mandate_reference: z.string(),
    /** The mandate text the code signs (as shown next to the consent box). */
    mandate_text: z.string(),
    /** What the first collection will be: the bundle's price less the code's discount (in cents). */
    amount: z.number().int().nonnegative(),
    discount: z.number().int().nonnegative(),
    currency: z.string().length(3),
    /** The code the collection is priced with, or null. */
    discount_code: z.string().nullable(),
  }),
});
export type DirectDebitChallenge = z.infer<typeof DirectDebitChallengeSchema>['challenge'];

/** PUT /api/direct-debit.php: the SMS code signs the mandate and makes the first collection. */
export const DirectDebitConfirmSchema = z
  .object({
    challenge_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'directDebit.challengeNotFound'),
    otp: z.string().trim().regex(/^[0-9]{6}$/, 'directDebit.otpFormat'),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();

/** A collection: the payment (state pending until the bank confirms) and the balance with its credits. */
export const DirectDebitCollectionResponseSchema = z.object({
  payment: TransactionSchema,
  mandate_reference: z.string(),
  /** The member's balance after the collection's credits (granted when the collection is submitted). */
  credits: z.number().int().nonnegative(),
});
export type DirectDebitCollection = z.infer<typeof DirectDebitCollectionResponseSchema>;

/** POST /api/direct-debit-collection.php: a bundle by direct debit on the member's valid mandate. */
export const DirectDebitCollectBodySchema = z
  .object({
    bundle_id: IdSchema,
    idempotency_key: IdempotencyKeySchema,
    discount_code: DiscountCodeField,
  })
  .strict();
