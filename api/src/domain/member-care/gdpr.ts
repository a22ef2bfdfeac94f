
import type { Db, Trx } from '../../db/schema';
import { notFound, byKey } from '../errors';
import type { FileStore } from '../../storage';
import { eraseAccountData } from '../accounts/erase';
import { buildDataExport } from './export';

type Logger = { warn(obj: object, msg: string): void };

/** A member that has not been erased, or 404. */
async function liveMember(db: Db | Trx, userId: number, lock = false) {
  let query = db.selectFrom('users').select(['id', 'status', 'deleted_at']).where('id', '=', userId).where('erased_at', 'is', null);
  if (lock) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) throw notFound(byKey('staff.memberCare.memberGone'));
  return user;
}

/**
 * A member's data on request (GDPR art. 15 and 20), for support: exactly the member's own export
 * (domain/member-care/export), with no session marked as the current one.
 */
export async function exportMemberData(db: Db, userId: number, origin: string) {
  await liveMember(db, userId);
  return buildDataExport(db, { userId, sessionId: 0, origin });
}

/**
 * Erases a member's personal data on request (GDPR art. 17) at once, in the caller's transaction
 * (with its audit entry): the account is marked deleted as the member's own deletion does (so it
 * cannot log in, its profile is gone from the site) and the erase job's own step
 * (`eraseAccountData`) runs now instead of after the grace period. Payments, the credit ledger,
 * mandates and reports keep their rows: they reference the anonymised users row, as after the
 * erase job. Answers the status the account had, for the audit log.
 */
export async function eraseMember(trx: Trx, userId: number, store: FileStore, now: Date, logger?: Logger): Promise<{ statusBefore: string; files: number }> {
  const user = await liveMember(trx, userId, true);
  if (user.status !== 'deleted') {
    await trx
      .updateTable('users')
      .set({ status: 'deleted', status_before_delete: user.status === 'not_confirmed' ? 'not_confirmed' : 'confirmed', deleted_at: now })
      .where('id', '=', userId)
      .execute();
  }
  const files = await eraseAccountData(trx, userId, store, now, logger);
  return { statusBefore: user.status, files };
}
