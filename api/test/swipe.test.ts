import { api, SWIPE_LIKES_PER_DAY } from 'shared-kernel/contract';
import { amsterdamDay, nextAmsterdamMidnight } from 'shared-kernel/utils/amsterdamDay';
import { swipeClock } from '../src/domain/members/swipe';
import { createTestUser, sameOrigin } from './helpers';
import { expectError, GONE, useMembersApp } from './members-helpers';

const t = useMembersApp({ emptyEachTest: true });
const { member } = t;
const realNow = swipeClock.now;
beforeEach(() => {
  swipeClock.now = realNow;
});
afterAll(() => {
  swipeClock.now = realNow;
});

const LIMIT_TEXT = 'Je hebt vandaag al je 4 likes gebruikt. Morgen kun je weer swipen.';

/** Stands the swipe game's clock still at an instant. */
const at = (iso: string): void => {
  swipeClock.now = () => new Date(iso);
};

/** `count` visible men a hetero woman would see in the game. */
async function men(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await createTestUser(t.db, { gender: 'male' })).profileId);
  return ids;
}

const getSwipe = (cookie: string | undefined) => t.app.inject({ method: 'GET', url: '/api/swipe.php', headers: cookie ? { cookie } : {} });
const swipe = (cookie: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/swipe.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const deck = async (cookie: string) => {
  const res = await getSwipe(cookie);
  expect(res.statusCode).toBe(200);
  return api.swipe.response.parse(res.json());
};
const swipeOk = async (cookie: string, profileId: number, likeIt = true) => {
  const res = await swipe(cookie, { profile_id: profileId, like: likeIt });
  expect(res.statusCode).toBe(200);
  return api.swipeAction.response.parse(res.json());
};

const count = async (table: 'likes' | 'swipe_likes'): Promise<number> =>
  Number((await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('Europe/Amsterdam days', () => {
  it('knows the calendar day in Amsterdam', () => {
    expect(amsterdamDay(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(amsterdamDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(amsterdamDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(amsterdamDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(amsterdamDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('finds the next local midnight, in winter, in summer and around the clock changes', () => {
    expect(nextAmsterdamMidnight(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(nextAmsterdamMidnight(new Date('2026-01-15T23:00:00Z')).toISOString()).toBe('2026-01-16T23:00:00.000Z');
    expect(nextAmsterdamMidnight(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    // Summer time starts on 29 March 2026 at 02:00: that midnight is still winter time.
    expect(nextAmsterdamMidnight(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(nextAmsterdamMidnight(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Winter time starts on 25 October 2026 at 03:00: a 25-hour day.
    expect(nextAmsterdamMidnight(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(nextAmsterdamMidnight(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(nextAmsterdamMidnight(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-01-01T23:00:00.000Z');
  });
});

describe('GET /api/swipe.php', () => {
  it('needs a session and takes no parameters', async () => {
    expectError(await getSwipe(undefined), 403, 'authentication_required');
    const a = await member();
    const res = await t.app.inject({ method: 'GET', url: '/api/swipe.php?limit=100', headers: { cookie: a.cookie } });
    expectError(res, 400, 'validation_error');
  });

  it('deals up to 10 visible profiles of the sought gender that were not liked yet', async () => {
    at('2026-01-15T12:00:00Z');
    const a = await member({ gender: 'female', sexuality: 'hetero' });
    const visible = await men(12);
    const woman = await member({ gender: 'female', sexuality: 'lesbian' });
    const gay = await member({ gender: 'male', sexuality: 'gay' });
    const [liked, blockedByA, blocksA, invisible] = await men(4);
    await t.addLikes([a.profileId, liked!]);
    await t.addBlocks([a.profileId, blockedByA!], [blocksA!, a.profileId]);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible!).execute();

    const first = await deck(a.cookie);
    expect(first.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect(first.resets_at).toBe('2026-01-15T23:00:00.000Z');
    expect(first.profiles).toHaveLength(10);
    const ids = first.profiles.map((p) => p.id);
    for (const id of ids) expect(visible).toContain(id);
    for (const hidden of [a.profileId, woman.profileId, gay.profileId, liked, blockedByA, blocksA, invisible]) expect(ids).not.toContain(hidden);
    // Deterministic: the same deck twice.
    expect((await deck(a.cookie)).profiles.map((p) => p.id)).toEqual(ids);

    // A liked profile leaves the deck, a passed one stays.
    await swipeOk(a.cookie, ids[0]!, true);
    await swipeOk(a.cookie, ids[1]!, false);
    const next = await deck(a.cookie);
    expect(next.likes_left).toBe(SWIPE_LIKES_PER_DAY - 1);
    expect(next.profiles.map((p) => p.id)).not.toContain(ids[0]);
    expect(next.profiles.map((p) => p.id)).toContain(ids[1]);
  });

  it('a card shows the photo count, a line of about-me and up to 4 interests', async () => {
    const a = await member({ gender: 'female', sexuality: 'hetero' });
    const [him] = await men(1);
    const about = 'Ik fiets elke ochtend langs de Vecht en drink daarna koffie op een terras. ' + 'Verder lees ik graag, kook ik voor vrienden en ga ik vaak naar concerten in de stad.';
    await t.db.kysely.updateTable('profiles').set({ about }).where('id', '=', him!).execute();
    for (let i = 0; i < 3; i++) {
      await t.db.kysely
        .insertInto('photos')
        .values({ profile_id: him!, filename: `sw${i}.jpg`, thumb_filename: `sw${i}_t.jpg`, position: i, status: i === 2 ? 'pending' : 'active' })
        .execute();
    }
    const interests = await t.db.kysely.selectFrom('interests').select(['id', 'name']).orderBy('position').orderBy('id').limit(5).execute();
    await t.db.kysely.insertInto('profile_interests').values(interests.map((i) => ({ profile_id: him!, interest_id: i.id }))).execute();

    const card = (await deck(a.cookie)).profiles.find((p) => p.id === him);
    expect(card?.photo_count).toBe(2);
    expect(card?.interests).toEqual(interests.slice(0, 4).map((i) => i.name));
    expect(card?.about_line.endsWith('…')).toBe(true);
    expect(card?.about_line.length).toBeLessThanOrEqual(120);
    expect(about.startsWith(card?.about_line.slice(0, -1) ?? '-')).toBe(true);

    // In the member's own language (users.language), by the same slugs.
    await t.db.kysely.updateTable('users').set({ language: 'de' }).where('id', '=', a.userId).execute();
    const german = (await deck(a.cookie)).profiles.find((p) => p.id === him);
    expect(german?.interests).toEqual(['Reisen', 'Kochen', 'Essen gehen', 'Wandern']);
  });
});

describe('POST /api/swipe.php', () => {
  it('a like costs one of the 4 likes of the day and is recorded as a swipe like', async () => {
    at('2026-01-15T12:00:00Z');
    const a = await member({ gender: 'female' });
    const [b] = await men(1);
    const answer = await swipeOk(a.cookie, b!);
    expect(answer).toEqual({ likes_left: 3, resets_at: '2026-01-15T23:00:00.000Z', match: null });
    const like = await t.db.kysely.selectFrom('likes').selectAll().executeTakeFirstOrThrow();
    expect(like).toMatchObject({ liker_profile_id: a.profileId, liked_profile_id: b, source: 'swipe', like_new: true });
    const swipeLike = await t.db.kysely.selectFrom('swipe_likes').selectAll().executeTakeFirstOrThrow();
    expect(swipeLike).toMatchObject({ profile_id: a.profileId, liked_profile_id: b, day: '2026-01-15' });
    // The same profile again costs nothing.
    expect((await swipeOk(a.cookie, b!)).likes_left).toBe(3);
    expect(await count('swipe_likes')).toBe(1);
  });

  it('a pass records nothing and answers the likes left', async () => {
    at('2026-01-15T12:00:00Z');
    const a = await member({ gender: 'female' });
    const [b] = await men(1);
    expect(await swipeOk(a.cookie, b!, false)).toEqual({ likes_left: 4, resets_at: '2026-01-15T23:00:00.000Z', match: null });
    expect(await count('likes')).toBe(0);
    expect(await count('swipe_likes')).toBe(0);
  });

  it('a swipe like of a profile that likes the member is a match', async () => {
    const a = await member({ gender: 'female' });
    const b = await member({ gender: 'male', name: 'Bart' });
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: b.profileId, filename: 'bart.jpg', thumb_filename: 'bart-t.jpg', position: 0, status: 'active' })
      .execute();
    await t.addLikes([b.profileId, a.profileId]);
    const answer = await swipeOk(a.cookie, b.profileId);
    expect(answer.match).toEqual({ id: b.profileId, name: 'Bart', main_image: { match: '/media/bart.jpg' } });
  });

  it('refuses the 5th like of the day with 429 swipe_limit', async () => {
    at('2026-01-15T12:00:00Z');
    const a = await member({ gender: 'female' });
    const targets = await men(6);
    for (let i = 0; i < 4; i += 1) expect((await swipeOk(a.cookie, targets[i]!)).likes_left).toBe(3 - i);
    const fifth = await swipe(a.cookie, { profile_id: targets[4], like: true });
    expectError(fifth, 429, 'swipe_limit', LIMIT_TEXT);
    expect(await count('likes')).toBe(4);
    // Passing still works, and the deck tells there are no likes left.
    expect((await swipeOk(a.cookie, targets[5]!, false)).likes_left).toBe(0);
    expect((await deck(a.cookie)).likes_left).toBe(0);
  });

  it('lets exactly 4 of 10 parallel likes through', async () => {
    at('2026-01-15T12:00:00Z');
    const a = await member({ gender: 'female' });
    const targets = await men(10);
    const answers = await Promise.all(targets.map((id) => swipe(a.cookie, { profile_id: id, like: true })));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429)) expectError(res, 429, 'swipe_limit', LIMIT_TEXT);
    expect(await count('swipe_likes')).toBe(4);
    expect(await count('likes')).toBe(4);
  });

  it('gives 4 new likes at midnight in Amsterdam (winter: 23:00 UTC)', async () => {
    const a = await member({ gender: 'female' });
    const targets = await men(6);
    at('2026-01-15T22:59:00Z');
    for (const id of targets.slice(0, 4)) await swipeOk(a.cookie, id);
    expectError(await swipe(a.cookie, { profile_id: targets[4], like: true }), 429, 'swipe_limit', LIMIT_TEXT);
    const before = await deck(a.cookie);
    expect(before).toMatchObject({ likes_left: 0, resets_at: '2026-01-15T23:00:00.000Z' });

    at('2026-01-15T23:00:00Z');
    const after = await deck(a.cookie);
    expect(after).toMatchObject({ likes_left: 4, resets_at: '2026-01-16T23:00:00.000Z' });
    const answer = await swipeOk(a.cookie, targets[4]!);
    expect(answer.likes_left).toBe(3);
    const days = await t.db.kysely.selectFrom('swipe_likes').select('day').orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual(['2026-01-15', '2026-01-15', '2026-01-15', '2026-01-15', '2026-01-16']);
  });

  it('resets at 22:00 UTC in summer', async () => {
    const a = await member({ gender: 'female' });
    const targets = await men(5);
    at('2026-07-01T21:59:59Z');
    for (const id of targets.slice(0, 4)) await swipeOk(a.cookie, id);
    expect((await deck(a.cookie)).likes_left).toBe(0);
    at('2026-07-01T22:00:00Z');
    expect(await deck(a.cookie)).toMatchObject({ likes_left: 4, resets_at: '2026-07-02T22:00:00.000Z' });
  });

  it('refuses the member itself, hidden profiles and bad input', async () => {
    const a = await member({ gender: 'female' });
    const [invisible, blocked] = await men(2);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible!).execute();
    await t.addBlocks([blocked!, a.profileId]);

    expectError(await swipe(a.cookie, { profile_id: a.profileId, like: true }), 400, 'validation_error', 'Je kunt jezelf niet liken.');
    for (const id of [invisible, blocked, 2_000_000_000]) {
      expectError(await swipe(a.cookie, { profile_id: id, like: true }), 404, 'not_found', GONE);
      expectError(await swipe(a.cookie, { profile_id: id, like: false }), 404, 'not_found', GONE);
    }
    for (const body of [{}, { profile_id: 5 }, { like: true }, { profile_id: 5, like: 'yes' }, { profile_id: -1, like: true }, { profile_id: 5, like: true, x: 1 }, 'nope']) {
      const res = await swipe(a.cookie, body);
      expect(res.statusCode).toBe(400);
    }
    expectError(await swipe(undefined, { profile_id: invisible, like: true }), 403, 'authentication_required');
    expect(await count('likes')).toBe(0);
    expect(await count('swipe_likes')).toBe(0);
  });
});
