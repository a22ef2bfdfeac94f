import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Schema, Trx } from '../../db/schema';
import { GRACE_MS } from './deletion';

export interface EraseResult {
  /** Ids of the accounts erased in this run. */
  erased: number[];
  /** Photo files removed from the uploads directory. */
  files: number;
}

type Logger = { warn(obj: object, msg: string): void };

const isInside = (file: string, dir: string): boolean => file.startsWith(dir + path.sep);

/**
 * Removes one photo file, only when it lies inside the uploads directory (also after resolving
 * symbolic links of its folders). A missing file is fine: it may be gone already.
 */
async function removeUpload(uploadsRoot: string, relative: string, logger?: Logger): Promise<boolean> {
  const target = path.resolve(uploadsRoot, relative);
  if (!isInside(target, uploadsRoot)) {
    logger?.warn({ file: relative }, 'erase: photo path outside the uploads directory, not removed');
    return false;
  }
  let folder: string;
  try {
    folder = await fs.realpath(path.dirname(target));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  const real = path.join(folder, path.basename(target));
  if (!isInside(real, uploadsRoot)) {
    logger?.warn({ file: relative }, 'erase: photo path leads outside the uploads directory, not removed');
    return false;
  }
  try {
    await fs.unlink(real);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EISDIR' || code === 'EPERM') {
      logger?.warn({ file: relative }, 'erase: photo path is not a file, not removed');
      return false;
    }
    throw err;
  }
}

/** The uploads directory with its links resolved (photo paths are checked against it). */
export async function uploadsRootOf(uploadsDir: string): Promise<string> {
  try {
    return await fs.realpath(uploadsDir);
  } catch {
    return path.resolve(uploadsDir);
  }
}

/**
 * Erases one account's personal data for good, in the caller's transaction (which has locked the
 * users row): photo files and rows, interests, profile, sessions, one-time links, trusted devices,
 * login failures and mails. The users row stays, anonymised (placeholder address, no password, no
 * tracking or signup data), so references to it (payments, the credit ledger) hold. Answers how many
 * photo files were removed.
 */
export async function eraseAccountData(trx: Trx, id: number, uploadsRoot: string, now: Date, logger?: Logger): Promise<number> {
  const profiles = await trx.selectFrom('profiles').select('id').where('user_id', '=', id).execute();
  const profileIds = profiles.map((p) => p.id);
  let removed = 0;
  if (profileIds.length > 0) {
    const photos = await trx.selectFrom('photos').select(['filename', 'thumb_filename']).where('profile_id', 'in', profileIds).execute();
    const names = [...new Set(photos.flatMap((p) => [p.filename, p.thumb_filename]))];
    // A file another profile also uses (e.g. a shared demo picture) stays.
    const shared =
      names.length === 0
        ? []
        : await trx
            .selectFrom('photos')
            .select(['filename', 'thumb_filename'])
            .where('profile_id', 'not in', profileIds)
            .where((eb) => eb.or([eb('filename', 'in', names), eb('thumb_filename', 'in', names)]))
            .execute();
    const keep = new Set(shared.flatMap((p) => [p.filename, p.thumb_filename]));
    // Files first: when removing one fails, the transaction rolls back and the next run retries.
    for (const name of names) {
      if (!keep.has(name) && (await removeUpload(uploadsRoot, name, logger))) removed += 1;
    }
    await trx.deleteFrom('photos').where('profile_id', 'in', profileIds).execute();
    await trx.deleteFrom('profile_interests').where('profile_id', 'in', profileIds).execute();
    await trx.deleteFrom('profiles').where('id', 'in', profileIds).execute();
  }
  await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  await trx.deleteFrom('account_tokens').where('user_id', '=', id).execute();
  await trx.deleteFrom('trusted_devices').where('user_id', '=', id).execute();
  await trx.deleteFrom('login_failures').where('user_id', '=', id).execute();
  await trx.deleteFrom('mail_outbox').where('user_id', '=', id).execute();
  await trx
    .updateTable('users')
    .set({
      email: `erased-${id}@erased.invalid`,
      password_hash: null,
      network: null,
      ref: null,
      sub1: null,
      sub2: null,
      sub3: null,
      signup_message: null,
      signup_ip: null,
      signup_target_profile_id: null,
      delete_comment: null,
      erased_at: now,
    })
    .where('id', '=', id)
    .execute();
  return removed;
}

/**
 * The erase job: every account deleted more than 14 days ago and not erased yet loses its
 * personal data for good (`eraseAccountData`). Each account is erased in its own transaction,
 * after checking again that it is still due.
 */
export async function eraseExpiredAccounts(
  db: Kysely<Schema>,
  uploadsDir: string,
  now: Date = new Date(),
  logger?: Logger,
): Promise<EraseResult> {
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'deleted')
    .where('erased_at', 'is', null)
    .where('deleted_at', '<=', cutoff)
    .orderBy('id')
    .execute();

  const uploadsRoot = await uploadsRootOf(uploadsDir);
  const result: EraseResult = { erased: [], files: 0 };
  for (const { id } of due) {
    const files = await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'deleted')
        .where('erased_at', 'is', null)
        .where('deleted_at', '<=', cutoff)
        .forUpdate()
        .executeTakeFirst();
      if (!user) return null;
      return eraseAccountData(trx, id, uploadsRoot, now, logger);
    });
    if (files !== null) {
      result.erased.push(id);
      result.files += files;
    }
  }
  return result;
}
