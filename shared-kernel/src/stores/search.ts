import { createStore, useStore } from 'shared-kernel/stores/store';
import { MAX_AGE, MIN_AGE } from 'shared-kernel/contract/profile-attributes';

export interface SearchProfile {
  id: number;
  [key: string]: unknown;
}

export interface SearchCriteria {
  gender: string;
  country: string;
  countryregion: string;
  min_age: number;
  max_age: number;
}

/** Search state of SPEC §3. */
export interface SearchState extends SearchCriteria {
  didInit: boolean;
  /** Results by page number. */
  results: Record<number, SearchProfile[]>;
  numResults: number;
  /** More profiles match than numResults: the API counts no further than the last page it gives. */
  numResultsCapped: boolean;
  otherCachedProfiles: SearchProfile[];
  similar_results: SearchProfile[];
  similar_numResults: number;
}

export const initialSearchState: SearchState = {
  gender: '',
  country: '',
  countryregion: '',
  min_age: 18,
  max_age: 99,
  didInit: false,
  results: {},
  numResults: 0,
  numResultsCapped: false,
  otherCachedProfiles: [],
  similar_results: [],
  similar_numResults: 0,
};

export const searchStore = createStore<SearchState>(initialSearchState);

export function useSearchState(): SearchState;
export function useSearchState<S>(selector: (state: SearchState) => S): S;
export function useSearchState<S>(selector?: (state: SearchState) => S): S | SearchState {
  return useStore<SearchState, S | SearchState>(searchStore, selector ?? ((s) => s));
}

/** Changing criteria drops the cached result pages. */
export const setSearchCriteria = (criteria: Partial<SearchCriteria>) =>
  searchStore.update((s) => ({ ...s, ...criteria, didInit: true, results: {}, numResults: 0, numResultsCapped: false }));

export const setSearchResults = (page: number, results: SearchProfile[], numResults: number, numResultsCapped = false) =>
  searchStore.update((s) => ({ ...s, results: { ...s.results, [page]: results }, numResults, numResultsCapped }));

export const setSimilarResults = (similar_results: SearchProfile[], similar_numResults: number) =>
  searchStore.update((s) => ({ ...s, similar_results, similar_numResults }));

export const setOtherCachedProfiles = (otherCachedProfiles: SearchProfile[]) =>
  searchStore.update((s) => ({ ...s, otherCachedProfiles }));

export const resetSearchState = () => searchStore.set(initialSearchState);

/**
 * A profile the member blocked disappears from the held search state (every result page, the
 * similar results and the cached profiles); the counts drop by what was removed (a capped count
 * stays: more than it still match).
 */
export const removeProfileFromSearch = (id: number) =>
  searchStore.update((s) => {
    let removed = 0;
    const results: Record<number, SearchProfile[]> = {};
    for (const [page, profiles] of Object.entries(s.results)) {
      const kept = profiles.filter((p) => p.id !== id);
      removed += profiles.length - kept.length;
      results[Number(page)] = kept;
    }
    const similar = s.similar_results.filter((p) => p.id !== id);
    const similarRemoved = s.similar_results.length - similar.length;
    const cached = s.otherCachedProfiles.filter((p) => p.id !== id);
    if (removed === 0 && similarRemoved === 0 && cached.length === s.otherCachedProfiles.length) return s;
    return {
      ...s,
      results,
      numResults: s.numResultsCapped ? s.numResults : Math.max(0, s.numResults - removed),
      similar_results: similar,
      similar_numResults: Math.max(0, s.similar_numResults - similarRemoved),
      otherCachedProfiles: cached,
    };
  });

/**
 * The member's age preference as the swipe game and the match finder take it (min_age/max_age of
 * GET /api/swipe.php and /api/match-finder.php): the age range the member chose in the search,
 * an end at its limit (MIN_AGE, MAX_AGE or beyond) left out; nothing before the member searched,
 * so the API falls back to the member's own age ± 10.
 */
export function agePreferenceOf(state: Pick<SearchState, 'didInit' | 'min_age' | 'max_age'>): { min_age?: number; max_age?: number } {
  if (!state.didInit) return {};
  const preference: { min_age?: number; max_age?: number } = {};
  if (state.min_age > MIN_AGE && state.min_age <= MAX_AGE) preference.min_age = state.min_age;
  if (state.max_age < MAX_AGE && state.max_age >= MIN_AGE) preference.max_age = state.max_age;
  if (preference.min_age !== undefined && preference.max_age !== undefined && preference.min_age > preference.max_age) return {};
  return preference;
}
