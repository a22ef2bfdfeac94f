import { sql, type SelectQueryBuilder } from 'kysely';
import { api, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, type Gender, type ResponseOf, type SearchQuerySchema, type SearchSort, type Settings } from 'shared-kernel/contract';
import type { z } from 'zod';
import type { Db, Schema } from '../../db/schema';
import { authenticationRequired } from '../errors';
import { birthdateRange } from './ages';
import { CARD_COLUMNS, toCards, type CardRow, type CardView } from './cards';
import { loadVantage, type Location, type Vantage } from './presence';
import { soughtGenders } from 'shared-kernel/contract/profile-rules';
import type { Viewer } from './viewer';
import { visibleProfiles } from './visibility';

export type SearchInput = z.output<typeof SearchQuerySchema>;

/** How many nearly-matching profiles a search with few results adds. */
export const SIMILAR_RESULTS_COUNT = 12;

export interface SearchCriteria {
  /** The viewer's profile (never in the results), or null for a visitor. */
  viewerProfileId: number | null;
  gender: Gender | null;
  country: string | null;
  /** A region id; -1 for a region code that does not exist (nothing matches). */
  regionId: number | null;
  /** Birth dates of the age range: born on or before `bornOnOrBefore`, after `bornAfter`. */
  bornOnOrBefore: string | null;
  bornAfter: string | null;
}

// The search's age range and the signup matches' share these (ages.ts); kept importable from here.
export { birthdateRange, yearsBefore } from './ages';

/**
 * The visible profiles matching the criteria (as `profiles as p`), without the viewer. Written so
 * that the search indexes of migration 0006 give both the count and the page order.
 */
export function searchQuery(db: Db, criteria: SearchCriteria) {
  let query = visibleProfiles(db, criteria.viewerProfileId);
  if (criteria.viewerProfileId !== null) query = query.where('p.id', '<>', criteria.viewerProfileId);
  if (criteria.gender !== null) query = query.where('p.gender', '=', criteria.gender);
  if (criteria.country !== null) query = query.where('p.country', '=', criteria.country);
  if (criteria.regionId !== null) query = query.where('p.region_id', '=', criteria.regionId);
  if (criteria.bornOnOrBefore !== null) query = query.where('p.birthdate', '<=', criteria.bornOnOrBefore);
  if (criteria.bornAfter !== null) query = query.where('p.birthdate', '>', criteria.bornAfter);
  return query;
}

