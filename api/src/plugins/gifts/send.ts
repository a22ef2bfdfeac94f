import type { Kysely } from 'kysely';
import { ERROR_CODES, type ResponseOf, type api } from 'shared-kernel/contract';
import { debit, findByIdempotencyKey, isIdempotencyConflict, type DebitResult } from '../../credits/ledger';
import type { Schema } from '../../db/schema';
import { ApiHttpError, notFound } from '../../http/errors';
import { profileGone } from '../members/member';
import { isProfileVisible, type MemberViewer } from '../members/visibility';
import { findGift } from './catalogue';

type Db = Kysely<Schema>;
type SendGiftResponse = ResponseOf<typeof api.sendGift>;

export const GIFT_TEXTS = {
  insufficientCredits: 'Je hebt onvoldoende credits om dit cadeau te versturen',
  idempotencyConflict: 'Deze aanvraag is al met andere gegevens verstuurd.',
  notYourself: 'Je kunt jezelf geen cadeau sturen.',
  giftGone: 'Dit cadeau bestaat niet (meer).',
} as const;

export interface SendGiftInput {
  profile_id: number;
  gift_id: number;
  idempotency_key: string;
}

const insufficientCredits = () => new ApiHttpError(402, ERROR_CODES.insufficientCredits, GIFT_TEXTS.insufficientCredits);
const idempotencyConflict = () => new ApiHttpError(409, ERROR_CODES.idempotencyConflict, GIFT_TEXTS.idempotencyConflict);
const notYourself = () => new ApiHttpError(400, ERROR_CODES.validation, GIFT_TEXTS.notYourself, { field: 'profile_id' });

/**
 * The answer of an earlier send with this idempotency key, or undefined when there was none. The
 * same key for another recipient or gift (or for another paid action) is a 409: the client reused
 * a key it should not have.
 */
async function replay(db: Db, sender: MemberViewer, input: SendGiftInput): Promise<SendGiftResponse | undefined> {
  const entry = await findByIdempotencyKey(db, sender.userId, input.idempotency_key);
  if (!entry) return undefined;
  if (entry.reason !== 'gift') throw idempotencyConflict();
  const sent = await db
    .selectFrom('sent_gifts as sg')
    .innerJoin('gifts as g', 'g.id', 'sg.gift_id')
    .select(['sg.id', 'sg.recipient_profile_id', 'sg.credits', 'sg.created_at', 'g.id as gift_id', 'g.code', 'g.name', 'g.emoji'])
    .where('sg.ledger_id', '=', entry.id)
    .executeTakeFirst();
  if (!sent || sent.recipient_profile_id !== input.profile_id || sent.gift_id !== input.gift_id) throw idempotencyConflict();
  return {
    sent: {
      id: sent.id,
      gift: { id: sent.gift_id, code: sent.code, name: sent.name, emoji: sent.emoji, credits: sent.credits },
      profile_id: sent.recipient_profile_id,
      created_at: sent.created_at.toISOString(),
    },
    credits: entry.balance_after,
  };
}

/**
 * Sends a gift: the debit, its ledger row and the sent gift in one transaction. A retry with the
 * same idempotency key (one after the other or at the same moment) gets the first answer and
 * pays nothing: a second ledger row with the key violates the unique index, which rolls the
 * second attempt back, debit included.
 */
export async function sendGift(db: Db, sender: MemberViewer, input: SendGiftInput, giftCredits: number): Promise<SendGiftResponse> {
  const earlier = await replay(db, sender, input);
  if (earlier) return earlier;
  if (input.profile_id === sender.profileId) throw notYourself();
  const gift = await findGift(db, input.gift_id, giftCredits);
  if (!gift) throw notFound(GIFT_TEXTS.giftGone);

  let outcome: { sent: SendGiftResponse } | { short: Extract<DebitResult, { ok: false }> };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      if (!(await isProfileVisible(trx, sender.profileId, input.profile_id))) throw profileGone();
      const paid = await debit(trx, { userId: sender.userId, amount: gift.credits, reason: 'gift', idempotencyKey: input.idempotency_key });
      if (!paid.ok) return { short: paid };
      const row = await trx
        .insertInto('sent_gifts')
        .values({
          sender_profile_id: sender.profileId,
          recipient_profile_id: input.profile_id,
          gift_id: gift.id,
          credits: gift.credits,
          ledger_id: paid.ledgerId,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return { sent: { sent: { id: row.id, gift, profile_id: input.profile_id, created_at: row.created_at.toISOString() }, credits: paid.balance } };
    });
  } catch (err) {
    if (!isIdempotencyConflict(err)) throw err;
    const first = await replay(db, sender, input);
    if (!first) throw err;
    return first;
  }
  if ('sent' in outcome) return outcome.sent;
  // A concurrent attempt with the same key may have taken the credits this one waited for.
  const first = await replay(db, sender, input);
  if (first) return first;
  throw insufficientCredits();
}
