import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { search, SearchCountCache } from '../../../domain/members/search';
import { registerEndpoint } from '../../route';

/** The member search (GET /api/search.php), for members and, where the site allows it, visitors. */
export function registerSearch(app: FastifyInstance): void {
  const { db, config } = app.deps;
  const counts = new SearchCountCache(config.searchCountCacheMs);

  registerEndpoint(app, api.search, async ({ query, request }) =>
    search(db.kysely, await request.viewer(), query, await request.siteVariant(), counts),
  );
}
