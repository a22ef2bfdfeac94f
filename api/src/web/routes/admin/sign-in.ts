import type { FastifyInstance } from 'fastify';
import { api, STAFF_SESSION_IDLE_S } from 'shared-kernel/contract';
import { writeAudit } from '../../../domain/staff/audit';
import { staffIdentity } from '../../../domain/staff/identity';
import { staffSecretKey } from '../../../domain/staff/secret-box';
import { endStaffSession, STAFF_COOKIE, startStaffSession, type StaffSession } from '../../../domain/staff/sessions';
import { codeStep, passwordStep } from '../../../domain/staff/signin';
import { ApiHttpError } from '../../errors';
import { DomainError } from '../../../domain/errors';
import { audit, clearStaffCookie, setStaffCookie } from '../../staff-context';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

const meOf = (staff: Pick<StaffSession, 'staffId' | 'email' | 'name' | 'role'>, expiresAt: Date) => ({
  staff: { id: staff.staffId, email: staff.email, name: staff.name, role: staff.role },
  session: { expires_at: expiresAt.toISOString(), idle_timeout_s: STAFF_SESSION_IDLE_S },
});

/** Sign-in (password, then the authenticator code), sign-out and the signed-in staff member. */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const key = () => staffSecretKey(db.kysely, config.staffSecretKey);

  registerEndpoint(app, api.staffLogin, async ({ body, request }) => {
    try {
      const { challenge, expiresAt } = await passwordStep(db.kysely, body, config.scryptLogN, request.ip);
      return { challenge, expires_at: expiresAt.toISOString() };
    } catch (error) {
      if (error instanceof DomainError || error instanceof ApiHttpError) request.log.warn({ code: error.code }, 'staff sign-in refused (password)');
      throw error;
    }
  });

  registerEndpoint(app, api.staffLoginCode, async ({ body, request, reply }) => {
    let staffId: number;
    try {
      staffId = await codeStep(db.kysely, await key(), body, request.ip);
    } catch (error) {
      if (error instanceof DomainError || error instanceof ApiHttpError) request.log.warn({ code: error.code }, 'staff sign-in refused (code)');
      throw error;
    }
    const { expiresAt, token } = await startStaffSession(db.kysely, request.cookies[STAFF_COOKIE], staffId);
    setStaffCookie(reply, token);
    const account = await staffIdentity(db.kysely, staffId);
    await writeAudit(db.kysely, { staffId, ip: request.ip }, { action: 'staff.sign_in', targetType: 'staff', targetId: staffId });
    request.log.info({ staffId }, 'staff signed in');
    return meOf({ staffId, ...account }, expiresAt);
  });

  registerEndpoint(app, api.staffLogout, async ({ request, reply, requireStaff }) => {
    const staff = requireStaff();
    await audit(db.kysely, request, { action: 'staff.sign_out', targetType: 'staff', targetId: staff.staffId });
    await endStaffSession(db.kysely, request.cookies[STAFF_COOKIE]);
    clearStaffCookie(reply);
    return { ok: true as const };
  });

  registerEndpoint(app, api.staffMe, async ({ requireStaff }) => {
    const staff = requireStaff();
    return meOf(staff, staff.expiresAt);
  });
}

export default routePlugin('staff', signInRoutes);
