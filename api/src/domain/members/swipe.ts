import { api, ERROR_CODES, SWIPE_ABOUT_LENGTH, SWIPE_INTERESTS, SWIPE_LIKES_PER_DAY, type AgePreference, type ResponseOf, type SwipeCard } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { MATCH_TIERS } from './matches';
import { ageFromBirthdate, CARD_COLUMNS, toCards, type CardRow, type CardView } from './cards';
import { ageWindow, type AgeRange } from './ages';
import type { Viewer } from './viewer';
import type { LikeMailContext } from '../mail/like-received';
import { insertLike, likeCandidates, matchProfile, requireTarget } from './likes';
import { loadRelation } from './visibility';
import { interestName } from '../../i18n';
import { amsterdamDay, nextAmsterdamMidnight } from 'shared-kernel/utils/amsterdamDay';

/** How many profiles one GET of the swipe game deals. */
export const SWIPE_DECK_SIZE = 10;

/** The clock of the swipe game; tests replace `now` to stand on either side of a midnight. */
export const swipeClock = { now: (): Date => new Date() };

export const swipeLimitReached = (resetsAt: string): DomainError =>
  new DomainError('rateLimited', ERROR_CODES.swipeLimit, byKey('errors.members.swipeLimit'), { likes_left: 0, resets_at: resetsAt });

async function swipeLikesUsed(db: Db, profileId: number, day: string): Promise<number> {
  const { count } = await db
    .selectFrom('swipe_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Up to SWIPE_DECK_SIZE visible profiles for the swipe game: of a sought gender, aged within `ages`,
 * not yet liked and not swiped today; the member's country and profiles with a photo first, newest
 * first within.
 */
export async function swipeDeck(db: Db, viewer: Viewer, day: string, view: CardView & { today: Date }, ages: AgeRange): Promise<SwipeCard[]> {
  const rows: (CardRow & { about: string })[] = [];
  for (const tier of MATCH_TIERS) {
    const missing = SWIPE_DECK_SIZE - rows.length;
    if (missing <= 0) break;
    rows.push(
      ...(await likeCandidates(db, viewer, { ...ages, today: view.today })
        .select([...CARD_COLUMNS, 'p.about'])
        .where('p.country', tier.sameCountry ? '=' : '<>', viewer.country)
        .where((eb) => {
          const photo = eb.selectFrom('photos as ph').select('ph.id').whereRef('ph.profile_id', '=', 'p.id').where('ph.status', '=', 'active');
          return tier.withPhoto ? eb.exists(photo) : eb.not(eb.exists(photo));
        })
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('swipe_likes as sw')
                .select('sw.liked_profile_id')
                .where('sw.profile_id', '=', viewer.profileId)
                .where('sw.day', '=', day)
                .whereRef('sw.liked_profile_id', '=', 'p.id'),
            ),
          ),
        )
        .orderBy('p.id', 'desc')
        .limit(missing)
        .execute()),
    );
  }
  return swipeCards(db, rows, view);
}

