import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { api, type ResponseOf } from 'shared-kernel/contract';
import type { Schema } from '../../db/schema';
import { authenticationRequired } from '../../http/errors';
import { registerEndpoint } from '../../http/route';
import { findSiteVariant, normalizeHost } from '../content/site-settings';
import { CARD_COLUMNS, cardViewFor, toCards, type CardView } from '../members/cards';
import { loadViewer, visibleProfiles } from '../members/visibility';
import { loadCatalogue } from './catalogue';
import { sendGift } from './send';

type Db = Kysely<Schema>;

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

/**
 * Gifts (issue 4): the catalogue (GET /api/gifts.php), sending one for credits and the gifts
 * received (POST and GET /api/gift.php). Payment goes through the credit ledger (credits/ledger.ts).
 */
export async function giftsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const giftCreditsOf = async (hostname: string): Promise<number> => (await findSiteVariant(db, normalizeHost(hostname))).settings.gift_credits;

  registerEndpoint(app, api.giftCatalogue, async ({ request, reply }) => {
    reply.header('cache-control', 'no-cache');
    return { gifts: await loadCatalogue(db.kysely, await giftCreditsOf(request.hostname)) };
  });

  registerEndpoint(app, api.receivedGifts, async ({ requireUser, request, reply }) => {
    const viewer = await loadViewer(db.kysely, requireUser());
    if (!viewer) throw authenticationRequired();
    reply.header('cache-control', 'private, no-store');
    return receivedGifts(db.kysely, viewer.profileId, await cardViewFor(db, request));
  });

  registerEndpoint(app, api.sendGift, async ({ requireUser, body, request, reply }) => {
    const viewer = await loadViewer(db.kysely, requireUser());
    if (!viewer) throw authenticationRequired();
    reply.header('cache-control', 'private, no-store');
    const result = await sendGift(db.kysely, viewer, body, await giftCreditsOf(request.hostname));
    request.log.info({ userId: viewer.userId, giftId: body.gift_id, sentGiftId: result.sent.id, credits: result.credits }, 'gift sent');
    return result;
  });
}
