import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { sameOrigin } from './helpers';
import { expectError, GONE, useMembersApp } from './members-helpers';

const t = useMembersApp({ emptyEachTest: true });
const { member } = t;

const SELF = 'Je kunt jezelf niet liken.';

let fictionalCounter = 0;
/** A fictional profile (no account). */
async function fictional(options: { gender?: 'male' | 'female'; sexuality?: string; country?: string; name?: string; invisible?: boolean } = {}) {
  fictionalCounter += 1;
  const row = await t.db.kysely
    .insertInto('profiles')
    .values({
      user_id: null,
      name: options.name ?? `Fictief${fictionalCounter}`,
      gender: options.gender ?? 'male',
      sexuality: options.sexuality ?? 'hetero',
      birthdate: '1988-06-01',
      country: options.country ?? 'NL',
      city: 'Amsterdam',
      about: '',
      fictional: true,
      status: 'active',
      invisible: options.invisible ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addPhoto(profileId: number, filename: string, position = 0): Promise<void> {
  await t.db.kysely
    .insertInto('photos')
    .values({ profile_id: profileId, filename, thumb_filename: `thumb-${filename}`, position, status: 'active' })
    .execute();
}

const json = (cookie: string | undefined, method: 'POST' | 'DELETE', url: string, body: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const like = (cookie: string | undefined, profileId: unknown) => json(cookie, 'POST', '/api/like.php', { profile_id: profileId });
const unlike = (cookie: string | undefined, profileId: unknown) => json(cookie, 'DELETE', '/api/like.php', { profile_id: profileId });
const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const likeOk = async (cookie: string, profileId: number) => {
  const res = await like(cookie, profileId);
  expect(res.statusCode).toBe(200);
  return api.like.response.parse(res.json());
};
const likesOf = async (cookie: string) => {
  const res = await get(cookie, '/api/likes.php');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.likes.response.parse(res.json());
};
const autoLike = async (cookie: string) => {
  const res = await get(cookie, '/api/auto-like.php');
  expect(res.statusCode).toBe(200);
  return api.autoLike.response.parse(res.json());
};

const likeRows = () => t.db.kysely.selectFrom('likes').selectAll().orderBy('liker_profile_id').orderBy('liked_profile_id').execute();

async function block(blocker: number, blocked: number): Promise<void> {
  await t.addBlocks([blocker, blocked]);
}

describe('POST /api/like.php', () => {
  it('needs a session and a same-origin request', async () => {
    const b = await member({ gender: 'male' });
    expectError(await like(undefined, b.profileId), 403, 'authentication_required', 'Log in om verder te gaan.');
    const a = await member();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/json', cookie: a.cookie },
      payload: JSON.stringify({ profile_id: b.profileId }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await likeRows()).toEqual([]);
  });

  it('likes a visible profile once: a second like changes nothing and like_new stays', async () => {
    const a = await member({ gender: 'female' });
    const b = await member({ gender: 'male' });
    const first = await likeOk(a.cookie, b.profileId);
    expect(first).toEqual({ relation: { liked: true, liked_by: false, match: false, blocked: false }, match: null });
    let rows = await likeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ liker_profile_id: a.profileId, liked_profile_id: b.profileId, like_new: true, source: 'profile' });

    // B has seen the like; liking again must not make it new again.
    await t.db.kysely.updateTable('likes').set({ like_new: false }).execute();
    expect(await likeOk(a.cookie, b.profileId)).toEqual(first);
    rows = await likeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.like_new).toBe(false);
  });

  it('a like of a profile that likes you back is a match, for either side', async () => {
    const a = await member({ gender: 'female', name: 'Anna' });
    const b = await member({ gender: 'male', name: 'Bram' });
    await addPhoto(b.profileId, 'bram-2.jpg', 1);
    await addPhoto(b.profileId, 'bram-1.jpg', 0);

    expect((await likeOk(b.cookie, a.profileId)).match).toBeNull();
    const answer = await likeOk(a.cookie, b.profileId);
    expect(answer.relation).toEqual({ liked: true, liked_by: true, match: true, blocked: false });
    expect(answer.match).toEqual({ id: b.profileId, name: 'Bram', main_image: { match: '/media/bram-1.jpg' } });

    // From B's side: Anna has no photo.
    const other = await likeOk(b.cookie, a.profileId);
    expect(other.relation.match).toBe(true);
    expect(other.match).toEqual({ id: a.profileId, name: 'Anna', main_image: null });

    expect((await likesOf(a.cookie)).matches).toEqual([b.profileId]);
    expect((await likesOf(b.cookie)).matches).toEqual([a.profileId]);
  });

  it('refuses the member itself with 400', async () => {
    const a = await member();
    expectError(await like(a.cookie, a.profileId), 400, 'validation_error', SELF);
    expectError(await unlike(a.cookie, a.profileId), 400, 'validation_error', SELF);
    expect(await likeRows()).toEqual([]);
  });

  it('answers 404 for profiles that do not exist or are not visible, and records nothing', async () => {
    const a = await member({ gender: 'female' });
    const disabled = await member({ gender: 'male', status: 'not_confirmed' });
    const deleted = await member({ gender: 'male', status: 'deleted' });
    const invisible = await member({ gender: 'male' });
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    const blockedMe = await member({ gender: 'male' });
    await block(blockedMe.profileId, a.profileId);
    const iBlocked = await member({ gender: 'male' });
    await block(a.profileId, iBlocked.profileId);
    const maxId = await t.db.kysely.selectFrom('profiles').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();

    for (const id of [Number(maxId.max) + 1000, disabled.profileId, deleted.profileId, invisible.profileId, blockedMe.profileId, iBlocked.profileId]) {
      expectError(await like(a.cookie, id), 404, 'not_found', GONE);
      expectError(await unlike(a.cookie, id), 404, 'not_found', GONE);
    }
    expect(await likeRows()).toEqual([]);
  });

  it('refuses bad input with 4xx, never 5xx', async () => {
    const a = await member();
    const bodies: unknown[] = [
      {},
      { profile_id: 'abc' },
      { profile_id: '5' },
      { profile_id: 0 },
      { profile_id: -3 },
      { profile_id: 1.5 },
      { profile_id: 2_147_483_648 },
      { profile_id: null },
      { profile_id: 1, extra: true },
      [],
      'null',
      '{"profile_id":',
    ];
    for (const body of bodies) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await json(a.cookie, method, '/api/like.php', body);
        expect(res.statusCode).toBe(400);
        expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
      }
    }
    const noJson = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { ...sameOrigin, 'content-type': 'text/plain', cookie: a.cookie },
      payload: 'profile_id=1',
    });
    expect(noJson.statusCode).toBe(415);
  });
});

