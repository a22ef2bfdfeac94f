import { MAX_AGE, MIN_AGE, type BodyType, type EyeColour, type Gender, type HairColour, type RelationshipStatus, type Sexuality } from 'shared-kernel/contract';
import type { NewProfile } from '../db/schema';
import { composeAbout } from './data/about';
import { BE_BRUSSELS, BE_FLEMISH_PROVINCES, BE_WALLOON_PROVINCES, NL_PROVINCES, type Province } from './data/cities';
import { FIRST_NAMES, type Community } from './data/names';
import type { PhotoPool, PoolPerson, PoolPhoto } from './photos';
import { createRng, type Rng } from './prng';

export interface GenerateContext {
  seed: string;
  /** Region id by ISO 3166-2 code. */
  regionIds: ReadonlyMap<string, number>;
  interests: ReadonlyArray<{ id: number; name: string }>;
  pool: PhotoPool;
  /** "Today" for ages and sign-up dates. */
  now: Date;
}

export interface GeneratedProfile {
  profile: Omit<NewProfile, 'id'>;
  interestIds: number[];
  photos: PoolPhoto[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ages of members on a dating site: most between 25 and 55, none outside 18–80. */
const AGE_BANDS: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[MIN_AGE, 24], 12],
  [[25, 34], 25],
  [[35, 44], 22],
  [[45, 54], 20],
  [[55, 64], 13],
  [[65, MAX_AGE], 8],
];

const PHOTO_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [1, 15],
  [2, 20],
  [3, 25],
  [4, 18],
  [5, 12],
  [6, 10],
];

const FICTIONAL_SHARE = 0.05;
/** Of the fictional profiles, the share that also performs on cam (the cam-and-resell card type, SPEC §1). */
export const CAM_SHARE_OF_FICTIONAL = 1 / 8;

function sexualityFor(rng: Rng, gender: Gender): Sexuality {
  return gender === 'male'
    ? rng.weighted<Sexuality>([['hetero', 85], ['gay', 10], ['bi', 5]])
    : rng.weighted<Sexuality>([['hetero', 83], ['lesbian', 9], ['bi', 8]]);
}

function hairFor(rng: Rng, gender: Gender, age: number): HairColour {
  const grey = age >= 60 ? 45 : age >= 50 ? 20 : age >= 40 ? 5 : 0;
  const bald = gender === 'male' ? (age >= 50 ? 14 : age >= 35 ? 7 : 2) : 0;
  return rng.weighted<HairColour>([
    ['blonde', 18],
    ['dark_blonde', 16],
    ['brown', 34],
    ['black', 12],
    ['red', 4],
    ['grey', grey],
    ['bald', bald],
  ]);
}

const eyeFor = (rng: Rng): EyeColour =>
  rng.weighted<EyeColour>([['blue', 35], ['green', 12], ['grey', 8], ['brown', 35], ['hazel', 10]]);

const bodyFor = (rng: Rng, gender: Gender): BodyType =>
  rng.weighted<BodyType>([
    ['slim', 20],
    ['athletic', 20],
    ['average', 35],
    ['muscular', gender === 'male' ? 8 : 2],
    ['curvy', gender === 'female' ? 12 : 0],
    ['a_few_extra_kilos', 12],
  ]);

function relationshipFor(rng: Rng, age: number): RelationshipStatus {
  return rng.weighted<RelationshipStatus>([
    ['single', age < 30 ? 92 : age < 45 ? 70 : 50],
    ['divorced', age < 30 ? 2 : age < 45 ? 20 : 32],
    ['separated', age < 30 ? 3 : 6],
    ['widowed', age >= 60 ? 14 : age >= 45 ? 3 : 0],
    ['in_relationship', 2],
  ]);
}

/** A date `age` whole years before `now` minus 0–364 days: the member is exactly `age` today. */
function birthdateFor(rng: Rng, now: Date, age: number): string {
  const day = now.getUTCMonth() === 1 && now.getUTCDate() === 29 ? 28 : now.getUTCDate();
  const anniversary = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), day);
  return new Date(anniversary - rng.int(0, 364) * DAY_MS).toISOString().slice(0, 10);
}

const pickProvince = (rng: Rng, provinces: readonly Province[]): Province =>
  rng.weighted(provinces.map((p) => [p, p.weight] as const));

interface Place {
  country: 'NL' | 'BE';
  region: string;
  city: string;
  community: Community;
}

