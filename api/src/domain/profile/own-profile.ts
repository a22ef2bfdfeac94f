import { profileAttributes } from '../../db/profile-attributes';
import type { Transaction } from 'kysely';
import { PHOTO_LIMITS, type OwnPhoto, type OwnProfile, type UpdateProfileBody } from 'shared-kernel/contract';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, nameProblem } from 'shared-kernel/contract/account-rules';
import type { Db, Schema } from '../../db/schema';
import { failValidation } from '../validation';

import { enqueueText } from '../moderation/queue';
import { byKey } from '../errors';

/** Largest value of an `integer` column: a bigger id cannot exist (and PostgreSQL refuses it as a parameter). */
const PG_INT_MAX = 2_147_483_647;
export const isStorableId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= PG_INT_MAX;

export const photoLimitFor = (paidUser: boolean): number => (paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free);

/** The member's profile row with what the endpoints need of the account. */
export async function findOwnProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .selectAll('profiles')
    .select(['users.email', 'users.paid_user'])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}

interface PhotoRow {
  id: number;
  filename: string;
  thumb_filename: string;
  status: OwnPhoto['status'];
  position: number;
}

/** Photos in display order; the main photo is the first active one. */
function withMainFlag(rows: readonly PhotoRow[]): OwnPhoto[] {
  const mainId = rows.find((row) => row.status === 'active')?.id;
  return rows.map((row) => ({ ...row, main: row.id === mainId }));
}

/** The member's photos (also inside a transaction, e.g. right after an upload). */
export async function loadOwnPhotos(db: Db | Transaction<Schema>, profileId: number): Promise<OwnPhoto[]> {
  const rows = await db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'status', 'position'])
    .where('profile_id', '=', profileId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return withMainFlag(rows);
}

/** The logged-in member's own profile (SPEC §3 attributes, interests, photos), or null without one. */
export async function loadOwnProfile(db: Db, userId: number): Promise<OwnProfile | null> {
  const row = await findOwnProfileRow(db, userId);
  if (!row) return null;
  const interests = await db
    .selectFrom('profile_interests')
    .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
    .select('interests.id')
    .where('profile_interests.profile_id', '=', row.id)
    .orderBy('interests.position')
    .orderBy('interests.id')
    .execute();
  const photos = await loadOwnPhotos(db, row.id);
  return {
    id: row.id,
    name: row.name,
    ...profileAttributes(row),
    birthdate: row.birthdate,
    country: row.country,
    region_id: row.region_id,
    city: row.city,
    about: row.about,
    interests: interests.map((i) => i.id),
    photos,
    photo_limit: photoLimitFor(row.paid_user),
    status: row.status,
  };
}

/**
 * The contract has already stripped control characters from the city and the about text
 * (UpdateProfileBodySchema); what is left here is the whitespace around them, and one kind of line
 * break in texts.
 */
const cleanLine = (value: string): string => value.trim();
const cleanText = (value: string): string => value.replace(/\r\n?/g, '\n').trim();

type ProfileUpdate = {
  name?: string;
  sexuality?: string;
  country?: string;
  region_id?: number | null;
  city?: string;
  hair_colour?: string | null;
  eye_colour?: string | null;
  body_type?: string | null;
  relationship_status?: string | null;
  about?: string;
};

/**
 * Applies a partial update of the member's own profile (the body is already parsed by the
 * contract's schema). The name follows the signup rules; a region must lie in the profile's
 * (new or current) country; interests replace the old set. Nothing is written unless every field
 * is valid. Returns false when the member has no profile.
 */
export async function updateOwnProfile(db: Db, userId: number, body: UpdateProfileBody): Promise<boolean> {
  const current = await findOwnProfileRow(db, userId);
  if (!current) return false;
  const patch: ProfileUpdate = {};

  if (body.name !== undefined) {
    const problem = nameProblem(body.name, current.email);
    if (problem) failValidation(byKey(`errors.accounts.${problem}`, { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }), 'name');
    patch.name = body.name.trim();
  }
  if (body.sexuality !== undefined) patch.sexuality = body.sexuality;

  const country = body.country ?? current.country;
  if (body.country !== undefined && body.country !== current.country) {
    const known = await db.selectFrom('countries').select('code').where('code', '=', body.country).executeTakeFirst();
    if (!known) failValidation(byKey('errors.profile.unknownCountry'), 'country');
    patch.country = body.country;
  }
  if (body.region_id !== undefined && body.region_id !== null) {
    const inCountry =
      isStorableId(body.region_id) &&
      (await db
        .selectFrom('regions')
        .select('id')
        .where('id', '=', body.region_id)
        .where('country', '=', country)
        .executeTakeFirst()) !== undefined;
    if (!inCountry) failValidation(byKey('errors.profile.regionNotInCountry'), 'region_id');
    patch.region_id = body.region_id;
  } else if (body.region_id === null) {
    patch.region_id = null;
  } else if (patch.country !== undefined && current.region_id !== null) {
    // A new country without a region: the old region lies in the old country, so it goes.
    const stays = await db
      .selectFrom('regions')
      .select('id')
      .where('id', '=', current.region_id)
      .where('country', '=', country)
      .executeTakeFirst();
    if (!stays) patch.region_id = null;
  }

  if (body.city !== undefined) patch.city = cleanLine(body.city);
  if (body.about !== undefined) patch.about = cleanText(body.about);
  for (const field of ['hair_colour', 'eye_colour', 'body_type', 'relationship_status'] as const) {
    if (body[field] !== undefined) patch[field] = body[field];
  }

  let interests: number[] | undefined;
  if (body.interests !== undefined) {
    interests = [...new Set(body.interests)];
    if (interests.some((id) => !isStorableId(id))) failValidation(byKey('errors.profile.unknownInterest'), 'interests');
    if (interests.length > 0) {
      const found = await db.selectFrom('interests').select('id').where('id', 'in', interests).execute();
      if (found.length !== interests.length) failValidation(byKey('errors.profile.unknownInterest'), 'interests');
    }
  }

  await db.transaction().execute(async (trx) => {
    if (Object.keys(patch).length > 0) {
      await trx.updateTable('profiles').set(patch).where('id', '=', current.id).execute();
    }
    // A changed "about me" goes to the moderation queue (issue 18); others see it meanwhile.
    if (patch.about !== undefined && patch.about !== current.about) await enqueueText(trx, current.id, 'about', patch.about);
    if (interests !== undefined) {
      await trx.deleteFrom('profile_interests').where('profile_id', '=', current.id).execute();
      if (interests.length > 0) {
        await trx
          .insertInto('profile_interests')
          .values(interests.map((interestId) => ({ profile_id: current.id, interest_id: interestId })))
          .execute();
      }
    }
  });
  return true;
}
