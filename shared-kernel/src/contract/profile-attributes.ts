/**
 * Codes of the profile attributes of SPEC §3. The API stores these codes; the client translates
 * them (e.g. `hair_colour.blonde` → "blond").
 */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const HAIR_COLOURS = ['blonde', 'dark_blonde', 'brown', 'black', 'red', 'grey', 'bald'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

export const EYE_COLOURS = ['blue', 'green', 'grey', 'brown', 'hazel'] as const;
export type EyeColour = (typeof EYE_COLOURS)[number];

export const BODY_TYPES = ['slim', 'athletic', 'average', 'muscular', 'curvy', 'a_few_extra_kilos'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_relationship'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** Age limits of a member profile. */
export const MIN_AGE = 18;
export const MAX_AGE = 80;
