import { sql } from 'kysely';
import { api, ApiErrorSchema, SEARCH_MAX_PAGE, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, type SearchResponse } from 'shared-kernel/contract';
import { birthdateRange, NEARBY_ORDER_ALL_UP_TO, nearbyByPlaces, orderedPageQuery, SearchCountCache, searchMembers, searchPageQuery, yearsBefore, type SearchCriteria } from '../src/domain/members/search';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp, type TestUserOptions, changeSiteSettings } from './helpers';

let t: TestApp;
let utrechtId: number;

beforeAll(async () => {
  t = await createTestApp();
  utrechtId = (await t.db.kysely.selectFrom('regions').select('id').where('code', '=', 'NL-UT').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

/** A birth date that makes someone `age` today (a few weeks past their birthday). */
const bornAged = (age: number): string => {
  const d = new Date(`${yearsBefore(new Date(), age)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

interface ProfileOptions {
  gender?: 'male' | 'female';
  country?: string;
  regionId?: number | null;
  age?: number;
  photos?: number;
  fictional?: boolean;
  invisible?: boolean;
  status?: 'active' | 'disabled';
  name?: string;
}

/** A profile without an account (as the seeder writes them), with `photos` active photos. */
async function addProfile(options: ProfileOptions = {}): Promise<number> {
  const row = await t.db.kysely
    .insertInto('profiles')
    .values({
      user_id: null,
      name: options.name ?? 'Proef',
      gender: options.gender ?? 'female',
      sexuality: 'hetero',
      birthdate: bornAged(options.age ?? 30),
      country: options.country ?? 'NL',
      region_id: options.regionId ?? null,
      city: 'Ergens',
      about: '',
      fictional: options.fictional ?? false,
      invisible: options.invisible ?? false,
      status: options.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < (options.photos ?? 0); i++) {
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: row.id, filename: `p${row.id}-${i}.jpg`, thumb_filename: `p${row.id}-${i}-t.jpg`, position: i, status: 'active' })
      .execute();
  }
  return row.id;
}

async function member(options: TestUserOptions = {}) {
  const user = await createTestUser(t.db, options);
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

const search = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/members.php${query ? `?${query}` : ''}`, headers: cookie ? { cookie } : {} });

async function ok(query: string, cookie?: string): Promise<SearchResponse> {
  const res = await search(query, cookie);
  expect(res.statusCode).toBe(200);
  return api.search.response.parse(res.json());
}
const ids = (r: SearchResponse): number[] => r.profiles.map((p) => p.id);

const setSetting = async (key: string, value: unknown): Promise<void> => {
  await changeSiteSettings(t, () => sql`update site_settings set settings = jsonb_set(settings, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`.execute(t.db.kysely));
};

describe('GET /api/members.php', () => {
  // Belgian women of Antwerp province are this block's own data set (other tests use other countries).
  let withPhoto: number[];
  let withoutPhoto: number[];
  beforeAll(async () => {
    withoutPhoto = [];
    withPhoto = [];
    for (let i = 0; i < 20; i++) withoutPhoto.push(await addProfile({ country: 'BE', age: 25 + (i % 10) }));
    for (let i = 0; i < 10; i++) withPhoto.push(await addProfile({ country: 'BE', age: 40 + i, photos: 1 + (i % 3) }));
    await addProfile({ country: 'BE', gender: 'male', photos: 1 });
  });

  it('orders profiles with a main photo first, then the newest, and pages by 24 without overlap', async () => {
    const viewer = await member({ gender: 'male', country: 'NL' });
    const first = await ok('country=BE', viewer.cookie);
    const second = await ok('country=BE&page=2', viewer.cookie);
    expect(first.numResults).toBe(30);
    expect(first.per_page).toBe(SEARCH_PAGE_SIZE);
    expect(first.profiles).toHaveLength(24);
    expect(second.profiles).toHaveLength(6);
    expect(second.page).toBe(2);
    const expected = [...withPhoto].sort((a, b) => b - a).concat([...withoutPhoto].sort((a, b) => b - a));
    expect([...ids(first), ...ids(second)]).toEqual(expected);
    expect(first.profiles[0]?.main_image).toEqual({ filename: `p${expected[0]}-0.jpg`, thumb_filename: `p${expected[0]}-0-t.jpg` });
    expect(first.profiles.at(-1)?.main_image).toBeNull();
    // The same page twice is the same answer.
    expect(ids(await ok('country=BE', viewer.cookie))).toEqual(ids(first));
    expect((await ok('country=BE&page=3', viewer.cookie)).profiles).toEqual([]);
    expect(first.similar_results).toEqual([]);
    expect(first.similar_numResults).toBe(0);
  });

  it('defaults to the gender the member seeks; an explicit gender wins', async () => {
    const man = await member({ gender: 'male', sexuality: 'hetero', country: 'NL' });
    expect((await ok('country=BE', man.cookie)).numResults).toBe(30);
    expect((await ok('country=BE&gender=male', man.cookie)).numResults).toBe(1);
    const gayMan = await member({ gender: 'male', sexuality: 'gay', country: 'NL' });
    expect((await ok('country=BE', gayMan.cookie)).numResults).toBe(1);
    const bi = await member({ gender: 'female', sexuality: 'bi', country: 'NL' });
    expect((await ok('country=BE', bi.cookie)).numResults).toBe(31);
  });

  it('filters on an age range, with similar results of the same gender and country when few match', async () => {
    const viewer = await member({ gender: 'male', country: 'NL' });
    const r = await ok('country=BE&min_age=40&max_age=42', viewer.cookie);
    expect(r.numResults).toBe(3);
    expect(r.profiles.map((p) => p.age).sort()).toEqual([40, 41, 42]);
    expect(r.similar_numResults).toBe(27);
    expect(r.similar_results).toHaveLength(12);
    const similarIds = r.similar_results.map((p) => p.id);
    for (const id of ids(r)) expect(similarIds).not.toContain(id);
    expect(r.similar_results.every((p) => p.country === 'BE')).toBe(true);
    expect((await ok('country=BE&min_age=30', viewer.cookie)).numResults).toBe(20);
    expect((await ok('country=BE&max_age=29', viewer.cookie)).numResults).toBe(10);
    expect((await ok('country=BE&min_age=34&max_age=34', viewer.cookie)).numResults).toBe(2);
  });

  it('filters on a region code', async () => {
    const viewer = await member({ gender: 'male', country: 'NL' });
    const inUtrecht = await addProfile({ country: 'NL', regionId: utrechtId, photos: 1 });
    await addProfile({ country: 'NL', regionId: null });
    const r = await ok('country=NL&countryregion=NL-UT', viewer.cookie);
    expect(ids(r)).toEqual([inUtrecht]);
    expect(r.numResults).toBe(1);
    // A region that does not exist matches nothing (it is not an error).
    expect((await ok('countryregion=NL-XX', viewer.cookie)).numResults).toBe(0);
  });

  it('marks fictional profiles', async () => {
    const viewer = await member({ gender: 'female', country: 'NL' });
    const fictional = await addProfile({ gender: 'male', country: 'AT', fictional: true });
    const real = await addProfile({ gender: 'male', country: 'AT' });
    const r = await ok('country=AT', viewer.cookie);
    expect(r.profiles.find((p) => p.id === fictional)?.fictional).toBe(true);
    expect(r.profiles.find((p) => p.id === real)?.fictional).toBe(false);
  });

  it('never shows the own profile, blocked (either way), invisible, disabled or deleted members', async () => {
    const viewer = await member({ gender: 'male', sexuality: 'bi', country: 'DE' });
    const visible = await addProfile({ country: 'DE' });
    const blockedByViewer = await addProfile({ country: 'DE' });
    const blockedViewer = await addProfile({ country: 'DE' });
    const invisible = await addProfile({ country: 'DE', invisible: true });
    const invisibleLiker = await addProfile({ country: 'DE', invisible: true });
    await addProfile({ country: 'DE', status: 'disabled' });
    const deleted = await createTestUser(t.db, { country: 'DE' });
    // A deleted account whose profile was somehow left active still does not show.
    await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', deleted.userId).execute();
    await t.db.kysely.updateTable('profiles').set({ status: 'active' }).where('id', '=', deleted.profileId).execute();
    await t.db.kysely
      .insertInto('blocks')
      .values([
        { blocker_profile_id: viewer.profileId, blocked_profile_id: blockedByViewer },
        { blocker_profile_id: blockedViewer, blocked_profile_id: viewer.profileId },
      ])
      .execute();
    await t.db.kysely.insertInto('likes').values({ liker_profile_id: invisibleLiker, liked_profile_id: viewer.profileId }).execute();

    const r = await ok('country=DE', viewer.cookie);
    expect(ids(r).sort((a, b) => a - b)).toEqual([visible, invisibleLiker].sort((a, b) => a - b));
    expect(ids(r)).not.toContain(viewer.profileId);
    expect(r.numResults).toBe(2);

    // Visitors see neither invisible profile; the blocks are not theirs.
    const anonymous = await ok('country=DE&gender=female');
    expect(ids(anonymous).sort((a, b) => a - b)).toEqual([visible, blockedByViewer, blockedViewer].sort((a, b) => a - b));
    expect(ids(anonymous)).not.toContain(invisible);
  });

  describe('logged-out visitors', () => {
    afterEach(async () => {
      await setSetting('logged_out_search', true);
      await setSetting('logged_out_search_trafficsource', false);
    });

    it('may search when logged_out_search is on', async () => {
      expect((await ok('country=BE&gender=female')).numResults).toBe(30);
      // No gender filter for a visitor: both genders.
      expect((await ok('country=BE')).numResults).toBe(31);
    });

    it('need a traffic source (network) when only logged_out_search_trafficsource is on', async () => {
      await setSetting('logged_out_search', false);
      await setSetting('logged_out_search_trafficsource', true);
      expect((await ok('country=BE&network=partner1')).numResults).toBe(31);
      const refused = await search('country=BE');
      expect(refused.statusCode).toBe(403);
      expect(ApiErrorSchema.parse(refused.json()).error).toBe('authentication_required');
      expect((await search('country=BE&network=')).statusCode).toBe(403);
    });

    it('are refused when neither setting allows it, while members still search', async () => {
      await setSetting('logged_out_search', false);
      const refused = await search('country=BE&network=partner1');
      expect(refused.statusCode).toBe(403);
      expect(ApiErrorSchema.parse(refused.json()).error).toBe('authentication_required');
      const viewer = await member({ gender: 'male' });
      expect((await ok('country=BE', viewer.cookie)).numResults).toBe(30);
    });
  });

  it('is private and never cached', async () => {
    const res = await search('country=BE');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['page=0'],
    ['page=abc'],
    ['page=1001'],
    ['min_age=40&max_age=30'],
    ['min_age=17'],
    ['max_age=abc'],
    ['gender=other'],
    ['country=nl'],
    ["country=NL' OR 1=1--"],
    ['countryregion=<script>'],
    ['sort=name'],
    ['id=1;drop table profiles'],
  ])('answers 400 to bad input (%s), never 5xx', async (query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('validation_error');
  });

  it('names the age rule in Dutch', async () => {
    const res = await search('min_age=40&max_age=30');
    expect(ApiErrorSchema.parse(res.json()).message).toBe('De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.');
  });
});

describe('shared counts (SearchCountCache)', () => {
  it('keeps a large public count for its time, while each viewer\'s own differences count at once', async () => {
    const viewer = await member({ gender: 'male', country: 'NL' });
    const first = await addProfile({ country: 'CH' });
    await addProfile({ country: 'CH' });
    let now = 1_000_000;
    const counts = new SearchCountCache(60_000, 2, 10, () => now);
    const criteria: SearchCriteria = { viewerProfileId: viewer.profileId, gender: 'female', country: 'CH', regionId: null, bornOnOrBefore: null, bornAfter: null };
    const count = async (c: SearchCriteria = criteria) => (await searchMembers(t.db.kysely, c, 1, { counts, memberResell: false })).numResults;

    expect(await count()).toBe(2);
    const third = await addProfile({ country: 'CH' });
    // The public count is cached: the new profile is counted after the time-to-live ...
    expect(await count()).toBe(2);
    expect(await count({ ...criteria, viewerProfileId: null })).toBe(2);
    // ... but the page is always fresh.
    expect(ids(await searchMembers(t.db.kysely, criteria, 1, { counts, memberResell: false }))).toContain(third);
    // A block, an invisible member who liked the viewer: exact for this viewer at once.
    await t.db.kysely.insertInto('blocks').values({ blocker_profile_id: viewer.profileId, blocked_profile_id: first }).execute();
    expect(await count()).toBe(1);
    const invisibleLiker = await addProfile({ country: 'CH', invisible: true });
    await t.db.kysely.insertInto('likes').values({ liker_profile_id: invisibleLiker, liked_profile_id: viewer.profileId }).execute();
    expect(await count()).toBe(2);
    now += 60_000;
    expect(await count()).toBe(3);
    expect(await count({ ...criteria, viewerProfileId: null })).toBe(3);
  });

  it('does not keep small counts', async () => {
    let computed = 0;
    const counts = new SearchCountCache(60_000, 100);
    for (let i = 0; i < 3; i++) await counts.get('k', async () => ++computed);
    expect(computed).toBe(3);
    const big = new SearchCountCache(60_000, 1, 2);
    await big.get('a', async () => 5);
    await big.get('b', async () => 6);
    await big.get('c', async () => 7);
    // At most maxEntries: the oldest went.
    expect(await big.get('a', async () => 50)).toBe(50);
    expect(await big.get('c', async () => 70)).toBe(7);
  });

  it('counts every search afresh with a time-to-live of 0 (SEARCH_COUNT_CACHE_MS=0)', async () => {
    let computed = 0;
    const counts = new SearchCountCache(0, 1);
    for (let i = 0; i < 3; i++) expect(await counts.get('k', async () => ++computed)).toBe(i + 1);
  });
});

describe('bounded counts (SEARCH_MAX_RESULTS)', () => {
  // Irish women are this block's own data set.
  const lu: SearchCriteria = { viewerProfileId: null, gender: 'female', country: 'IE', regionId: null, bornOnOrBefore: null, bornAfter: null };
  let profiles: number[];
  beforeAll(async () => {
    profiles = [];
    for (let i = 0; i < 12; i++) profiles.push(await addProfile({ country: 'IE' }));
  });
  const found = (criteria: SearchCriteria, maxResults: number, counts?: SearchCountCache, countSlack?: number) =>
    searchMembers(t.db.kysely, criteria, 1, { counts, memberResell: false, maxResults, countSlack });

  it('counts exactly up to the most a member can page through, and says "more" beyond it', async () => {
    expect(await found(lu, 12)).toMatchObject({ numResults: 12, numResultsCapped: false });
    expect(await found(lu, 11)).toMatchObject({ numResults: 11, numResultsCapped: true });
    expect(await found(lu, 5, new SearchCountCache(60_000, 1))).toMatchObject({ numResults: 5, numResultsCapped: true });
    // The page is whole, whatever the count stopped at.
    expect((await found(lu, 5)).profiles).toHaveLength(12);
  });

  it('counts a viewer who blocked members exactly when the public count stopped at the bound', async () => {
    const viewer = await member({ gender: 'male', country: 'NL' });
    await t.db.kysely
      .insertInto('blocks')
      .values(profiles.slice(0, 3).map((id) => ({ blocker_profile_id: viewer.profileId, blocked_profile_id: id })))
      .execute();
    const criteria = { ...lu, viewerProfileId: viewer.profileId };
    // 12 public (past a bound of 10), 9 for this viewer: exact, not "more than 10" ...
    expect(await found(criteria, 10, new SearchCountCache(60_000, 1))).toMatchObject({ numResults: 9, numResultsCapped: false });
    expect(await found(criteria, 8, new SearchCountCache(60_000, 1))).toMatchObject({ numResults: 8, numResultsCapped: true });
    expect(await found(criteria, 10)).toMatchObject({ numResults: 9, numResultsCapped: false });
    // ... also when the public count stopped within the viewer's differences (the viewer's own count) ...
    expect(await found(criteria, 10, new SearchCountCache(60_000, 1), 0)).toMatchObject({ numResults: 9, numResultsCapped: false });
    expect(await found(criteria, 9, new SearchCountCache(60_000, 1), 1)).toMatchObject({ numResults: 9, numResultsCapped: false });
    // ... while past the bound by more than the viewer's differences it is "more" without another count.
    expect(await found(criteria, 7, new SearchCountCache(60_000, 1), 4)).toMatchObject({ numResults: 7, numResultsCapped: true });
  });

  it('answers numResultsCapped false for an ordinary search, and bounds the page number at SEARCH_MAX_PAGE', async () => {
    const viewer = await member({ gender: 'male', country: 'NL' });
    expect(await ok('country=IE', viewer.cookie)).toMatchObject({ numResults: 12, numResultsCapped: false });
    expect((await ok(`country=IE&page=${SEARCH_MAX_PAGE}`, viewer.cookie)).profiles).toEqual([]);
    const beyond = await search(`country=IE&page=${SEARCH_MAX_PAGE + 1}`, viewer.cookie);
    expect(beyond.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(beyond.json()).error).toBeTruthy();
  });

  it('orders nearby within a region, or among few matches, from the matches themselves, not place by place', () => {
    expect(nearbyByPlaces(lu, NEARBY_ORDER_ALL_UP_TO + 1)).toBe(true);
    expect(nearbyByPlaces(lu, NEARBY_ORDER_ALL_UP_TO)).toBe(false);
    expect(nearbyByPlaces({ ...lu, regionId: utrechtId }, SEARCH_MAX_RESULTS)).toBe(false);
  });
});

describe('search dates and indexes', () => {
  it('turns an age range into birth-date bounds, 29 February included', () => {
    expect(birthdateRange(new Date('2026-11-21T10:00:00Z'), 18, 30)).toEqual({ bornOnOrBefore: '2008-11-21', bornAfter: '1995-11-21' });
    expect(yearsBefore(new Date('2028-02-29T10:00:00Z'), 18)).toBe('2010-02-28');
    expect(birthdateRange(new Date('2026-01-01T00:00:00Z'), undefined, undefined)).toEqual({ bornOnOrBefore: null, bornAfter: null });
  });

  it('keeps profiles.has_photo in step with active photos', async () => {
    const id = await addProfile({ country: 'FR' });
    const hasPhoto = async () =>
      (await t.db.kysely.selectFrom('profiles').select('has_photo').where('id', '=', id).executeTakeFirstOrThrow()).has_photo;
    expect(await hasPhoto()).toBe(false);
    await t.db.kysely.insertInto('photos').values({ profile_id: id, filename: 'a.jpg', thumb_filename: 'a-t.jpg', position: 0, status: 'pending' }).execute();
    expect(await hasPhoto()).toBe(false);
    await t.db.kysely.updateTable('photos').set({ status: 'active' }).where('profile_id', '=', id).execute();
    expect(await hasPhoto()).toBe(true);
    await t.db.kysely.deleteFrom('photos').where('profile_id', '=', id).execute();
    expect(await hasPhoto()).toBe(false);
  });

  it('reads a gender + country + age page along a search index, without sorting', async () => {
    await sql`set enable_seqscan = off`.execute(t.db.kysely);
    try {
      const today = new Date();
      const compiled = searchPageQuery(
        t.db.kysely,
        { viewerProfileId: 1, gender: 'female', country: 'NL', regionId: null, ...birthdateRange(today, 25, 40) },
        1,
      ).compile();
      const explained = await t.db.kysely.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `explain ${compiled.sql}`,
      });
      const text = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      // Which search index depends on the table's size; on 100,000 profiles see `npm run bench:search`.
      expect(text).toMatch(/Index (Only )?Scan using profiles_search_\w+ on profiles/);
      expect(text).not.toMatch(/Sort/);
    } finally {
      await sql`reset enable_seqscan`.execute(t.db.kysely);
    }
  });

  it('reads a page by gender alone (no country) in the newest and the online order along an index, without sorting', async () => {
    // With sorting off the planner must find an index in the page's order: 0032's, since the
    // older ones lead with the country. On a million profiles sorting every match took ~800 ms.
    await sql`set enable_seqscan = off`.execute(t.db.kysely);
    await sql`set enable_sort = off`.execute(t.db.kysely);
    try {
      const criteria: SearchCriteria = { viewerProfileId: 1, gender: 'female', country: null, regionId: null, ...birthdateRange(new Date(), 30, 50) };
      for (const [order, index] of [
        [{ sort: 'newest' }, 'profiles_search_newest'],
        [{ sort: 'online' }, 'profiles_search_online_all'],
      ] as const) {
        const compiled = orderedPageQuery(t.db.kysely, criteria, order, 3, SEARCH_PAGE_SIZE).compile();
        const explained = await t.db.kysely.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
        const text = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        // The page's ids (below the Limit) come from the index in order; only those 24 cards are
        // put in order again above it.
        const ids = text.slice(text.indexOf('Limit'));
        expect(ids).toMatch(new RegExp(`Index Only Scan using ${index} on profiles`));
        expect(ids).not.toMatch(/Sort/);
      }
    } finally {
      await sql`reset enable_sort`.execute(t.db.kysely);
      await sql`reset enable_seqscan`.execute(t.db.kysely);
    }
  });

  // PGlite has no JIT: this one is for the PostgreSQL run (DATABASE_URL).
  (process.env.DATABASE_URL ? it : it.skip)('runs its PostgreSQL connections without JIT', async () => {
    // Compiling a search's count took longer than the count itself (database.ts).
    const row = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(t.db.kysely);
    expect(row.rows[0]?.jit).toBe('off');
  });
});
