import type { MemberProfile, Presence, ProfileCard, Relation, SearchSort, SwipeCard } from '../contract';
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, SWIPE_LIKES_PER_DAY } from '../contract/members';
import { settingsFixture } from './fixtures';
import { nextAmsterdamMidnight } from '../utils/amsterdamDay';

/**
 * Members for the mocks: a small deterministic set with likes and blocks kept in memory, so
 * mfe-members runs standalone (`npm run dev -w mfe-members`) with working search, likes and swipes.
 */
const NAMES = ['Lotte', 'Femke', 'Sanne', 'Iris', 'Noor', 'Eva', 'Anouk', 'Julia', 'Daan', 'Bram', 'Sem', 'Lucas', 'Thijs', 'Milan', 'Ruben', 'Jesse'];
/** City, country, region and the distance from the mock user's Utrecht in whole km. */
const CITIES: [string, string, string, number][] = [
  ['Utrecht', 'NL', 'Utrecht', 0],
  ['Amsterdam', 'NL', 'Noord-Holland', 35],
  ['Gent', 'BE', 'Oost-Vlaanderen', 152],
  ['Rotterdam', 'NL', 'Zuid-Holland', 49],
  ['Antwerpen', 'BE', 'Antwerpen', 113],
];
/** The mock members' presence in turn (as the API buckets it); every fourth shows none. */
const PRESENCE_CYCLE: (Presence | null)[] = ['online', 'today', 'week', null];

/**
 * Mock members who also perform on cam (every eighth, starting with 3003 Iris). Like the API, they
 * are cam cards (`cam: true`) only when the site resells them: settings.member_resell.
 */
export const performsOnCam = (id: number): boolean => (id - 3000) % 8 === 3;

export const mockMembers: MemberProfile[] = Array.from({ length: 60 }, (_, i) => {
  const [city, country, region, distance] = CITIES[i % CITIES.length]!;
  const female = i % 16 < 8;
  return {
    id: 3000 + i,
    name: NAMES[i % NAMES.length]!,
    age: 20 + ((i * 7) % 45),
    gender: female ? 'female' : 'male',
    sexuality: 'hetero',
    country,
    region,
    city,
    hair_colour: 'brown',
    eye_colour: 'blue',
    body_type: 'average',
    relationship_status: 'single',
    about: 'Houdt van fietsen, koffie en lange wandelingen.',
    interests: ['Wandelen', 'Koken'],
    fictional: i % 20 === 7,
    cam: performsOnCam(3000 + i) && settingsFixture.member_resell,
    main_image: null,
    photo_count: 0,
    photos: [],
    presence: PRESENCE_CYCLE[i % PRESENCE_CYCLE.length] ?? null,
    distance_km: distance,
  };
});

export const cardOf = (p: MemberProfile): ProfileCard => ({
  id: p.id,
  name: p.name,
  age: p.age,
  city: p.city,
  country: p.country,
  fictional: p.fictional,
  cam: p.cam,
  main_image: p.main_image,
  presence: p.presence ?? null,
  distance_km: p.distance_km ?? null,
});

const RECENCY: Record<Presence, number> = { online: 0, today: 1, week: 2 };
const recency = (m: MemberProfile): number => (m.presence ? RECENCY[m.presence] : 3);

/** The search's orders (newest keeps the mocks' own order; the others sort stably within it). */
const SORTERS: Record<SearchSort, (a: MemberProfile, b: MemberProfile) => number> = {
  newest: () => 0,
  nearby: (a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity),
  online: (a, b) => recency(a) - recency(b),
};

export const swipeCardOf = (p: MemberProfile): SwipeCard => ({
  ...cardOf(p),
  photo_count: p.photo_count,
  about_line: p.about,
  interests: p.interests.slice(0, 4),
});

const given = new Set<number>();
/** Members who like the mock user: id → like_new. */
const received = new Map<number, boolean>([
  [3001, true],
  [3004, false],
]);
const blocked = new Set<number>();
let swipeLikesToday = 0;

export function resetMockMembers(): void {
  given.clear();
  received.clear();
  received.set(3001, true);
  received.set(3004, false);
  blocked.clear();
  swipeLikesToday = 0;
}