/** The start of an about-me text on one line: cut at a word within `max` characters, with '…'. */
export function aboutLine(about: string, max: number = SWIPE_ABOUT_LENGTH): string {
  const line = about.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Cards of the swipe game: the profile card with its photo count, a line of about-me and interests. */
async function swipeCards(db: Db, rows: readonly (CardRow & { about: string })[], view: CardView): Promise<SwipeCard[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [cards, photoCounts, interests] = await Promise.all([
    toCards(db, rows, view),
    db
      .selectFrom('photos')
      .select(['profile_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('profile_id', 'in', ids)
      .where('status', '=', 'active')
      .groupBy('profile_id')
      .execute(),
    db
      .selectFrom('profile_interests as pi')
      .innerJoin('interests as i', 'i.id', 'pi.interest_id')
      .select(['pi.profile_id', 'i.slug', 'i.name'])
      .where('pi.profile_id', 'in', ids)
      .orderBy('pi.profile_id')
      .orderBy('i.position')
      .orderBy('i.id')
      .execute(),
  ]);
  const counts = new Map(photoCounts.map((r) => [r.profile_id, Number(r.n)]));
  const names = new Map<number, string[]>();
  for (const row of interests) names.set(row.profile_id, [...(names.get(row.profile_id) ?? []), interestName(view.language ?? 'nl', row.slug, row.name)]);
  return cards.map((card, i) => ({
    ...card,
    photo_count: counts.get(card.id) ?? 0,
    about_line: aboutLine(rows[i]?.about ?? ''),
    interests: (names.get(card.id) ?? []).slice(0, SWIPE_INTERESTS),
  }));
}

/**
 * The swipe game of a member today: the deck (within the member's age preference, or their own
 * age ± AGE_WINDOW_YEARS), the likes left and when they reset.
 */
export async function swipeGame(
  db: Db,
  viewer: Viewer,
  view: Pick<CardView, 'memberResell' | 'vantage' | 'language'>,
  preference: AgePreference = {},
): Promise<ResponseOf<typeof api.swipe>> {
  const now = swipeClock.now();
  const day = amsterdamDay(now);
  const used = await swipeLikesUsed(db, viewer.profileId, day);
  const ages = ageWindow(ageFromBirthdate(viewer.birthdate, now), preference);
  return {
    profiles: await swipeDeck(db, viewer, day, { ...view, today: now }, ages),
    likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used),
    resets_at: nextAmsterdamMidnight(now).toISOString(),
  };
}

export interface SwipeActionInput {
  profileId: number;
  like: boolean;
  /** The site variant's cdn_prefix (the match modal's photo). */
  cdnPrefix: string;
  /** What the like's mail needs (read only for a like, before its transaction). */
  likeMailContext(): Promise<LikeMailContext>;
}

/**
 * A swipe: a pass records nothing (the profile may come round again); a like counts against the
 * day's SWIPE_LIKES_PER_DAY and is stored with its mail (if any) in one transaction.
 */
export async function swipeAction(db: Db, viewer: Viewer, input: SwipeActionInput): Promise<ResponseOf<typeof api.swipeAction>> {
  await requireTarget(db, viewer, input.profileId);
  const now = swipeClock.now();
  const day = amsterdamDay(now);
  const resetsAt = nextAmsterdamMidnight(now).toISOString();
  if (!input.like) {
    const used = await swipeLikesUsed(db, viewer.profileId, day);
    return { likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used), resets_at: resetsAt, match: null };
  }
  const mail = await input.likeMailContext();
  return db.transaction().execute(async (trx) => {
    // The member's profile row is locked for the count and the insert: parallel swipes of one
    // member take turns, so no more than SWIPE_LIKES_PER_DAY can pass in a day.
    await trx.selectFrom('profiles').select('id').where('id', '=', viewer.profileId).forUpdate().executeTakeFirstOrThrow();
    const usedBefore = await swipeLikesUsed(trx, viewer.profileId, day);
    const alreadyLiked = await trx
      .selectFrom('likes')
      .select('liked_profile_id')
      .where('liker_profile_id', '=', viewer.profileId)
      .where('liked_profile_id', '=', input.profileId)
      .executeTakeFirst();
    // Liking a profile the member already likes is no new like and costs nothing.
    if (!alreadyLiked) {
      if (usedBefore >= SWIPE_LIKES_PER_DAY) throw swipeLimitReached(resetsAt);
      await trx
        .insertInto('swipe_likes')
        .values({ profile_id: viewer.profileId, day, liked_profile_id: input.profileId })
        .onConflict((oc) => oc.columns(['profile_id', 'day', 'liked_profile_id']).doNothing())
        .execute();
      await insertLike(trx, viewer.profileId, input.profileId, 'swipe', mail);
    }
    const used = await swipeLikesUsed(trx, viewer.profileId, day);
    const relation = await loadRelation(trx, viewer.profileId, input.profileId);
    return {
      likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used),
      resets_at: resetsAt,
      match: relation.match ? await matchProfile(trx, input.profileId, input.cdnPrefix) : null,
    };
  });
}
