import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_BASE, ADMIN_ERROR_CODES, STAFF_ROLES, STAFF_SESSION_MAX_AGE_S, type StaffRole } from 'shared-kernel/contract/admin-rules';
import { actorOf, writeAudit, type AuditInput } from '../domain/staff/audit';
import type { Db } from '../domain/staff/db';
import { authenticateStaff, STAFF_COOKIE, type StaffSession } from '../domain/staff/sessions';
import { ApiHttpError, httpError } from './errors';
import { byKey } from '../domain/errors';
import { apiText } from '../i18n';
import { installContextCacheControl } from './member-context';

/**
 * The admin context (issue 18, ARCHITECTURE §5 "Staff"): what every route under /api/admin gets
 * from the context, set once by `installStaffContext` on the encapsulated context of the route
 * plugins of context 'staff' (web/route-plugin.ts).
 *
 * - `request.staff()`: the staff session of the request's `hk_staff` cookie (domain/staff/sessions),
 *   read at most once per request. A member's session cookie (`sid`) is never looked at here, and
 *   the member context never reads `hk_staff`: neither kind of session can act as the other.
 * - Contract endpoints with `auth: 'staff'` (web/route.ts) answer 403
 *   `staff_authentication_required` without a staff session and 403 `role_forbidden` for a role
 *   outside the endpoint's `roles`. Routes outside the contract use the `requireRole(...)` preHandler.
 * - `audit(db, request, entry)`: the audit entry of a mutating route, with the staff member and the
 *   IP address, written in the caller's transaction.
 * - Answers: Cache-Control `private, no-store` and `X-Robots-Tag: noindex`.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of the request, or null. Only in the admin context. */
    staff(): Promise<StaffSession | null>;
  }
}

export const staffAuthenticationRequired = (): ApiHttpError =>
  httpError(403, ADMIN_ERROR_CODES.staffAuthenticationRequired, byKey('staff.admin.staffAuthenticationRequired'));

export const roleForbidden = (roles: readonly StaffRole[]): ApiHttpError =>
  httpError(403, ADMIN_ERROR_CODES.roleForbidden, byKey('staff.admin.roleForbidden', { roles: roles.map((r) => apiText('nl', `staff.roles.${r}`)).join(' of ') }));

/** The staff member of the request when their role is one of `roles` (every role when empty); else throws 403. */
export async function staffWithRole(request: FastifyRequest, roles: readonly StaffRole[] = STAFF_ROLES): Promise<StaffSession> {
  // Outside the admin context there is no staff session at all.
  if (typeof request.staff !== 'function') throw staffAuthenticationRequired();
  const staff = await request.staff();
  if (!staff) throw staffAuthenticationRequired();
  if (!roles.includes(staff.role)) throw roleForbidden(roles);
  return staff;
}

/** A preHandler for routes of the admin context that are not contract endpoints: `{ preHandler: requireRole('admin') }`. */
export const requireRole =
  (...roles: StaffRole[]) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await staffWithRole(request, roles.length > 0 ? roles : STAFF_ROLES);
  };

/** Writes the audit entry of a staff action (call it in the transaction of the change). */
export async function audit(db: Db, request: FastifyRequest, entry: AuditInput): Promise<void> {
  const staff = await request.staff();
  await writeAudit(db, actorOf(staff, request.ip), entry);
}

export const ADMIN_CACHE_CONTROL = 'private, no-store';

/** The staff cookie (path /api/admin, HttpOnly, SameSite=Strict); `Secure`: the app's cookie defaults (web/security.ts cookieDefaults). */
const STAFF_COOKIE_OPTIONS = { path: ADMIN_API_BASE, httpOnly: true, sameSite: 'strict', maxAge: STAFF_SESSION_MAX_AGE_S } as const;

/** Gives the browser a new staff session's token (cookie `hk_staff`). */
export const setStaffCookie = (reply: FastifyReply, token: string): FastifyReply => reply.setCookie(STAFF_COOKIE, token, STAFF_COOKIE_OPTIONS);
/** Takes the staff session's cookie away. */
export const clearStaffCookie = (reply: FastifyReply): FastifyReply => reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_OPTIONS.path });

/** Makes `app` (an encapsulated context) the admin context. */
export function installStaffContext(app: FastifyInstance): void {
  const { db } = app.deps;
  const sessions = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();
  app.decorateRequest('staff', function staff(this: FastifyRequest) {
    let known = sessions.get(this);
    if (!known) {
      known = authenticateStaff(db.kysely, this.cookies[STAFF_COOKIE]);
      sessions.set(this, known);
    }
    return known;
  });
  installContextCacheControl(app, ADMIN_CACHE_CONTROL);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
}

/** Whether `app` is (inside) the admin context. */
export const isStaffContext = (app: FastifyInstance): boolean => app.hasRequestDecorator('staff');
