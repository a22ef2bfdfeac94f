import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { MAX_AGE, MIN_AGE, type Gender, type Sexuality } from 'shared-kernel/contract/profile-attributes';
import type { SearchSort } from 'shared-kernel/contract/profile-rules';
import { http } from 'shared-kernel/http';
import type { SearchCriteria } from 'shared-kernel/stores/search';

export type SearchResponse = ResponseOf<Api['search']>;
export type SearchParams = Record<string, string | number>;

/** An age within the limits of a member profile (the store starts with max 99). */
export const clampAge = (age: number): number => Math.min(MAX_AGE, Math.max(MIN_AGE, Math.round(age)));

/**
 * The query of GET /api/members.php: only the filters the site offers (settings.search_fields),
 * only those with a value, ages within the profile limits and in order, plus the page and, for a
 * visitor from a traffic source, its `network` (SPEC §6 logged-out search).
 */
export function searchParams(
  criteria: SearchCriteria,
  fields: readonly string[],
  page: number,
  network?: string | null,
  sort: SearchSort = 'newest',
): SearchParams {
  const offered = new Set(fields);
  const params: SearchParams = {};
  if (offered.has('gender') && criteria.gender) params.gender = criteria.gender;
  if (offered.has('country') && criteria.country) params.country = criteria.country;
  if (offered.has('countryregion') && criteria.countryregion) params.countryregion = criteria.countryregion;
  const low = clampAge(criteria.min_age);
  const high = clampAge(criteria.max_age);
  if (offered.has('min_age')) params.min_age = Math.min(low, offered.has('max_age') ? high : low);
  if (offered.has('max_age')) params.max_age = Math.max(high, offered.has('min_age') ? low : high);
  params.page = page;
  if (network) params.network = network;
  if (sort !== 'newest') params.sort = sort;
  return params;
}

/** The ISO 3166-2 code of a region as the search expects it (`NL-UT`), from either form. */
export const regionParam = (country: string, code: string): string => (code.includes('-') ? code : `${country}-${code}`);

export const fetchSearchPage = (params: SearchParams): Promise<SearchResponse> =>
  http.call(ENDPOINTS.search, { query: params });

/** GET /api/profile.php, for the gender and sexuality that decide whom the member seeks. */
export const fetchOwnGender = async (): Promise<{ gender: Gender; sexuality: Sexuality }> => {
  const { profile } = await http.call(ENDPOINTS.ownProfile);
  return { gender: profile.gender, sexuality: profile.sexuality };
};
