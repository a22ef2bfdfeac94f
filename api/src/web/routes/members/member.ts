import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { memberCardView } from '../../../domain/members/cards';
import { loadVantage } from '../../../domain/members/presence';
import { loadMemberProfile } from '../../../domain/members/member';
import { profileGone } from '../../../domain/members/visibility';

/** Another member's profile (GET /api/member.php), for members and visitors. */
export function registerMember(app: FastifyInstance): void {
  const { db } = app.deps;

  registerEndpoint(app, api.member, async ({ query, request }) => {
    const viewer = await request.viewer();
    const vantage = viewer ? await loadVantage(db.kysely, viewer.profileId) : null;
    const result = await loadMemberProfile(db.kysely, viewer, query.id, {
      ...memberCardView(await request.siteVariant(), vantage),
      language: await request.language(),
    });
    if (!result) throw profileGone();
    return result;
  });
}
