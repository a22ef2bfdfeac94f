import type { Gender, Sexuality } from 'shared-kernel/contract';
import type { DbOrTrx } from '../../db/schema';
import type { DatabaseHandle } from '../../db/database';
import { activeSessionQuery, type SessionUser } from '../accounts/sessions';

/**
 * The logged-in member looking at the site: their account and profile, with what the visibility,
 * like, swipe, match-finder and chat rules need of it. Routes get it from `request.viewer()` /
 * `request.member()` (web/request-facts.ts), read once per request.
 */
export interface Viewer {
  userId: number;
  profileId: number;
  paidUser: boolean;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  regionId: number | null;
  /** 'YYYY-MM-DD'. */
  birthdate: string;
}

/** The session's member with their profile, or null for a visitor (or an account without a profile). */
export async function loadViewer(db: DbOrTrx, user: SessionUser | null): Promise<Viewer | null> {
  if (!user) return null;
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'profiles.gender', 'profiles.sexuality', 'profiles.country', 'profiles.region_id', 'profiles.birthdate', 'users.paid_user'])
    .where('profiles.user_id', '=', user.userId)
    .executeTakeFirst();
  return row ? viewerOf(user.userId, { ...row, profileId: row.id }) : null;
}

/**
 * The session of a token with its member's profile in one query (what `resolve` and `loadViewer`
 * read one after the other): null for no valid session, `viewer` null for an account without a
 * profile. Every member request asks for both first.
 */
export async function loadSessionViewer(db: DatabaseHandle, token: string | undefined): Promise<{ user: SessionUser; viewer: Viewer | null } | null> {
  const row = await activeSessionQuery(db, token)
    ?.leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['profiles.id as profileId', 'profiles.gender', 'profiles.sexuality', 'profiles.country', 'profiles.region_id', 'profiles.birthdate', 'users.paid_user'])
    .executeTakeFirst();
  if (!row) return null;
  const user: SessionUser = { userId: row.userId, sessionId: row.sessionId };
  if (row.profileId === null || row.gender === null || row.sexuality === null || row.country === null || row.birthdate === null) return { user, viewer: null };
  return { user, viewer: viewerOf(row.userId, { ...row, profileId: row.profileId, gender: row.gender, sexuality: row.sexuality, country: row.country, birthdate: row.birthdate }) };
}

/** A viewer from the profile columns both loads select. */
function viewerOf(
  userId: number,
  row: { profileId: number; paid_user: boolean; gender: string; sexuality: string; country: string; region_id: number | null; birthdate: string },
): Viewer {
  return {
    userId,
    profileId: row.profileId,
    paidUser: row.paid_user,
    gender: row.gender as Gender,
    sexuality: row.sexuality as Sexuality,
    country: row.country,
    regionId: row.region_id,
    birthdate: row.birthdate,
  };
}
