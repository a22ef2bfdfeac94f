import type { Gift } from 'shared-kernel/contract';
import type { DbOrTrx } from '../../db/schema';

export interface GiftRow {
  id: number;
  code: string;
  name: string;
  emoji: string;
  credits: number | null;
}

/** A catalogue row as the contract's Gift: a gift without its own price costs the site's gift_credits. */
export const toGift = (row: GiftRow, giftCredits: number): Gift => ({
  id: row.id,
  code: row.code,
  name: row.name,
  emoji: row.emoji,
  credits: row.credits ?? giftCredits,
});

/** The active gifts in display order, with their price on this site. */
export async function loadCatalogue(db: DbOrTrx, giftCredits: number): Promise<Gift[]> {
  const rows = await db
    .selectFrom('gifts')
    .select(['id', 'code', 'name', 'emoji', 'credits'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => toGift(row, giftCredits));
}

/** One active gift with its price on this site, or undefined. */
export async function findGift(db: DbOrTrx, giftId: number, giftCredits: number): Promise<Gift | undefined> {
  const row = await db
    .selectFrom('gifts')
    .select(['id', 'code', 'name', 'emoji', 'credits'])
    .where('id', '=', giftId)
    .where('active', '=', true)
    .executeTakeFirst();
  return row ? toGift(row, giftCredits) : undefined;
}