function placeFor(rng: Rng): Place {
  if (rng.chance(0.75)) {
    const province = pickProvince(rng, NL_PROVINCES);
    const city = rng.weighted(province.cities.map((c) => [c, c.weight] as const));
    return { country: 'NL', region: province.region, city: city.name, community: 'dutch' };
  }
  const province = pickProvince(rng, [...BE_FLEMISH_PROVINCES, ...BE_WALLOON_PROVINCES, BE_BRUSSELS]);
  const city = rng.weighted(province.cities.map((c) => [c, c.weight] as const));
  const community: Community =
    province.region === BE_BRUSSELS.region
      ? rng.chance(0.3)
        ? 'flemish'
        : 'walloon'
      : province.region.startsWith('BE-W')
        ? 'walloon'
        : 'flemish';
  return {
    country: 'BE',
    region: province.region,
    city: community === 'walloon' && city.nameFr ? city.nameFr : city.name,
    community,
  };
}

/**
 * The person (of the pool) that profile number `index` is: the pool in turn. Members are stored in
 * index order and lists show them newest first, so any run of up to a pool's size of consecutive
 * members (of one gender or both) are different people: two members in one list never share a face.
 */
export const personOf = (pool: readonly PoolPerson[], index: number): PoolPerson => {
  const person = pool[index % pool.length];
  if (!person) throw new Error('the photo pool is empty');
  return person;
};

/**
 * When a seeded member was last active (presence, issue 15): within the 10 days before the seed
 * for most, never for some. Drawn from its own stream, so the members themselves stay the same.
 */
function lastActiveOf(ctx: GenerateContext, index: number, createdAt: Date): Date | null {
  const rng = createRng(`${ctx.seed}:active:${index}`);
  if (rng.chance(0.15)) return null;
  const at = ctx.now.getTime() - rng.int(0, 10 * 24 * 3600) * 1000;
  return new Date(Math.max(at, createdAt.getTime()));
}

/** Profile number `index` of a seed: the same (seed, index) always gives the same member. */
export function generateProfile(ctx: GenerateContext, index: number): GeneratedProfile {
  const rng = createRng(`${ctx.seed}:profile:${index}`);
  const gender: Gender = rng.chance(0.55) ? 'male' : 'female';
  const sexuality = sexualityFor(rng, gender);
  const [minAge, maxAge] = rng.weighted(AGE_BANDS);
  const age = rng.int(minAge, maxAge);
  const birthdate = birthdateFor(rng, ctx.now, age);
  const place = placeFor(rng);
  const firstName = rng.pick(FIRST_NAMES[place.community][gender]);
  const name = rng.chance(0.2) ? `${firstName}${birthdate.slice(2, 4)}` : firstName;
  const interests = rng.sample(ctx.interests, rng.int(2, 7));
  const regionId = ctx.regionIds.get(place.region);
  if (regionId === undefined) throw new Error(`region ${place.region} is not in the database`);
  const about = composeAbout(rng, {
    name: firstName,
    age,
    city: place.city,
    gender,
    sexuality,
    community: place.community,
    interests: interests.map((i) => i.name),
  });
  // One person in every photo: the first `count` of their photos (the main one first). The draw
  // of `sample` stays, so the rest of a seed's members stay the same.
  const person = personOf(ctx.pool[gender], index);
  const count = rng.sample(ctx.pool[gender], rng.weighted(PHOTO_COUNTS)).length;
  const photos: PoolPhoto[] = person.photos.slice(0, count);
  const createdAt = new Date(ctx.now.getTime() - rng.int(0, 730 * 24 * 3600) * 1000);
  // Drawn in the order they always were, so a seed keeps giving the same members.
  // Hair and eyes are what the photos show; the draws stay for the same reason.
  hairFor(rng, gender, age);
  eyeFor(rng);
  const hairColour: HairColour = person.hair;
  const eyeColour: EyeColour = person.eyes;
  const bodyType = bodyFor(rng, gender);
  const relationshipStatus = relationshipFor(rng, age);
  const fictional = rng.chance(FICTIONAL_SHARE);
  const cam = fictional && rng.chance(CAM_SHARE_OF_FICTIONAL);
  return {
    profile: {
      user_id: null,
      name,
      gender,
      sexuality,
      birthdate,
      country: place.country,
      region_id: regionId,
      city: place.city,
      hair_colour: hairColour,
      eye_colour: eyeColour,
      body_type: bodyType,
      relationship_status: relationshipStatus,
      about,
      fictional,
      cam,
      status: 'active',
      created_at: createdAt,
      last_active_at: lastActiveOf(ctx, index, createdAt),
    },
    interestIds: interests.map((i) => i.id),
    photos,
  };
}
