import { sql, type Transaction } from 'kysely';
import { ERROR_CODES, type Relation } from 'shared-kernel/contract';
import type { Db, Schema } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { notifyLive } from '../../db/live-notices';
import { isProfileVisible, loadRelation } from './visibility';

/**
 * What goes when `a` blocks `b` (SPEC §9: blocking removes chats and likes), in the block's
 * transaction: the likes between them, both ways, and `a`'s conversation with `b` (removed from
 * their list, its messages so far hidden for them, as DELETE /api/chat.php does). `b` no longer
 * sees the conversation either: a block hides the profile both ways. Both sides' tabs reload
 * their conversations list.
 */
export async function onBlocked(trx: Transaction<Schema>, a: number, b: number): Promise<void> {
  const removed = await trx
    .updateTable('conversation_members as cm')
    .from('conversations as c')
    .set({ removed: true, unread_count: 0, hidden_up_to: sql<number>`coalesce(c.last_message_id, 0)` })
    .whereRef('c.id', '=', 'cm.conversation_id')
    .where('c.profile_low', '=', Math.min(a, b))
    .where('c.profile_high', '=', Math.max(a, b))
    .where('cm.profile_id', '=', a)
    .returning('cm.conversation_id')
    .executeTakeFirst();
  if (removed) await notifyLive(trx, { type: 'chats', to: [a, b] });
  await trx
    .deleteFrom('likes')
    .where((eb) =>
      eb.or([
        eb.and([eb('liker_profile_id', '=', a), eb('liked_profile_id', '=', b)]),
        eb.and([eb('liker_profile_id', '=', b), eb('liked_profile_id', '=', a)]),
      ]),
    )
    .execute();
}

const notYourself = () => new DomainError('invalid', ERROR_CODES.validation, byKey('errors.members.blockYourself'), { field: 'profile_id' });

/**
 * Blocks a profile (idempotent). The profile must be one the blocker can see, or one they already
 * blocked: a profile that blocked them, like an unknown one, is a 404.
 */
export async function blockProfile(db: Db, blockerId: number, profileId: number): Promise<Relation | null> {
  if (blockerId === profileId) throw notYourself();
  return db.transaction().execute(async (trx) => {
    if (!(await isProfileVisible(trx, blockerId, profileId, { ignoreOwnBlock: true }))) return null;
    await trx
      .insertInto('blocks')
      .values({ blocker_profile_id: blockerId, blocked_profile_id: profileId })
      .onConflict((oc) => oc.columns(['blocker_profile_id', 'blocked_profile_id']).doNothing())
      .execute();
    await onBlocked(trx, blockerId, profileId);
    return loadRelation(trx, blockerId, profileId);
  });
}

/** Removes the member's own block (idempotent for a profile they can see); else a 404. */
export async function unblockProfile(db: Db, blockerId: number, profileId: number): Promise<Relation | null> {
  if (blockerId === profileId) throw notYourself();
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('blocks')
      .where('blocker_profile_id', '=', blockerId)
      .where('blocked_profile_id', '=', profileId)
      .returning('blocked_profile_id')
      .executeTakeFirst();
    if (!removed && !(await isProfileVisible(trx, blockerId, profileId))) return null;
    return loadRelation(trx, blockerId, profileId);
  });
}
