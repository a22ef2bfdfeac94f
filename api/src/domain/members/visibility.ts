import { sql, type Expression } from 'kysely';
import type { Relation } from 'shared-kernel/contract';
import type { DbOrTrx } from '../../db/schema';
import { notFound, type DomainError, byKey } from '../errors';
import { restrictionHolds } from '../moderation/restrictions';

/** The answer for a profile the viewer may not see, or that does not exist (any more). */
export const profileGone = (): DomainError => notFound(byKey('errors.members.profileGone'));

export interface VisibilityOptions {
  /**
   * Let the viewer's own block not hide the profile (blocking again, unblocking). A block by the
   * other side always hides it.
   */
  ignoreOwnBlock?: boolean;
  /**
   * How the rule finds hidden accounts. `set` (the default): once per query as a (small) hashed
   * set, for a query over many profiles (a search, a list): the planner charges a per-profile
   * lookup for every profile a search index holds, and at a million profiles that made it read a
   * region's matches from the table instead of the index. `lookup`: the profile's own account, one
   * index probe, for a query about one profile (a profile page, a chat send), which need not build
   * the set (`visibleProfile` asks for it).
   */
  hiddenAccounts?: 'set' | 'lookup';
}

/**
 * Whether the account of the users row `alias` hides its profile: deleted (within the grace period;
 * an erased account has no profile left), or suspended or banned while the restriction holds
 * (issue 18). The first two conditions are the predicate of the partial index users_hidden
 * (migration 0035), so the set of such accounts is read from that small index.
 */
const hides = (alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.erased_at`)} is null and (${sql.ref(`${alias}.status`)} = 'deleted' or ${sql.ref(`${alias}.restriction`)} is not null)
    and (${sql.ref(`${alias}.status`)} = 'deleted' or ${restrictionHolds(alias)})`;

/**
 * The one rule for which profiles a viewer (a profile id, or null for a visitor) may see, as the
 * start of a query on `profiles as p`: the profile is active, its account is not deleted
 * (fictional profiles have none), it is not invisible (an invisible member is still seen by the
 * members they liked) and there is no block between the two in either direction. The viewer's
 * own profile is not excluded here: a search leaves it out itself.
 */
export function visibleProfiles(db: DbOrTrx, viewerProfileId: number | null, options: VisibilityOptions = {}) {
  return db
    .selectFrom('profiles as p')
    .where('p.status', '=', 'active')
    .where((eb) =>
      options.hiddenAccounts !== 'lookup'
        ? eb.or([eb('p.user_id', 'is', null), eb('p.user_id', 'not in', db.selectFrom('users as vu').select('vu.id').where(hides('vu')))])
        : eb.not(eb.exists(eb.selectFrom('users as vu').select(sql`1`.as('one')).whereRef('vu.id', '=', 'p.user_id').where(hides('vu')))),
    )
    .where((eb) => {
      if (viewerProfileId === null) return eb('p.invisible', '=', false);
      const conditions = [
        eb.or([
          eb('p.invisible', '=', false),
          // A member always sees their own profile, invisible or not.
          eb('p.id', '=', viewerProfileId),
          // The members who liked the viewer: one hashed set per query, as the blocks below.
          eb('p.id', 'in', eb.selectFrom('likes as vl').select('vl.liker_profile_id').where('vl.liked_profile_id', '=', viewerProfileId)),
        ]),
        // NOT IN over the (few) blocks of the viewer: one hashed set per query instead of an
        // anti-join per profile, so a count over many profiles stays an index-only scan.
        eb(
          'p.id',
          'not in',
          eb.selectFrom('blocks as vb').select('vb.blocker_profile_id').where('vb.blocked_profile_id', '=', viewerProfileId),
        ),
      ];
      if (!options.ignoreOwnBlock) {
        conditions.push(
          eb(
            'p.id',
            'not in',
            eb.selectFrom('blocks as vo').select('vo.blocked_profile_id').where('vo.blocker_profile_id', '=', viewerProfileId),
          ),
        );
      }
      return eb.and(conditions);
    });
}

/** `visibleProfiles` narrowed to one profile (its account looked up, not the set of hidden accounts built). */
export function visibleProfile(db: DbOrTrx, viewerProfileId: number | null, profileId: number | Expression<number>, options: VisibilityOptions = {}) {
  return visibleProfiles(db, viewerProfileId, { ...options, hiddenAccounts: 'lookup' }).where('p.id', '=', profileId);
}

/** Whether one profile is visible to the viewer (see `visibleProfiles`). */
export async function isProfileVisible(
  db: DbOrTrx,
  viewerProfileId: number | null,
  profileId: number,
  options: VisibilityOptions = {},
): Promise<boolean> {
  const row = await visibleProfile(db, viewerProfileId, profileId, options).select('p.id').executeTakeFirst();
  return row !== undefined;
}

export const NO_RELATION: Relation = { liked: false, liked_by: false, match: false, blocked: false };

/** Likes either way and the viewer's own block between the viewer and a profile. */
export async function loadRelation(db: DbOrTrx, viewerProfileId: number, profileId: number): Promise<Relation> {
  const [likes, block] = await Promise.all([
    db
      .selectFrom('likes')
      .select(['liker_profile_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('liker_profile_id', '=', viewerProfileId), eb('liked_profile_id', '=', profileId)]),
          eb.and([eb('liker_profile_id', '=', profileId), eb('liked_profile_id', '=', viewerProfileId)]),
        ]),
      )
      .execute(),
    db
      .selectFrom('blocks')
      .select('blocked_profile_id')
      .where('blocker_profile_id', '=', viewerProfileId)
      .where('blocked_profile_id', '=', profileId)
      .executeTakeFirst(),
  ]);
  const liked = likes.some((l) => l.liker_profile_id === viewerProfileId);
  const likedBy = likes.some((l) => l.liker_profile_id === profileId);
  return { liked, liked_by: likedBy, match: liked && likedBy, blocked: block !== undefined };
}
