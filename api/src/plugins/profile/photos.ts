import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ERROR_CODES, type OwnPhoto } from 'shared-kernel/contract';
import type { Schema } from '../../db/schema';
import { ApiHttpError } from '../../http/errors';
import type { ProcessedPhoto } from './image';
import { photoLimitFor, withMainFlag } from './own-profile';
import { PROFILE_TEXTS } from './texts';

type Db = Kysely<Schema>;

/** Uploaded photos live in `<uploadsDir>/photos/<profile id>/`, next to the seeder's `seed/`. */
export const PHOTOS_DIR = 'photos';

export const photoLimitReached = (paidUser: boolean): ApiHttpError =>
  new ApiHttpError(409, ERROR_CODES.photoLimit, paidUser ? PROFILE_TEXTS.photoLimitPremium : PROFILE_TEXTS.photoLimitFree);

export interface PhotoOwner {
  profileId: number;
  paidUser: boolean;
  photoCount: number;
}

/** The member's profile, premium state and number of photos (every status counts toward the limit). */
export async function findPhotoOwner(db: Db, userId: number): Promise<PhotoOwner | null> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'users.paid_user'])
    .select((eb) =>
      eb.selectFrom('photos').select(eb.fn.countAll<number>().as('n')).whereRef('photos.profile_id', '=', 'profiles.id').as('photo_count'),
    )
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { profileId: row.id, paidUser: row.paid_user, photoCount: Number(row.photo_count ?? 0) };
}

export interface StoredFiles {
  /** Relative to the uploads directory, as stored in `photos` and served under /media/. */
  filename: string;
  thumb_filename: string;
  /** Absolute paths, to remove them again. */
  paths: [string, string];
}

/** Writes a processed photo under a random name; a half-written file is never visible under its real name. */
export async function writePhotoFiles(uploadsDir: string, profileId: number, processed: ProcessedPhoto): Promise<StoredFiles> {
  const relativeDir = path.posix.join(PHOTOS_DIR, String(profileId));
  const dir = path.join(uploadsDir, PHOTOS_DIR, String(profileId));
  await fs.mkdir(dir, { recursive: true });
  const base = randomBytes(16).toString('hex');
  const filename = path.posix.join(relativeDir, `${base}.jpg`);
  const thumbFilename = path.posix.join(relativeDir, `${base}_thumb.jpg`);
  const paths: [string, string] = [path.join(dir, `${base}.jpg`), path.join(dir, `${base}_thumb.jpg`)];
  try {
    for (const [file, data] of [
      [paths[0], processed.photo],
      [paths[1], processed.thumb],
    ] as const) {
      const tmp = `${file}.tmp`;
      await fs.writeFile(tmp, data, { flag: 'wx', mode: 0o644 });
      await fs.rename(tmp, file);
    }
  } catch (err) {
    await removePhotoFiles(paths);
    throw err;
  }
  return { filename, thumb_filename: thumbFilename, paths };
}

export async function removePhotoFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.flatMap((file) => [fs.rm(file, { force: true }), fs.rm(`${file}.tmp`, { force: true })]));
}

/**
 * Records an uploaded photo as the profile's last one, active at once. The profile row is locked
 * for the count and the insert, so two uploads at the same moment cannot both pass the limit.
 */
export async function insertPhoto(db: Db, profileId: number, files: StoredFiles): Promise<OwnPhoto> {
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.id', 'users.paid_user'])
      .where('profiles.id', '=', profileId)
      .forUpdate('profiles')
      .executeTakeFirstOrThrow();
    const { count, last } = await trx
      .selectFrom('photos')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('position').as('last')])
      .where('profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= photoLimitFor(owner.paid_user)) throw photoLimitReached(owner.paid_user);
    const inserted = await trx
      .insertInto('photos')
      .values({
        profile_id: profileId,
        filename: files.filename,
        thumb_filename: files.thumb_filename,
        position: last === null ? 0 : Number(last) + 1,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photos = await trx
      .selectFrom('photos')
      .select(['id', 'filename', 'thumb_filename', 'status', 'position'])
      .where('profile_id', '=', profileId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const photo = withMainFlag(photos).find((p) => p.id === inserted.id);
    if (!photo) throw new Error(`photo ${inserted.id} vanished inside its own transaction`);
    return photo;
  });
}
