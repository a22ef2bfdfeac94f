import { api, type CountryRegions } from '../contract';
import { http } from '../http';
import { createLoader } from './loader';
import { createStore, useStore } from './store';

export const regionsStore = createStore<CountryRegions[] | null>(null);

export const useRegions = (): CountryRegions[] | null => useStore(regionsStore);

export const loadRegions = createLoader(regionsStore, async () => {
  const { countries } = await http.call(api.regions);
  return countries;
});
