import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';
import { isProfileVisible, loadRelation, profileGone } from '../../../domain/members/visibility';

/**
 * GET /api/relation.php?profile_id=N: where the member stands with one profile (likes either way,
 * a match, their own block), without loading the profile. A profile they cannot see is a 404, as
 * on the profile page; one they blocked themselves is still answered (so it can be unblocked).
 */
export default routePlugin('member', (app) => {
  const { db } = app.deps;
  registerEndpoint(app, api.relation, async ({ query, request }) => {
    const viewer = await request.member();
    if (!(await isProfileVisible(db.kysely, viewer.profileId, query.profile_id, { ignoreOwnBlock: true }))) throw profileGone();
    return { relation: await loadRelation(db.kysely, viewer.profileId, query.profile_id) };
  });
});
