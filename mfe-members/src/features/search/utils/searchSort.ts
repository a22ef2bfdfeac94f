import type { SearchSort } from 'shared-kernel/contract/profile-rules';
import { createStore, useStore } from 'shared-kernel/stores/store';

export const SORTS: readonly SearchSort[] = ['newest', 'nearby', 'online'];

/**
 * The order of the member search (issue 15), next to the kernel's search store (which holds the
 * SPEC §3 criteria): `wanted` is the member's choice (in the address as `sort=`), `applied` the
 * order the API answered with (nearby and online fall back to newest where they cannot apply).
 */
export interface SortState {
  wanted: SearchSort;
  applied: SearchSort;
}

export const sortStore = createStore<SortState>({ wanted: 'newest', applied: 'newest' });

export const useSearchSort = (): SortState => useStore(sortStore, (s) => s);

export const setWantedSort = (wanted: SearchSort): void => sortStore.update((s) => (s.wanted === wanted ? s : { ...s, wanted }));
export const setAppliedSort = (applied: SearchSort): void => sortStore.update((s) => (s.applied === applied ? s : { ...s, applied }));

/** The order named by an address's `sort=`; newest when it names none or an unknown one. */
export function sortFromUrl(search: string): SearchSort {
  const value = new URLSearchParams(search).get('sort');
  return SORTS.find((s) => s === value) ?? 'newest';
}
