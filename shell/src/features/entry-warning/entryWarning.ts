import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Settings } from 'shared-kernel/contract';
import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_COOKIE_MAX_AGE_S } from 'shared-kernel/contract/constants';
import { pageDataValue } from 'shared-kernel/stores/pageData';
import { useSession, type SessionStatus } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';

/**
 * SPEC §2 site-entry warning: whether it shows. Kept apart from the modal itself so that the
 * modal's chunk is only loaded for visitors who see it.
 */

/** localStorage key (and cookie) holding the time (Date.now()) the visitor confirmed being 18 or older. */
export const ENTRY_WARNING_SKIP_KEY = ENTRY_WARNING_COOKIE;
/**
 * The chat, lander and empty layouts warn visitors from these countries only (SPEC §2: NL and DE;
 * issue 27 adds BE: the Belgian site's visitors, who often arrive on a lander, are warned too).
 */
export const FIXED_LAYOUT_COUNTRIES: readonly string[] = ['NL', 'BE', 'DE'];

/** The admin layout renders no modals slot, so the warning never shows there. */
export type EntryWarningLayout = 'default' | 'chat' | 'lander' | 'empty' | 'admin';

type EntrySettings = Pick<Settings, 'enable_site_entry_popup' | 'geoip_country' | 'site_entry_popup_countries'>;

export interface EntryWarningInput {
  status: SessionStatus;
  settings: EntrySettings | null;
  installed: boolean;
  skipped: boolean;
  layout: EntryWarningLayout;
}

/** Countries whose visitors see the warning in a layout: the settings' list in the default layout. */
export const entryWarningCountries = (layout: EntryWarningLayout, settings: EntrySettings): readonly string[] =>
  layout === 'default' ? settings.site_entry_popup_countries : FIXED_LAYOUT_COUNTRIES;

/**
 * Logged-out visitors only (not while the session is unknown), not in installed-app mode, not when
 * skipped before, not when the site disables it, and only for a visitor from an allowed country.
 */
export function shouldShowEntryWarning({ status, settings, installed, skipped, layout }: EntryWarningInput): boolean {
  if (status !== 'anonymous' || installed || skipped || !settings) return false;
  if (settings.enable_site_entry_popup === 'no') return false;
  const country = settings.geoip_country.toUpperCase();
  return entryWarningCountries(layout, settings).some((c) => c.toUpperCase() === country);
}

const hasCookie = (): boolean => document.cookie.split(';').some((part) => part.trim().startsWith(`${ENTRY_WARNING_COOKIE}=`));

/** The cookie the server reads to leave the warning out of a server-rendered page. */
function writeCookie(value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ENTRY_WARNING_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${ENTRY_WARNING_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function isEntryWarningSkipped(): boolean {
  try {
    if (localStorage.getItem(ENTRY_WARNING_SKIP_KEY)) return true;
  } catch {
    // storage blocked: the cookie may still say so
  }
  return hasCookie();
}

/** Remembers the confirmation (a timestamp); with storage and cookies blocked it lasts for this page only. */
export function skipEntryWarning(now: number = Date.now()): void {
  try {
    localStorage.setItem(ENTRY_WARNING_SKIP_KEY, String(now));
  } catch {
    // storage blocked: the cookie below still remembers it
  }
  writeCookie(String(now));
}

/**
 * A confirmation kept in localStorage only (from before the cookie) gets its cookie too, so the
 * server leaves the warning out of this visitor's next server-rendered page.
 */
function syncCookie(): void {
  try {
    const stored = localStorage.getItem(ENTRY_WARNING_SKIP_KEY);
    if (stored && !hasCookie()) writeCookie(stored);
  } catch {
    // storage blocked: nothing to copy
  }
}

/**
 * What the server rendered with (issue 16): the page data says whether its request carried the
 * confirmation's cookie (false: the warning is in the HTML). Not server-rendered: as confirmed.
 */
const serverSkipped = (): boolean => pageDataValue(ENTRY_WARNING_COOKIE) !== false;

const noStorageEvents = (): (() => void) => () => undefined;

/** Whether the warning shows on this page, and `confirm` for its "18 or older" button. */
export function useEntryWarning(layout: EntryWarningLayout, installed: boolean): { open: boolean; confirm: () => void } {
  const status = useSession((s) => s.status);
  const settings = useSettings();
  // The server knows the confirmation from its cookie (page data): server HTML (issue 16) and the
  // render that hydrates it agree on it (getServerSnapshot); the stored one follows.
  const stored = useSyncExternalStore(noStorageEvents, isEntryWarningSkipped, serverSkipped);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (stored) syncCookie();
  }, [stored]);
  const skipped = stored || confirmed;
  const confirm = useCallback(() => {
    skipEntryWarning();
    setConfirmed(true);
  }, []);
  return { open: shouldShowEntryWarning({ status, settings, installed, skipped, layout }), confirm };
}
