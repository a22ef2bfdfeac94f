import type { Kysely } from 'kysely';
import { STAFF_LOCK_MINUTES, STAFF_MAX_FAILURES } from 'shared-kernel/contract/admin-rules';
import type { Schema } from '../../db/schema';
import type { Db } from './db';

/**
 * Staff lockout: wrong passwords and wrong codes count together on the account. The
 * STAFF_MAX_FAILURES-th failure in a row locks the account for STAFF_LOCK_MINUTES; while locked,
 * neither password nor code is even checked. A successful sign-in resets the count. The count is
 * counted under a lock of the account's row, so concurrent guesses cannot slip past it.
 *
 * Per account rather than per client (the members' rule): there are few staff, each with a second
 * factor, and a guessing attack on an account with power over every member matters more than an
 * attacker's ability to lock a colleague out for a quarter of an hour.
 */

/** Minutes left of a lock (rounded up), or 0 when not locked. */
export function lockMinutesLeft(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
}

/** The lock after one more failure: the failures count and the end of the lock, if this failure locks. */
export function afterFailure(failedAttempts: number, now: Date): { failedAttempts: number; lockedUntil: Date | null } {
  const count = failedAttempts + 1;
  return count >= STAFF_MAX_FAILURES
    ? { failedAttempts: 0, lockedUntil: new Date(now.getTime() + STAFF_LOCK_MINUTES * 60_000) }
    : { failedAttempts: count, lockedUntil: null };
}

/**
 * Records a failed password or code; returns the end of the lock when this failure locked the
 * account. The row is locked while counting, so concurrent guesses are counted one after another.
 * The count restarts after a lock, so the next lock again needs STAFF_MAX_FAILURES failures.
 */
export async function recordStaffFailure(db: Kysely<Schema>, staffId: number, now: Date = new Date()): Promise<Date | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff_accounts').select('failed_attempts').where('id', '=', staffId).forUpdate().executeTakeFirst();
    if (!row) return null;
    const next = afterFailure(row.failed_attempts, now);
    await trx
      .updateTable('staff_accounts')
      .set({ failed_attempts: next.failedAttempts, ...(next.lockedUntil ? { locked_until: next.lockedUntil } : {}) })
      .where('id', '=', staffId)
      .execute();
    return next.lockedUntil;
  });
}

export async function clearStaffFailures(db: Db, staffId: number): Promise<void> {
  await db.updateTable('staff_accounts').set({ failed_attempts: 0, locked_until: null }).where('id', '=', staffId).execute();
}
