import { CONTENT_REASONS, ERROR_CODES, type ModerationReason } from 'shared-kernel/contract';
import type { Db, Trx } from '../../db/schema';
import { DomainError, notFound, byKey } from '../errors';
import { failValidation } from '../validation';
import { createStatement } from './statements';

/**
 * The moderation queue (issue 18): every new photo and every changed "about me" text enters it in
 * the transaction that stores it. A text changed again while its item is open updates that item
 * (one open item per profile and field); a deleted photo takes its item with it.
 */
export async function enqueuePhoto(trx: Trx, profileId: number, photoId: number, filename: string): Promise<void> {
  await trx.insertInto('moderation_items').values({ profile_id: profileId, kind: 'photo', photo_id: photoId, content: filename }).execute();
}

export async function enqueueText(trx: Trx | Db, profileId: number, field: 'about', content: string): Promise<void> {
  const now = new Date();
  if (content.trim() === '') {
    // An emptied text has nothing to moderate: an open item for the old text goes.
    await trx.deleteFrom('moderation_items').where('profile_id', '=', profileId).where('kind', '=', 'text').where('field', '=', field).where('state', '=', 'pending').execute();
    return;
  }
  await trx
    .insertInto('moderation_items')
    .values({ profile_id: profileId, kind: 'text', field, content, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['profile_id', 'field'])
        .where('state', '=', 'pending')
        .where('kind', '=', 'text')
        .doUpdateSet({ content, updated_at: now }),
    )
    .execute();
}

export interface QueueItem {
  id: number;
  kind: 'photo' | 'text';
  profile_id: number;
  profile_name: string;
  user_id: number | null;
  photo_id: number | null;
  /** The photo's file name (for the back office's image URL) or the text. */
  content: string;
  thumb_filename: string | null;
  created_at: string;
  updated_at: string;
}

/** The open items, oldest first (the back office's queue). */
export async function listQueue(db: Db, { limit = 50, kind }: { limit?: number; kind?: 'photo' | 'text' } = {}): Promise<QueueItem[]> {
  let query = db
    .selectFrom('moderation_items as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .leftJoin('photos as ph', 'ph.id', 'm.photo_id')
    .select(['m.id', 'm.kind', 'm.profile_id', 'p.name as profile_name', 'p.user_id', 'm.photo_id', 'm.content', 'ph.thumb_filename', 'm.created_at', 'm.updated_at'])
    .where('m.state', '=', 'pending')
    .orderBy('m.created_at')
    .orderBy('m.id')
    .limit(limit);
  if (kind) query = query.where('m.kind', '=', kind);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
}

export const countOpenItems = async (db: Db): Promise<number> =>
  Number(
    (await db.selectFrom('moderation_items').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'pending').executeTakeFirstOrThrow()).n,
  );

/** Claims an open item for a decision: locked, and refused when it was decided (or removed) meanwhile. */
async function claimOpenItem(trx: Trx, itemId: number) {
  const item = await trx.selectFrom('moderation_items').selectAll().where('id', '=', itemId).forUpdate().executeTakeFirst();
  if (!item) throw notFound(byKey('staff.moderation.itemGone'));
  if (item.state !== 'pending') throw new DomainError('conflict', ERROR_CODES.alreadyDecided, byKey('staff.moderation.itemGone'));
  return item;
}

/**
 * Approves an open item, in the caller's transaction (with its audit entry): a photo becomes (or
 * stays) visible to others; a text stays as it is.
 */
export async function approveItem(trx: Trx, itemId: number, staffId: number): Promise<{ kind: 'photo' | 'text'; profileId: number }> {
  const item = await claimOpenItem(trx, itemId);
  if (item.photo_id !== null) await trx.updateTable('photos').set({ status: 'active' }).where('id', '=', item.photo_id).execute();
  await trx.updateTable('moderation_items').set({ state: 'approved', decided_at: new Date(), decided_by: staffId }).where('id', '=', itemId).execute();
  return { kind: item.kind, profileId: item.profile_id };
}

export interface RejectInput {
  reason: ModerationReason;
  note?: string | undefined;
}

/**
 * Rejects an open item with a statement of reasons (DSA art. 17) to the member, in the caller's
 * transaction: a photo is hidden from others (status rejected; the member still sees it, marked,
 * and may delete it); a text is removed from the profile if it is still the text that was reviewed.
 */
export async function rejectItem(trx: Trx, itemId: number, staffId: number, input: RejectInput): Promise<{ reference: string; kind: 'photo' | 'text'; profileId: number }> {
  if (!CONTENT_REASONS.includes(input.reason)) failValidation(byKey('staff.moderation.contentReasonRequired'), 'reason');
  const item = await claimOpenItem(trx, itemId);
  const profile = await trx.selectFrom('profiles').select(['user_id', 'about']).where('id', '=', item.profile_id).executeTakeFirstOrThrow();
  if (item.photo_id !== null) {
    await trx.updateTable('photos').set({ status: 'rejected' }).where('id', '=', item.photo_id).execute();
  } else if (profile.about === item.content) {
    await trx.updateTable('profiles').set({ about: '' }).where('id', '=', item.profile_id).execute();
  }
  let reference = '';
  let statementId: number | null = null;
  if (profile.user_id !== null) {
    const statement = await createStatement(trx, {
      userId: profile.user_id,
      source: 'moderation',
      decision: 'content_removed',
      restriction: byKey(item.kind === 'photo' ? 'statements.photoRestriction' : 'statements.textRestriction'),
      reason: input.reason,
      note: input.note,
      moderationItemId: item.id,
    });
    reference = statement.reference;
    statementId = statement.id;
  }
  await trx
    .updateTable('moderation_items')
    .set({ state: 'rejected', decided_at: new Date(), decided_by: staffId, statement_id: statementId })
    .where('id', '=', itemId)
    .execute();
  return { reference, kind: item.kind, profileId: item.profile_id };
}