export const findMockMember = (id: number): MemberProfile | undefined => mockMembers.find((m) => m.id === id && !blocked.has(m.id));

export const relationOf = (id: number): Relation => ({
  liked: given.has(id),
  liked_by: received.has(id),
  match: given.has(id) && received.has(id),
  blocked: blocked.has(id),
});

/** A visitor's card: no presence and no distance (as the API). */
const anonymousCard = (p: MemberProfile): ProfileCard => ({ ...cardOf(p), presence: null, distance_km: null });

export function searchMockMembers(query: Record<string, string>, member = true) {
  const page = Number(query.page ?? 1);
  const sort: SearchSort = member && (query.sort === 'nearby' || query.sort === 'online') ? query.sort : 'newest';
  const hits = mockMembers.filter(
    (m) =>
      !blocked.has(m.id) &&
      (!query.gender || m.gender === query.gender) &&
      (!query.country || m.country === query.country) &&
      (!query.min_age || m.age >= Number(query.min_age)) &&
      (!query.max_age || m.age <= Number(query.max_age)),
  );
  hits.sort(SORTERS[sort]);
  return {
    profiles: hits.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map(member ? cardOf : anonymousCard),
    page,
    per_page: SEARCH_PAGE_SIZE,
    numResults: Math.min(hits.length, SEARCH_MAX_RESULTS),
    numResultsCapped: hits.length > SEARCH_MAX_RESULTS,
    similar_results: [],
    similar_numResults: 0,
    sort,
  };
}

export function likeMock(id: number) {
  given.add(id);
  const relation = relationOf(id);
  const member = findMockMember(id);
  return { relation, match: relation.match && member ? { id, name: member.name, main_image: null } : null };
}

export function unlikeMock(id: number) {
  given.delete(id);
  return { relation: relationOf(id), match: null };
}

export function blockMock(id: number, block: boolean) {
  if (block) {
    blocked.add(id);
    given.delete(id);
    received.delete(id);
  } else blocked.delete(id);
  return { relation: relationOf(id) };
}

export function mockLikes() {
  const ids = new Set([...given, ...received.keys()]);
  return {
    profiles: mockMembers.filter((m) => ids.has(m.id) && !blocked.has(m.id)).map(cardOf),
    liked_by: [...received.entries()].filter(([id]) => !blocked.has(id)).map(([id, like_new]) => ({ id, like_new })),
    likes: [...given].filter((id) => !blocked.has(id)),
    matches: [...given].filter((id) => received.has(id) && !blocked.has(id)),
  };
}

export const clearMockLikeNew = (id: number) => {
  if (received.has(id)) received.set(id, false);
};

/** As the API answers: the next midnight of the game's day (Amsterdam), whatever the machine's zone. */
const nextMidnight = () => nextAmsterdamMidnight(new Date()).toISOString();

export const mockSwipe = () => ({
  profiles: mockMembers.filter((m) => !given.has(m.id) && !blocked.has(m.id)).slice(0, 10).map(swipeCardOf),
  likes_left: SWIPE_LIKES_PER_DAY - swipeLikesToday,
  resets_at: nextMidnight(),
});

/** null when the day's likes are used up. */
export function mockSwipeAction(id: number, like: boolean) {
  if (like) {
    if (swipeLikesToday >= SWIPE_LIKES_PER_DAY) return null;
    swipeLikesToday += 1;
    const { match } = likeMock(id);
    return { likes_left: SWIPE_LIKES_PER_DAY - swipeLikesToday, resets_at: nextMidnight(), match };
  }
  return { likes_left: SWIPE_LIKES_PER_DAY - swipeLikesToday, resets_at: nextMidnight(), match: null };
}

export const mockMatchFinder = () => ({
  profiles: mockMembers
    .filter((m) => !given.has(m.id) && !blocked.has(m.id))
    .slice(0, 6)
    .map((m, i) => ({ ...cardOf(m), score: 92 - i * 5, reasons: ['Woont bij jou in de buurt', 'Zelfde interesses'] })),
});
