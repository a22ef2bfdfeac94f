import type { Kysely } from 'kysely';
import type { Schema, Trx } from '../../db/schema';
import { isStoreKey, type FileStore } from '../../storage';
import { GRACE_MS } from './deletion';

export interface EraseResult {
  /** Ids of the accounts erased in this run. */
  erased: number[];
  /** Photo files removed from the file store. */
  files: number;
}

type Logger = { warn(obj: object, msg: string): void };

/**
 * Erases one account's personal data for good, in the caller's transaction (which has locked the
 * users row): photo files and rows, interests, profile, sessions, one-time links, trusted devices,
 * login failures and mails. The users row stays, anonymised (placeholder address, no password, no
 * tracking or signup data), so references to it (payments, the credit ledger) hold. Answers how many
 * photo files were removed.
 */
export async function eraseAccountData(trx: Trx, id: number, store: FileStore, now: Date, logger?: Logger): Promise<number> {
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
    // Objects first: when removing one fails, the transaction rolls back and the next run retries.
    // A name that is not a store key (never written by us) is left alone and logged.
    const gone = names.filter((name) => !keep.has(name));
    for (const name of gone.filter((name) => !isStoreKey(name))) logger?.warn({ file: name }, 'erase: photo name is not a storage key, not removed');
    removed = await store.delete(gone.filter(isStoreKey));
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
  store: FileStore,
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
      return eraseAccountData(trx, id, store, now, logger);
    });
    if (files !== null) {
      result.erased.push(id);
      result.files += files;
    }
  }
  return result;
}
