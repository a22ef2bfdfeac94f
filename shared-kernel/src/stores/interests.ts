import { api, type Interest } from '../contract';
import { http } from '../http';
import { createLoader } from './loader';
import { createStore, useStore } from './store';

export const interestsStore = createStore<Interest[] | null>(null);

export const useInterests = (): Interest[] | null => useStore(interestsStore);

export const loadInterests = createLoader(interestsStore, async () => {
  const { interests } = await http.call(api.interests);
  return interests;
});
