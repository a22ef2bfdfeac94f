import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { loadCatalogue } from '../../../domain/gifts/catalogue';
import { receivedGifts } from '../../../domain/gifts/received';
import { sendGift } from '../../../domain/gifts/send';
import { cardViewOf } from '../../../domain/members/cards';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/**
 * Gifts (issue 4): the catalogue (GET /api/gifts.php), sending one for credits and the gifts
 * received (POST and GET /api/gift.php). Payment goes through the credit ledger (credits/ledger.ts).
 */
export async function giftsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.giftCatalogue, async ({ request, reply }) => {
    reply.header('cache-control', 'no-cache');
    return { gifts: await loadCatalogue(db.kysely, (await request.siteVariant()).settings.gift_credits) };
  });

  registerEndpoint(app, api.receivedGifts, async ({ request }) => {
    const viewer = await request.member();
    return receivedGifts(db.kysely, viewer.profileId, cardViewOf(await request.siteVariant()));
  });

  registerEndpoint(app, api.sendGift, async ({ body, request }) => {
    const viewer = await request.member();
    const result = await sendGift(db.kysely, viewer, body, (await request.siteVariant()).settings.gift_credits);
    request.log.info({ userId: viewer.userId, giftId: body.gift_id, sentGiftId: result.sent.id, credits: result.credits }, 'gift sent');
    return result;
  });
}

export default routePlugin('member', giftsPlugin);
