import { api, ERROR_CODES, type Relation, type ResponseOf } from 'shared-kernel/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { notifyLive } from '../../db/live-notices';
import { notifyLikeReceived, type LikeMailContext } from '../mail/like-received';
import { soughtGenders } from 'shared-kernel/contract/profile-rules';
import { sexualitiesSeeking } from './matches';
import { CARD_COLUMNS, mainPhotosOf, toCards, type CardRow, type CardView } from './cards';
import type { Viewer } from './viewer';
import { birthdateRange, type AgeRange } from './ages';
import { isProfileVisible, loadRelation, profileGone, visibleProfiles } from './visibility';

export type LikeSource = 'profile' | 'swipe' | 'match_finder' | 'auto';
export type MatchProfile = ResponseOf<typeof api.like>['match'];

export const notYourself = (): DomainError => new DomainError('invalid', ERROR_CODES.validation, byKey('errors.members.likeYourself'));

/** The profile the viewer acts on: not the viewer itself (400), and visible to the viewer (else 404). */
export async function requireTarget(db: DbOrTrx, viewer: Viewer, profileId: number): Promise<void> {
  if (profileId === viewer.profileId) throw notYourself();
  if (!(await isProfileVisible(db, viewer.profileId, profileId))) throw profileGone();
}

/**
 * The candidates of a gender the viewer seeks and who would seek the viewer back, visible to the
 * viewer, not the viewer, and not yet liked by the viewer; with `ages`, only those aged within the
 * range on `ages.today`.
 */
export function likeCandidates(db: DbOrTrx, viewer: Viewer, ages?: AgeRange & { today: Date }) {
  const genders = soughtGenders(viewer.gender, viewer.sexuality);
  const born = ages ? birthdateRange(ages.today, ages.min, ages.max) : { bornOnOrBefore: null, bornAfter: null };
  return visibleProfiles(db, viewer.profileId)
    .where((eb) =>
      eb.and([
        ...(born.bornOnOrBefore === null ? [] : [eb('p.birthdate', '<=', born.bornOnOrBefore)]),
        ...(born.bornAfter === null ? [] : [eb('p.birthdate', '>', born.bornAfter)]),
      ]),
    )
    .where('p.id', '<>', viewer.profileId)
    .where((eb) =>
      eb.or(
        genders.map((gender) =>
          eb.and([eb('p.gender', '=', gender), eb('p.sexuality', 'in', sexualitiesSeeking(gender, viewer.gender))]),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('likes as own_like')
            .select('own_like.liked_profile_id')
            .where('own_like.liker_profile_id', '=', viewer.profileId)
            .whereRef('own_like.liked_profile_id', '=', 'p.id'),
        ),
      ),
    );
}

/**
 * Records a like; a second like of the same profile changes nothing (like_new and source stay).
 * With `mail`, a new like may queue the like-received mail (notifyLikeReceived decides), so run it
 * in a transaction. A new like is announced live to the liked member's tabs, and a match to both
 * sides' (delivered when the transaction commits). Returns whether it was new.
 */
export async function insertLike(db: DbOrTrx, likerId: number, likedId: number, source: LikeSource, mail?: LikeMailContext): Promise<boolean> {
  const inserted = await db
    .insertInto('likes')
    .values({ liker_profile_id: likerId, liked_profile_id: likedId, source, like_new: true })
    .onConflict((oc) => oc.columns(['liker_profile_id', 'liked_profile_id']).doNothing())
    .returning('liker_profile_id')
    .executeTakeFirst();
  if (inserted === undefined) return false;
  if (mail) await notifyLikeReceived(db, { likerProfileId: likerId, likedProfileId: likedId, source }, mail);
  const likedBack = await db
    .selectFrom('likes')
    .select('liker_profile_id')
    .where('liker_profile_id', '=', likedId)
    .where('liked_profile_id', '=', likerId)
    .executeTakeFirst();
  const match = likedBack !== undefined;
  await notifyLive(db, { type: 'likes', to: [likedId], profile_id: likerId, match });
  if (match) await notifyLive(db, { type: 'likes', to: [likerId], profile_id: likedId, match: true });
  return true;
}

/**
 * POST /api/like.php: the viewer likes a profile they may see (not themselves); the like and its
 * mail (if any, `likeMailContext` read before the transaction) are committed together.
 */
export async function likeFromProfile(
  db: Db,
  viewer: Viewer,
  profileId: number,
  site: { cdnPrefix: string; likeMailContext(): Promise<LikeMailContext> },
): Promise<ResponseOf<typeof api.like>> {
  await requireTarget(db, viewer, profileId);
  const mail = await site.likeMailContext();
  return db.transaction().execute((trx) => likeProfile(trx, viewer.profileId, profileId, 'profile', site.cdnPrefix, mail));
}

