import type { Settings } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { adoptDomainLanguage } from 'shared-kernel/i18n';
import { createLoader } from 'shared-kernel/stores/loader';
import { createStore, useStore } from 'shared-kernel/stores/store';

export const settingsStore = createStore<Settings | null>(null);

export const useSettings = (): Settings | null => useStore(settingsStore);

/** The page's own query parameters plus `domain` forced to the host (SPEC §7). */
export function settingsQuery(): Record<string, string> {
  const query: Record<string, string> = {};
  if (typeof location === 'undefined') return query;
  new URLSearchParams(location.search).forEach((value, key) => {
    query[key] = value.slice(0, 2048);
  });
  if (location.hostname) query.domain = location.hostname;
  return query;
}

/** GET /api/settings.php once; adopts domain_language as locale when no locale cookie is set. */
export const loadSettings = createLoader(settingsStore, async () => {
  const { settings } = await http.call(ENDPOINTS.settings, { query: settingsQuery() });
  adoptDomainLanguage(settings.domain_language);
  return settings;
});
