import type { api, ResponseOf } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import { CARD_COLUMNS, toCards, type CardView } from '../members/cards';
import { visibleProfiles } from '../members/visibility';

/** The newest received gifts shown; older ones stay stored (and in the data export). */
export const RECEIVED_GIFTS_LIMIT = 100;

/**
 * Gifts received by a profile, newest first. Senders the member may not see (blocked either
 * way, deleted, inactive or invisible: the members' visibility rule) are left out, so every card
 * links to a profile that opens.
 */
export async function receivedGifts(db: Db, profileId: number, view: CardView): Promise<ResponseOf<typeof api.receivedGifts>> {
  const rows = await visibleProfiles(db, profileId)
    .innerJoin('sent_gifts as sg', 'sg.sender_profile_id', 'p.id')
    .innerJoin('gifts as g', 'g.id', 'sg.gift_id')
    .select([
      ...CARD_COLUMNS,
      'sg.id as sent_id',
      'sg.credits as sent_credits',
      'sg.created_at as sent_at',
      'g.id as gift_id',
      'g.code as gift_code',
      'g.name as gift_name',
      'g.emoji as gift_emoji',
    ])
    .where('sg.recipient_profile_id', '=', profileId)
    .orderBy('sg.created_at', 'desc')
    .orderBy('sg.id', 'desc')
    .limit(RECEIVED_GIFTS_LIMIT)
    .execute();
  const cards = await toCards(db, rows, view);
  return {
    gifts: rows.map((row, i) => ({
      id: row.sent_id,
      gift: { id: row.gift_id, code: row.gift_code, name: row.gift_name, emoji: row.gift_emoji, credits: row.sent_credits },
      from: cards[i]!,
      created_at: row.sent_at.toISOString(),
    })),
  };
}