describe('DELETE /api/like.php', () => {
  it("removes only the member's own like; the match ends", async () => {
    const a = await member({ gender: 'female' });
    const b = await member({ gender: 'male' });
    await likeOk(a.cookie, b.profileId);
    await likeOk(b.cookie, a.profileId);

    const res = await unlike(a.cookie, b.profileId);
    expect(res.statusCode).toBe(200);
    expect(api.unlike.response.parse(res.json())).toEqual({
      relation: { liked: false, liked_by: true, match: false, blocked: false },
      match: null,
    });
    const rows = await likeRows();
    expect(rows.map((r) => [r.liker_profile_id, r.liked_profile_id])).toEqual([[b.profileId, a.profileId]]);
    expect((await likesOf(a.cookie)).matches).toEqual([]);
    expect((await likesOf(b.cookie)).matches).toEqual([]);

    // Unliking again is harmless.
    const again = await unlike(a.cookie, b.profileId);
    expect(again.statusCode).toBe(200);
    expect(api.unlike.response.parse(again.json()).relation.liked).toBe(false);
    expect(await likeRows()).toHaveLength(1);
  });
});

describe('GET /api/likes.php', () => {
  it('needs a session', async () => {
    expectError(await get(undefined, '/api/likes.php'), 403, 'authentication_required');
    const a = await member();
    expectError(await get(a.cookie, '/api/likes.php?x=1'), 400, 'validation_error');
  });

  it('lists received likes newest first with like_new, given likes, matches and the profiles', async () => {
    const a = await member({ gender: 'female' });
    const b = await member({ gender: 'male', name: 'Bas' });
    const c = await member({ gender: 'male', name: 'Cas' });
    const d = await member({ gender: 'male', name: 'Dirk' });
    await addPhoto(c.profileId, 'cas.jpg');
    await t.db.kysely
      .insertInto('likes')
      .values([
        { liker_profile_id: b.profileId, liked_profile_id: a.profileId, created_at: '2026-01-01T10:00:00Z', like_new: false },
        { liker_profile_id: c.profileId, liked_profile_id: a.profileId, created_at: '2026-01-02T10:00:00Z', like_new: true },
        { liker_profile_id: a.profileId, liked_profile_id: c.profileId, created_at: '2026-01-03T10:00:00Z' },
        { liker_profile_id: a.profileId, liked_profile_id: d.profileId, created_at: '2026-01-04T10:00:00Z' },
        // Likes between others are none of A's business.
        { liker_profile_id: b.profileId, liked_profile_id: d.profileId },
        { liker_profile_id: d.profileId, liked_profile_id: b.profileId },
      ])
      .execute();

    const likes = await likesOf(a.cookie);
    expect(likes.liked_by).toEqual([
      { id: c.profileId, like_new: true },
      { id: b.profileId, like_new: false },
    ]);
    expect(likes.likes).toEqual([d.profileId, c.profileId]);
    expect(likes.matches).toEqual([c.profileId]);
    expect(likes.profiles.map((p) => p.id).sort((x, y) => x - y)).toEqual([b.profileId, c.profileId, d.profileId].sort((x, y) => x - y));
    const cas = likes.profiles.find((p) => p.id === c.profileId);
    expect(cas).toEqual({
      id: c.profileId,
      name: 'Cas',
      age: expect.any(Number),
      city: 'Utrecht',
      country: 'NL',
      fictional: false,
      cam: false,
      main_image: { filename: 'cas.jpg', thumb_filename: 'thumb-cas.jpg' },
      // Issue 15: never active yet; both in Utrecht (under 1 km).
      presence: null,
      distance_km: 0,
    });
    expect(JSON.stringify(likes)).not.toContain('"email"');
  });

  it('never shows blocked, invisible, disabled or deleted profiles', async () => {
    const a = await member({ gender: 'female' });
    const visible = await member({ gender: 'male' });
    const blockedByA = await member({ gender: 'male' });
    const blocksA = await member({ gender: 'male' });
    const invisible = await member({ gender: 'male' });
    const deleted = await member({ gender: 'male' });
    const all = [visible, blockedByA, blocksA, invisible, deleted];
    for (const m of all) {
      await t.addLikes([a.profileId, m.profileId], [m.profileId, a.profileId]);
    }
    await block(a.profileId, blockedByA.profileId);
    await block(blocksA.profileId, a.profileId);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', deleted.userId).execute();

    const likes = await likesOf(a.cookie);
    // The invisible member liked A, so A still sees them (visibility rule); the others are gone.
    const expected = [visible.profileId, invisible.profileId].sort((x, y) => x - y);
    expect(likes.profiles.map((p) => p.id).sort((x, y) => x - y)).toEqual(expected);
    expect(likes.liked_by.map((l) => l.id).sort((x, y) => x - y)).toEqual(expected);
    expect([...likes.likes].sort((x, y) => x - y)).toEqual(expected);
    expect([...likes.matches].sort((x, y) => x - y)).toEqual(expected);

    // An invisible member A liked but who does not like A is hidden.
    await t.db.kysely.deleteFrom('likes').where('liker_profile_id', '=', invisible.profileId).execute();
    const after = await likesOf(a.cookie);
    expect(after.profiles.map((p) => p.id)).toEqual([visible.profileId]);
    expect(after.likes).toEqual([visible.profileId]);
  });
});

