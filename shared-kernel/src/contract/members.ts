import { z } from 'zod';
import { IdSchema, QueryIdSchema } from './common';
import { BODY_TYPES, EYE_COLOURS, GENDERS, HAIR_COLOURS, MAX_AGE, MIN_AGE, RELATIONSHIP_STATUSES, SEXUALITIES } from './profile-attributes';
import { PresenceDistanceShape, ProfileCardSchema } from './own-profile';
import { SEARCH_SORTS } from './profile-rules';

/** Results per search page. */
export const SEARCH_PAGE_SIZE = 24;
/** The last search page the API gives. */
export const SEARCH_MAX_PAGE = 1000;
/** The most results a search counts exactly: every one of them can be paged to. */
export const SEARCH_MAX_RESULTS = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;
/** SPEC §9: likes a member may give in the swipe game per day (Europe/Amsterdam). */
export const SWIPE_LIKES_PER_DAY = 4;

const AgeParam = z.coerce.number().int().min(MIN_AGE).max(MAX_AGE);

/**
 * Member search (SPEC §3 search state, settings.search_fields). Logged-out visitors may search
 * when settings.logged_out_search, or logged_out_search_trafficsource for a traffic-source visitor
 * (`network` query parameter or stored value sent as `network`).
 */
export const SearchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'validation.invalidCountry').optional(),
    /** Region code (e.g. NL-UT), as in /api/regions.php. */
    countryregion: z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,4}$/, 'validation.invalidRegion').optional(),
    min_age: AgeParam.optional(),
    max_age: AgeParam.optional(),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    network: z.string().max(100).optional(),
    /** The order of the results; absent is newest. */
    sort: z.enum(SEARCH_SORTS).optional(),
  })
  .strict()
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'validation.ageRange',
    path: ['min_age'],
  });

export const SearchResponseSchema = z.object({
  profiles: z.array(ProfileCardSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The number of results, at most SEARCH_MAX_RESULTS (see numResultsCapped). */
  numResults: z.number().int(),
  /** More profiles match than numResults says: the count stopped at SEARCH_MAX_RESULTS, the last one a member can page to. */
  numResultsCapped: z.boolean(),
  /** When the criteria give few results: profiles that nearly match (other region, wider ages). */
  similar_results: z.array(ProfileCardSchema),
  /** How many profiles nearly match, at most SEARCH_MAX_RESULTS. */
  similar_numResults: z.number().int(),
  /** The order actually used: nearby and online fall back to newest where they cannot apply. */
  sort: z.enum(SEARCH_SORTS).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const MemberPhotoSchema = z.object({ id: z.number().int(), filename: z.string(), thumb_filename: z.string() });

/** A member's profile as another member (or a visitor) sees it. */
export const MemberProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string(),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  about: z.string(),
  interests: z.array(z.string()),
  fictional: z.boolean(),
  /** The cam-and-resell profile (see ProfileCardSchema.cam): only true when settings.member_resell is on. */
  cam: z.boolean(),
  main_image: MemberPhotoSchema.nullable(),
  /** All photos of the profile. */
  photo_count: z.number().int(),
  /** The photos this viewer may see: a limited set for visitors and free members, all for premium. */
  photos: z.array(MemberPhotoSchema),
  ...PresenceDistanceShape,
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** The relation between the viewer and the profile (all false for visitors). */
export const RelationSchema = z.object({
  liked: z.boolean(),
  liked_by: z.boolean(),
  match: z.boolean(),
  blocked: z.boolean(),
});
export type Relation = z.infer<typeof RelationSchema>;

export const MemberQuerySchema = z.object({ id: QueryIdSchema }).strict();
export const MemberResponseSchema = z.object({ profile: MemberProfileSchema, relation: RelationSchema });

export const ProfileIdBodySchema = z.object({ profile_id: IdSchema }).strict();
export const LikeResponseSchema = z.object({
  relation: RelationSchema,
  /** A mutual like: the match modal shows this profile (main_image.match = cdn-prefixed photo path). */
  match: z.object({ id: z.number().int(), name: z.string(), main_image: z.object({ match: z.string() }).nullable() }).nullable(),
});

export const LIKE_TYPES = ['received', 'given', 'matches'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/** SPEC §7 GET /api/likes.php: profiles and liked_by, plus the given likes and matches. */
export const LikesResponseSchema = z.object({
  profiles: z.array(ProfileCardSchema),
  liked_by: z.array(z.object({ id: z.number().int(), like_new: z.boolean() })),
  likes: z.array(z.number().int()),
  matches: z.array(z.number().int()),
});

/** SPEC §7 GET /api/auto-like.php: a profile for the match modal. */
export const AutoLikeResponseSchema = z.object({
  profile: z.object({ id: z.number().int(), name: z.string(), main_image: z.object({ match: z.string() }).nullable() }).nullable(),
});

export const BlockResponseSchema = z.object({ relation: RelationSchema });

/** A swipe-game card: more than name, age and city (issue 15). */
export const SwipeCardSchema = ProfileCardSchema.extend({
  /** All active photos of the profile. */
  photo_count: z.number().int().min(0),
  /** The start of the about-me text, at most SWIPE_ABOUT_LENGTH characters (cut at a word, with …). */
  about_line: z.string(),
  /** The profile's interests by name, at most SWIPE_INTERESTS. */
  interests: z.array(z.string()),
});
export type SwipeCard = z.infer<typeof SwipeCardSchema>;
/** Characters of the about-me text on a swipe card. */
export const SWIPE_ABOUT_LENGTH = 120;
/** Interests on a swipe card. */
export const SWIPE_INTERESTS = 4;

/** Years either side of the member's own age the swipe game and match finder keep to without an age preference. */
export const AGE_WINDOW_YEARS = 10;

/**
 * The member's age preference for the swipe game and the match finder (GET /api/swipe.php and
 * /api/match-finder.php), as in the member search; without one, the member's own age ± AGE_WINDOW_YEARS.
 */
export const AgePreferenceQuerySchema = z
  .object({ min_age: AgeParam.optional(), max_age: AgeParam.optional() })
  .strict()
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'validation.ageRange',
    path: ['min_age'],
  });
export type AgePreference = z.output<typeof AgePreferenceQuerySchema>;

export const SwipeResponseSchema = z.object({
  profiles: z.array(SwipeCardSchema),
  likes_left: z.number().int().min(0),
  /** ISO date-time of the next reset (local midnight, Europe/Amsterdam). */
  resets_at: z.string(),
});
export const SwipeBodySchema = z.object({ profile_id: IdSchema, like: z.boolean() }).strict();
export const SwipeActionResponseSchema = z.object({
  likes_left: z.number().int().min(0),
  resets_at: z.string(),
  match: LikeResponseSchema.shape.match,
});

export const MatchFinderResponseSchema = z.object({
  profiles: z.array(ProfileCardSchema.extend({ score: z.number().int().min(0).max(100), reasons: z.array(z.string()) })),
});
