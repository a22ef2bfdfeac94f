import type { Kysely } from 'kysely';
import { ADMIN_ERROR_CODES, STAFF_CHALLENGE_TTL_S } from 'shared-kernel/contract/admin-rules';
import type { Schema } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { ANNOUNCE_WAIT_MS } from '../accounts/lockout';
import { burnPasswordCheck, hashCost, hashPassword, needsRehash, verifyPassword } from '../accounts/passwords';
import { randomToken, sha256Hex } from '../secrets';
import { clearStaffFailures, forgetAttempt, lockMinutesLeft, staffClient, staffRetryAt, takeStaffAttempt } from './lockout';
import { openSecret, type SecretKey } from './secret-box';
import { verifyTotp } from './totp';

/**
 * Staff sign-in, two steps (issue 18). The second factor cannot be skipped: the first step gives
 * no session, only a challenge (a random token, stored as sha256, good for 5 minutes and one
 * use); the only way to a session is the second step with that challenge and a right, unused
 * authenticator code. Wrong passwords and wrong codes count towards the throttling of their
 * (e-mail, client address) pair and of the address (./lockout.ts).
 */

const loginFailed = (): DomainError => new DomainError('unauthenticated', ADMIN_ERROR_CODES.loginFailed, byKey('staff.admin.loginFailed'));
const challengeInvalid = (): DomainError => new DomainError('unauthenticated', ADMIN_ERROR_CODES.challengeInvalid, byKey('staff.admin.challengeInvalid'));
const codeInvalid = (): DomainError => new DomainError('unauthenticated', ADMIN_ERROR_CODES.codeInvalid, byKey('staff.admin.codeInvalid'));

export const staffLocked = (until: Date, now: Date): DomainError =>
  new DomainError('rateLimited', ADMIN_ERROR_CODES.locked, byKey('staff.admin.locked', { count: Math.max(1, lockMinutesLeft(until, now)) }), {
    locked_until: until.toISOString(),
  });

/**
 * Step 1: e-mail and password. Returns a challenge for step 2; never a session. An unknown or
 * disabled address, a wrong password and an attempt that must wait (./lockout.ts) get the same
 * answer after the same work: one account lookup, one throttling transaction, one scrypt check
 * (against a dummy hash of the same cost when the password is not to be checked).
 */
export async function passwordStep(
  db: Kysely<Schema>,
  input: { email: string; password: string },
  scryptLogN: number,
  requestIp: string,
  now: Date = new Date(),
): Promise<{ challenge: string; expiresAt: Date; staffId: number }> {
  const email = input.email.trim().toLowerCase();
  const account = await db.selectFrom('staff_accounts').select(['id', 'password_hash', 'disabled']).where('email', '=', email).executeTakeFirst();
  const attempt = await takeStaffAttempt(db, staffClient(email, requestIp), now);
  const usable = account && !account.disabled ? account : null;
  if (!usable || !attempt.allowed) {
    await burnPasswordCheck(input.password, hashCost(account?.password_hash ?? null) ?? scryptLogN);
    throw loginFailed();
  }
  // A wrong password stays counted: the attempt was recorded as a failure in advance.
  if (!(await verifyPassword(input.password, usable.password_hash))) throw loginFailed();
  await forgetAttempt(db, attempt);
  if (needsRehash(usable.password_hash, scryptLogN)) {
    const rehashed = await hashPassword(input.password, scryptLogN);
    await db.updateTable('staff_accounts').set({ password_hash: rehashed }).where('id', '=', usable.id).execute();
  }
  const challenge = randomToken();
  const expiresAt = new Date(now.getTime() + STAFF_CHALLENGE_TTL_S * 1000);
  await db.transaction().execute(async (trx) => {
    // One open challenge per account: a new password step replaces the previous one.
    await trx.deleteFrom('staff_challenges').where('staff_id', '=', usable.id).execute();
    await trx.insertInto('staff_challenges').values({ staff_id: usable.id, token_hash: sha256Hex(challenge), expires_at: expiresAt }).execute();
  });
  return { challenge, expiresAt, staffId: usable.id };
}

/**
 * Step 2: the challenge of step 1 and the authenticator code. Returns the staff id when both are
 * right; the caller then starts the session. The challenge is used up by a right code only. A
 * wrong code counts for the (e-mail, address) pair like a wrong password; an attempt that must
 * wait, or a wrong code after which the pair must wait a minute or more, ends the sign-in (the
 * password is asked again) with 429 and the minutes left.
 */
export async function codeStep(
  db: Kysely<Schema>,
  key: SecretKey,
  input: { challenge: string; code: string },
  requestIp: string,
  now: Date = new Date(),
): Promise<number> {
  const found = await db
    .selectFrom('staff_challenges')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_challenges.staff_id')
    .select(['staff_challenges.id as challengeId', 'staff_accounts.id as staffId', 'staff_accounts.email', 'staff_accounts.totp_secret_enc', 'staff_accounts.totp_last_step'])
    .where('staff_challenges.token_hash', '=', sha256Hex(input.challenge))
    .where('staff_challenges.used_at', 'is', null)
    .where('staff_challenges.expires_at', '>', now)
    .where('staff_accounts.disabled', '=', false)
    .executeTakeFirst();
  if (!found) throw challengeInvalid();
  const client = staffClient(found.email, requestIp);
  const endSignIn = async (until: Date): Promise<never> => {
    await db.deleteFrom('staff_challenges').where('id', '=', found.challengeId).execute();
    throw staffLocked(until, now);
  };
  const attempt = await takeStaffAttempt(db, client, now);
  if (!attempt.allowed) return endSignIn(attempt.retryAt);
  const secret = openSecret(key, found.totp_secret_enc);
  const step = secret === null ? null : verifyTotp(secret, input.code, now.getTime(), Number(found.totp_last_step));
  if (step === null) {
    const retry = await staffRetryAt(db, client, now);
    if (retry && retry.getTime() - now.getTime() >= ANNOUNCE_WAIT_MS) return endSignIn(retry);
    throw codeInvalid();
  }
  const claimed = await db.transaction().execute(async (trx) => {
    // Both guarded: a challenge is used once, and a code's time step once (concurrent twins lose here).
    const challenge = await trx
      .updateTable('staff_challenges')
      .set({ used_at: now })
      .where('id', '=', found.challengeId)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!challenge) return false;
    const account = await trx
      .updateTable('staff_accounts')
      .set({ totp_last_step: step, last_sign_in_at: now })
      .where('id', '=', found.staffId)
      .where('totp_last_step', '<', step)
      .returning('id')
      .executeTakeFirst();
    return account !== undefined;
  });
  // A replayed code stays counted as a failed attempt.
  if (!claimed) throw codeInvalid();
  await clearStaffFailures(db, client, attempt);
  return found.staffId;
}
