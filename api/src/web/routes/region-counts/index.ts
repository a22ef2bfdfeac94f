import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { countMembersByRegion, RegionCountsCache } from '../../../domain/regions/counts';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/** How long a browser or a proxy may keep the counts (the server keeps them as long). */
const COUNTS_CACHE = 'public, max-age=60';

/**
 * GET /api/region-counts.php (issue 14, maplanding): members per province of NL and BE, counts
 * only, the same for every visitor (public, cached for a minute).
 */
export async function regionCountsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const cache = new RegionCountsCache();

  registerEndpoint(app, api.regionCounts, async ({ query, reply }) => {
    const gender = query.gender ?? null;
    const counts = await cache.get(gender, () => countMembersByRegion(db.kysely, gender));
    reply.header('cache-control', COUNTS_CACHE);
    return counts;
  });
}

export default routePlugin('public', regionCountsPlugin);
