import type { Db } from '../../db/schema';

/** The profile id of an account, or undefined for an account without a profile (gone for the client). */
export async function profileIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const profile = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).executeTakeFirst();
  return profile?.id;
}
