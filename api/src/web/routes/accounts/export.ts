import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import { buildDataExport } from '../../../domain/member-care/export';

/** File name of the GDPR export download. */
export const EXPORT_FILENAME = 'hartklop-gegevens.json';

/** GET /api/export.php: the GDPR data export of the logged-in member, as a download (domain/accounts/export.ts). */
export function exportRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps;
  registerEndpoint(app, api.dataExport, async ({ requireUser, request, reply }) => {
    const { userId, sessionId } = requireUser();
    const data = await buildDataExport(db.kysely, { userId, sessionId, origin: siteOriginOf(config, request) });
    request.log.info({ userId }, 'data export');
    reply.header('content-disposition', `attachment; filename="${EXPORT_FILENAME}"`);
    return data;
  });
}
