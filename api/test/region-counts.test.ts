import { api } from 'shared-kernel/contract';
import { countMembersByRegion, provinceByCity, RegionCountsCache } from '../src/domain/regions/counts';
import { createTestApp, createTestUser, type TestApp, type TestUserOptions } from './helpers';
import { expectError } from './members-helpers';

let t: TestApp;
let regionIds: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.kysely.selectFrom('regions').select(['id', 'code']).execute();
  regionIds = new Map(rows.map((r) => [r.code, r.id]));
});
beforeEach(async () => {
  await t.db.kysely.deleteFrom('profiles').execute();
  await t.db.kysely.deleteFrom('users').execute();
});
afterAll(async () => {
  await t.close();
});

/** A member in a province (code) or, with `region: null`, only in a city. */
async function memberIn(place: { country?: string; region: string | null; city?: string }, options: TestUserOptions = {}) {
  const user = await createTestUser(t.db, { country: place.country ?? 'NL', ...options });
  await t.db.kysely
    .updateTable('profiles')
    .set({ region_id: place.region === null ? null : regionIds.get(place.region)!, city: place.city ?? '' })
    .where('id', '=', user.profileId)
    .execute();
  return user;
}

const countsOf = (answer: Awaited<ReturnType<typeof countMembersByRegion>>) =>
  Object.fromEntries(answer.countries.flatMap((c) => c.regions.filter((r) => r.members > 0).map((r) => [r.code, r.members])));

describe('members per province (maplanding)', () => {
  it('lists every province of NL (12) and BE (10 and Brussels) in order, with 0 where nobody lives', async () => {
    const answer = await countMembersByRegion(t.db.kysely, null);
    expect(answer.countries.map((c) => [c.code, c.name, c.regions.length])).toEqual([
      ['NL', 'Nederland', 12],
      ['BE', 'België', 11],
    ]);
    expect(answer.countries[0]!.regions[0]).toEqual({ code: 'NL-DR', name: 'Drenthe', members: 0 });
    expect(countsOf(answer)).toEqual({});
  });

  it('counts members by their province, and those without one by their city through the gazetteer', async () => {
    await memberIn({ region: 'NL-UT', city: 'Amersfoort' });
    await memberIn({ region: 'NL-UT', city: '' });
    await memberIn({ region: null, city: 'Utrecht' });
    await memberIn({ region: null, city: '  amsterdam ' });
    await memberIn({ country: 'BE', region: null, city: 'Gent' });
    await memberIn({ country: 'BE', region: 'BE-BRU', city: 'Brussel' });
    // A name of places in two provinces is not guessed; an unknown place and no place are not counted.
    await memberIn({ region: null, city: 'Hengelo' });
    await memberIn({ region: null, city: 'Atlantis' });
    await memberIn({ region: null, city: '' });
    // Other countries are not on the map.
    await memberIn({ country: 'DE', region: 'DE-BE', city: 'Berlin' });
    expect(countsOf(await countMembersByRegion(t.db.kysely, null))).toEqual({ 'NL-UT': 3, 'NL-NH': 1, 'BE-VOV': 1, 'BE-BRU': 1 });
  });

  it('counts only whom a visitor may see: no invisible, disabled or deleted members; fictional profiles are counted', async () => {
    await memberIn({ region: 'NL-GE' });
    const invisible = await memberIn({ region: 'NL-GE' });
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    await memberIn({ region: 'NL-GE' }, { status: 'not_confirmed' });
    await memberIn({ region: null, city: 'Arnhem' }, { status: 'deleted' });
    const fictional = await memberIn({ region: 'NL-GE' });
    await t.db.kysely.updateTable('profiles').set({ user_id: null, fictional: true }).where('id', '=', fictional.profileId).execute();
    expect(countsOf(await countMembersByRegion(t.db.kysely, null))).toEqual({ 'NL-GE': 2 });
  });

  it('counts one gender when asked (a campaign for women counts women)', async () => {
    await memberIn({ region: 'NL-ZH' }, { gender: 'female' });
    await memberIn({ region: null, city: 'Rotterdam' }, { gender: 'female' });
    await memberIn({ region: 'NL-ZH' }, { gender: 'male' });
    expect(countsOf(await countMembersByRegion(t.db.kysely, 'female'))).toEqual({ 'NL-ZH': 2 });
    expect(countsOf(await countMembersByRegion(t.db.kysely, 'male'))).toEqual({ 'NL-ZH': 1 });
  });
});

describe('provinceByCity', () => {
  it('maps a name to its province within its country, and leaves out a name of two provinces', () => {
    const map = provinceByCity([
      { name: 'Bergen', lat: 0, lon: 0, region: 'NL-NH', country: 'NL' },
      { name: 'Bergen', lat: 0, lon: 0, region: 'NL-LI', country: 'NL' },
      { name: 'Limburg', lat: 0, lon: 0, region: 'BE-VLI', country: 'BE' },
      { name: 'Gent', lat: 0, lon: 0, region: 'BE-VOV', country: 'BE' },
    ]);
    expect([...map]).toEqual([
      ['BE:limburg', 'BE-VLI'],
      ['BE:gent', 'BE-VOV'],
    ]);
  });
});

describe('RegionCountsCache', () => {
  it('asks once per gender within the minute, again after it, and forgets a failure', async () => {
    let now = 0;
    const cache = new RegionCountsCache(60_000, () => now);
    let calls = 0;
    const compute = () => {
      calls += 1;
      return Promise.resolve({ countries: [] });
    };
    await cache.get(null, compute);
    await cache.get(null, compute);
    await cache.get('female', compute);
    expect(calls).toBe(2);
    now = 60_000;
    await cache.get(null, compute);
    expect(calls).toBe(3);
    await expect(cache.get('male', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await cache.get('male', compute);
    expect(calls).toBe(4);
  });
});

describe('GET /api/region-counts.php', () => {
  it('answers a visitor with counts only, cacheable for a minute', async () => {
    await memberIn({ region: 'NL-FR', city: 'Leeuwarden' }, { name: 'Geheime Naam' });
    const res = await t.app.inject({ method: 'GET', url: '/api/region-counts.php' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = api.regionCounts.response.parse(res.json());
    expect(body.countries[0]!.regions.find((r) => r.code === 'NL-FR')).toEqual({ code: 'NL-FR', name: 'Friesland', members: 1 });
    expect(res.body).not.toContain('Geheime Naam');
    expect(res.body).not.toContain('Leeuwarden');
    for (const region of body.countries.flatMap((c) => c.regions)) expect(Object.keys(region).sort()).toEqual(['code', 'members', 'name']);
  });

  it.each(['?gender=alien', '?country=DE', '?gender=female&x=1'])('refuses %s with 400', async (search) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/region-counts.php${search}` });
    expectError(res, 400, 'validation_error');
  });
});
