import { api, ApiErrorSchema, type MemberProfile } from 'shared-kernel/contract';
import { visiblePhotoCount } from '../src/domain/members/member';
import { GONE, useMembersApp } from './members-helpers';

const t = useMembersApp();
const { member } = t;

async function addPhotos(profileId: number, count: number, status: 'active' | 'pending' = 'active'): Promise<void> {
  for (let i = 0; i < count; i++) {
    await t.db.kysely
      .insertInto('photos')
      // Positions given backwards: the order is by position, not by insertion.
      .values({ profile_id: profileId, filename: `m${profileId}-${i}.jpg`, thumb_filename: `m${profileId}-${i}-t.jpg`, position: count - i, status })
      .execute();
  }
}

async function fictional(): Promise<number> {
  const region = await t.db.kysely.selectFrom('regions').select('id').where('code', '=', 'NL-UT').executeTakeFirstOrThrow();
  const row = await t.db.kysely
    .insertInto('profiles')
    .values({
      user_id: null,
      name: 'Sanne',
      gender: 'female',
      sexuality: 'hetero',
      birthdate: '1990-01-15',
      country: 'NL',
      region_id: region.id,
      city: 'Amersfoort',
      hair_colour: 'blonde',
      eye_colour: 'blue',
      body_type: 'slim',
      relationship_status: 'single',
      about: 'Hallo <b>daar</b>',
      fictional: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const interests = await t.db.kysely.selectFrom('interests').select(['id', 'name']).orderBy('position').limit(2).execute();
  await t.db.kysely
    .insertInto('profile_interests')
    .values(interests.map((i) => ({ profile_id: row.id, interest_id: i.id })))
    .execute();
  return row.id;
}

const open = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: cookie ? { cookie } : {} });

