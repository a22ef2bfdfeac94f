import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { httpError } from '../../errors';
import { byKey } from '../../../domain/errors';
import { isLocalClient } from '../../local-client';
import { registerEndpoint } from '../../route';
import { pingDatabase } from '../../../db/ping';
import { routePlugin } from '../../route-plugin';

/**
 * GET /api/health: the process is up and its database answers. Anyone gets `{ status: 'ok' }`; the
 * details (database kind, uptime) go only to a client on this machine (a monitor, the operator).
 */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  const { db, startedAt } = app.deps;
  registerEndpoint(app, api.health, async ({ request, reply }) => {
    try {
      await pingDatabase(db.kysely);
    } catch (err) {
      request.log.error({ err }, 'health check: database does not answer');
      throw httpError(503, 'service_unavailable', byKey('errors.http.unavailable'));
    }
    reply.header('cache-control', 'no-store');
    if (!isLocalClient(request)) return { status: 'ok' as const };
    return { status: 'ok' as const, database: db.kind, uptime_s: Math.floor((Date.now() - startedAt) / 1000) };
  });
}

export default routePlugin('public', healthPlugin);
