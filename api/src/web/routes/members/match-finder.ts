import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { memberCardView } from '../../../domain/members/cards';
import { loadVantage } from '../../../domain/members/presence';
import { findMatches } from '../../../domain/members/match-finder';

/** The match finder (GET /api/match-finder.php). */
export function registerMatchFinder(app: FastifyInstance): void {
  const { db } = app.deps;
  registerEndpoint(app, api.matchFinder, async ({ query, request }) => {
    const viewer = await request.member();
    return findMatches(db.kysely, viewer, memberCardView(await request.siteVariant(), await loadVantage(db.kysely, viewer.profileId)), query);
  });
}
