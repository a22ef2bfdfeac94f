import type { Db } from '../../db/schema';

/** The language an account chose (PUT /api/user.php), or undefined for an unknown account. */
export async function userLanguage(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language;
}
