import type { Interest } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { createLoader } from 'shared-kernel/stores/loader';
import { createStore, useStore } from 'shared-kernel/stores/store';

export const interestsStore = createStore<Interest[] | null>(null);

export const useInterests = (): Interest[] | null => useStore(interestsStore);

export const loadInterests = createLoader(interestsStore, async () => {
  const { interests } = await http.call(ENDPOINTS.interests);
  return interests;
});
