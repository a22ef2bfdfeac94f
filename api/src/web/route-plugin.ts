import type { FastifyInstance } from 'fastify';
import { installMemberContext } from './member-context';
import { installStaffContext } from './staff-context';

/**
 * Where a route plugin's routes live, which sets what every answer of theirs gets:
 * - `public`: the app itself (a route sets its own Cache-Control);
 * - `member`: member data, `Cache-Control: private, no-store` (web/member-context.ts);
 * - `staff`: the back office under /api/admin, staff sessions and `auth: 'staff'` endpoints
 *   (web/staff-context.ts).
 * Who may call a route and how its body is read come from its contract entry (`auth`, `roles`,
 * `bodyKind`, `bodyLimit`; web/route.ts), not from the context or the order of registration.
 */
export type RouteContext = 'public' | 'member' | 'staff';

export interface RoutePlugin {
  context: RouteContext;
  register: (app: FastifyInstance) => Promise<void> | void;
}

/**
 * A route plugin, to be the `export default` of a file under api/src/web/routes: such files are found
 * by scripts/route-plugins.mjs, which writes api/src/web/routes/routes.generated.ts (a test fails
 * while that list is out of date).
 */
export const routePlugin = (context: RouteContext, register: RoutePlugin['register']): RoutePlugin => ({ context, register });

/** Registers every route plugin in its context: one member context and one admin context for all. */
export async function registerRoutePlugins(app: FastifyInstance, plugins: ReadonlyArray<RoutePlugin | readonly RoutePlugin[]>): Promise<void> {
  const all = plugins.flat();
  const inContext = (context: RouteContext) => all.filter((p) => p.context === context);
  for (const plugin of inContext('public')) await app.register(async (child) => plugin.register(child));
  await app.register(async (member) => {
    installMemberContext(member);
    for (const plugin of inContext('member')) await member.register(async (child) => plugin.register(child));
  });
  await app.register(async (admin) => {
    installStaffContext(admin);
    for (const plugin of inContext('staff')) await admin.register(async (child) => plugin.register(child));
  });
}
