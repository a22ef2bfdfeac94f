import type { Gender, ProfileCard, Sexuality } from 'shared-kernel/contract';
import { ageOn, SIGNUP_MIN_AGE } from 'shared-kernel/contract/account-rules';
import { soughtGenders } from 'shared-kernel/contract/profile-rules';
import type { Db } from '../../db/schema';
import { CARD_COLUMNS, toCards, type CardRow, type CardView } from './cards';
import { birthdateRange } from './ages';

/** How many profiles the signup-matches page shows. */
export const SIGNUP_MATCHES_COUNT = 12;

/** Sexualities of someone of `candidate` gender who would be looking for a `seeker`. */
export function sexualitiesSeeking(candidate: Gender, seeker: Gender): Sexuality[] {
  return candidate === seeker ? ['gay', 'lesbian', 'bi'] : ['hetero', 'bi'];
}

export interface MatchTier {
  /** Profiles of the member's own country, or of every other country. */
  sameCountry: boolean;
  withPhoto: boolean;
}

/** In order of preference: the member's country first, and within it profiles with a photo. */
export const MATCH_TIERS: readonly MatchTier[] = [
  { sameCountry: true, withPhoto: true },
  { sameCountry: true, withPhoto: false },
  { sameCountry: false, withPhoto: true },
  { sameCountry: false, withPhoto: false },
];

export interface MatchSeeker {
  profileId: number;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  /** 'YYYY-MM-DD'. */
  birthdate: string;
}

/** Years a first match may be younger or older than the new member (never under SIGNUP_MIN_AGE). */
export const MATCH_AGE_SPREAD = 10;

/** The ages shown to a member of `age`: from max(18, age − 10) to age + 10. */
export function matchAgeRange(age: number): { minAge: number; maxAge: number } {
  return { minAge: Math.max(SIGNUP_MIN_AGE, age - MATCH_AGE_SPREAD), maxAge: Math.max(SIGNUP_MIN_AGE, age) + MATCH_AGE_SPREAD };
}

/** The birth-date bounds of the seeker's match ages on `today`: born on or before `latest`, after `earliest`. */
function seekerBirthdates(seeker: MatchSeeker, today: Date): { latest: string; earliest: string } {
  const [year = 0, month = 1, day = 1] = seeker.birthdate.split('-').map(Number);
  const { minAge, maxAge } = matchAgeRange(ageOn({ year, month, day }, today));
  const { bornOnOrBefore, bornAfter } = birthdateRange(today, minAge, maxAge);
  if (bornOnOrBefore === null || bornAfter === null) throw new Error('an age range with both ends has both bounds');
  return { latest: bornOnOrBefore, earliest: bornAfter };
}

/**
 * One tier of candidates, newest first: active profiles (not the member's own, not of a deleted
 * account) of a gender the member seeks, who would seek the member back, and of an age near the
 * member's (matchAgeRange). Walks
 * `profiles_active_country (country, id)` (or the primary key for the other countries) backwards
 * and stops after `limit` hits; exported so a test can check the plan.
 */
export function matchTierQuery(db: Db, seeker: MatchSeeker, tier: MatchTier, limit: number, today: Date = new Date()) {
  const genders = soughtGenders(seeker.gender, seeker.sexuality);
  const born = seekerBirthdates(seeker, today);
  return db
    .selectFrom('profiles as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(CARD_COLUMNS)
    .where('p.status', '=', 'active')
    .where('p.country', tier.sameCountry ? '=' : '<>', seeker.country)
    .where('p.id', '<>', seeker.profileId)
    .where('p.birthdate', '<=', born.latest)
    .where('p.birthdate', '>', born.earliest)
    .where((eb) => eb.or([eb('p.user_id', 'is', null), eb('u.status', '<>', 'deleted')]))
    .where((eb) =>
      eb.or(
        genders.map((gender) =>
          eb.and([eb('p.gender', '=', gender), eb('p.sexuality', 'in', sexualitiesSeeking(gender, seeker.gender))]),
        ),
      ),
    )
    .where((eb) => {
      const activePhoto = eb
        .selectFrom('photos as ph')
        .select('ph.id')
        .whereRef('ph.profile_id', '=', 'p.id')
        .where('ph.status', '=', 'active');
      return tier.withPhoto ? eb.exists(activePhoto) : eb.not(eb.exists(activePhoto));
    })
    .orderBy('p.id', 'desc')
    .limit(limit);
}

/** Up to SIGNUP_MATCHES_COUNT profile cards for the member, by the tiers' preference. */
export async function findSignupMatches(db: Db, seeker: MatchSeeker, view: CardView): Promise<ProfileCard[]> {
  const rows: CardRow[] = [];
  for (const tier of MATCH_TIERS) {
    const missing = SIGNUP_MATCHES_COUNT - rows.length;
    if (missing <= 0) break;
    rows.push(...(await matchTierQuery(db, seeker, tier, missing).execute()));
  }
  return toCards(db, rows, view);
}
