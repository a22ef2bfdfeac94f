import type { Gender, Sexuality } from 'shared-kernel/contract';
import type { DbOrTrx } from '../../db/schema';
import type { SessionUser } from '../accounts/sessions';

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
  if (!row) return null;
  return {
    userId: user.userId,
    profileId: row.id,
    paidUser: row.paid_user,
    gender: row.gender as Gender,
    sexuality: row.sexuality as Sexuality,
    country: row.country,
    regionId: row.region_id,
    birthdate: row.birthdate,
  };
}
