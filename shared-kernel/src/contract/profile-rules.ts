// The own profile's limits, free of zod so that browser code can use them without loading the
// schemas (own-profile.ts builds its schemas from them and re-exports them).

import { GENDERS, type Gender, type Sexuality } from 'shared-kernel/contract/profile-attributes';

export const ABOUT_MAX_LENGTH = 2000;
export const CITY_MAX_LENGTH = 80;
export const MAX_INTERESTS = 20;
/** SPEC §5, §9: photos a member may have. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
/** Largest photo upload accepted, in bytes. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The genders someone looks for: hetero → the other, gay and lesbian → the same, bi → both. The
 * search uses them when its criteria name no gender, and the filter shows them as the value used.
 */
export function soughtGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return [...GENDERS];
  if (sexuality === 'hetero') return [gender === 'male' ? 'female' : 'male'];
  return [gender];
}

/**
 * What another member may know of when someone was last active (issue 15): online (the last few
 * minutes), today (the Europe/Amsterdam calendar day) or this week (7 days); nothing otherwise.
 */
export const PRESENCES = ['online', 'today', 'week'] as const;
export type Presence = (typeof PRESENCES)[number];

/**
 * Orders of the member search (`sort=`): newest (the default: profiles with a photo first, then the
 * newest), nearby (nearest city first, for a member whose city is known) and online (most recently
 * active first, for a member who shows their own presence).
 */
export const SEARCH_SORTS = ['newest', 'nearby', 'online'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
