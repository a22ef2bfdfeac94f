import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { MATCH_FINDER_COUNT, scoreMatch } from '../src/domain/members/match-finder';
import { useMembersApp } from './members-helpers';

const t = useMembersApp({ emptyEachTest: true });
const { member } = t;

const getFinder = (cookie: string | undefined, url = '/api/match-finder.php') =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const finder = async (cookie: string) => {
  const res = await getFinder(cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.matchFinder.response.parse(res.json()).profiles;
};

const regionsOf = async (country: string): Promise<number[]> =>
  (await t.db.kysely.selectFrom('regions').select('id').where('country', '=', country).orderBy('position').execute()).map((r) => r.id);
const interestIds = async (): Promise<number[]> =>
  (await t.db.kysely.selectFrom('interests').select('id').orderBy('position').orderBy('id').execute()).map((r) => r.id);
const setRegion = (profileId: number, regionId: number) =>
  t.db.kysely.updateTable('profiles').set({ region_id: regionId }).where('id', '=', profileId).execute();
const setInterests = (profileId: number, ids: number[]) =>
  t.db.kysely
    .insertInto('profile_interests')
    .values(ids.map((interest_id) => ({ profile_id: profileId, interest_id })))
    .execute();

describe('scoreMatch', () => {
  const self = { country: 'NL', region_id: 7, age: 30 };
  const base = { id: 1, country: 'NL', region_id: 7, age: 30, sharedInterests: 3, hasPhoto: true };

  it('gives 100 to a perfect match and says why, in Dutch', () => {
    expect(scoreMatch(self, base)).toEqual({
      score: 100,
      reasons: ['Jullie delen 3 interesses', 'Woont in jouw regio', 'Bijna even oud als jij', 'Heeft een foto'],
    });
  });

  it('weighs each part', () => {
    expect(scoreMatch(self, { ...base, sharedInterests: 5 }).score).toBe(100);
    expect(scoreMatch(self, { ...base, sharedInterests: 1 })).toMatchObject({ score: 70, reasons: expect.arrayContaining(['Jullie delen 1 interesse']) });
    expect(scoreMatch(self, { ...base, region_id: 8 })).toMatchObject({ score: 85, reasons: expect.arrayContaining(['Woont in jouw land']) });
    expect(scoreMatch(self, { ...base, region_id: 7, country: 'BE' }).score).toBe(75);
    expect(scoreMatch({ ...self, region_id: null }, { ...base, region_id: null }).score).toBe(85);
    expect(scoreMatch(self, { ...base, age: 34 })).toMatchObject({ score: 92, reasons: expect.arrayContaining(['Scheelt 4 jaar met jou']) });
    expect(scoreMatch(self, { ...base, age: 40 }).score).toBe(85);
    // More than 10 years apart: half the score.
    expect(scoreMatch(self, { ...base, age: 45 }).score).toBe(40);
    expect(scoreMatch(self, { ...base, hasPhoto: false }).score).toBe(90);
    expect(scoreMatch(self, { id: 2, country: 'DE', region_id: null, age: 60, sharedInterests: 0, hasPhoto: false })).toEqual({ score: 0, reasons: [] });
  });
});

describe('GET /api/match-finder.php', () => {
  it('needs a session and takes no parameters', async () => {
    expect(ApiErrorSchema.parse((await getFinder(undefined)).json()).error).toBe('authentication_required');
    expect((await getFinder(undefined)).statusCode).toBe(403);
    const a = await member();
    const res = await getFinder(a.cookie, '/api/match-finder.php?id=3');
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('validation_error');
  });

  it('scores visible profiles of the sought gender the member has not liked, best first', async () => {
    const [utrecht, gelderland] = await regionsOf('NL');
    const [i1, i2, i3] = await interestIds();
    const a = await member({ gender: 'female', sexuality: 'hetero', birthdate: '1990-04-12' });
    await setRegion(a.profileId, utrecht!);
    await setInterests(a.profileId, [i1!, i2!, i3!]);

    const best = await member({ gender: 'male', name: 'Beste', birthdate: '1990-01-01' });
    await setRegion(best.profileId, utrecht!);
    await setInterests(best.profileId, [i1!, i2!, i3!]);
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: best.profileId, filename: 'beste.jpg', thumb_filename: 'beste-t.jpg', position: 0, status: 'active' })
      .execute();
    const middle = await member({ gender: 'male', name: 'Midden', birthdate: '1987-04-12' });
    await setRegion(middle.profileId, gelderland!);
    await setInterests(middle.profileId, [i1!]);
    const abroad = await member({ gender: 'male', name: 'Ver', country: 'BE', birthdate: '1982-01-01' });
    // Older than the member's age + 10 (no age preference): never suggested.
    await member({ gender: 'male', name: 'Oud', birthdate: '1960-01-01' });

    const liked = await member({ gender: 'male' });
    await t.addLikes([a.profileId, liked.profileId]);
    const blocksA = await member({ gender: 'male' });
    await t.addBlocks([blocksA.profileId, a.profileId]);
    const invisible = await member({ gender: 'male' });
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    await member({ gender: 'female', sexuality: 'lesbian' });
    await member({ gender: 'male', sexuality: 'gay' });
    await member({ gender: 'male', status: 'deleted' });

    const profiles = await finder(a.cookie);
    expect(profiles.map((p) => p.id)).toEqual([best.profileId, middle.profileId, abroad.profileId]);
    expect(profiles[0]).toMatchObject({
      id: best.profileId,
      name: 'Beste',
      score: 100,
      reasons: ['Jullie delen 3 interesses', 'Woont in jouw regio', 'Bijna even oud als jij', 'Heeft een foto'],
      main_image: { filename: 'beste.jpg', thumb_filename: 'beste-t.jpg' },
    });
    expect(profiles[1]).toMatchObject({ score: 15 + 10 + 12, reasons: ['Jullie delen 1 interesse', 'Woont in jouw land', 'Scheelt 3 jaar met jou'] });
    expect(profiles[2]).toMatchObject({ score: 5, reasons: [] });
    // A member the member likes is no longer suggested.
    await t.addLikes([a.profileId, best.profileId]);
    expect((await finder(a.cookie)).map((p) => p.id)).toEqual([middle.profileId, abroad.profileId]);
  });

  it('shows at most 12, in the same order every time (equal scores: newest first)', async () => {
    const a = await member({ gender: 'male', sexuality: 'gay' });
    const ids: number[] = [];
    for (let i = 0; i < 15; i += 1) ids.push((await member({ gender: 'male', sexuality: i % 2 === 0 ? 'gay' : 'bi' })).profileId);
    const first = await finder(a.cookie);
    expect(first).toHaveLength(MATCH_FINDER_COUNT);
    expect(first.map((p) => p.id)).toEqual([...ids].sort((x, y) => y - x).slice(0, MATCH_FINDER_COUNT));
    expect((await finder(a.cookie)).map((p) => p.id)).toEqual(first.map((p) => p.id));
  });
});
