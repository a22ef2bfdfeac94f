import type { Api, LanderCampaign, ResponseOf } from '../contract';
import { BUILT_IN_CAMPAIGN, LANDER_HERO_MEMBERS } from '../contract/landers';
import { cardOf, mockMembers } from './members';

/**
 * Lander campaigns for the mocks: the default campaign and two slugs, like the seeded reference
 * data of migration 0017. An unknown slug answers the default campaign, as the API does.
 */
type MockCampaign = Omit<LanderCampaign, 'variant' | 'hero_members'> & { variants: readonly string[] | null };

export const mockLanderCampaigns: readonly MockCampaign[] = [
  {
    variants: null,
    slug: 'amsterdam',
    headline: 'Singles uit Amsterdam en omgeving',
    subline: 'Maak kennis met vrouwen uit Noord-Holland die iemand willen leren kennen.',
    country: 'NL',
    region: 'NL-NH',
    region_name: 'Noord-Holland',
    niche: 'default',
    gender: 'female',
    min_age: null,
    max_age: null,
  },
  {
    variants: null,
    slug: 'rijpe-vrouwen',
    headline: 'Rijpe vrouwen zoeken contact',
    subline: 'Ervaren vrouwen van 40 jaar en ouder die weten wat ze willen.',
    country: null,
    region: null,
    region_name: null,
    niche: 'milf',
    gender: 'female',
    min_age: 40,
    max_age: null,
  },
];

/** The API's seeded default row (migration 0017). */
const DEFAULT_CAMPAIGN: Omit<MockCampaign, 'variants'> = {
  slug: null,
  ...BUILT_IN_CAMPAIGN,
  headline: 'Singles bij jou in de buurt',
  subline: 'Meld je gratis aan en kom in contact met singles uit Nederland en België.',
};

/** GET /api/lander.php: the campaign of a slug for a lander, or the default campaign. */
export function mockLander(variant: string, slug: string | undefined): ResponseOf<Api['lander']> {
  const found = mockLanderCampaigns.find((c) => c.slug === slug && (c.variants === null || c.variants.includes(variant)));
  const { variants: _variants, ...campaign } = found ?? { ...DEFAULT_CAMPAIGN, variants: null };
  const heroes = mockMembers
    .filter((m) => (campaign.gender === null || m.gender === campaign.gender) && (campaign.min_age === null || m.age >= campaign.min_age))
    .slice(0, LANDER_HERO_MEMBERS)
    .map(cardOf);
  return { campaign: { ...campaign, variant, hero_members: heroes } };
}
