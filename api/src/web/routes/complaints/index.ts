import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { ownComplaint, ownComplaints, submitComplaint } from '../../../domain/complaints/notices';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/**
 * Complaints and reports (issue 14, DSA art. 16 notice and action): a notice from anyone
 * (POST /api/complaint.php), a member's own notices (GET /api/complaints.php) and one of them by
 * reference (GET /api/complaint.php?reference=). Registered in the member context: private answers.
 */
export async function complaintsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // A refusal past the limit carries its wait: the error handler answers it as Retry-After.
  registerEndpoint(app, api.submitComplaint, async ({ body, request }) => {
    const user = await request.sessionUser();
    const viewer = user ? await request.viewer() : null;
    const complaint = await submitComplaint(db, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      userId: user?.userId ?? null,
      profileId: viewer?.profileId ?? null,
      language: await request.language(),
    });
    request.log.info({ userId: user?.userId ?? null, reference: complaint.reference, category: complaint.category }, 'complaint received');
    return { complaint };
  });

  registerEndpoint(app, api.complaints, async ({ requireUser }) => ({ complaints: await ownComplaints(db, requireUser().userId) }));

  registerEndpoint(app, api.complaint, async ({ query, requireUser }) => ({
    complaint: await ownComplaint(db, requireUser().userId, query.reference),
  }));
}

export default routePlugin('member', complaintsPlugin);
