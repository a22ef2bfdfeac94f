import { z } from 'zod';
import { GENDERS } from './profile-attributes';

/** The countries of the map lander (the site variants' countries). */
export const REGION_COUNT_COUNTRIES = ['NL', 'BE'] as const;

/**
 * GET /api/region-counts.php: how many members a visitor finds per province of NL and BE
 * (issue 14, maplanding). Counts only, no member data; optionally of one gender (a campaign's).
 */
export const RegionCountsQuerySchema = z.object({ gender: z.enum(GENDERS).optional() }).strict();

export const RegionCountSchema = z.object({
  /** ISO 3166-2 as in /api/regions.php (NL-UT, BE-VAN, …). */
  code: z.string(),
  name: z.string(),
  members: z.number().int().min(0),
});

export const RegionCountsResponseSchema = z.object({
  countries: z.array(
    z.object({
      code: z.enum(REGION_COUNT_COUNTRIES),
      name: z.string(),
      /** Every region of the country, also those without members (0), in the regions' order. */
      regions: z.array(RegionCountSchema),
    }),
  ),
});
export type RegionCountsResponse = z.infer<typeof RegionCountsResponseSchema>;
