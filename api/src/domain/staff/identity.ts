import type { StaffRole } from 'shared-kernel/contract/admin-rules';
import type { Db } from './db';

/** The address, name and role of a staff account (it must exist: a just-verified sign-in). */
export function staffIdentity(db: Db, staffId: number): Promise<{ email: string; name: string; role: StaffRole }> {
  return db.selectFrom('staff_accounts').select(['email', 'name', 'role']).where('id', '=', staffId).executeTakeFirstOrThrow();
}
