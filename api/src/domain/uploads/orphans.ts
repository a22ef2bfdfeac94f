import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { FileStore, ObjectInfo } from '../../storage';
import { CHAT_PHOTOS_DIR } from '../chat/photos';
import { PHOTOS_DIR } from '../profile/photos';

/** The prefixes of uploads (profile and chat photos: those folders own their names), what the API writes per member. The seed pool (`seed/`) is the installation's and stays. */
export const UPLOAD_PREFIXES = [`${PHOTOS_DIR}/`, `${CHAT_PHOTOS_DIR}/`] as const;

/** An object younger than this is never an orphan: its row may still be on its way (an upload in flight). */
export const ORPHAN_GRACE_MS = 24 * 3600_000;

/** Keys checked against the database per query. */
const BATCH = 500;

export interface OrphanResult {
  /** Objects under the upload prefixes older than the grace period. */
  checked: number;
  /** Of those, the ones no row names any more, removed. */
  removed: number;
}

/** The keys of `keys` that a photo or message row names. */
async function referenced(db: Kysely<Schema>, keys: readonly string[]): Promise<Set<string>> {
  const [photos, messages] = await Promise.all([
    db
      .selectFrom('photos')
      .select(['filename', 'thumb_filename'])
      .where((eb) => eb.or([eb('filename', 'in', keys), eb('thumb_filename', 'in', keys)]))
      .execute(),
    db
      .selectFrom('messages')
      .select(['photo_filename', 'photo_thumb_filename'])
      .where((eb) => eb.or([eb('photo_filename', 'in', keys), eb('photo_thumb_filename', 'in', keys)]))
      .execute(),
  ]);
  return new Set([...photos.flatMap((p) => [p.filename, p.thumb_filename]), ...messages.flatMap((m) => [m.photo_filename, m.photo_thumb_filename])].filter((k): k is string => k !== null));
}

/**
 * Removes uploaded objects no row names (photos.filename/thumb_filename, messages.photo_filename/
 * photo_thumb_filename) and older than `graceMs`: what a crash between the upload and its row, or
 * between a row's removal and its files', left behind. Checked in batches, each against the
 * database as it is then, so a row written meanwhile keeps its objects.
 */
export async function removeOrphanFiles(db: Kysely<Schema>, store: FileStore, now: Date = new Date(), graceMs: number = ORPHAN_GRACE_MS): Promise<OrphanResult> {
  const cutoff = now.getTime() - graceMs;
  const result: OrphanResult = { checked: 0, removed: 0 };
  const sweep = async (batch: ObjectInfo[]): Promise<void> => {
    const keys = batch.map((o) => o.key);
    const used = await referenced(db, keys);
    const orphans = keys.filter((key) => !used.has(key));
    result.checked += keys.length;
    if (orphans.length > 0) result.removed += await store.delete(orphans);
  };
  for (const prefix of UPLOAD_PREFIXES) {
    let batch: ObjectInfo[] = [];
    for await (const object of store.list(prefix)) {
      if (object.lastModified.getTime() > cutoff) continue;
      batch.push(object);
      if (batch.length >= BATCH) {
        await sweep(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await sweep(batch);
  }
  return result;
}
