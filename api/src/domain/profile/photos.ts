import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ERROR_CODES, PHOTO_LIMITS, type OwnPhoto } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import { isStoreKey, type FileStore } from '../../storage';
import { DomainError, byKey } from '../errors';
import type { ProcessedPhoto } from '../images/image';
import { writePhotoFilesAs, type StoredFiles } from '../images/photo-files';
import { enqueuePhoto } from '../moderation/queue';
import { loadOwnPhotos, photoLimitFor } from './own-profile';


/** Uploaded photos live under `photos/<profile id>/` in the file store, next to the seeder's `seed/`. */
export const PHOTOS_DIR = 'photos';

export const photoLimitReached = (paidUser: boolean): DomainError =>
  new DomainError('conflict', ERROR_CODES.photoLimit, byKey(paidUser ? 'errors.profile.photoLimitPremium' : 'errors.profile.photoLimitFree', PHOTO_LIMITS));

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

/** Writes a processed photo as `photos/<profile id>/<random>.jpg` (and its `_thumb.jpg`). */
export const writePhotoFiles = (store: FileStore, profileId: number, processed: ProcessedPhoto): Promise<StoredFiles> =>
  writePhotoFilesAs(store, `${PHOTOS_DIR}/${profileId}`, randomBytes(16).toString('hex'), processed);

/**
 * Records an uploaded photo as the profile's last one and puts it in the moderation queue (issue
 * 18). The uploader has it at once; other members see it at once only when the site's
 * `photos_visible_before_approval` is on (status active, removed on rejection), otherwise after
 * approval (status pending). The profile row is locked for the count and the insert, so two
 * uploads at the same moment cannot both pass the limit.
 */
export async function insertPhoto(db: Db, profileId: number, files: StoredFiles, visibleBeforeApproval = true): Promise<OwnPhoto> {
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
        status: visibleBeforeApproval ? 'active' : 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueuePhoto(trx, profileId, inserted.id, files.filename);
    const photo = (await loadOwnPhotos(trx, profileId)).find((p) => p.id === inserted.id);
    if (!photo) throw new Error(`photo ${inserted.id} vanished inside its own transaction`);
    return photo;
  });
}

/** The answer for a photo id that is unknown, gone or another member's: the same for all three. */
export const photoGone = (): DomainError => new DomainError('notFound', ERROR_CODES.notFound, byKey('errors.profile.photoGone'));

/**
 * Numbers the profile's photos 0, 1, 2, … in their current order, with `firstId` (if given) in
 * front. One statement; rows already at their place are not written.
 */
async function renumberPhotos(db: Db, profileId: number, firstId: number | null): Promise<void> {
  await sql`
    update photos p set position = o.rn - 1
    from (
      select id, row_number() over (order by (id = ${firstId ?? 0}) desc, position, id) as rn
      from photos where profile_id = ${profileId}
    ) o
    where p.id = o.id and p.position <> o.rn - 1`.execute(db);
}

/** Locks the profile row: photo changes of one member (uploads included) happen one at a time. */
const lockProfile = (db: Db, profileId: number) =>
  db.selectFrom('profiles').select('id').where('id', '=', profileId).forUpdate().executeTakeFirst();

/**
 * Makes one of the member's own photos the first (position 0); the others keep their order behind
 * it. The main photo is the first active one, so a photo still waiting for approval moves to the
 * front and becomes the main photo once it is approved.
 */
export async function setMainPhoto(db: Db, profileId: number, photoId: number): Promise<OwnPhoto[]> {
  return db.transaction().execute(async (trx) => {
    await lockProfile(trx, profileId);
    const photo = await trx.selectFrom('photos').select('id').where('id', '=', photoId).where('profile_id', '=', profileId).executeTakeFirst();
    if (!photo) throw photoGone();
    await renumberPhotos(trx, profileId, photo.id);
    return await loadOwnPhotos(trx, profileId);
  });
}

/**
 * Deletes one of the member's own photos: the row (the others close up their positions) and then
 * both objects. A file another photo row still names (seeded profiles may share one) stays.
 */
export async function deletePhoto(db: Db, store: FileStore, profileId: number, photoId: number): Promise<OwnPhoto[]> {
  const { photos, files } = await db.transaction().execute(async (trx) => {
    await lockProfile(trx, profileId);
    const deleted = await trx
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .where('profile_id', '=', profileId)
      .returning(['filename', 'thumb_filename'])
      .executeTakeFirst();
    if (!deleted) throw photoGone();
    const names = [deleted.filename, deleted.thumb_filename];
    const stillUsed = await trx
      .selectFrom('photos')
      .select(['filename', 'thumb_filename'])
      .where((eb) => eb.or([eb('filename', 'in', names), eb('thumb_filename', 'in', names)]))
      .execute();
    const used = new Set(stillUsed.flatMap((row) => [row.filename, row.thumb_filename]));
    await renumberPhotos(trx, profileId, null);
    return {
      photos: await loadOwnPhotos(trx, profileId),
      files: names.filter((name) => !used.has(name)),
    };
  });
  // A name from the database that is not a store key (never written by us) is left alone.
  await store.delete([...new Set(files)].filter(isStoreKey));
  return photos;
}
