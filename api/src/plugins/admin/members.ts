import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { adjustCredits, claimRefund, memberDetail, refundAtProvider, searchMembers } from '../../domain/member-care/care';
import { providerUnavailable } from '../../domain/payments/payments';
import { audit } from '../../http/staff-context';
import { registerEndpoint } from '../../http/route';

/**
 * Member care (issue 18, support and admins: the contract's `roles`): find a member, their account
 * at a glance, credits through the ledger and refunds through the payment provider, audited.
 */
export async function memberCareRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

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
}
