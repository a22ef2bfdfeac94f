import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS, normalizeEmail } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/constants';
import { ApiHttpError, authenticationRequired, csrfRejected } from '../../http/errors';
import { registerEndpoint } from '../../http/route';
import { isCrossSite } from '../../http/security';
import { trustDevice, trustedDeviceOf } from '../../domain/accounts/devices';
import { loadUser } from '../../domain/accounts/user';
import { accountLocked, clearClientFailures, ipFailureState, lockedUntil, loginClient, recordLoginFailure, type LoginSubject } from '../../domain/accounts/lockout';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../domain/accounts/passwords';
import { rateLimited } from '../../domain/accounts/rate-limit';

/** A login body is an address and a password: a few KB at most. */
const LOGIN_BODY_LIMIT = 16 * 1024;

const loginFailed = (): ApiHttpError => new ApiHttpError(401, ERROR_CODES.loginFailed, ACCOUNT_TEXTS.loginFailed);

/**
 * Login (POST /api/user.php), language (PUT /api/user.php) and logout (GET /api/logout.php).
 * The lockout and rate-limit policy is described in lockout.ts.
 */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, sessions } = app.deps;

  registerEndpoint(
    app,
    api.login,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      const now = new Date();
      const email = normalizeEmail(body.email);
      // PostgreSQL text cannot hold NUL: such an address cannot have an account.
      const account =
        email === '' || email.includes('\u0000')
          ? undefined
          : await db.kysely
              .selectFrom('users')
              .select(['id', 'password_hash', 'status', 'erased_at'])
              .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
              .executeTakeFirst();
      const live = account && account.status !== 'deleted' && account.erased_at === null ? account : null;
      const subject: LoginSubject = live ? { kind: 'account', userId: live.id } : { kind: 'unknown', email };
      const device = live ? await trustedDeviceOf(db, request, live.id, now) : null;
      const client = loginClient(request.ip, device);
      const logContext = { userId: live?.id ?? null, trustedDevice: device !== null };

      if (!device) {
        const perIp = await ipFailureState(db, client, now);
        if (!perIp.allowed) {
          request.log.warn({ ...logContext, outcome: 'ip_rate_limited' }, 'login refused: too many failures from this address');
          throw rateLimited(reply, perIp.retryAfterMs);
        }
      }
      const blocked = await lockedUntil(db, subject, client, now);
      if (blocked) {
        request.log.warn({ ...logContext, outcome: 'locked' }, 'login refused: client locked out for this account');
        throw accountLocked(reply, blocked, now);
      }

      let valid = false;
      if (live?.password_hash) valid = await verifyPassword(body.password, live.password_hash);
      // Unknown address: spend the same time, so the answer time does not tell whether it exists.
      else await burnPasswordCheck(body.password, config.scryptLogN);

      if (!live || !valid) {
        await recordLoginFailure(db, subject, client, now);
        const outcome = !account ? 'unknown_email' : !live ? 'account_deleted' : 'wrong_password';
        const nowBlocked = await lockedUntil(db, subject, client, now);
        request.log.info({ ...logContext, outcome, locked: nowBlocked !== null }, 'login failed');
        if (nowBlocked) throw accountLocked(reply, nowBlocked, now);
        throw loginFailed();
      }

      await clearClientFailures(db, live.id, client);
      if (needsRehash(live.password_hash!, config.scryptLogN)) {
        const rehashed = await hashPassword(body.password, config.scryptLogN);
        await db.kysely.updateTable('users').set({ password_hash: rehashed }).where('id', '=', live.id).execute();
      }
      await trustDevice(db, request, reply, live.id, device, now);
      await sessions.start(request, reply, live.id);
      const user = await loadUser(db, live.id);
      if (!user) throw loginFailed();
      request.log.info({ ...logContext, outcome: 'success' }, 'login');
      return { user };
    },
    { bodyLimit: LOGIN_BODY_LIMIT },
  );

  registerEndpoint(
    app,
    api.updateUser,
    async ({ body, requireUser, reply }) => {
      const { userId } = requireUser();
      await db.kysely.updateTable('users').set({ language: body.language }).where('id', '=', userId).execute();
      const user = await loadUser(db, userId);
      if (!user) throw authenticationRequired();
      reply.header('cache-control', 'private, no-store');
      return { user };
    },
    { bodyLimit: LOGIN_BODY_LIMIT },
  );

  registerEndpoint(app, api.logout, async ({ request, reply }) => {
    // A GET, so the CSRF hook lets it through: a cross-site image or link must not log members out.
    if (isCrossSite(request)) throw csrfRejected();
    const session = await sessions.authenticate(request);
    await sessions.end(request, reply);
    if (session) request.log.info({ userId: session.userId }, 'logout');
    reply.header('cache-control', 'private, no-store');
    return { ok: true as const };
  });
}
