import { api } from 'shared-kernel/contract';
import { sameOrigin } from './helpers';
import { expectError, GONE, useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp();

const getPrivacy = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/privacy.php', headers: cookie ? { cookie } : {} });
const putPrivacy = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/privacy.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function setPrivacy(m: TestMember, body: { invisible?: boolean; privacy_mode?: boolean }) {
  const res = await putPrivacy(m.cookie, body);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.updatePrivacy.response.parse(res.json());
}

const flagsOf = (profileId: number) =>
  t.db.kysely.selectFrom('profiles').select(['invisible', 'privacy_mode', 'show_presence']).where('id', '=', profileId).executeTakeFirstOrThrow();

async function addPhotos(profileId: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: profileId, filename: `pv${profileId}-${i}.jpg`, thumb_filename: `pv${profileId}-${i}_t.jpg`, position: i, status: 'active' })
      .execute();
  }
}

const like = (liker: TestMember, liked: TestMember) =>
  t.db.kysely.insertInto('likes').values({ liker_profile_id: liker.profileId, liked_profile_id: liked.profileId }).execute();

/** The ids a viewer finds searching women in Belgium (only this file's members live there). */
async function foundInBelgium(cookie?: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/members.php?country=BE&gender=female', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return api.search.response.parse(res.json()).profiles.map((p) => p.id);
}

const viewProfile = (id: number, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: cookie ? { cookie } : {} });

