import type { FastifyInstance } from 'fastify';
import { api, AUDIT_PAGE_SIZE } from 'shared-kernel/contract';
import { listAudit } from '../../../domain/staff/audit';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/** The audit log, newest first, filtered and paged (admins only: the contract's `roles`). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.auditLog, async ({ query }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? AUDIT_PAGE_SIZE;
    const { rows, total } = await listAudit(db.kysely, {
      page,
      perPage,
      action: query.action,
      staffId: query.staff_id,
      targetType: query.target_type,
      targetId: query.target_id,
      from: query.from,
      to: query.to,
    });
    return { entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })), page, per_page: perPage, total };
  });
}

export default routePlugin('staff', auditRoutes);
