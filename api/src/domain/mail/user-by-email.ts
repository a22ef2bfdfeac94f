import { normalizeEmail } from 'shared-kernel/contract/account-rules';
import type { Db } from '../../db/schema';

/** The id of the account with this address (compared case-insensitively), if any. */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeEmail(email)))
    .executeTakeFirst();
  return user?.id;
}
