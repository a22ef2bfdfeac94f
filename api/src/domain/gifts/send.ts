import { ERROR_CODES, type ResponseOf, type api } from 'shared-kernel/contract';
import { payOnce } from '../../credits/pay-once';
import type { Db } from '../../db/schema';
import { DomainError, notFound, byKey } from '../errors';
import type { Viewer } from '../members/viewer';
import { isProfileVisible, profileGone } from '../members/visibility';
import { findGift } from './catalogue';

type SendGiftResponse = ResponseOf<typeof api.sendGift>;

export interface SendGiftInput {
  profile_id: number;
  gift_id: number;
  idempotency_key: string;
}

const insufficientCredits = () => new DomainError('paymentRequired', ERROR_CODES.insufficientCredits, byKey('errors.gifts.insufficientCredits'));
const idempotencyConflict = () => new DomainError('conflict', ERROR_CODES.idempotencyConflict, byKey('errors.chat.idempotencyConflict'));
const notYourself = () => new DomainError('invalid', ERROR_CODES.validation, byKey('errors.gifts.notYourself'), { field: 'profile_id' });

/**
 * Sends a gift through `payOnce` (credits/pay-once.ts): the debit, its ledger row and the sent
 * gift in one transaction. A retry with the same idempotency key (one after the other or at the
 * same moment) gets the first answer and pays nothing. An earlier use of the key for another
 * recipient or gift (or for another paid action) is a 409: the client reused a key it should not have.
 */
export async function sendGift(db: Db, sender: Viewer, input: SendGiftInput, giftCredits: number): Promise<SendGiftResponse> {
  const { answer } = await payOnce({
    db,
    userId: sender.userId,
    key: input.idempotency_key,
    reason: 'gift',
    errors: { insufficientCredits, idempotencyConflict },
    replay: async (entry, db) => {
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
    },
    prepare: async (trx) => {
      if (input.profile_id === sender.profileId) throw notYourself();
      const gift = await findGift(trx, input.gift_id, giftCredits);
      if (!gift) throw notFound(byKey('errors.chat.giftGone'));
      if (!(await isProfileVisible(trx, sender.profileId, input.profile_id))) throw profileGone();
      return { cost: gift.credits, gift };
    },
    work: async (trx, { gift }, paid) => {
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
      return { sent: { id: row.id, gift, profile_id: input.profile_id, created_at: row.created_at.toISOString() }, credits: paid.balance };
    },
  });
  return answer;
}
