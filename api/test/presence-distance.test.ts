import { sql } from 'kysely';
import { api, SEARCH_PAGE_SIZE, type ProfileCard } from 'shared-kernel/contract';
import { ActivityRecorder, loadVantage, presenceAndDistance } from '../src/domain/members/presence';
import { refreshProcess } from '../src/domain/members/streams';
import { PLACES } from '../src/geo/gazetteer';
import { nearbyPageQuery, nearbyWalkQuery, orderKm, searchPage, type SearchCriteria } from '../src/domain/members/search';
import { sameOrigin } from './helpers';
import { useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp({ emptyEachTest: true });

const placeOf = (name: string) => {
  const place = PLACES.find((p) => p.name === name && p.country === 'NL');
  if (!place) throw new Error(`${name} is not in the gazetteer`);
  return place;
};

/** A member of the given gender living in `city` (NL), last active `activeAgo` ago (null: never). */
async function memberIn(city: string, options: { gender?: 'male' | 'female'; activeAgoMinutes?: number | null } = {}): Promise<TestMember> {
  const m = await t.member({ gender: options.gender ?? 'female', sexuality: 'hetero' });
  await t.db.kysely.updateTable('profiles').set({ city }).where('id', '=', m.profileId).execute();
  await setActive(m, options.activeAgoMinutes ?? null);
  return m;
}

async function setActive(m: TestMember, minutesAgo: number | null): Promise<void> {
  await t.db.kysely
    .updateTable('profiles')
    .set({ last_active_at: minutesAgo === null ? null : sql<Date>`now() - make_interval(secs => ${minutesAgo * 60})` })
    .where('id', '=', m.profileId)
    .execute();
}

/** A man in Utrecht who looks for women; his own activity is never asked for here. */
const viewerInUtrecht = () => memberIn('Utrecht', { gender: 'male', activeAgoMinutes: 0 });

async function searchAs(viewer: TestMember | null, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/members.php?gender=female&country=NL${query}`,
    headers: viewer ? { cookie: viewer.cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return { body: api.search.response.parse(res.json()), raw: res.body };
}

async function profileAs(viewer: TestMember | null, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: viewer ? { cookie: viewer.cookie } : {} });
  expect(res.statusCode).toBe(200);
  return { body: api.member.response.parse(res.json()), raw: res.body };
}

const cardOf = (body: { profiles: ProfileCard[] }, id: number): ProfileCard | undefined => body.profiles.find((p) => p.id === id);

/** No coordinate or activity time in an answer, under any name. */
const expectNoExactFacts = (raw: string) => expect(raw).not.toMatch(/"(lat|lon|latitude|longitude|last_active_at|presence_at|show_presence)"/);

describe('presence and distance on cards and profiles', () => {
  it('shows a visible member online and at a whole number of km from the viewer city, never the coordinates', async () => {
    const viewer = await viewerInUtrecht();
    const amsterdam = await memberIn('Amsterdam', { activeAgoMinutes: 1 });
    const expectedKm = Math.round(orderKm(placeOf('Utrecht'), placeOf('Amsterdam')));

    const { body, raw } = await searchAs(viewer);
    expect(cardOf(body, amsterdam.profileId)).toMatchObject({ presence: 'online', distance_km: expect.any(Number) });
    expect(Math.abs((cardOf(body, amsterdam.profileId)?.distance_km ?? -99) - expectedKm)).toBeLessThanOrEqual(1);
    expect(Number.isInteger(cardOf(body, amsterdam.profileId)?.distance_km)).toBe(true);
    expectNoExactFacts(raw);

    const profile = await profileAs(viewer, amsterdam.profileId);
    expect(profile.body.profile.presence).toBe('online');
    expect(profile.body.profile.distance_km).toBe(cardOf(body, amsterdam.profileId)?.distance_km);
    expectNoExactFacts(profile.raw);
  });

  it('says 0 km (under one) within the same city, and nothing when a city is not a known place', async () => {
    const viewer = await viewerInUtrecht();
    const neighbour = await memberIn('Utrecht');
    const nowhere = await memberIn('Atlantis');
    const { body } = await searchAs(viewer);
    expect(cardOf(body, neighbour.profileId)?.distance_km).toBe(0);
    expect(cardOf(body, nowhere.profileId)?.distance_km).toBeNull();
  });

  it('buckets the last activity: online within 5 minutes, this week within 7 days, nothing before', async () => {
    const viewer = await viewerInUtrecht();
    const online = await memberIn('Utrecht', { activeAgoMinutes: 4 });
    const days3 = await memberIn('Utrecht', { activeAgoMinutes: 3 * 24 * 60 });
    const days8 = await memberIn('Utrecht', { activeAgoMinutes: 8 * 24 * 60 });
    const never = await memberIn('Utrecht');
    const { body } = await searchAs(viewer);
    expect(cardOf(body, online.profileId)?.presence).toBe('online');
    expect(cardOf(body, days3.profileId)?.presence).toBe('week');
    expect(cardOf(body, days8.profileId)?.presence).toBeNull();
    expect(cardOf(body, never.profileId)?.presence).toBeNull();
  });

  it('shows visitors neither presence nor distance', async () => {
    const m = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    const { body } = await searchAs(null);
    expect(cardOf(body, m.profileId)).toBeDefined();
    expect(cardOf(body, m.profileId)?.presence ?? null).toBeNull();
    expect(cardOf(body, m.profileId)?.distance_km ?? null).toBeNull();
    const profile = await profileAs(null, m.profileId);
    expect(profile.body.profile.presence ?? null).toBeNull();
    expect(profile.body.profile.distance_km ?? null).toBeNull();
  });

  it('never shows them for an invisible member, even one who liked the viewer and so is listed', async () => {
    const viewer = await viewerInUtrecht();
    const invisible = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    await t.addLikes([invisible.profileId, viewer.profileId]);

    const { body } = await searchAs(viewer);
    expect(cardOf(body, invisible.profileId)).toMatchObject({ presence: null, distance_km: null });
    const profile = await profileAs(viewer, invisible.profileId);
    expect(profile.body.profile).toMatchObject({ presence: null, distance_km: null });
    const likes = await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: viewer.cookie } });
    expect(cardOf(api.likes.response.parse(likes.json()), invisible.profileId)).toMatchObject({ presence: null, distance_km: null });
  });

  it('never shows them across a block, either way', async () => {
    const viewer = await viewerInUtrecht();
    const blockedByViewer = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    const blockedViewer = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    const free = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    await t.addBlocks([viewer.profileId, blockedByViewer.profileId], [blockedViewer.profileId, viewer.profileId]);

    const rows = await t.db.kysely
      .selectFrom('profiles as p')
      .select(['p.id', 'p.lat', 'p.lon', 'p.presence_at', 'p.invisible'])
      .where('p.id', 'in', [blockedByViewer.profileId, blockedViewer.profileId, free.profileId])
      .execute();
    const seen = await presenceAndDistance(t.db.kysely, await loadVantage(t.db.kysely, viewer.profileId), rows);
    expect(seen.get(blockedByViewer.profileId)).toEqual({ presence: null, distance_km: null });
    expect(seen.get(blockedViewer.profileId)).toEqual({ presence: null, distance_km: null });
    expect(seen.get(free.profileId)).toEqual({ presence: 'online', distance_km: expect.any(Number) });
  });
});

describe('the presence switch (privacy settings)', () => {
  const setShowPresence = async (m: TestMember, show: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy.php',
      headers: { ...sameOrigin, 'content-type': 'application/json', cookie: m.cookie },
      payload: JSON.stringify({ show_presence: show }),
    });
    expect(res.statusCode).toBe(200);
    expect(api.updatePrivacy.response.parse(res.json()).show_presence).toBe(show);
  };

  it('hides a member who switches it off from others (the distance stays), and from the online order', async () => {
    const viewer = await viewerInUtrecht();
    const hiding = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    const earlier = await memberIn('Amsterdam', { activeAgoMinutes: 3 * 24 * 60 });
    await setShowPresence(hiding, false);
    await setActive(hiding, 0);

    const { body } = await searchAs(viewer, '&sort=online');
    expect(body.sort).toBe('online');
    expect(cardOf(body, hiding.profileId)).toMatchObject({ presence: null, distance_km: expect.any(Number) });
    const ids = body.profiles.map((p) => p.id);
    // Sorted as if never active: after the member seen three days ago.
    expect(ids.indexOf(earlier.profileId)).toBeLessThan(ids.indexOf(hiding.profileId));

    await setShowPresence(hiding, true);
    expect(cardOf((await searchAs(viewer)).body, hiding.profileId)?.presence).toBe('online');
  });

  it('shows a member who hides their own presence nobody else’s, and no online order', async () => {
    const viewer = await viewerInUtrecht();
    const online = await memberIn('Amsterdam', { activeAgoMinutes: 0 });
    await setShowPresence(viewer, false);
    const { body } = await searchAs(viewer, '&sort=online');
    expect(body.sort).toBe('newest');
    expect(cardOf(body, online.profileId)).toMatchObject({ presence: null, distance_km: expect.any(Number) });
  });
});

describe('search orders', () => {
  it('nearby: nearest city first, page after page exactly as ordering every match would', async () => {
    const viewer = await viewerInUtrecht();
    const cities = ['Utrecht', 'Amersfoort', 'Amsterdam', 'Rotterdam', 'Eindhoven', 'Groningen', 'Maastricht', 'Zwolle'];
    const members: { id: number; km: number }[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 8; i++) {
      const city = cities[i % cities.length] ?? 'Utrecht';
      const m = await memberIn(city);
      members.push({ id: m.profileId, km: orderKm(placeOf('Utrecht'), placeOf(city)) });
    }
    const nowhere = await memberIn('Atlantis');
    // Nearest first; within a city (no photos here) the newest first.
    const expected = [...members].sort((a, b) => a.km - b.km || b.id - a.id).map((m) => m.id);

    const page1 = (await searchAs(viewer, '&sort=nearby')).body;
    const page2 = (await searchAs(viewer, '&sort=nearby&page=2')).body;
    expect(page1.sort).toBe('nearby');
    expect(page1.numResults).toBe(members.length + 1);
    expect([...page1.profiles, ...page2.profiles].map((p) => p.id)).toEqual([...expected, nowhere.profileId]);
    const distances = page1.profiles.map((p) => p.distance_km ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  /** Pages 1..`pages` of `perPage` by the walk over the places, each checked against ordering every match. */
  async function expectWalkPagesAsOrderingAll(criteria: SearchCriteria, from: { lat: number; lon: number }, perPage: number, pages: number) {
    const order = { sort: 'nearby' as const, from };
    const walked: number[] = [];
    for (let page = 1; page <= pages; page++) {
      // numResults 0: every match ordered; Infinity: the walk, when it reaches the page.
      const all = (await searchPage(t.db.kysely, criteria, order, page, perPage, 0)).map((r) => r.id);
      const walk = await nearbyWalkQuery(t.db.kysely, criteria, from, page * perPage).execute(t.db.kysely);
      const fromPlaces = nearbyPageQuery(t.db.kysely, criteria, order, walk.rows, (page - 1) * perPage, perPage);
      if (fromPlaces) {
        walked.push(page);
        // A part per place the page touches (at most three here: each place holds two or three of
        // these profiles), none for the empty places the walk passed.
        expect(fromPlaces.compile().sql.match(/union all/g)?.length ?? 0).toBeLessThanOrEqual(2);
      }
      expect((await searchPage(t.db.kysely, criteria, order, page, perPage, Infinity)).map((r) => r.id)).toEqual(all);
    }
    return walked;
  }

  it('nearby place by place gives exactly the pages of ordering every match, with and without a gender', async () => {
    const viewer = await viewerInUtrecht();
    const cities = ['Utrecht', 'Amersfoort', 'Amsterdam', 'Rotterdam', 'Eindhoven', 'Groningen', 'Maastricht', 'Zwolle', 'Atlantis'];
    for (let i = 0; i < 27; i++) {
      const m = await memberIn(cities[i % cities.length] ?? 'Utrecht', { gender: i % 4 === 3 ? 'male' : 'female' });
      // Within a place those with a photo come first.
      if (i % 3 === 0) await t.db.kysely.updateTable('profiles').set({ has_photo: true }).where('id', '=', m.profileId).execute();
    }
    const criteria: SearchCriteria = { viewerProfileId: viewer.profileId, gender: 'female', country: 'NL', regionId: null, bornOnOrBefore: null, bornAfter: null };
    // 21 women, 3 of them in Atlantis (no location): pages 1–3 lie among the located 18, page 4 does not.
    expect(await expectWalkPagesAsOrderingAll(criteria, placeOf('Utrecht'), 5, 5)).toEqual([1, 2, 3]);
    // No gender (both) and no country: the walk goes over every place; 24 located, 3 not.
    expect(await expectWalkPagesAsOrderingAll({ ...criteria, gender: null, country: null }, placeOf('Utrecht'), 4, 7)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('nearby orders the profiles of places exactly as far from the viewer together, those with a photo first, then the newest', async () => {
    // Places at exactly 0.5° north and south of the viewer's (values exact in binary, so the two
    // distances are equal), and one nearer to the east.
    const places = [
      { name: 'Middenstad', lat: 52, lon: 5 },
      { name: 'Oostdorp', lat: 52, lon: 5.5 },
      { name: 'Noorddorp', lat: 52.5, lon: 5 },
      { name: 'Zuiddorp', lat: 51.5, lon: 5 },
    ];
    await t.db.kysely.insertInto('places').values(places.map((p) => ({ ...p, country: 'NL', region: 'NL-UT' }))).execute();
    try {
      const viewer = await memberIn('Middenstad', { gender: 'male' });
      const members: Array<{ id: number; place: string; photo: boolean }> = [];
      for (let i = 0; i < 14; i++) {
        const place = ['Noorddorp', 'Zuiddorp', 'Oostdorp', 'Noorddorp', 'Zuiddorp', 'Middenstad'][i % 6] ?? 'Noorddorp';
        const m = await memberIn(place);
        const photo = i % 4 === 1;
        if (photo) await t.db.kysely.updateTable('profiles').set({ has_photo: true }).where('id', '=', m.profileId).execute();
        members.push({ id: m.profileId, place, photo });
      }
      const from = { lat: 52, lon: 5 };
      const distance = sql<number>`power(p.lat - ${from.lat}, 2) + power((p.lon - ${from.lon}) * ${Math.cos((from.lat * Math.PI) / 180)}, 2)`;
      const tied = await t.db.kysely.selectFrom('places as p').select(distance.as('d')).where('p.name', 'in', ['Noorddorp', 'Zuiddorp']).execute();
      expect(tied.map((r) => r.d)).toEqual([0.25, 0.25]);

      const rank = (place: string) => (place === 'Middenstad' ? 0 : place === 'Oostdorp' ? 1 : 2);
      const expected = [...members].sort((a, b) => rank(a.place) - rank(b.place) || Number(b.photo) - Number(a.photo) || b.id - a.id).map((m) => m.id);
      const criteria: SearchCriteria = { viewerProfileId: viewer.profileId, gender: 'female', country: 'NL', regionId: null, bornOnOrBefore: null, bornAfter: null };
      const pages: number[] = [];
      for (let page = 1; page <= 4; page++) {
        pages.push(...(await searchPage(t.db.kysely, criteria, { sort: 'nearby', from }, page, 4, Infinity)).map((r) => r.id));
      }
      expect(pages).toEqual(expected);
      // The walk itself found pages 1–3 (page 4 is the last two: past what it needs, it ends short).
      expect(await expectWalkPagesAsOrderingAll(criteria, from, 4, 4)).toEqual([1, 2, 3]);
    } finally {
      await t.db.kysely.deleteFrom('places').where('name', 'in', places.map((p) => p.name)).execute();
    }
  });

  it('nearby falls back to newest for a member whose city is not a known place, and for visitors', async () => {
    const viewer = await memberIn('Atlantis', { gender: 'male' });
    await memberIn('Amsterdam');
    expect((await searchAs(viewer, '&sort=nearby')).body.sort).toBe('newest');
    expect((await searchAs(null, '&sort=nearby')).body.sort).toBe('newest');
    expect((await searchAs(null, '&sort=online')).body.sort).toBe('newest');
  });

  it('online: the most recently active first, never active last; newest is the default order', async () => {
    const viewer = await viewerInUtrecht();
    const never = await memberIn('Utrecht');
    const week = await memberIn('Utrecht', { activeAgoMinutes: 2 * 24 * 60 });
    const now = await memberIn('Utrecht', { activeAgoMinutes: 0 });
    const hour = await memberIn('Utrecht', { activeAgoMinutes: 60 });
    const online = (await searchAs(viewer, '&sort=online')).body.profiles.map((p) => p.id);
    expect(online).toEqual([now.profileId, hour.profileId, week.profileId, never.profileId]);

    const newest = (await searchAs(viewer, '&sort=newest')).body;
    expect(newest.profiles.map((p) => p.id)).toEqual([hour.profileId, now.profileId, week.profileId, never.profileId]);
    expect((await searchAs(viewer)).body.profiles.map((p) => p.id)).toEqual(newest.profiles.map((p) => p.id));
  });

  it('refuses an unknown order', async () => {
    const viewer = await viewerInUtrecht();
    const res = await t.app.inject({ method: 'GET', url: '/api/members.php?sort=distance', headers: { cookie: viewer.cookie } });
    expect(res.statusCode).toBe(400);
  });
});

describe('where the location and the activity come from', () => {
  it('places a profile at its city when the member changes it, and nowhere for an unknown city', async () => {
    const m = await memberIn('Utrecht');
    const put = (city: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile.php',
        headers: { ...sameOrigin, 'content-type': 'application/json', cookie: m.cookie },
        payload: JSON.stringify({ city }),
      });
    const locationOf = () => t.db.kysely.selectFrom('profiles').select(['lat', 'lon']).where('id', '=', m.profileId).executeTakeFirstOrThrow();

    expect((await put('Groningen')).statusCode).toBe(200);
    const groningen = placeOf('Groningen');
    expect(await locationOf()).toEqual({ lat: groningen.lat, lon: groningen.lon });
    expect((await put('groningen ')).statusCode).toBe(200);
    expect(await locationOf()).toEqual({ lat: groningen.lat, lon: groningen.lon });
    expect((await put('Nergenshuizen')).statusCode).toBe(200);
    expect(await locationOf()).toEqual({ lat: null, lon: null });
  });

  it('marks a member active on their requests, writing at most once a minute', async () => {
    const m = await memberIn('Utrecht');
    const activeAt = async () =>
      (await t.db.kysely.selectFrom('profiles').select('last_active_at').where('id', '=', m.profileId).executeTakeFirstOrThrow()).last_active_at;
    expect(await activeAt()).toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/members.php', headers: { cookie: m.cookie } });
    const first = await activeAt();
    expect(first).not.toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/members.php', headers: { cookie: m.cookie } });
    expect(await activeAt()).toEqual(first);
  });

  it('the recorder skips the database within a minute, and the SQL guard holds across processes', async () => {
    const m = await memberIn('Utrecht');
    let clock = 1_000_000;
    const recorder = new ActivityRecorder(() => clock);
    const other = new ActivityRecorder(() => clock);
    const activeAt = async () =>
      (await t.db.kysely.selectFrom('profiles').select('last_active_at').where('id', '=', m.profileId).executeTakeFirstOrThrow()).last_active_at;
    await recorder.touch(t.db.kysely, m.profileId);
    const first = await activeAt();
    // Within the minute this process does not even ask the database.
    await setActive(m, null);
    clock += 59_000;
    await recorder.touch(t.db.kysely, m.profileId);
    expect(await activeAt()).toBeNull();
    await setActive(m, 0.5); // 30 s ago, as written by another process
    const written = await activeAt();
    clock += 61_000;
    await other.touch(t.db.kysely, m.profileId);
    const after = await activeAt();
    expect(first).not.toBeNull();
    expect(after).toEqual(written);
  });

  it('an open event stream keeps its member active through the process heartbeat', async () => {
    const m = await memberIn('Utrecht', { activeAgoMinutes: 10 });
    await t.db.kysely.insertInto('live_streams').values({ id: 'stream-presence-1', user_id: m.userId, process_id: 'proc-presence' }).execute();
    await refreshProcess(t.db.kysely, 'proc-presence');
    const viewer = await viewerInUtrecht();
    expect(cardOf((await searchAs(viewer)).body, m.profileId)?.presence).toBe('online');
  });
});