async function ok(id: number, cookie?: string) {
  const res = await open(id, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.member.response.parse(res.json());
}

async function expectGone(id: number | string, cookie?: string): Promise<void> {
  const res = await open(id, cookie);
  expect(res.statusCode).toBe(404);
  const body = ApiErrorSchema.parse(res.json());
  expect(body).toEqual({ error: 'not_found', message: GONE });
}

describe('GET /api/member.php', () => {
  it('shows a profile with region name, interests by name and the fictional flag', async () => {
    const id = await fictional();
    await addPhotos(id, 1);
    const { profile, relation } = await ok(id);
    const interests = await t.db.kysely.selectFrom('interests').select('name').orderBy('position').limit(2).execute();
    expect(profile).toMatchObject<Partial<MemberProfile>>({
      id,
      name: 'Sanne',
      gender: 'female',
      country: 'NL',
      region: 'Utrecht',
      city: 'Amersfoort',
      hair_colour: 'blonde',
      about: 'Hallo <b>daar</b>',
      fictional: true,
      interests: interests.map((i) => i.name),
      photo_count: 1,
    });
    expect(profile.age).toBeGreaterThanOrEqual(35);
    expect(relation).toEqual({ liked: false, liked_by: false, match: false, blocked: false });
  });

  it('gives the interests by name in the language of the visitor (hartklop.be, locale=fr)', async () => {
    const id = await fictional();
    const res = await t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: { host: 'hartklop.be', cookie: 'locale=fr' } });
    expect(res.statusCode).toBe(200);
    expect(api.member.response.parse(res.json()).profile.interests).toEqual(['Voyages', 'Cuisine']);
    const dutch = await t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: { host: 'hartklop.be' } });
    expect(api.member.response.parse(dutch.json()).profile.interests).toEqual(['Reizen', 'Koken']);
  });
  it('limits photos: 2 for visitors and free members, all for premium, main photo first, real count always', async () => {
    const owner = await member();
    await addPhotos(owner.profileId, 5);
    await addPhotos(owner.profileId, 1, 'pending');
    const free = await member({ gender: 'male' });
    const premium = await member({ gender: 'male', paidUser: true });

    const visitor = (await ok(owner.profileId)).profile;
    expect(visitor.photo_count).toBe(5);
    expect(visitor.photos).toHaveLength(2);
    // Position 1 is the last one inserted (index 4).
    expect(visitor.main_image?.filename).toBe(`m${owner.profileId}-4.jpg`);
    expect(visitor.photos[0]).toEqual(visitor.main_image);

    const asFree = (await ok(owner.profileId, free.cookie)).profile;
    expect(asFree.photos.map((p) => p.filename)).toEqual([`m${owner.profileId}-4.jpg`, `m${owner.profileId}-3.jpg`]);
    const asPremium = (await ok(owner.profileId, premium.cookie)).profile;
    expect(asPremium.photos).toHaveLength(5);
    expect(asPremium.photo_count).toBe(5);
    expect(asPremium.photos.some((p) => p.filename.includes('pending'))).toBe(false);

    // The member sees all of their own photos.
    expect((await ok(owner.profileId, owner.cookie)).profile.photos).toHaveLength(5);
  });

  it('shows only the main photo of a privacy-mode profile unless it liked the viewer', async () => {
    const owner = await member();
    await addPhotos(owner.profileId, 4);
    await t.db.kysely.updateTable('profiles').set({ privacy_mode: true }).where('id', '=', owner.profileId).execute();
    const premium = await member({ gender: 'male', paidUser: true });
    const liked = await member({ gender: 'male' });
    await t.addLikes([owner.profileId, liked.profileId]);

    expect((await ok(owner.profileId)).profile.photos).toHaveLength(1);
    const asPremium = (await ok(owner.profileId, premium.cookie)).profile;
    expect(asPremium.photos).toHaveLength(1);
    expect(asPremium.photo_count).toBe(4);
    expect((await ok(owner.profileId, liked.cookie)).profile.photos).toHaveLength(2);
  });

  it('answers the relation and clears like_new of the like the profile gave the viewer', async () => {
    const viewer = await member({ gender: 'male' });
    const other = await member();
    const third = await member();
    await t.addLikes([other.profileId, viewer.profileId], [viewer.profileId, other.profileId], [third.profileId, viewer.profileId]);
    const likeNew = async (liker: number) =>
      (
        await t.db.kysely
          .selectFrom('likes')
          .select('like_new')
          .where('liker_profile_id', '=', liker)
          .where('liked_profile_id', '=', viewer.profileId)
          .executeTakeFirstOrThrow()
      ).like_new;

    // A visitor opening it changes nothing.
    await ok(other.profileId);
    expect(await likeNew(other.profileId)).toBe(true);

    const { relation } = await ok(other.profileId, viewer.cookie);
    expect(relation).toEqual({ liked: true, liked_by: true, match: true, blocked: false });
    expect(await likeNew(other.profileId)).toBe(false);
    expect(await likeNew(third.profileId)).toBe(true);
    // The other side's like is not touched by their opening the viewer's profile.
    await ok(viewer.profileId, third.cookie);
    expect(await likeNew(third.profileId)).toBe(true);
  });

  it('answers the same 404 for blocked (either way), invisible, deleted, disabled and unknown profiles', async () => {
    const viewer = await member({ gender: 'male' });
    const blockedByViewer = await member();
    const blockedViewer = await member();
    const invisible = await member();
    const invisibleLiker = await member();
    const disabled = await member({ status: 'not_confirmed' });
    const deleted = await member();
    await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', deleted.userId).execute();
    await t.db.kysely
      .updateTable('profiles')
      .set({ invisible: true })
      .where('id', 'in', [invisible.profileId, invisibleLiker.profileId])
      .execute();
    await t.addBlocks([viewer.profileId, blockedByViewer.profileId], [blockedViewer.profileId, viewer.profileId]);
    await t.addLikes([invisibleLiker.profileId, viewer.profileId]);

    await expectGone(blockedByViewer.profileId, viewer.cookie);
    await expectGone(blockedViewer.profileId, viewer.cookie);
    await expectGone(viewer.profileId, blockedViewer.cookie);
    await expectGone(invisible.profileId, viewer.cookie);
    await expectGone(invisible.profileId);
    await expectGone(disabled.profileId, viewer.cookie);
    await expectGone(deleted.profileId, viewer.cookie);
    await expectGone(2_000_000_000, viewer.cookie);
    await expectGone(2_000_000_000);

    // An invisible member is still seen by the members they liked; blocks hide nothing from visitors.
    expect((await ok(invisibleLiker.profileId, viewer.cookie)).relation.liked_by).toBe(true);
    await expectGone(invisibleLiker.profileId);
    await ok(blockedByViewer.profileId);
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648', '1%27%20OR%201=1', '%3Cscript%3E', ''])('answers 400 to id=%s, never 5xx', async (id) => {
    const res = await open(id);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('validation_error');
  });

  it('refuses unknown query fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/member.php?id=1&admin=1' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/member.php' })).statusCode).toBe(400);
  });
});

describe('visiblePhotoCount', () => {
  it.each([
    [{ own: false, premium: false, privacyMode: false, likedViewer: false, total: 5 }, 2],
    [{ own: false, premium: false, privacyMode: false, likedViewer: false, total: 1 }, 1],
    [{ own: false, premium: true, privacyMode: false, likedViewer: false, total: 5 }, 5],
    [{ own: false, premium: true, privacyMode: true, likedViewer: false, total: 5 }, 1],
    [{ own: false, premium: true, privacyMode: true, likedViewer: true, total: 5 }, 5],
    [{ own: false, premium: false, privacyMode: true, likedViewer: false, total: 0 }, 0],
    [{ own: true, premium: false, privacyMode: true, likedViewer: false, total: 5 }, 5],
  ])('%o → %i', (options, expected) => {
    expect(visiblePhotoCount(options)).toBe(expected);
  });
});
