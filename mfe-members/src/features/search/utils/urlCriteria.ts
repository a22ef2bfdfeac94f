import { GENDERS, MAX_AGE, MIN_AGE } from 'shared-kernel/contract/profile-attributes';
import type { SearchSort } from 'shared-kernel/contract/profile-rules';
import type { SearchCriteria } from 'shared-kernel/stores/search';

/**
 * The search filters in the address of /members, so a search can be shared, reloaded and reached
 * with back and forward: `?gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40`
 * (the names of the search API), with the order as `sort=nearby` or `sort=online` (newest is not
 * written). Only filters with a value are written.
 */
const KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'sort'] as const;

const COUNTRY = /^[A-Z]{2}$/;
const REGION = /^[A-Z]{2}-[A-Z0-9]{1,4}$/;

const age = (value: string | null): number | null => {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  return Math.min(MAX_AGE, Math.max(MIN_AGE, Number(value)));
};

/** true when the address names any filter (an address without one asks for the held or first search). */
export function hasUrlCriteria(search: string): boolean {
  const params = new URLSearchParams(search);
  return KEYS.some((key) => params.has(key));
}

/**
 * The criteria in `search`, over `base` for what it does not name; a value that is not valid
 * (an unknown gender, a malformed region, an age that is no number) is ignored, ages are kept
 * within the profile limits and in order, and a region of another country is dropped.
 */
export function criteriaFromUrl(search: string, base: SearchCriteria): SearchCriteria {
  const params = new URLSearchParams(search);
  const gender = params.get('gender');
  const country = params.get('country');
  const region = params.get('countryregion');
  const criteria: SearchCriteria = {
    gender: gender !== null && (GENDERS as readonly string[]).includes(gender) ? gender : base.gender,
    country: country !== null && COUNTRY.test(country) ? country : '',
    countryregion: region !== null && REGION.test(region) ? region : '',
    min_age: age(params.get('min_age')) ?? Math.max(MIN_AGE, Math.min(MAX_AGE, base.min_age)),
    max_age: age(params.get('max_age')) ?? Math.max(MIN_AGE, Math.min(MAX_AGE, base.max_age)),
  };
  if (criteria.countryregion && !criteria.countryregion.startsWith(`${criteria.country}-`)) criteria.countryregion = '';
  if (criteria.min_age > criteria.max_age) criteria.max_age = criteria.min_age;
  return criteria;
}

/** The query string ("?…", or "" without filters) of `criteria`, in an order other than newest with `sort`. */
export function criteriaToUrl(criteria: SearchCriteria, sort: SearchSort = 'newest'): string {
  const params = new URLSearchParams();
  if (criteria.gender) params.set('gender', criteria.gender);
  if (criteria.country) params.set('country', criteria.country);
  if (criteria.countryregion) params.set('countryregion', criteria.countryregion);
  params.set('min_age', String(Math.min(MAX_AGE, Math.max(MIN_AGE, criteria.min_age))));
  params.set('max_age', String(Math.min(MAX_AGE, Math.max(MIN_AGE, criteria.max_age))));
  if (sort !== 'newest') params.set('sort', sort);
  return `?${params.toString()}`;
}

/** The same search: equal criteria after the URL's normalisation. */
export const sameCriteria = (a: SearchCriteria, b: SearchCriteria): boolean =>
  criteriaToUrl(a) === criteriaToUrl(b);

/**
 * Shows the filters of `query` ("?…" from criteriaToUrl, or "" for none) in the address of this
 * page, keeping its other parameters (e.g. a traffic source's `network`): pushed as a new history
 * entry (a new search) or replacing the current one (the address catching up with the search
 * shown). Answers the address's query string as it is now.
 */
export function writeSearchUrl(query: string, mode: 'push' | 'replace', navigate: (url: string) => void): string {
  const params = new URLSearchParams(location.search);
  for (const key of KEYS) params.delete(key);
  new URLSearchParams(query).forEach((value, key) => params.set(key, value));
  const text = params.toString();
  const next = text ? `?${text}` : '';
  if (next === location.search) return next;
  const url = `${location.pathname}${next}${location.hash}`;
  if (mode === 'push') {
    navigate(url);
  } else {
    window.history.replaceState(window.history.state, '', url);
    // Routers and location hooks follow the address on popstate.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }
  return next;
}
