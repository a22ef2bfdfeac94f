import { useCallback, useRef, useState } from 'react';
import type { ProfileCard } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { HttpError } from 'shared-kernel/http';
import {
  resetSearchState,
  searchStore,
  setSearchCriteria,
  setSearchResults,
  setSimilarResults,
  useSearchState,
  type SearchCriteria,
  type SearchState,
} from 'shared-kernel/stores/search';
import { sessionStore } from 'shared-kernel/stores/session';
import { getTracking } from 'shared-kernel/stores/tracking';
import { fetchSearchPage, searchParams } from '../api/search';
import { setAppliedSort, sortStore } from '../utils/searchSort';

export type SearchStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loadingMore' }
  | { status: 'failed'; error: unknown; more: boolean }
  /** SPEC §6: this visitor may not search logged out (403 authentication_required). */
  | { status: 'loginRequired' };

export interface MemberSearch {
  state: SearchState;
  status: SearchStatus;
  /** The held result pages in order, each profile once. */
  profiles: ProfileCard[];
  similar: ProfileCard[];
  hasMore: boolean;
  /** New criteria: drops the held pages and loads page 1. */
  search: (criteria: SearchCriteria) => void;
  /** Appends the next page (ignored while a page is loading or when all are held). */
  loadMore: () => void;
  /** Back to the initial filters without results (SPEC §3: clearing resets the count). */
  clear: () => void;
}

export const criteriaOf = (s: SearchState): SearchCriteria => ({
  gender: s.gender,
  country: s.country,
  countryregion: s.countryregion,
  min_age: s.min_age,
  max_age: s.max_age,
});

/** The held pages in page order, without a profile that moved to a later page meanwhile. */
export function heldProfiles(results: SearchState['results']): ProfileCard[] {
  const seen = new Set<number>();
  const list: ProfileCard[] = [];
  const pages = Object.keys(results)
    .map(Number)
    .sort((a, b) => a - b);
  for (const page of pages) {
    for (const profile of results[page] ?? []) {
      if (seen.has(profile.id)) continue;
      seen.add(profile.id);
      list.push(profile as unknown as ProfileCard);
    }
  }
  return list;
}

const lastPage = (results: SearchState['results']): number => Math.max(0, ...Object.keys(results).map(Number));

/** A visitor from a traffic source sends its network (query parameter first, then the stored one). */
function visitorNetwork(): string | null {
  if (sessionStore.get().status === 'authenticated') return null;
  const param = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('network');
  return param || getTracking().network || null;
}

const isLoginRequired = (error: unknown) =>
  error instanceof HttpError && error.status === 403 && error.code === ERROR_CODES.authenticationRequired;

/**
 * The member search on top of the kernel's search store: the store holds criteria and result
 * pages, so a page that mounts again (back from a profile) shows them without a request.
 * `fields` are settings.search_fields.
 */
export function useMemberSearch(fields: readonly string[]): MemberSearch {
  const state = useSearchState();
  // A first visit searches at once (SearchPage): it starts as loading, so the first render (also the
  // server's, issue 16) shows the results' placeholder rather than the "cleared" text.
  const [status, setStatus] = useState<SearchStatus>(() => (searchStore.get().didInit ? { status: 'idle' } : { status: 'loading' }));
  // Every run gets a number; the answer of an overtaken run (new search, clear) is dropped.
  const run = useRef(0);
  const busy = useRef(false);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const loadPage = useCallback(async (criteria: SearchCriteria, page: number) => {
    const id = ++run.current;
    busy.current = true;
    setStatus({ status: page === 1 ? 'loading' : 'loadingMore' });
    try {
      const answer = await fetchSearchPage(searchParams(criteria, fieldsRef.current, page, visitorNetwork(), sortStore.get().wanted));
      if (id !== run.current) return;
      setAppliedSort(answer.sort ?? 'newest');
      setSearchResults(page, answer.profiles, answer.numResults, answer.numResultsCapped);
      if (page === 1) setSimilarResults(answer.similar_results, answer.similar_numResults);
      setStatus({ status: 'idle' });
    } catch (error) {
      if (id !== run.current) return;
      setStatus(isLoginRequired(error) ? { status: 'loginRequired' } : { status: 'failed', error, more: page > 1 });
    } finally {
      if (id === run.current) busy.current = false;
    }
  }, []);

  const search = useCallback(
    (criteria: SearchCriteria) => {
      setSearchCriteria(criteria);
      setSimilarResults([], 0);
      void loadPage(criteria, 1);
    },
    [loadPage],
  );

  const loadMore = useCallback(() => {
    const s = searchStore.get();
    const held = Object.keys(s.results).length;
    if (busy.current || held === 0 || heldProfiles(s.results).length >= s.numResults) return;
    if ((s.results[lastPage(s.results)]?.length ?? 0) === 0) return;
    void loadPage(criteriaOf(s), lastPage(s.results) + 1);
  }, [loadPage]);

  const clear = useCallback(() => {
    run.current += 1;
    busy.current = false;
    resetSearchState();
    setStatus({ status: 'idle' });
  }, []);

  const profiles = heldProfiles(state.results);
  const similar = state.similar_results as unknown as ProfileCard[];
  const pagesHeld = Object.keys(state.results).length;
  // A page that came back empty ends the list, whatever the count says (e.g. profiles blocked meanwhile).
  const lastEmpty = pagesHeld > 0 && (state.results[lastPage(state.results)]?.length ?? 0) === 0;
  return {
    state,
    status,
    profiles,
    similar,
    hasMore: pagesHeld > 0 && !lastEmpty && profiles.length < state.numResults,
    search,
    loadMore,
    clear,
  };
}
