import type { api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';

type Privacy = ResponseOf<typeof api.privacy>;

const PRIVACY_COLUMNS = ['invisible', 'privacy_mode', 'show_presence'] as const;
const toPrivacy = (row: Privacy): Privacy => ({ invisible: row.invisible, privacy_mode: row.privacy_mode, show_presence: row.show_presence });

/**
 * The privacy flags of the member's own profile (SPEC §1): invisible keeps the profile out of
 * search and lists for everyone it did not like; privacy mode shows others only the main photo
 * unless the profile liked them; show_presence (issue 15) lets others see when the member is online
 * or was last active, and the member see theirs. Null when the account has no profile.
 */
export async function loadPrivacy(db: Db, userId: number): Promise<Privacy | null> {
  const row = await db.selectFrom('profiles').select(PRIVACY_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
  return row ? toPrivacy(row) : null;
}

/** Changes the given flags (the others stay); null when the account has no profile. */
export async function updatePrivacy(db: Db, userId: number, changes: BodyOf<typeof api.updatePrivacy>): Promise<Privacy | null> {
  const set: Partial<Privacy> = {};
  if (changes.invisible !== undefined) set.invisible = changes.invisible;
  if (changes.privacy_mode !== undefined) set.privacy_mode = changes.privacy_mode;
  if (changes.show_presence !== undefined) set.show_presence = changes.show_presence;
  if (Object.keys(set).length === 0) return loadPrivacy(db, userId);
  const row = await db.updateTable('profiles').set(set).where('user_id', '=', userId).returning(PRIVACY_COLUMNS).executeTakeFirst();
  return row ? toPrivacy(row) : null;
}
