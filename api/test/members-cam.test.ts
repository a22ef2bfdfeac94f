import { sql } from 'kysely';
import { api, API_PATHS, type ProfileCard } from 'shared-kernel/contract';
import { isCamCard } from '../src/domain/members/cards';
import { useMembersApp, type TestMember } from './members-helpers';
import { changeSiteSettings } from './helpers';

// SPEC §1 cam-and-resell card type: a profile with profiles.cam is a cam card (`cam: true`) only
// on a site variant whose settings.member_resell is on.

const t = useMembersApp();

/** Sets settings.member_resell of one site variant (by domain) or of all. */
async function setResell(value: boolean, domain?: string): Promise<void> {
  const where = domain === undefined ? sql`` : sql` where domain = ${domain}`;
  await changeSiteSettings(t, () => sql`update site_settings set settings = jsonb_set(settings, '{member_resell}', ${JSON.stringify(value)}::jsonb)${where}`.execute(t.db.kysely));
}

/** A fictional woman in Zeeland (only this file's profiles live there), with a photo. */
async function addProfile(name: string, cam: boolean): Promise<number> {
  const row = await t.db.kysely
    .insertInto('profiles')
    .values({
      user_id: null,
      name,
      gender: 'female',
      sexuality: 'hetero',
      birthdate: '1991-03-02',
      country: 'NL',
      city: 'Middelburg',
      about: '',
      fictional: true,
      cam,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('photos')
    .values({ profile_id: row.id, filename: `cam${row.id}.jpg`, thumb_filename: `cam${row.id}-t.jpg`, position: 0, status: 'active' })
    .execute();
  return row.id;
}

let camId: number;
let plainId: number;
let viewer: TestMember;

beforeAll(async () => {
  camId = await addProfile('Cammy', true);
  plainId = await addProfile('Gewoon', false);
  viewer = await t.member({ gender: 'male', sexuality: 'hetero', country: 'NL' });
});
afterEach(async () => {
  await setResell(false);
});

const get = (path: string, options: { cookie?: string; host?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: path,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.host ? { host: options.host } : {}) },
  });

async function searchCards(options: { cookie?: string; host?: string } = {}): Promise<ProfileCard[]> {
  const res = await get(`${API_PATHS.members}?gender=female&country=NL`, options);
  expect(res.statusCode).toBe(200);
  return api.search.response.parse(res.json()).profiles;
}

async function memberCam(id: number, options: { cookie?: string; host?: string } = {}): Promise<boolean> {
  const res = await get(`${API_PATHS.member}?id=${id}`, options);
  expect(res.statusCode).toBe(200);
  return api.member.response.parse(res.json()).profile.cam;
}

const camOf = (cards: readonly ProfileCard[], id: number): boolean | undefined => cards.find((c) => c.id === id)?.cam;

describe('cam cards', () => {
  it('are plain cards in search and member.php while member_resell is off', async () => {
    const cards = await searchCards({ cookie: viewer.cookie });
    expect(camOf(cards, camId)).toBe(false);
    expect(camOf(cards, plainId)).toBe(false);
    expect(await memberCam(camId, { cookie: viewer.cookie })).toBe(false);
    expect(await memberCam(camId)).toBe(false);
  });

  it('are cam cards in search and member.php, for members and visitors, when member_resell is on', async () => {
    await setResell(true);
    const cards = await searchCards({ cookie: viewer.cookie });
    expect(camOf(cards, camId)).toBe(true);
    expect(camOf(cards, plainId)).toBe(false);
    expect(camOf(await searchCards(), camId)).toBe(true);
    expect(await memberCam(camId, { cookie: viewer.cookie })).toBe(true);
    expect(await memberCam(camId)).toBe(true);
    expect(await memberCam(plainId)).toBe(false);
  });

  it("follow the request's site variant", async () => {
    await setResell(true, 'hartklop.be');
    expect(camOf(await searchCards({ host: 'hartklop.be' }), camId)).toBe(true);
    expect(await memberCam(camId, { host: 'www.hartklop.be' })).toBe(true);
    expect(camOf(await searchCards({ host: 'hartklop.nl' }), camId)).toBe(false);
    expect(await memberCam(camId, { host: 'localhost' })).toBe(false);
  });

  it('are cam cards in likes, swipe, match finder and signup matches when member_resell is on', async () => {
    await t.addLikes([camId, viewer.profileId]);
    const lists = async () => {
      const likes = api.likes.response.parse((await get(API_PATHS.likes, { cookie: viewer.cookie })).json()).profiles;
      const swipe = api.swipe.response.parse((await get(API_PATHS.swipe, { cookie: viewer.cookie })).json()).profiles;
      const finder = api.matchFinder.response.parse((await get(API_PATHS.matchFinder, { cookie: viewer.cookie })).json()).profiles;
      const signup = api.signupMatches.response.parse((await get(API_PATHS.signupMatches, { cookie: viewer.cookie })).json()).profiles;
      return { likes, swipe, finder, signup };
    };
    const off = await lists();
    for (const cards of Object.values(off)) expect(camOf(cards, camId)).toBe(false);

    await setResell(true);
    const on = await lists();
    for (const [name, cards] of Object.entries(on)) {
      expect([name, camOf(cards, camId)]).toEqual([name, true]);
      if (cards.some((c) => c.id === plainId)) expect(camOf(cards, plainId)).toBe(false);
    }
  });
});

describe('isCamCard', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('cam %s, member_resell %s → %s', (cam, memberResell, expected) => {
    expect(isCamCard(cam, { memberResell })).toBe(expected);
  });
});
