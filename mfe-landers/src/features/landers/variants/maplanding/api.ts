import type { Api, Gender, ProfileCard, RegionCountsResponse, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** GET /api/region-counts.php: members per province of NL and BE (counts only). */
export const fetchRegionCounts = (gender: Gender | null): Promise<RegionCountsResponse> =>
  http.call(ENDPOINTS.regionCounts, { query: gender ? { gender } : {} });

type SearchAnswer = ResponseOf<Api['search']>;

/** A visitor from an ad searches with the `network` of the lander's address (as the lander framework does). */
const trafficNetwork = (): string | null => new URLSearchParams(window.location.search).get('network');

/** Members of one province from the public search (with a campaign's gender and ages). */
export async function fetchProvinceMembers(
  region: string,
  filters: { gender: Gender | null; min_age: number | null; max_age: number | null },
): Promise<ProfileCard[]> {
  const query: Record<string, string | number> = { countryregion: region, page: 1 };
  if (filters.gender) query.gender = filters.gender;
  if (filters.min_age !== null) query.min_age = filters.min_age;
  if (filters.max_age !== null) query.max_age = filters.max_age;
  const network = trafficNetwork();
  if (network) query.network = network;
  const answer: SearchAnswer = await http.call(ENDPOINTS.search, { query });
  return answer.profiles;
}
