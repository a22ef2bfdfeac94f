import { accountRestricted, isRestricted } from '../moderation/restrictions';
import type { User } from 'shared-kernel/contract';
import { normalizeEmail } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { DomainError, authenticationRequired, byKey } from '../errors';
import { trustDevice, trustedDeviceOf, type TrustedDevice } from './devices';
import { loadUser } from './user';
import { accountLocked, ANNOUNCE_WAIT_MS, clearClientFailures, ipFailureState, lockedUntil, loginClient, recordLoginFailure, type LoginSubject } from './lockout';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';
import { rateLimited } from '../rate-limit';
import type { ClientFacts, NewSession, SessionService } from './sessions';

const loginFailed = (): DomainError => new DomainError('unauthenticated', ERROR_CODES.loginFailed, byKey('errors.accounts.loginFailed'));

/** What logging in and out needs of the app. */
export interface LoginDeps {
  db: DatabaseHandle;
  config: Pick<Config, 'scryptLogN'>;
  sessions: SessionService;
}

/**
 * Login (POST /api/user.php): checks the lockout and rate limits (lockout.ts), the password, then
 * trusts the browser's device and starts a session. Answers the logged-in user, the session and
 * the device (the web layer sets both cookies).
 */
export async function logIn(
  { db, config, sessions }: LoginDeps,
  body: { email: string; password: string },
  client: ClientFacts,
): Promise<{ user: User; session: NewSession; device: TrustedDevice }> {
  const now = new Date();
  const email = normalizeEmail(body.email);
  // PostgreSQL text cannot hold NUL: such an address cannot have an account.
  const account =
    email === '' || email.includes('\u0000')
      ? undefined
      : await db.kysely
          .selectFrom('users')
          .select(['id', 'password_hash', 'status', 'erased_at', 'restriction', 'restricted_until'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
          .executeTakeFirst();
  const live = account && account.status !== 'deleted' && account.erased_at === null ? account : null;
  const subject: LoginSubject = live ? { kind: 'account', userId: live.id } : { kind: 'unknown', email };
  const device = live ? await trustedDeviceOf(db, client.deviceToken, live.id, now) : null;
  const lockoutClient = loginClient(client.ip, device);
  const logContext = { userId: live?.id ?? null, trustedDevice: device !== null };

  if (!device) {
    const perIp = await ipFailureState(db, lockoutClient, now);
    if (!perIp.allowed) {
      client.log.warn({ ...logContext, outcome: 'ip_rate_limited' }, 'login refused: too many failures from this address');
      throw rateLimited(perIp.retryAfterMs);
    }
  }
  const blocked = await lockedUntil(db, subject, lockoutClient, now);
  if (blocked) {
    client.log.warn({ ...logContext, outcome: 'locked', retryAt: blocked.toISOString() }, 'login refused: client must wait (progressive delay or lockout) for this account');
    throw accountLocked(blocked, now);
  }

  let valid = false;
  if (live?.password_hash) valid = await verifyPassword(body.password, live.password_hash);
  // Unknown address: spend the same time, so the answer time does not tell whether it exists.
  else await burnPasswordCheck(body.password, config.scryptLogN);

  if (!live || !valid) {
    await recordLoginFailure(db, subject, lockoutClient, now);
    const outcome = !account ? 'unknown_email' : !live ? 'account_deleted' : 'wrong_password';
    const retry = await lockedUntil(db, subject, lockoutClient, now);
    // A wait of a minute or more is told at once; a shorter delay only refuses an attempt made within it.
    const announce = retry !== null && retry.getTime() - now.getTime() >= ANNOUNCE_WAIT_MS;
    client.log.info({ ...logContext, outcome, locked: announce, retryAt: retry?.toISOString() ?? null }, 'login failed');
    if (announce) throw accountLocked(retry, now);
    throw loginFailed();
  }

  await clearClientFailures(db, live.id, lockoutClient);
  // Only the right password learns that the account is suspended or banned (issue 18; the client shows /pages/ban).
  if (isRestricted(live, now)) {
    client.log.info({ ...logContext, outcome: 'restricted' }, 'login refused: account suspended or banned');
    throw accountRestricted();
  }
  if (needsRehash(live.password_hash!, config.scryptLogN)) {
    const rehashed = await hashPassword(body.password, config.scryptLogN);
    await db.kysely.updateTable('users').set({ password_hash: rehashed }).where('id', '=', live.id).execute();
  }
  const trusted = await trustDevice(db, live.id, device, now);
  const session = await sessions.start(live.id, client.sessionToken);
  const user = await loadUser(db, live.id);
  if (!user) throw loginFailed();
  client.log.info({ ...logContext, outcome: 'success' }, 'login');
  return { user, session, device: trusted };
}

/** The member's language (PUT /api/user.php); answers the user as it is now. */
export async function setLanguage(db: DatabaseHandle, userId: number, language: User['language']): Promise<User> {
  await db.kysely.updateTable('users').set({ language }).where('id', '=', userId).execute();
  const user = await loadUser(db, userId);
  if (!user) throw authenticationRequired();
  return user;
}

/**
 * Logout (GET /api/logout.php): ends this browser's session. A GET, so the CSRF hook lets it
 * through: the route refuses a cross-site request first (a cross-site image or link must not log
 * members out). The web layer clears the cookie.
 */
export async function logOut(sessions: SessionService, client: Pick<ClientFacts, 'sessionToken' | 'log'>): Promise<void> {
  const session = await sessions.resolve(client.sessionToken);
  await sessions.revoke(client.sessionToken);
  if (session) client.log.info({ userId: session.userId }, 'logout');
}
