import { z } from 'zod';
import { ProfileCardSchema } from './own-profile';
import { GENDERS, MAX_AGE, MIN_AGE } from './profile-attributes';
import { NICHES } from './settings';

/** A lander's name as it appears in `/landers/{variant}`: lower-case letters, digits and dashes. */
export const LANDER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A campaign's slug (`/landers/{variant}/{slug}`), as marketing chooses it. */
export const LANDER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** How many hero members a campaign answers with at most. */
export const LANDER_HERO_MEMBERS = 4;

/**
 * GET /api/lander.php?variant=&slug=: the campaign of a lander (issue 14). An unknown or malformed
 * slug is not an error: the answer is the lander's default campaign.
 */
export const LanderQuerySchema = z
  .object({
    variant: z.string().regex(LANDER_NAME_PATTERN, 'validation.unknownLander'),
    slug: z.string().max(200).optional(),
  })
  .strict();

/**
 * A campaign (a row of `lander_campaigns`, edited by marketing without code): its texts, whom it
 * shows (region, niche, gender and ages, also the filters of the lander's public search) and its
 * hero members (the chosen ones that are still visible, filled up from the same filters).
 */
export const LanderCampaignSchema = z.object({
  variant: z.string(),
  /** The campaign's slug; null for the default campaign (also for an unknown slug). */
  slug: z.string().nullable(),
  headline: z.string(),
  subline: z.string(),
  country: z.string().nullable(),
  /** ISO 3166-2 region code as in /api/regions.php (e.g. NL-NH), and its name. */
  region: z.string().nullable(),
  region_name: z.string().nullable(),
  niche: z.enum(NICHES),
  gender: z.enum(GENDERS).nullable(),
  min_age: z.number().int().min(MIN_AGE).max(MAX_AGE).nullable(),
  max_age: z.number().int().min(MIN_AGE).max(MAX_AGE).nullable(),
  hero_members: z.array(ProfileCardSchema).max(LANDER_HERO_MEMBERS),
});
export type LanderCampaign = z.infer<typeof LanderCampaignSchema>;

/**
 * The campaign a lander shows when no row of lander_campaigns applies (never a 404): without a
 * headline or subline, the lander shows its own title (mfe-landers `lander.titles.<variant>`).
 */
export const BUILT_IN_CAMPAIGN: Omit<LanderCampaign, 'variant' | 'hero_members' | 'slug'> = {
  headline: '',
  subline: '',
  country: null,
  region: null,
  region_name: null,
  niche: 'default',
  gender: null,
  min_age: null,
  max_age: null,
};

export const LanderResponseSchema = z.object({ campaign: LanderCampaignSchema });
