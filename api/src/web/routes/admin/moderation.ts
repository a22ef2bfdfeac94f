import type { FastifyInstance } from 'fastify';
import { api, QUEUE_DEFAULT } from 'shared-kernel/contract';
import { countOpenReports, decideAppeal, decideNotice, listReports } from '../../../domain/moderation/decisions';
import { approveItem, countOpenItems, listQueue, rejectItem } from '../../../domain/moderation/queue';
import { audit } from '../../staff-context';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/**
 * Moderation and notices and reports (issue 18, moderators and admins: the contract's `roles`):
 * the queues, oldest first, and the decisions, each with its audit entry in its transaction.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.moderationQueue, async ({ query, request }) => {
    const prefix = (await request.siteVariant()).settings.cdn_prefix;
    const items = await listQueue(db.kysely, { limit: query.limit ?? QUEUE_DEFAULT, kind: query.kind });
    return {
      items: items.map(({ thumb_filename: thumb, ...item }) => ({
        ...item,
        image: item.kind === 'photo' ? `${prefix}${item.content}` : null,
        thumb: item.kind === 'photo' && thumb ? `${prefix}${thumb}` : null,
      })),
      open: await countOpenItems(db.kysely),
    };
  });

  registerEndpoint(app, api.approveItem, async ({ body, request, requireStaff }) => {
    const { staffId } = requireStaff();
    return db.kysely.transaction().execute(async (trx) => {
      const item = await approveItem(trx, body.id, staffId);
      await audit(trx, request, { action: 'moderation.approve', targetType: 'moderation_item', targetId: body.id, after: { state: 'approved', ...item } });
      return { ok: true as const };
    });
  });

  registerEndpoint(app, api.rejectItem, async ({ body, request, requireStaff }) => {
    const { staffId } = requireStaff();
    return db.kysely.transaction().execute(async (trx) => {
      const rejected = await rejectItem(trx, body.id, staffId, { reason: body.reason, note: body.note });
      await audit(trx, request, {
        action: 'moderation.reject',
        targetType: 'moderation_item',
        targetId: body.id,
        after: { state: 'rejected', reason: body.reason, note: body.note ?? null, statement: rejected.reference, kind: rejected.kind, profileId: rejected.profileId },
      });
      return { statement: rejected.reference };
    });
  });

  registerEndpoint(app, api.reportsQueue, async ({ query }) => ({
    reports: await listReports(db.kysely, { limit: query.limit ?? QUEUE_DEFAULT, category: query.category }),
    open: await countOpenReports(db.kysely),
  }));

  registerEndpoint(app, api.decideNotice, async ({ body, request, requireStaff }) => {
    const { staffId } = requireStaff();
    return db.kysely.transaction().execute(async (trx) => {
      const until = body.until ? new Date(body.until) : undefined;
      const decided = await decideNotice(trx, body.id, staffId, { action: body.action, reason: body.reason, note: body.note, until });
      await audit(trx, request, {
        action: 'notice.decide',
        targetType: 'complaint',
        targetId: body.id,
        after: { action: body.action, reason: body.reason ?? null, until: body.until ?? null, statement: decided.statement, userId: decided.userId },
      });
      return { statement: decided.statement };
    });
  });

  registerEndpoint(app, api.decideAppeal, async ({ body, request, requireStaff }) => {
    const { staffId } = requireStaff();
    return db.kysely.transaction().execute(async (trx) => {
      const decided = await decideAppeal(trx, body.id, staffId, body.outcome);
      await audit(trx, request, { action: 'appeal.decide', targetType: 'appeal', targetId: body.id, after: { outcome: body.outcome, userId: decided.userId } });
      return { ok: true as const };
    });
  });
}

export default routePlugin('staff', moderationRoutes);