describe('GET /api/auto-like.php', () => {
  it('needs a session', async () => {
    expectError(await get(undefined, '/api/auto-like.php'), 403, 'authentication_required');
  });

  it('lets a fictional profile of the sought gender like the member (source auto, like_new)', async () => {
    const a = await member({ gender: 'female', sexuality: 'hetero' });
    await fictional({ gender: 'female', sexuality: 'lesbian' }); // not sought by a hetero woman
    await fictional({ gender: 'male', sexuality: 'gay' }); // would not seek a woman
    const noPhoto = await fictional({ gender: 'male', name: 'Zonder' });
    const withPhoto = await fictional({ gender: 'male', name: 'Met' });
    await addPhoto(withPhoto, 'met.jpg');
    const liked = await fictional({ gender: 'male' });
    await addPhoto(liked, 'liked.jpg');
    await likeOk(a.cookie, liked);
    const blockedOne = await fictional({ gender: 'male' });
    await addPhoto(blockedOne, 'blocked.jpg');
    await block(a.profileId, blockedOne);
    const invisible = await fictional({ gender: 'male', invisible: true });
    await addPhoto(invisible, 'invisible.jpg');

    expect(await autoLike(a.cookie)).toEqual({ profile: { id: withPhoto, name: 'Met', main_image: { match: '/media/met.jpg' } } });
    const row = await t.db.kysely
      .selectFrom('likes')
      .selectAll()
      .where('liker_profile_id', '=', withPhoto)
      .where('liked_profile_id', '=', a.profileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'auto', like_new: true });

    // The next call takes the next fictional profile, then only the unseen likes are left.
    expect(await autoLike(a.cookie)).toEqual({ profile: { id: noPhoto, name: 'Zonder', main_image: null } });
    expect((await likesOf(a.cookie)).liked_by.map((l) => l.id)).toEqual(expect.arrayContaining([withPhoto, noPhoto]));
    const likesBefore = (await likeRows()).length;
    const third = await autoLike(a.cookie);
    expect([withPhoto, noPhoto]).toContain(third.profile?.id);
    expect((await likeRows()).length).toBe(likesBefore);
    // Nothing for the blocked or invisible one, nor from the already liked one.
    const autoLikers = (await likeRows()).filter((r) => r.source === 'auto').map((r) => r.liker_profile_id);
    expect(autoLikers.sort((x, y) => x - y)).toEqual([withPhoto, noPhoto].sort((x, y) => x - y));
  });

  it('never makes a real member like; null when there is nobody', async () => {
    const a = await member({ gender: 'female' });
    const real = await member({ gender: 'male' });
    await addPhoto(real.profileId, 'real.jpg');
    expect(await autoLike(a.cookie)).toEqual({ profile: null });
    expect(await likeRows()).toEqual([]);

    // A real member's own, unseen like can be shown (nothing is added).
    await likeOk(real.cookie, a.profileId);
    expect(await autoLike(a.cookie)).toEqual({ profile: { id: real.profileId, name: expect.any(String), main_image: { match: '/media/real.jpg' } } });
    expect(await likeRows()).toHaveLength(1);
    // Seen, or liked back: nothing left.
    await t.db.kysely.updateTable('likes').set({ like_new: false }).execute();
    expect(await autoLike(a.cookie)).toEqual({ profile: null });
  });
});
