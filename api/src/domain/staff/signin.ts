import type { Kysely } from 'kysely';
import { ADMIN_ERROR_CODES, ADMIN_TEXTS, STAFF_CHALLENGE_TTL_S } from 'shared-kernel/contract/admin-rules';
import type { Schema } from '../../db/schema';
import { ApiHttpError } from '../../http/errors';
import { burnPasswordCheck, verifyPassword } from '../accounts/passwords';
import { randomToken, sha256Hex } from '../accounts/tokens';
import { clearStaffFailures, lockMinutesLeft, recordStaffFailure } from './lockout';
import { openSecret, type SecretKey } from './secret-box';
import { verifyTotp } from './totp';

/**
 * Staff sign-in, two steps (issue 18). The second factor cannot be skipped: the first step gives
 * no session, only a challenge (a random token, stored as sha256, good for 5 minutes and one
 * use); the only way to a session is the second step with that challenge and a right, unused
 * authenticator code. Wrong passwords and wrong codes count towards the lockout (./lockout.ts).
 */

const loginFailed = (): ApiHttpError => new ApiHttpError(401, ADMIN_ERROR_CODES.loginFailed, ADMIN_TEXTS.loginFailed);
const challengeInvalid = (): ApiHttpError => new ApiHttpError(401, ADMIN_ERROR_CODES.challengeInvalid, ADMIN_TEXTS.challengeInvalid);
const codeInvalid = (): ApiHttpError => new ApiHttpError(401, ADMIN_ERROR_CODES.codeInvalid, ADMIN_TEXTS.codeInvalid);

export const staffLocked = (until: Date, now: Date): ApiHttpError =>
  new ApiHttpError(429, ADMIN_ERROR_CODES.locked, ADMIN_TEXTS.locked(Math.max(1, lockMinutesLeft(until, now))), {
    locked_until: until.toISOString(),
  });

/** Step 1: e-mail and password. Returns a challenge for step 2; never a session. */
export async function passwordStep(
  db: Kysely<Schema>,
  input: { email: string; password: string },
  scryptLogN: number,
  now: Date = new Date(),
): Promise<{ challenge: string; expiresAt: Date; staffId: number }> {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'password_hash', 'disabled', 'locked_until'])
    .where('email', '=', input.email.trim().toLowerCase())
    .executeTakeFirst();
  if (!account || account.disabled) {
    // The same time and answer as a wrong password: the answer does not tell who has an account.
    await burnPasswordCheck(input.password, scryptLogN);
    throw loginFailed();
  }
  if (lockMinutesLeft(account.locked_until, now) > 0) throw staffLocked(account.locked_until!, now);
  if (!(await verifyPassword(input.password, account.password_hash))) {
    const locked = await recordStaffFailure(db, account.id, now);
    throw locked ? staffLocked(locked, now) : loginFailed();
  }
  const challenge = randomToken();
  const expiresAt = new Date(now.getTime() + STAFF_CHALLENGE_TTL_S * 1000);
  await db.transaction().execute(async (trx) => {
    // One open challenge per account: a new password step replaces the previous one.
    await trx.deleteFrom('staff_challenges').where('staff_id', '=', account.id).execute();
    await trx.insertInto('staff_challenges').values({ staff_id: account.id, token_hash: sha256Hex(challenge), expires_at: expiresAt }).execute();
  });
  return { challenge, expiresAt, staffId: account.id };
}

/**
 * Step 2: the challenge of step 1 and the authenticator code. Returns the staff id when both are
 * right; the caller then starts the session. The challenge is used up by a right code only.
 */
export async function codeStep(
  db: Kysely<Schema>,
  key: SecretKey,
  input: { challenge: string; code: string },
  now: Date = new Date(),
): Promise<number> {
  const found = await db
    .selectFrom('staff_challenges')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_challenges.staff_id')
    .select([
      'staff_challenges.id as challengeId',
      'staff_accounts.id as staffId',
      'staff_accounts.totp_secret_enc',
      'staff_accounts.totp_last_step',
      'staff_accounts.locked_until',
    ])
    .where('staff_challenges.token_hash', '=', sha256Hex(input.challenge))
    .where('staff_challenges.used_at', 'is', null)
    .where('staff_challenges.expires_at', '>', now)
    .where('staff_accounts.disabled', '=', false)
    .executeTakeFirst();
  if (!found) throw challengeInvalid();
  if (lockMinutesLeft(found.locked_until, now) > 0) throw staffLocked(found.locked_until!, now);
  const secret = openSecret(key, found.totp_secret_enc);
  const step = secret === null ? null : verifyTotp(secret, input.code, now.getTime(), Number(found.totp_last_step));
  if (step === null) {
    const locked = await recordStaffFailure(db, found.staffId, now);
    if (locked) {
      // A lock ends the sign-in: after it, the password is asked again.
      await db.deleteFrom('staff_challenges').where('id', '=', found.challengeId).execute();
      throw staffLocked(locked, now);
    }
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
  if (!claimed) throw codeInvalid();
  await clearStaffFailures(db, found.staffId);
  return found.staffId;
}
