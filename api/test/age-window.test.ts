import { api } from 'shared-kernel/contract';
import { ageWindow, yearsBefore } from '../src/domain/members/ages';
import { scoreMatch } from '../src/domain/members/match-finder';
import { swipeClock } from '../src/domain/members/swipe';
import { expectError, useMembersApp, type TestMember } from './members-helpers';

/** The swipe game and the match finder keep within the member's age preference, else their age ± 10 (issue 28). */
const t = useMembersApp({ emptyEachTest: true });
const realNow = swipeClock.now;
afterEach(() => {
  swipeClock.now = realNow;
});

/** Both endpoints read the same instant: the swipe clock stands still at the test's start. */
let today = new Date();
beforeEach(() => {
  today = new Date();
  swipeClock.now = () => today;
});

/** A birth date that makes a person exactly `age` today (their birthday). */
const bornAged = (age: number): string => yearsBefore(today, age);
/** A birth date of a person who turns `age + 1` tomorrow: still `age` today, as old as that age gets. */
const bornLastDayOf = (age: number): string => {
  const next = new Date(`${yearsBefore(today, age + 1)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

const get = (path: string, cookie: string | undefined) => t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
const swipeIds = async (cookie: string, query = ''): Promise<number[]> => {
  const res = await get(`/api/swipe.php${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return api.swipe.response.parse(res.json()).profiles.map((p) => p.id);
};
const finderIds = async (cookie: string, query = ''): Promise<number[]> => {
  const res = await get(`/api/match-finder.php${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return api.matchFinder.response.parse(res.json()).profiles.map((p) => p.id);
};
const sorted = (ids: number[]): number[] => [...ids].sort((a, b) => a - b);

/** A 36-year-old woman and men of 25, 26, 36, 46 (on his last day of 46), 47 and 61. */
async function cast(): Promise<{ her: TestMember; by: Record<number, number> }> {
  const her = await t.member({ gender: 'female', sexuality: 'hetero', birthdate: bornAged(36) });
  const by: Record<number, number> = {};
  for (const [age, birthdate] of [
    [25, bornLastDayOf(25)],
    [26, bornAged(26)],
    [36, bornAged(36)],
    [46, bornLastDayOf(46)],
    [47, bornAged(47)],
    [61, bornAged(61)],
  ] as const) {
    by[age] = (await t.member({ gender: 'male', sexuality: 'hetero', name: `Man${age}`, birthdate })).profileId;
  }
  return { her, by };
}

describe('ageWindow', () => {
  it('is the own age ± 10 without a preference, kept within 18..80', () => {
    expect(ageWindow(36)).toEqual({ min: 26, max: 46 });
    expect(ageWindow(20)).toEqual({ min: 18, max: 30 });
    expect(ageWindow(75)).toEqual({ min: 65, max: 80 });
  });

  it('is the preference when there is one; a missing end is open', () => {
    expect(ageWindow(36, { min_age: 50, max_age: 65 })).toEqual({ min: 50, max: 65 });
    expect(ageWindow(36, { min_age: 40 })).toEqual({ min: 40, max: 80 });
    expect(ageWindow(36, { max_age: 30 })).toEqual({ min: 18, max: 30 });
  });
});

describe('the age window of the swipe game and the match finder', () => {
  it('without a preference: only ages 26 to 46 for a 36-year-old (no "Pauline, 61")', async () => {
    const { her, by } = await cast();
    const expected = sorted([by[26]!, by[36]!, by[46]!]);
    expect(sorted(await swipeIds(her.cookie))).toEqual(expected);
    expect(sorted(await finderIds(her.cookie))).toEqual(expected);
  });

  it('with a preference: exactly its ages, both ends included', async () => {
    const { her, by } = await cast();
    expect(sorted(await swipeIds(her.cookie, '?min_age=47&max_age=61'))).toEqual(sorted([by[47]!, by[61]!]));
    expect(sorted(await finderIds(her.cookie, '?min_age=47&max_age=61'))).toEqual(sorted([by[47]!, by[61]!]));
    expect(sorted(await swipeIds(her.cookie, '?max_age=25'))).toEqual([by[25]!]);
    expect(sorted(await finderIds(her.cookie, '?min_age=46'))).toEqual(sorted([by[46]!, by[47]!, by[61]!]));
    expect(await swipeIds(her.cookie, '?min_age=70')).toEqual([]);
  });

  it('the window changes nothing else: blocked, invisible and liked profiles stay out', async () => {
    const { her, by } = await cast();
    await t.addBlocks([by[26]!, her.profileId]);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', by[46]!).execute();
    await t.addLikes([her.profileId, by[36]!]);
    expect(await swipeIds(her.cookie)).toEqual([]);
    expect(await finderIds(her.cookie, '?min_age=18&max_age=80')).toEqual(sorted([by[25]!, by[47]!, by[61]!]).reverse());
  });

  it('refuses a bad preference with 400 and still needs a session', async () => {
    const { her } = await cast();
    for (const path of ['/api/swipe.php', '/api/match-finder.php']) {
      expectError(await get(`${path}?min_age=50&max_age=40`, her.cookie), 400, 'validation_error');
      expectError(await get(`${path}?min_age=17`, her.cookie), 400, 'validation_error');
      expectError(await get(`${path}?max_age=81`, her.cookie), 400, 'validation_error');
      expectError(await get(`${path}?min_age=abc`, her.cookie), 400, 'validation_error');
      expectError(await get(`${path}?min_age=30`, undefined), 403, 'authentication_required');
    }
  });
});

describe('the match score and age', () => {
  const self = { country: 'NL', region_id: 7, age: 36 };
  const everythingElse = { id: 1, country: 'NL', region_id: 7, sharedInterests: 3, hasPhoto: true };

  it('falls with the age difference and halves beyond 10 years', () => {
    const at = (age: number): number => scoreMatch(self, { ...everythingElse, age }).score;
    expect(at(36)).toBe(100);
    expect(at(40)).toBe(92);
    expect(at(46)).toBe(85);
    expect(at(47)).toBe(40);
    // The 36-year-old's "Pauline, 61" of the issue: 65 % with interests and a photo, now at most 40.
    expect(at(61)).toBe(40);
    expect(scoreMatch(self, { ...everythingElse, age: 61, sharedInterests: 2, region_id: 8 }).score).toBe(25);
  });
});
