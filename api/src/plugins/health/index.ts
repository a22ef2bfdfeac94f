import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { api } from 'shared-kernel/contract';
import { ApiHttpError, MESSAGES } from '../../http/errors';
import { registerEndpoint } from '../../http/route';

/** GET /api/health: the process is up and its database answers. */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  const { db, startedAt } = app.deps;
  registerEndpoint(app, api.health, async ({ request, reply }) => {
    try {
      await sql`select 1`.execute(db.kysely);
    } catch (err) {
      request.log.error({ err }, 'health check: database does not answer');
      throw new ApiHttpError(503, 'service_unavailable', MESSAGES.unavailable);
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: db.kind, uptime_s: Math.floor((Date.now() - startedAt) / 1000) };
  });
}
