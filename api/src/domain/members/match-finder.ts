import { AGE_WINDOW_YEARS, api, type AgePreference, type ResponseOf } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import { MATCH_TIERS } from './matches';
import { ageFromBirthdate, CARD_COLUMNS, toCards, type CardRow, type CardView } from './cards';
import type { Viewer } from './viewer';
import { likeCandidates } from './likes';
import { ageWindow, type AgeRange } from './ages';

/** How many profiles the match finder shows. */
export const MATCH_FINDER_COUNT = 12;
/** How many candidates are scored: the newest of the member's region, then of the tiers. */
export const MATCH_FINDER_POOL = 200;
const REGION_POOL = 100;

/** Points of each part of the score; together at most 100. */
export const MATCH_POINTS = {
  perSharedInterest: 15,
  maxSharedInterests: 3,
  sameRegion: 25,
  sameCountry: 10,
  ageWithin2: 20,
  ageWithin5: 12,
  ageWithin10: 5,
  photo: 10,
  /** The score of a candidate more than AGE_WINDOW_YEARS older or younger is divided by this. */
  farApartDivisor: 2,
} as const;

export interface MatchCandidate {
  id: number;
  country: string;
  region_id: number | null;
  age: number;
  sharedInterests: number;
  hasPhoto: boolean;
}

export interface MatchSelf {
  country: string;
  region_id: number | null;
  age: number;
}

/** The score (0-100) of a candidate for the member and the reasons for it, in Dutch. */
export function scoreMatch(self: MatchSelf, candidate: MatchCandidate): { score: number; reasons: string[] } {
  let score = 0;
  const reasons: string[] = [];
  if (candidate.sharedInterests > 0) {
    score += Math.min(candidate.sharedInterests, MATCH_POINTS.maxSharedInterests) * MATCH_POINTS.perSharedInterest;
    reasons.push(
      candidate.sharedInterests === 1 ? 'Jullie delen 1 interesse' : `Jullie delen ${candidate.sharedInterests} interesses`,
    );
  }
  if (self.region_id !== null && candidate.region_id === self.region_id && candidate.country === self.country) {
    score += MATCH_POINTS.sameRegion;
    reasons.push('Woont in jouw regio');
  } else if (candidate.country === self.country) {
    score += MATCH_POINTS.sameCountry;
    reasons.push('Woont in jouw land');
  }
  const ageDistance = Math.abs(candidate.age - self.age);
  if (ageDistance <= 2) {
    score += MATCH_POINTS.ageWithin2;
    reasons.push('Bijna even oud als jij');
  } else if (ageDistance <= 5) {
    score += MATCH_POINTS.ageWithin5;
    reasons.push(`Scheelt ${ageDistance} jaar met jou`);
  } else if (ageDistance <= AGE_WINDOW_YEARS) {
    score += MATCH_POINTS.ageWithin10;
  }
  if (candidate.hasPhoto) {
    score += MATCH_POINTS.photo;
    reasons.push('Heeft een foto');
  }
  // Further apart than AGE_WINDOW_YEARS (a member's own wider age preference) is half as good a match.
  if (ageDistance > AGE_WINDOW_YEARS) score = Math.floor(score / MATCH_POINTS.farApartDivisor);
  return { score: Math.min(100, score), reasons };
}

type Row = CardRow & { region_id: number | null };

async function candidatePool(db: Db, viewer: Viewer, ages: AgeRange & { today: Date }): Promise<Row[]> {
  const rows: Row[] = [];
  const seen = new Set<number>();
  const add = (found: Row[]): void => {
    for (const row of found) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  };
  if (viewer.regionId !== null) {
    add(
      await likeCandidates(db, viewer, ages)
        .select([...CARD_COLUMNS, 'p.region_id'])
        .where('p.region_id', '=', viewer.regionId)
        .orderBy('p.id', 'desc')
        .limit(REGION_POOL)
        .execute(),
    );
  }
  for (const tier of MATCH_TIERS) {
    const missing = MATCH_FINDER_POOL - rows.length;
    if (missing <= 0) break;
    add(
      await likeCandidates(db, viewer, ages)
        .select([...CARD_COLUMNS, 'p.region_id'])
        .where('p.country', tier.sameCountry ? '=' : '<>', viewer.country)
        .where((eb) => {
          const photo = eb.selectFrom('photos as ph').select('ph.id').whereRef('ph.profile_id', '=', 'p.id').where('ph.status', '=', 'active');
          return tier.withPhoto ? eb.exists(photo) : eb.not(eb.exists(photo));
        })
        .orderBy('p.id', 'desc')
        .limit(missing)
        .execute(),
    );
  }
  return rows;
}

/**
 * Up to MATCH_FINDER_COUNT visible profiles of a sought gender the member has not liked yet, aged
 * within the member's age preference (or their own age ± AGE_WINDOW_YEARS), by score (shared
 * interests, same region or country, age distance, a photo), then newest first, so the same data
 * always gives the same order.
 */
export async function findMatches(db: Db, viewer: Viewer, view: CardView, preference: AgePreference = {}): Promise<ResponseOf<typeof api.matchFinder>> {
  const today = view.today ?? new Date();
  const ownAge = ageFromBirthdate(viewer.birthdate, today);
  const pool = await candidatePool(db, viewer, { ...ageWindow(ownAge, preference), today });
  if (pool.length === 0) return { profiles: [] };
  const ids = pool.map((r) => r.id);

  const ownInterests = db.selectFrom('profile_interests as own').select('own.interest_id').where('own.profile_id', '=', viewer.profileId);
  const shared = await db
    .selectFrom('profile_interests as pi')
    .select((eb) => ['pi.profile_id', eb.fn.countAll<number | string>().as('shared')])
    .where('pi.profile_id', 'in', ids)
    .where('pi.interest_id', 'in', ownInterests)
    .groupBy('pi.profile_id')
    .execute();
  const sharedOf = new Map(shared.map((s) => [s.profile_id, Number(s.shared)]));
  const withPhoto = await db
    .selectFrom('photos')
    .select('profile_id')
    .distinct()
    .where('profile_id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  const photoSet = new Set(withPhoto.map((p) => p.profile_id));

  const self: MatchSelf = { country: viewer.country, region_id: viewer.regionId, age: ownAge };
  const scored = pool
    .map((row) => ({
      row,
      ...scoreMatch(self, {
        id: row.id,
        country: row.country,
        region_id: row.region_id,
        age: ageFromBirthdate(row.birthdate, today),
        sharedInterests: sharedOf.get(row.id) ?? 0,
        hasPhoto: photoSet.has(row.id),
      }),
    }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .slice(0, MATCH_FINDER_COUNT);

  const cards = await toCards(
    db,
    scored.map((s) => s.row),
    { ...view, today },
  );
  return { profiles: cards.map((card, i) => ({ ...card, score: scored[i]!.score, reasons: scored[i]!.reasons })) };
}