/** Takes back the viewer's like of a profile (visible to the viewer); answers the relation after it. */
export async function unlikeProfile(db: Db, viewer: Viewer, profileId: number): Promise<ResponseOf<typeof api.unlike>> {
  await requireTarget(db, viewer, profileId);
  await db.deleteFrom('likes').where('liker_profile_id', '=', viewer.profileId).where('liked_profile_id', '=', profileId).execute();
  return { relation: await loadRelation(db, viewer.profileId, profileId), match: null };
}

/** A profile for the match modal: id, name and the cdn-prefixed main photo. */
export async function matchProfile(db: DbOrTrx, profileId: number, cdnPrefix: string): Promise<NonNullable<MatchProfile>> {
  const row = await db.selectFrom('profiles').select(['id', 'name']).where('id', '=', profileId).executeTakeFirstOrThrow();
  const main = (await mainPhotosOf(db, [profileId])).get(profileId);
  return { id: row.id, name: row.name, main_image: main ? { match: cdnPrefix + main.filename } : null };
}

/**
 * Likes the profile for the viewer (source as given) and tells whether it is a match now. A match
 * is answered whenever both like each other after the call, so a repeated like answers the same.
 */
export async function likeProfile(
  db: DbOrTrx,
  viewerId: number,
  profileId: number,
  source: LikeSource,
  cdnPrefix: string,
  mail?: LikeMailContext,
): Promise<{ relation: Relation; match: MatchProfile }> {
  await insertLike(db, viewerId, profileId, source, mail);
  const relation = await loadRelation(db, viewerId, profileId);
  return { relation, match: relation.match ? await matchProfile(db, profileId, cdnPrefix) : null };
}

/** SPEC §7 GET /api/likes.php for the viewer: only visible profiles, only the viewer's own likes. */
export async function loadLikes(db: Db, viewerId: number, view: CardView): Promise<ResponseOf<typeof api.likes>> {
  const received = await visibleProfiles(db, viewerId)
    .innerJoin('likes as l', 'l.liker_profile_id', 'p.id')
    .select([...CARD_COLUMNS, 'l.like_new', 'l.created_at'])
    .where('l.liked_profile_id', '=', viewerId)
    .orderBy('l.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const given = await visibleProfiles(db, viewerId)
    .innerJoin('likes as l', 'l.liked_profile_id', 'p.id')
    .select([...CARD_COLUMNS, 'l.created_at'])
    .where('l.liker_profile_id', '=', viewerId)
    .orderBy('l.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();

  const receivedIds = new Set(received.map((r) => r.id));
  const matches = given.filter((g) => receivedIds.has(g.id)).map((g) => g.id);
  const seen = new Set<number>();
  const rows: CardRow[] = [];
  for (const row of [...received, ...given]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return {
    profiles: await toCards(db, rows, view),
    liked_by: received.map((r) => ({ id: r.id, like_new: r.like_new })),
    likes: given.map((g) => g.id),
    matches,
  };
}

/**
 * SPEC §7 GET /api/auto-like.php: a profile that likes the member, for the match modal.
 *
 * The choice: among the visible profiles the member may like (of a sought gender, seeking the
 * member back, not yet liked by the member), a fictional profile that does not like the member
 * yet gets a like from its side (source 'auto', like_new true); profiles with a photo first, then
 * the member's own country, then the newest. Real members never like automatically: when no
 * fictional profile is left, the newest unseen like (like_new) of such a profile, real or
 * fictional, is shown instead; without one the answer is null.
 */
export async function autoLike(db: Db, viewer: Viewer, cdnPrefix: string): Promise<ResponseOf<typeof api.autoLike>> {
  return db.transaction().execute(async (trx) => {
    // One auto-like at a time per member: two calls at once could otherwise pick the same profile.
    await trx.selectFrom('profiles').select('id').where('id', '=', viewer.profileId).forUpdate().executeTakeFirst();
    for (const withPhoto of [true, false]) {
      const pick = await likeCandidates(trx, viewer)
        .select('p.id')
        .where('p.fictional', '=', true)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('likes as back')
                .select('back.liker_profile_id')
                .where('back.liked_profile_id', '=', viewer.profileId)
                .whereRef('back.liker_profile_id', '=', 'p.id'),
            ),
          ),
        )
        .where((eb) => {
          const photo = eb.selectFrom('photos as ph').select('ph.id').whereRef('ph.profile_id', '=', 'p.id').where('ph.status', '=', 'active');
          return withPhoto ? eb.exists(photo) : eb.not(eb.exists(photo));
        })
        .orderBy((eb) => eb.case().when('p.country', '=', viewer.country).then(0).else(1).end())
        .orderBy('p.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (pick) {
        await insertLike(trx, pick.id, viewer.profileId, 'auto');
        return { profile: await matchProfile(trx, pick.id, cdnPrefix) };
      }
    }
    const unseen = await likeCandidates(trx, viewer)
      .innerJoin('likes as l', 'l.liker_profile_id', 'p.id')
      .select('p.id')
      .where('l.liked_profile_id', '=', viewer.profileId)
      .where('l.like_new', '=', true)
      .orderBy('l.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { profile: unseen ? await matchProfile(trx, unseen.id, cdnPrefix) : null };
  });
}
