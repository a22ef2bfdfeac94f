import type { Gender, Sexuality } from 'shared-kernel/contract';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DatabaseHandle } from '../../db/database';
import { hashSessionToken, sessionQueryOf, validToken, type SessionUser } from '../accounts/sessions';
import { compiledOnce } from '../../db/compiled-once';
import { prepared } from '../../db/prepared';

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

/**
 * The session of a token with its member's profile in one query (the session `resolve` reads, and the
 * member's profile): null for no valid session, `viewer` null for an account without a
 * profile. Every member request asks for both first.
 */
export async function loadSessionViewer(db: DatabaseHandle, token: string | undefined): Promise<{ user: SessionUser; viewer: Viewer | null } | null> {
  if (!validToken(token)) return null;
  const query = sessionViewerQuery(db.kysely)({ tokenHash: hashSessionToken(token), now: new Date() });
  const row = (await db.kysely.executeQuery(prepared(query))).rows[0];
  if (!row) return null;
  const user: SessionUser = { userId: row.userId, sessionId: row.sessionId };
  if (row.profileId === null || row.gender === null || row.sexuality === null || row.country === null || row.birthdate === null) return { user, viewer: null };
  return { user, viewer: viewerOf(row.userId, { ...row, profileId: row.profileId, gender: row.gender, sexuality: row.sexuality, country: row.country, birthdate: row.birthdate }) };
}

const sessionViewerOf = (db: Kysely<Schema>, tokenHash: string, now: Date) =>
  sessionQueryOf(db, tokenHash, now)
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['profiles.id as profileId', 'profiles.gender', 'profiles.sexuality', 'profiles.country', 'profiles.region_id', 'profiles.birthdate', 'users.paid_user']);

type SessionViewerRow = Awaited<ReturnType<ReturnType<typeof sessionViewerOf>['executeTakeFirstOrThrow']>>;

/** The query of `loadSessionViewer`, compiled once per database (it runs on every member request). */
const sessionViewerQueries = new WeakMap<Kysely<Schema>, (args: { tokenHash: string; now: Date }) => CompiledQuery<SessionViewerRow>>();
function sessionViewerQuery(db: Kysely<Schema>) {
  let query = sessionViewerQueries.get(db);
  if (!query) {
    query = compiledOnce({ tokenHash: '\u0000session token hash', now: new Date(0) }, ({ tokenHash, now }) => sessionViewerOf(db, tokenHash, now));
    sessionViewerQueries.set(db, query);
  }
  return query;
}

/** A viewer from the profile columns the session query selects. */
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
