import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { adjustCredits, claimRefund, memberDetail, refundAtProvider, searchMembers } from '../../../domain/member-care/care';
import { eraseMember, exportMemberData } from '../../../domain/member-care/gdpr';
import { providerUnavailable } from '../../../domain/payments/payments';
import { audit } from '../../staff-context';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import { routePlugin } from '../../route-plugin';

/**
 * Member care (issue 18, support and admins: the contract's `roles`): find a member, their account
 * at a glance, credits through the ledger, refunds through the payment provider, and the member's
 * data exported or erased on request (the accounts' own GDPR functions), audited.
 */
export async function memberCareRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  registerEndpoint(app, api.memberSearch, async ({ query }) => ({ members: await searchMembers(db.kysely, query.q) }));

  registerEndpoint(app, api.memberDetail, async ({ query }) => memberDetail(db.kysely, query.id));

  registerEndpoint(app, api.adjustCredits, async ({ body, request }) =>
    db.kysely.transaction().execute(async (trx) => {
      const { before, after } = await adjustCredits(trx, { userId: body.user_id, amount: body.amount, key: body.key });
      await audit(trx, request, { action: 'credits.adjust', targetType: 'user', targetId: body.user_id, before: { credits: before }, after: { credits: after, amount: body.amount, reason: body.reason } });
      return { before, after };
    }),
  );

  registerEndpoint(app, api.refundPayment, async ({ body, request, requireStaff }) => {
    const provider = app.deps.payments.get();
    if (!provider) throw providerUnavailable();
    const { staffId } = requireStaff();
    // The claim and its audit entry commit first: the provider (the sandbox may be this app) is
    // called outside any transaction, and a second request finds the payment claimed.
    const payment = await db.kysely.transaction().execute(async (trx) => {
      const claimed = await claimRefund(trx, body.payment_id, staffId);
      await audit(trx, request, { action: 'payment.refund', targetType: 'payment', targetId: claimed.id, before: { state: 'paid' }, after: { userId: claimed.user_id, amount: claimed.amount, credits: claimed.credits } });
      return claimed;
    });
    const result = await refundAtProvider(db.kysely, provider, payment, request.log);
    request.log.info({ paymentId: payment.id, staffId, state: result.state, creditsReversed: result.credits_reversed }, 'payment refunded by staff');
    return result;
  });

  // Audited before the download is answered (who asked for whose data, when); nothing of the data itself.
  registerEndpoint(app, api.memberExport, async ({ query, request, reply }) => {
    const data = await exportMemberData(db.kysely, query.id, siteOriginOf(config, request));
    await audit(db.kysely, request, { action: 'member.export', targetType: 'user', targetId: query.id });
    reply.header('content-disposition', `attachment; filename="hartklop-gegevens-${query.id}.json"`);
    return data;
  });

  // The audit entry holds the member id (the target), the status before and the staff member's reason: no personal data.
  registerEndpoint(app, api.memberErase, async ({ body, request }) => {
    const now = new Date();
    const result = await db.kysely.transaction().execute(async (trx) => {
      const erased = await eraseMember(trx, body.user_id, app.deps.store, now, request.log);
      await audit(trx, request, { action: 'member.erase', targetType: 'user', targetId: body.user_id, before: { status: erased.statusBefore }, after: { erased: true, reason: body.reason } });
      return erased;
    });
    request.log.info({ userId: body.user_id, files: result.files }, 'member erased by staff');
    return { user_id: body.user_id, erased_at: now.toISOString() };
  });
}

export default routePlugin('staff', memberCareRoutes);
