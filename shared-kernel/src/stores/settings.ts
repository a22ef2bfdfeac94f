import type { Settings } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { adoptDomainLanguage, setSiteLocales } from 'shared-kernel/i18n';
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

/**
 * GET /api/settings.php once; the site variant's locales become the active ones, and domain_language
 * the locale when no locale cookie is set.
 */
export const loadSettings = createLoader(settingsStore, async () => {
  const { settings } = await http.call(ENDPOINTS.settings, { query: settingsQuery() });
  setSiteLocales(settings.locales);
  adoptDomainLanguage(settings.domain_language);
  return settings;
});

/**
 * The site-level disclosure (Dutch regulator's rule: visitors learn that fictional profiles exist
 * before they sign up or pay), for the site-entry warning, the home page and lists of profiles,
 * where no single profile is meant. settings.fictional_warning ("Dit is een fictief profiel ...")
 * is about one profile and appears only where one profile is shown. Here, in a module the first
 * visit loads anyway, rather than in a module of its own (the 200 KB budget of /).
 */
export function siteFictionalNotice(settings: Pick<Settings, 'name' | 'fictional_plural'> | null | undefined): string {
  return `Sommige profielen op ${settings?.name || 'deze site'} zijn ${settings?.fictional_plural || 'fictieve profielen'}, beheerd door medewerkers. Je herkent ze aan het label „fictief profiel”.`;
}

/**
 * Whether the site's own words fit the active language: settings.fictional_singular, fictional_plural
 * and siteFictionalNotice are written in the site's language (domain_language). A page in another
 * language (a visitor who chose Finnish on the Dutch site) shows its own translation instead, so a
 * disclosure is never in a language the reader did not choose.
 */
export function siteWordsFit(settings: Pick<Settings, 'domain_language'> | null | undefined, language: string | undefined): boolean {
  const site = settings?.domain_language?.slice(0, 2) || 'nl';
  return (language?.slice(0, 2) || 'nl') === site;
}
