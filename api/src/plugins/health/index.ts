import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { api } from 'shared-kernel/contract';
import { httpError } from '../../http/errors';
import { byKey } from '../../domain/errors';
import { isLocalClient } from '../../http/local-client';
import { registerEndpoint } from '../../http/route';

/**
 * GET /api/health: the process is up and its database answers. Anyone gets `{ status: 'ok' }`; the
 * details (database kind, uptime) go only to a client on this machine (a monitor, the operator).
 */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  const { db, startedAt } = app.deps;
  registerEndpoint(app, api.health, async ({ request, reply }) => {
    try {
      await sql`select 1`.execute(db.kysely);
    } catch (err) {
      request.log.error({ err }, 'health check: database does not answer');
      throw httpError(503, 'service_unavailable', byKey('errors.http.unavailable'));
    }
    reply.header('cache-control', 'no-store');
    if (!isLocalClient(request)) return { status: 'ok' as const };
    return { status: 'ok' as const, database: db.kind, uptime_s: Math.floor((Date.now() - startedAt) / 1000) };
  });
}
