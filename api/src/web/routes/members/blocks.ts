import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { profileGone } from '../../../domain/members/visibility';
import { blockProfile, unblockProfile } from '../../../domain/members/blocks';

/** Blocking and unblocking a profile (POST/DELETE /api/block.php). */
export function registerBlocks(app: FastifyInstance): void {
  const { db } = app.deps;

  for (const [endpoint, action] of [
    [api.block, blockProfile],
    [api.unblock, unblockProfile],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ body, request }) => {
      const viewer = await request.member();
      const relation = await action(db.kysely, viewer.profileId, body.profile_id);
      if (!relation) throw profileGone();
      return { relation };
    });
  }
}