describe('GET and PUT /api/privacy.php', () => {
  it('starts with both flags off and changes only the flags sent', async () => {
    const m = await t.member();
    const res = await getPrivacy(m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(api.privacy.response.parse(res.json())).toEqual({ invisible: false, privacy_mode: false, show_presence: true });

    expect(await setPrivacy(m, { invisible: true })).toEqual({ invisible: true, privacy_mode: false, show_presence: true });
    expect(await setPrivacy(m, { privacy_mode: true })).toEqual({ invisible: true, privacy_mode: true, show_presence: true });
    expect(await setPrivacy(m, {})).toEqual({ invisible: true, privacy_mode: true, show_presence: true });
    expect(await setPrivacy(m, { invisible: false, privacy_mode: false })).toEqual({ invisible: false, privacy_mode: false, show_presence: true });
    expect(await setPrivacy(m, { privacy_mode: true })).toEqual({ invisible: false, privacy_mode: true, show_presence: true });
    expect(await flagsOf(m.profileId)).toEqual({ invisible: false, privacy_mode: true, show_presence: true });
    expect(api.privacy.response.parse((await getPrivacy(m.cookie)).json())).toEqual({ invisible: false, privacy_mode: true, show_presence: true });
  });

  it("changes only the member's own profile", async () => {
    const a = await t.member();
    const b = await t.member();
    await setPrivacy(a, { invisible: true, privacy_mode: true });
    expect(await flagsOf(b.profileId)).toEqual({ invisible: false, privacy_mode: false, show_presence: true });
  });

  it('needs a session', async () => {
    expectError(await getPrivacy(), 403, 'authentication_required');
    expectError(await putPrivacy(undefined, { invisible: true }), 403, 'authentication_required');
    expectError(await putPrivacy('hk_session=onzin', { invisible: true }), 403, 'authentication_required');
  });

  it.each([
    ['a string flag', { invisible: 'true' }],
    ['a number flag', { privacy_mode: 1 }],
    ['null', { invisible: null }],
    ['an unknown field', { invisible: true, profile_id: 1 }],
    ['SQL', { "invisible = true; --": true }],
    ['HTML', { invisible: '<script>alert(1)</script>' }],
    ['an array', [true]],
    ['a bare value', true],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const m = await t.member();
    expectError(await putPrivacy(m.cookie, body), 400, 'validation_error');
    expect(await flagsOf(m.profileId)).toEqual({ invisible: false, privacy_mode: false, show_presence: true });
  });

  it('refuses broken JSON, query parameters on GET, other content types and cross-site requests with a 4xx', async () => {
    const m = await t.member();
    expect((await putPrivacy(m.cookie, '{"invisible":')).statusCode).toBe(400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/privacy.php?invisible=1', headers: { cookie: m.cookie } }), 400, 'validation_error');
    expectError(await putPrivacy(m.cookie, 'invisible=true', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
    expectError(await putPrivacy(m.cookie, { invisible: true }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 403, 'csrf_rejected');
    expect(await flagsOf(m.profileId)).toEqual({ invisible: false, privacy_mode: false, show_presence: true });
  });
});

describe('what the flags change for others', () => {
  it('an invisible member is not found in search nor on their profile by others, except by members it liked', async () => {
    const hidden = await t.member({ gender: 'female', sexuality: 'hetero', country: 'BE' });
    const viewer = await t.member({ gender: 'male', sexuality: 'hetero', country: 'BE' });
    const liked = await t.member({ gender: 'male', sexuality: 'hetero', country: 'BE' });
    expect(await foundInBelgium(viewer.cookie)).toContain(hidden.profileId);
    expect(await foundInBelgium()).toContain(hidden.profileId);
    expect((await viewProfile(hidden.profileId, viewer.cookie)).statusCode).toBe(200);

    await like(hidden, liked);
    await setPrivacy(hidden, { invisible: true });
    expect(await foundInBelgium(viewer.cookie)).not.toContain(hidden.profileId);
    expect(await foundInBelgium()).not.toContain(hidden.profileId);
    expectError(await viewProfile(hidden.profileId, viewer.cookie), 404, 'not_found', GONE);
    expectError(await viewProfile(hidden.profileId), 404, 'not_found', GONE);
    expect(await foundInBelgium(liked.cookie)).toContain(hidden.profileId);
    expect((await viewProfile(hidden.profileId, liked.cookie)).statusCode).toBe(200);
    // An invisible member still sees their own profile, but never finds themselves in search.
    expect((await viewProfile(hidden.profileId, hidden.cookie)).statusCode).toBe(200);
    expect(await foundInBelgium(hidden.cookie)).not.toContain(hidden.profileId);

    await setPrivacy(hidden, { invisible: false });
    expect(await foundInBelgium(viewer.cookie)).toContain(hidden.profileId);
    expect((await viewProfile(hidden.profileId, viewer.cookie)).statusCode).toBe(200);
  });

  it('privacy mode shows only the main photo to members it did not like', async () => {
    const owner = await t.member({ gender: 'female', sexuality: 'hetero', country: 'BE' });
    const stranger = await t.member({ gender: 'male', sexuality: 'hetero', paidUser: true });
    const liked = await t.member({ gender: 'male', sexuality: 'hetero', paidUser: true });
    await addPhotos(owner.profileId, 4);
    await like(owner, liked);
    const photosSeenBy = async (cookie: string) => {
      const res = await viewProfile(owner.profileId, cookie);
      expect(res.statusCode).toBe(200);
      const { profile } = api.member.response.parse(res.json());
      return { shown: profile.photos.map((p) => p.filename), count: profile.photo_count, main: profile.main_image?.filename };
    };
    const all = [0, 1, 2, 3].map((i) => `pv${owner.profileId}-${i}.jpg`);

    expect(await photosSeenBy(stranger.cookie)).toEqual({ shown: all, count: 4, main: all[0] });
    await setPrivacy(owner, { privacy_mode: true });
    expect(await photosSeenBy(stranger.cookie)).toEqual({ shown: [all[0]], count: 4, main: all[0] });
    expect(await photosSeenBy(liked.cookie)).toEqual({ shown: all, count: 4, main: all[0] });
    // Privacy mode is about photos only: the profile is still found.
    expect(await foundInBelgium(stranger.cookie)).toContain(owner.profileId);
    await setPrivacy(owner, { privacy_mode: false });
    expect(await photosSeenBy(stranger.cookie)).toEqual({ shown: all, count: 4, main: all[0] });
  });
});
