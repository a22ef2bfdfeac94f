import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { appealStatement, listOwnStatements } from '../../../domain/moderation/statements';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/**
 * What a member sees of moderation (issue 18): their statements of reasons (DSA art. 17,
 * GET /api/decisions.php) and an appeal against one (art. 20, POST /api/appeal.php), which lands in
 * the back office's reports queue. Registered in the member context: private answers.
 */
export async function moderationPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.ownStatements, async ({ requireUser }) => ({ statements: await listOwnStatements(db.kysely, requireUser().userId) }));

  registerEndpoint(app, api.appeal, async ({ body, requireUser, request }) => {
    const { userId } = requireUser();
    await appealStatement(db.kysely, userId, body.reference, body.explanation);
    request.log.info({ userId, reference: body.reference }, 'appeal received');
    return { ok: true as const };
  });
}

export default routePlugin('member', moderationPlugin);