/** One page of the search, profiles with a photo first, then the newest. */
export function searchPageQuery(db: Db, criteria: SearchCriteria, page: number, perPage: number = SEARCH_PAGE_SIZE) {
  return searchQuery(db, criteria)
    .select(CARD_COLUMNS)
    .orderBy('p.has_photo', 'desc')
    .orderBy('p.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** The order of a search page: newest (photo first, then newest), nearest city, most recently active. */
export type SearchOrder =
  | { sort: 'newest' }
  | { sort: 'online' }
  | { sort: 'nearby'; from: Location };

const KM_PER_DEGREE = 111.195;

/**
 * Squared distance in degrees of latitude (equirectangular: longitude scaled by the cosine at the
 * viewer) from the viewer to the point of `alias` (a profile, or a place): exact enough to order
 * places within NL and BE, and cheap. Profiles and places get the very same expression and
 * parameters, so a profile and its place are at exactly the same distance.
 */
const distanceOrder = (from: Location, alias = 'p') => {
  const cos = Math.cos((from.lat * Math.PI) / 180);
  return sql<number>`power(${sql.ref(`${alias}.lat`)} - ${from.lat}, 2) + power((${sql.ref(`${alias}.lon`)} - ${from.lon}) * ${cos}, 2)`;
};

/** The same distance in km, as the order above measures it. */
export const orderKm = (from: Location, to: Location): number =>
  KM_PER_DEGREE * Math.hypot(to.lat - from.lat, (to.lon - from.lon) * Math.cos((from.lat * Math.PI) / 180));

/**
 * The places the nearby walk passes before the count is known (a big city's page lies well within
 * them); a page beyond them is walked again to the end once the count says to walk.
 */
export const NEARBY_FIRST_WALK_PLACES = 200;

/** With this few matches (or fewer) ordering them all is cheaper than walking the places. */
export const NEARBY_ORDER_ALL_UP_TO = 2000;

/**
 * Whether the nearby order walks the places around the viewer rather than ordering every match:
 * not for few matches (a walk probes every place on its way, matches or not), and not within a
 * region (the region index holds each match's place, so ordering them reads only the region's
 * matches).
 */
export const nearbyByPlaces = (criteria: SearchCriteria, numResults: number): boolean =>
  numResults > NEARBY_ORDER_ALL_UP_TO && criteria.regionId === null;

/** A query on `profiles as p`, whatever it selects. */
type ProfilesQuery<O> = SelectQueryBuilder<Schema & { p: Schema['profiles'] }, 'p', O>;

/** The order of a page. Nearby: the nearest place first, within a place those with a photo, then the newest. */
function inOrder<O>(query: ProfilesQuery<O>, order: SearchOrder): ProfilesQuery<O> {
  if (order.sort === 'online') return query.orderBy('p.presence_at', (ob) => ob.desc().nullsLast()).orderBy('p.id', 'desc');
  if (order.sort === 'nearby') query = query.orderBy(distanceOrder(order.from), (ob) => ob.asc().nullsLast());
  return query.orderBy('p.has_photo', 'desc').orderBy('p.id', 'desc');
}

/** The cards of the profiles `ids` selects, in the order. */
const cardsInOrder = (db: Db, ids: SelectQueryBuilder<never, never, { id: number }>, order: SearchOrder) =>
  inOrder(db.selectFrom('profiles as p').select(CARD_COLUMNS).where('p.id', 'in', ids), order);

/**
 * One page in an order, of every match. The page's ids are found first, from a search index alone
 * (the order's keys and every column the filters read are in it, so skipped and sorted profiles
 * are never read from the table), then only those profiles' cards. Reading the cards of every
 * profile a deep page skips was most of a search's time at a million profiles.
 */
export function orderedPageQuery(db: Db, criteria: SearchCriteria, order: SearchOrder, page: number, perPage: number) {
  const ids = inOrder(searchQuery(db, criteria).select('p.id'), order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return cardsInOrder(db, ids, order);
}

/** A place the nearby walk passed: its matches (counted no further than the page needs) and how many lie up to it. */
export interface WalkedPlace {
  lat: number;
  lon: number;
  /** The distance as the order measures it (equal for places equally far). */
  d: number;
  n: number;
  upTo: number;
}

/**
 * The nearby walk: the places (of the searched country) from the nearest on, each with its number
 * of matches, until `need` matches lie up to the last one, and on through places exactly as far
 * as that one. A profile's location is its place's centre (migration 0018), so the nearby order is
 * place after place, and a page is found by counting the places before it (index probes on
 * gender, lat, lon: at most `need` entries read) instead of sorting every match up to it. One
 * statement: a recursive walk over the places in order, stopping where the counts reach `need`
 * (or, short of it, after `maxPlaces` places when given).
 */
export function nearbyWalkQuery(db: Db, criteria: SearchCriteria, from: Location, need: number, maxPlaces?: number) {
  let places = db.selectFrom('places as pl').select(['pl.lat', 'pl.lon', distanceOrder(from, 'pl').as('d')]).distinct();
  if (criteria.country !== null) places = places.where('pl.country', '=', criteria.country);
  const matches = searchQuery(db, criteria)
    .select(sql`1`.as('one'))
    .where('p.lat', '=', sql<number>`pl.lats[w.i + 1]`)
    .where('p.lon', '=', sql<number>`pl.lons[w.i + 1]`)
    .limit(sql<number>`greatest(${need} - w.up_to, 0)`);
  return sql<WalkedPlace>`with recursive pl as (
      select array_agg(x.lat order by x.d, x.lat, x.lon) as lats, array_agg(x.lon order by x.d, x.lat, x.lon) as lons,
        array_agg(x.d order by x.d, x.lat, x.lon) as ds
      from (${places}) x
    ),
    w (i, n, up_to) as (
      select 0, 0::bigint, 0::bigint
      union all
      select w.i + 1, c.n, w.up_to + c.n
      from w cross join pl
      cross join lateral (select count(*) as n from (${matches}) m) c
      where w.i < coalesce(cardinality(pl.lats), 0) and ((w.up_to < ${need} and ${maxPlaces === undefined ? sql`true` : sql`w.i < ${maxPlaces}`}) or pl.ds[w.i + 1] = pl.ds[w.i])
    )
    select pl.lats[w.i] as lat, pl.lons[w.i] as lon, pl.ds[w.i] as d, w.n::integer as n, w.up_to::integer as "upTo"
    from w cross join pl where w.i > 0 order by w.i`;
}

/** The matches of one or more places exactly as far from the viewer: profiles with a photo first, then the newest. */
function atPlaces(db: Db, criteria: SearchCriteria, places: readonly WalkedPlace[], offset: number, limit: number) {
  const query = searchQuery(db, criteria).select('p.id');
  const [only] = places;
  const here =
    places.length === 1 && only
      ? query.where('p.lat', '=', only.lat).where('p.lon', '=', only.lon)
      : query.where(sql<boolean>`(p.lat, p.lon) in (select * from unnest(${places.map((pl) => pl.lat)}::float8[], ${places.map((pl) => pl.lon)}::float8[]))`);
  return here.orderBy('p.has_photo', 'desc').orderBy('p.id', 'desc').offset(offset).limit(limit);
}

/**
 * The page [`offset`, `offset + perPage`) from a walk that reached it: for each distance the page
 * touches, that distance's places at their own offset and limit, joined in order of distance. Only
 * the matches of those places are sorted (photo, then newest): at most a big city's (Utrecht's
 * 11,700 women at a million profiles, 3–7 ms). Putting that order in the place indexes as keys
 * was tried: it saved those milliseconds but doubled the indexes (a unique key makes inserts split
 * pages in the middle of a place, where equal keys fill them), 115–129 MB each instead of 57–62. Null when the walk ended before the page (the rest lies beyond every place: the
 * profiles without a location, ordered last).
 */
export function nearbyPageQuery(db: Db, criteria: SearchCriteria, order: SearchOrder & { sort: 'nearby' }, walked: readonly WalkedPlace[], offset: number, perPage: number) {
  const need = offset + perPage;
  if ((walked[walked.length - 1]?.upTo ?? 0) < need) return null;
  const parts: Array<SelectQueryBuilder<Schema & { part: { id: number } }, 'part', { id: number }>> = [];
  let before = 0;
  for (let i = 0; i < walked.length && before < need; ) {
    // The places exactly as far as walked[i]: one part, ordered together.
    let j = i;
    while (j + 1 < walked.length && walked[j + 1]?.d === walked[i]?.d) j++;
    const group = walked.slice(i, j + 1);
    const upTo = walked[j]?.upTo ?? before;
    // A distance without matches adds nothing (places past the one that reached `need`, as far
    // as it, were not counted, but share its distance and so its part).
    if (upTo > offset && group.some((pl) => pl.n > 0)) {
      const from = Math.max(offset - before, 0);
      // A subquery each: a part of a union may not have an order or a limit of its own.
      parts.push(db.selectFrom(atPlaces(db, criteria, group, from, Math.min(upTo, need) - before - from).as('part')).select('part.id'));
    }
    before = upTo;
    i = j + 1;
  }
  const [first, ...rest] = parts;
  if (!first) return null;
  const ids = rest.reduce((all, part) => all.unionAll(part), first);
  return cardsInOrder(db, ids, order);
}

/**
 * One page in the given order. Nearby walks the places around the viewer's city (see
 * `nearbyWalkQuery`) and reads the page from the places it lies in; a search within a region, or
 * with few matches, orders every match. `numResults` may still be counting: the walk runs
 * meanwhile, on its own connection.
 */
export async function searchPage(
  db: Db,
  criteria: SearchCriteria,
  order: SearchOrder,
  page: number,
  perPage: number = SEARCH_PAGE_SIZE,
  numResults: number | Promise<number> = Infinity,
): Promise<CardRow[]> {
  if (order.sort === 'nearby' && criteria.regionId === null) {
    const offset = (page - 1) * perPage;
    const need = offset + perPage;
    // Walked while the count runs, before it says whether to: as far as NEARBY_FIRST_WALK_PLACES,
    // so that a search with few matches (ordered whole) does not probe every place meanwhile.
    const walking = nearbyWalkQuery(db, criteria, order.from, need, NEARBY_FIRST_WALK_PLACES).execute(db);
    const [{ rows: first }, count] = await Promise.all([walking, numResults]);
    if (nearbyByPlaces(criteria, count)) {
      const short = first.length >= NEARBY_FIRST_WALK_PLACES && (first[first.length - 1]?.upTo ?? 0) < need;
      const walked = short ? (await nearbyWalkQuery(db, criteria, order.from, need).execute(db)).rows : first;
      const query = nearbyPageQuery(db, criteria, order, walked, offset, perPage);
      if (query) return query.execute();
    }
  }
  const [rows] = await Promise.all([orderedPageQuery(db, criteria, order, page, perPage).execute(), numResults]);
  return rows;
}

/**
 * The number of matches, counted no further than `upTo + 1`: one more than `upTo` says "more than
 * `upTo`" without reading the rest. An exact count of hundreds of thousands of matches reads every
 * one of their index entries (100–550 ms at a million profiles); nobody pages that far.
 */
export function countQuery(db: Db, criteria: SearchCriteria, upTo: number, onlyIds?: readonly number[]) {
  let query = searchQuery(db, criteria);
  if (onlyIds) query = query.where('p.id', 'in', [...onlyIds]);
  const matches = query.select(sql<number>`1`.as('one')).limit(upTo + 1);
  return db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<string | number>().as('n'));
}

async function countOf(db: Db, criteria: SearchCriteria, upTo: number, onlyIds?: readonly number[]): Promise<number> {
  return Number((await countQuery(db, criteria, upTo, onlyIds).executeTakeFirstOrThrow()).n);
}

/**
 * Counts of the public part of a search (what a visitor would find), shared by every viewer for
 * `ttlMs`. Counting tens of thousands of matches takes longer than a whole search may; the page
 * itself is always read fresh. Only counts of at least `minCount` are kept: a small count is cheap
 * and a new profile among few shows at once, while among thousands a minute's delay is invisible.
 */
export class SearchCountCache {
  private readonly entries = new Map<string, { count: number; at: number }>();

  constructor(
    readonly ttlMs: number = 60_000,
    readonly minCount: number = 1000,
    readonly maxEntries: number = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, compute: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.count;
    this.entries.delete(key);
    const count = await compute();
    if (count >= this.minCount) {
      // Map keeps insertion order: the oldest entry goes first.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { count, at: this.now() });
    }
    return count;
  }
}

/** Profiles the viewer sees differently from a visitor: their own, blocks either way, members who liked them. */
async function profilesSeenDifferently(db: Db, viewerProfileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_profile_id as id')
    .where('blocker_profile_id', '=', viewerProfileId)
    .union(db.selectFrom('blocks').select('blocker_profile_id as id').where('blocked_profile_id', '=', viewerProfileId))
    .union(db.selectFrom('likes').select('liker_profile_id as id').where('liked_profile_id', '=', viewerProfileId))
    .execute();
  return [viewerProfileId, ...rows.map((r) => r.id)];
}

/** How many results a search has: exact up to `max`, else `max` and `capped`. */
export interface ResultCount {
  count: number;
  capped: boolean;
}

const bounded = (n: number, max: number): ResultCount => (n > max ? { count: max, capped: true } : { count: n, capped: false });

/**
 * How far past the bound a public count goes: a viewer who sees up to this many profiles
 * differently from a visitor (their own, blocks, likers) is then known to be past the bound too.
 */
export const PUBLIC_COUNT_SLACK = 1000;

/**
 * The number of results for this viewer, exact up to `max` (the most the API pages through): the
 * public count (cached when large, counted `slack` past `max`) corrected by the few profiles this
 * viewer sees differently from a visitor. Only a viewer who sees more than `slack` profiles
 * differently, past the bound, needs a count of their own.
 */
async function countResults(db: Db, criteria: SearchCriteria, cache: SearchCountCache | undefined, max: number, slack: number): Promise<ResultCount> {
  if (!cache) return bounded(await countOf(db, criteria, max), max);
  const publicCriteria: SearchCriteria = { ...criteria, viewerProfileId: null };
  const publicCount = await cache.get(`${max + slack}:${JSON.stringify(publicCriteria)}`, () => countOf(db, publicCriteria, max + slack));
  if (criteria.viewerProfileId === null) return bounded(publicCount, max);
  const differing = await profilesSeenDifferently(db, criteria.viewerProfileId);
  if (publicCount > max + slack) {
    // At least max + slack + 1 for a visitor, so at least max + 1 for a viewer who sees at most `slack` fewer.
    return differing.length <= slack ? { count: max, capped: true } : bounded(await countOf(db, criteria, max), max);
  }
  const correction = (await countOf(db, criteria, differing.length, differing)) - (await countOf(db, publicCriteria, differing.length, differing));
  return bounded(publicCount + correction, max);
}

/** SPEC §3 search: a page of results, their number, and similar results when there are few. */
export async function searchMembers(
  db: Db,
  criteria: SearchCriteria,
  page: number,
  options: {
    today?: Date;
    counts?: SearchCountCache;
    memberResell: boolean;
    order?: SearchOrder;
    vantage?: Vantage | null;
    /** The most results counted exactly (the API pages no further); more are reported as capped. */
    maxResults?: number;
    /** How far past maxResults the shared public count goes (PUBLIC_COUNT_SLACK). */
    countSlack?: number;
  },
): Promise<ResponseOf<typeof api.search>> {
  const today = options.today ?? new Date();
  const order: SearchOrder = options.order ?? { sort: 'newest' };
  const view: CardView = { today, memberResell: options.memberResell, vantage: options.vantage ?? null };
  const maxResults = options.maxResults ?? SEARCH_MAX_RESULTS;
  // The count and the page are read at the same time, each on its own connection.
  const slack = options.countSlack ?? PUBLIC_COUNT_SLACK;
  const counting = countResults(db, criteria, options.counts, maxResults, slack);
  const [{ count: numResults, capped }, pageRows] = await Promise.all([
    counting,
    searchPage(db, criteria, order, page, SEARCH_PAGE_SIZE, counting.then((c) => c.count)),
  ]);
  // A page past the last result stays empty, whatever was added since the count.
  const rows = numResults > (page - 1) * SEARCH_PAGE_SIZE ? pageRows : [];
  const profiles = await toCards(db, rows, view);

  let similarResults: ResponseOf<typeof api.search>['similar_results'] = [];
  let similarCount = 0;
  const narrowed = criteria.regionId !== null || criteria.bornOnOrBefore !== null || criteria.bornAfter !== null;
  if (numResults < SEARCH_PAGE_SIZE && narrowed) {
    // Every result fits on the first page: those ids are the ones to leave out.
    const resultIds = page === 1 ? rows.map((r) => r.id) : (await searchPageQuery(db, criteria, 1).execute()).map((r) => r.id);
    const wider: SearchCriteria = { ...criteria, regionId: null, bornOnOrBefore: null, bornAfter: null };
    let similarQuery = searchQuery(db, wider);
    if (resultIds.length > 0) similarQuery = similarQuery.where('p.id', 'not in', resultIds);
    const similarRows = await similarQuery
      .select(CARD_COLUMNS)
      .orderBy('p.has_photo', 'desc')
      .orderBy('p.id', 'desc')
      .limit(SIMILAR_RESULTS_COUNT)
      .execute();
    similarResults = await toCards(db, similarRows, view);
    similarCount = (await countResults(db, wider, options.counts, maxResults, slack)).count - resultIds.length;
  }

  return {
    profiles,
    page,
    per_page: SEARCH_PAGE_SIZE,
    numResults,
    numResultsCapped: capped,
    similar_results: similarResults,
    similar_numResults: similarCount,
    sort: order.sort,
  };
}

/**
 * The order a viewer asked for, where it applies: nearby needs the member's city to be a known
 * place; online needs a member who shows their own presence (who hides it sees nobody's).
 */
export function searchOrderFor(sort: SearchSort | undefined, vantage: Vantage | null): SearchOrder {
  if (sort === 'nearby' && vantage?.location) return { sort: 'nearby', from: vantage.location };
  if (sort === 'online' && vantage?.showPresence) return { sort: 'online' };
  return { sort: 'newest' };
}

async function regionIdOf(db: Db, code: string): Promise<number> {
  const region = await db.selectFrom('regions').select('id').where('code', '=', code).executeTakeFirst();
  return region?.id ?? -1;
}

/**
 * GET /api/search.php for a viewer (null: a visitor) on a site: a visitor searches only where the
 * site allows it (logged_out_search, or logged_out_search_trafficsource with a traffic source);
 * without a gender the one the viewer seeks is searched.
 */
export async function search(
  db: Db,
  viewer: Viewer | null,
  input: SearchInput,
  site: { settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource' | 'member_resell'> },
  counts: SearchCountCache,
): Promise<ResponseOf<typeof api.search>> {
  const { settings } = site;
  if (!viewer) {
    const trafficSource = input.network !== undefined && input.network.trim() !== '';
    if (!settings.logged_out_search && !(settings.logged_out_search_trafficsource && trafficSource)) throw authenticationRequired();
  }

  let gender: Gender | null = input.gender ?? null;
  if (gender === null && viewer) {
    const sought = soughtGenders(viewer.gender, viewer.sexuality);
    gender = sought.length === 1 ? (sought[0] ?? null) : null;
  }
  const today = new Date();
  const criteria: SearchCriteria = {
    viewerProfileId: viewer?.profileId ?? null,
    gender,
    country: input.country ?? null,
    regionId: input.countryregion === undefined ? null : await regionIdOf(db, input.countryregion),
    ...birthdateRange(today, input.min_age, input.max_age),
  };
  const vantage = viewer ? await loadVantage(db, viewer.profileId) : null;
  return searchMembers(db, criteria, input.page, {
    today,
    counts,
    memberResell: settings.member_resell,
    order: searchOrderFor(input.sort, vantage),
    vantage,
  });
}
