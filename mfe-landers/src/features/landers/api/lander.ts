import type { Api, LanderCampaign, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type SearchResponse = ResponseOf<Api['search']>;

/** GET /api/lander.php: the campaign of a lander for a slug (the default one for an unknown slug). */
export const fetchCampaign = async (variant: string, slug: string | undefined): Promise<LanderCampaign> =>
  (await http.call(ENDPOINTS.lander, { query: slug ? { variant, slug } : { variant } })).campaign;

/** The public member search with a campaign's filters (and a traffic source's network). */
export function fetchCampaignMembers(campaign: LanderCampaign, network: string | null): Promise<SearchResponse> {
  const query: Record<string, string | number> = { page: 1 };
  if (campaign.gender) query.gender = campaign.gender;
  if (campaign.country) query.country = campaign.country;
  if (campaign.region) query.countryregion = campaign.region;
  if (campaign.min_age !== null) query.min_age = campaign.min_age;
  if (campaign.max_age !== null) query.max_age = campaign.max_age;
  if (network) query.network = network;
  return http.call(ENDPOINTS.search, { query });
}
