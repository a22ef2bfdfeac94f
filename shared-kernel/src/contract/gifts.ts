import { z } from 'zod';
import { IdSchema } from './common';
import { ProfileCardSchema } from './own-profile';

/**
 * Gifts (SPEC §1, §2): a member sends another member a gift from the catalogue; each costs
 * settings.gift_credits, debited in the same transaction as the gift is stored (credit ledger).
 * The client generates an idempotency key per send, so that retries never charge twice.
 */
export const GiftSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Dutch name, shown in the catalogue and to the recipient. */
  name: z.string(),
  /** The gift's picture: one emoji (rendered as text, never as HTML). */
  emoji: z.string(),
  credits: z.number().int().min(0),
});
export type Gift = z.infer<typeof GiftSchema>;
export const GiftCatalogueResponseSchema = z.object({ gifts: z.array(GiftSchema) });

/** A UUID made by the client for one send attempt (crypto.randomUUID()). */
export const IdempotencyKeySchema = z.string().uuid('validation.invalidIdempotencyKey');

export const SendGiftBodySchema = z
  .object({
    profile_id: IdSchema,
    gift_id: IdSchema,
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type SendGiftBody = z.input<typeof SendGiftBodySchema>;

export const SentGiftSchema = z.object({
  id: z.number().int(),
  gift: GiftSchema,
  profile_id: z.number().int(),
  created_at: z.string(),
});
export const SendGiftResponseSchema = z.object({
  sent: SentGiftSchema,
  /** The sender's balance after the debit. */
  credits: z.number().int().min(0),
});

/** Gifts the logged-in member received, newest first (senders who are blocked or deleted left out). */
export const ReceivedGiftsResponseSchema = z.object({
  gifts: z.array(z.object({ id: z.number().int(), gift: GiftSchema, from: ProfileCardSchema, created_at: z.string() })),
});
