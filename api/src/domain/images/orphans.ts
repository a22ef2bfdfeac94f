import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { FileStore } from '../../storage';

/** Uploads: members' photos (`photos/<profile>/…`) and chat photos (`chat/…`). The seeder's pool (`seed/`) is kept whole. */
export const UPLOAD_PREFIXES = ['photos/', 'chat/'] as const;
/** An object younger than this is never an orphan: its upload may not have committed its row yet. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Keys looked up in the database per query. */
const BATCH = 500;

/** Which of these keys a photo or a chat message still names. */
async function referenced(db: Kysely<Schema>, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('messages')
    .select('photo_filename as key')
    .where('photo_filename', 'in', keys)
    .union(db.selectFrom('messages').select('photo_thumb_filename as key').where('photo_thumb_filename', 'in', keys))
    .union(db.selectFrom('photos').select('filename as key').where('filename', 'in', keys))
    .union(db.selectFrom('photos').select('thumb_filename as key').where('thumb_filename', 'in', keys))
    .execute();
  return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
}

/**
 * The daily orphan sweep (issue 31): removes uploaded objects no row names any more and that are
 * older than ORPHAN_GRACE_MS — left behind by a host that died between storing a photo and
 * committing its row, or by a removal that failed after its commit. Answers what it looked at and
 * what it removed.
 */
export async function removeOrphanFiles(db: Kysely<Schema>, files: FileStore, now: Date = new Date()): Promise<{ checked: number; removed: number }> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let checked = 0;
  let removed = 0;
  const sweep = async (batch: string[]): Promise<void> => {
    const keep = await referenced(db, batch);
    removed += await files.delete(batch.filter((key) => !keep.has(key)));
  };
  for (const prefix of UPLOAD_PREFIXES) {
    let batch: string[] = [];
    for await (const object of files.list(prefix)) {
      checked += 1;
      if (object.lastModified.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) {
        await sweep(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await sweep(batch);
  }
  return { checked, removed };
}
