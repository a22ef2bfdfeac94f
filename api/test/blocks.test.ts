import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { sameOrigin } from './helpers';
import { GONE, useMembersApp } from './members-helpers';

const t = useMembersApp();
const { member } = t;

const send = (method: 'POST' | 'DELETE', cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: '/api/block.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function relationAfter(method: 'POST' | 'DELETE', cookie: string, profileId: number) {
  const res = await send(method, cookie, { profile_id: profileId });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.block.response.parse(res.json()).relation;
}

const likesBetween = async (a: number, b: number) =>
  t.db.kysely
    .selectFrom('likes')
    .select(['liker_profile_id', 'liked_profile_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('liker_profile_id', '=', a), eb('liked_profile_id', '=', b)]),
        eb.and([eb('liker_profile_id', '=', b), eb('liked_profile_id', '=', a)]),
      ]),
    )
    .execute();

const blocksOf = async (blocker: number) =>
  (await t.db.kysely.selectFrom('blocks').select('blocked_profile_id').where('blocker_profile_id', '=', blocker).execute()).map(
    (r) => r.blocked_profile_id,
  );

describe('POST/DELETE /api/block.php', () => {
  it('blocks: removes the likes both ways, hides each from the other, idempotent; unblock restores visibility', async () => {
    const a = await member({ gender: 'male', country: 'DE' });
    const b = await member({ gender: 'female', country: 'DE' });
    const bystander = await member({ gender: 'female', country: 'DE' });
    await t.addLikes([a.profileId, b.profileId], [b.profileId, a.profileId], [bystander.profileId, a.profileId]);

    expect(await relationAfter('POST', a.cookie, b.profileId)).toEqual({ liked: false, liked_by: false, match: false, blocked: true });
    expect(await likesBetween(a.profileId, b.profileId)).toEqual([]);
    expect(await likesBetween(a.profileId, bystander.profileId)).toHaveLength(1);
    expect(await relationAfter('POST', a.cookie, b.profileId)).toMatchObject({ blocked: true });
    expect(await blocksOf(a.profileId)).toEqual([b.profileId]);

    const profileAs = (id: number, cookie: string) => t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: { cookie } });
    const searchAs = async (cookie: string) =>
      api.search.response.parse((await t.app.inject({ method: 'GET', url: '/api/members.php?country=DE', headers: { cookie } })).json()).profiles.map((p) => p.id);
    expect((await profileAs(b.profileId, a.cookie)).statusCode).toBe(404);
    expect((await profileAs(a.profileId, b.cookie)).statusCode).toBe(404);
    expect(await searchAs(a.cookie)).not.toContain(b.profileId);
    expect(await searchAs(b.cookie)).not.toContain(a.profileId);
    expect(await searchAs(a.cookie)).toContain(bystander.profileId);

    // The blocked member cannot block back: for them the profile does not exist.
    const back = await send('POST', b.cookie, { profile_id: a.profileId });
    expect(back.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(back.json())).toEqual({ error: 'not_found', message: GONE });
    expect((await send('DELETE', b.cookie, { profile_id: a.profileId })).statusCode).toBe(404);

    expect(await relationAfter('DELETE', a.cookie, b.profileId)).toEqual({ liked: false, liked_by: false, match: false, blocked: false });
    expect(await blocksOf(a.profileId)).toEqual([]);
    expect(await relationAfter('DELETE', a.cookie, b.profileId)).toMatchObject({ blocked: false });
    expect((await profileAs(b.profileId, a.cookie)).statusCode).toBe(200);
    expect((await profileAs(a.profileId, b.cookie)).statusCode).toBe(200);
    // The likes stay gone.
    expect(await likesBetween(a.profileId, b.profileId)).toEqual([]);
  });

  it('refuses blocking yourself with 400', async () => {
    const a = await member();
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await send(method, a.cookie, { profile_id: a.profileId });
      expect(res.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({ error: 'validation_error', message: 'Je kunt jezelf niet blokkeren.' });
    }
    expect(await blocksOf(a.profileId)).toEqual([]);
  });

  it('answers 404 for unknown, deleted, disabled and invisible profiles', async () => {
    const a = await member();
    const disabled = await member({ status: 'not_confirmed' });
    const deleted = await member({ status: 'deleted' });
    const invisible = await member();
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    for (const id of [2_000_000_000, disabled.profileId, deleted.profileId, invisible.profileId]) {
      const res = await send('POST', a.cookie, { profile_id: id });
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json())).toEqual({ error: 'not_found', message: GONE });
    }
    expect(await blocksOf(a.profileId)).toEqual([]);
  });

  it('needs a session and a same-origin request', async () => {
    const a = await member();
    const b = await member();
    const anonymous = await send('POST', undefined, { profile_id: b.profileId });
    expect(anonymous.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(anonymous.json()).error).toBe('authentication_required');
    const crossSite = await send('POST', a.cookie, { profile_id: b.profileId }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await blocksOf(a.profileId)).toEqual([]);
  });

  it.each([
    [{}],
    [{ profile_id: 'abc' }],
    [{ profile_id: 0 }],
    [{ profile_id: -5 }],
    [{ profile_id: 1.5 }],
    [{ profile_id: 2_147_483_648 }],
    [{ profile_id: "1' OR 1=1--" }],
    [{ profile_id: 1, extra: true }],
    [[1]],
    ['{not json'],
  ])('answers 400 to bad bodies (%j), never 5xx', async (body) => {
    const a = await member();
    const res = await send('POST', a.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
  });
});
