import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { landerCampaign } from '../../../domain/landers/campaigns';
import { cardViewOf } from '../../../domain/members/cards';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/** Shared caches may keep a campaign a minute: marketing's edits show within that. */
const CAMPAIGN_CACHE = 'public, max-age=60';

/**
 * Landers (issue 14): GET /api/lander.php?variant=&slug=, the campaign of a lander (public, the
 * same for every visitor of a site variant).
 */
export async function landersPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.lander, async ({ query, request, reply }) => {
    const campaign = await landerCampaign(db.kysely, query.variant, query.slug, cardViewOf(await request.siteVariant()));
    reply.header('cache-control', CAMPAIGN_CACHE);
    return { campaign };
  });
}

export default routePlugin('public', landersPlugin);
