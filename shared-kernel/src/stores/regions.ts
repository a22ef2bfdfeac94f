import type { CountryRegions } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { createLoader } from 'shared-kernel/stores/loader';
import { createStore, useStore } from 'shared-kernel/stores/store';

export const regionsStore = createStore<CountryRegions[] | null>(null);

export const useRegions = (): CountryRegions[] | null => useStore(regionsStore);

export const loadRegions = createLoader(regionsStore, async () => {
  const { countries } = await http.call(ENDPOINTS.regions);
  return countries;
});
