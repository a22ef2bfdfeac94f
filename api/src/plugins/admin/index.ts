import type { FastifyInstance } from 'fastify';
import { installStaffContext } from '../../http/staff-context';
import { auditRoutes } from './audit';
import { dashboardRoutes } from './dashboard';
import { memberCareRoutes } from './members';
import { moderationRoutes } from './moderation';
import { priceRoutes } from './prices';
import { signInRoutes } from './sign-in';
import { staffRoutes } from './staff';

/**
 * The back office's API (issue 18): one encapsulated context for everything under /api/admin, with
 * its own authentication (staff sessions, http/staff-context.ts), over the same domain layer as the
 * member site.
 *
 * To add an area: write a plugin in this folder (or a folder beside it) whose routes are contract
 * endpoints with `auth: 'staff'` and their `roles` (`registerEndpoint(app, api.x, ...)`), whose
 * mutations call `audit(trx, request, {...})` in their transaction, and add it to this list.
 */
const ROUTE_PLUGINS = [signInRoutes, dashboardRoutes, auditRoutes, staffRoutes, moderationRoutes, memberCareRoutes, priceRoutes];

export async function adminPlugin(app: FastifyInstance): Promise<void> {
  installStaffContext(app);
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin);
}
