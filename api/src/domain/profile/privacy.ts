import type { Kysely } from 'kysely';
import type { api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import type { Schema } from '../../db/schema';

type Db = Kysely<Schema>;
type Privacy = ResponseOf<typeof api.privacy>;

/**
 * The privacy flags of the member's own profile (SPEC §1): invisible keeps the profile out of
 * search and lists for everyone it did not like; privacy mode shows others only the main photo
 * unless the profile liked them. Null when the account has no profile.
 */
export async function loadPrivacy(db: Db, userId: number): Promise<Privacy | null> {
  const row = await db.selectFrom('profiles').select(['invisible', 'privacy_mode']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { invisible: row.invisible, privacy_mode: row.privacy_mode } : null;
}

/** Changes the given flags (the others stay); null when the account has no profile. */
export async function updatePrivacy(db: Db, userId: number, changes: BodyOf<typeof api.updatePrivacy>): Promise<Privacy | null> {
  const set: { invisible?: boolean; privacy_mode?: boolean } = {};
  if (changes.invisible !== undefined) set.invisible = changes.invisible;
  if (changes.privacy_mode !== undefined) set.privacy_mode = changes.privacy_mode;
  if (Object.keys(set).length === 0) return loadPrivacy(db, userId);
  const row = await db
    .updateTable('profiles')
    .set(set)
    .where('user_id', '=', userId)
    .returning(['invisible', 'privacy_mode'])
    .executeTakeFirst();
  return row ? { invisible: row.invisible, privacy_mode: row.privacy_mode } : null;
}
