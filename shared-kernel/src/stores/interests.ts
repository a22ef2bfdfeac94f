import type { Interest } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { i18n } from 'shared-kernel/i18n';
import { createLoader } from 'shared-kernel/stores/loader';
import { createStore, useStore } from 'shared-kernel/stores/store';

export const interestsStore = createStore<Interest[] | null>(null);

export const useInterests = (): Interest[] | null => useStore(interestsStore);

export const loadInterests = createLoader(interestsStore, async () => {
  const { interests } = await http.call(ENDPOINTS.interests);
  return interests;
});

// The API names the interests in the visitor's language (the locale cookie): after a switch, held
// names are fetched again. Should that fail, the held names stay until the next load.
i18n.on('languageChanged', () => {
  if (interestsStore.get() !== null) loadInterests({ force: true }).catch(() => undefined);
});
