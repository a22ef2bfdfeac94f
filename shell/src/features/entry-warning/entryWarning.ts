import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Settings } from 'shared-kernel/contract';
import { useSession, type SessionStatus } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';

/**
 * SPEC §2 site-entry warning: whether it shows. Kept apart from the modal itself so that the
 * modal's chunk is only loaded for visitors who see it.
 */

/** localStorage key holding the time (Date.now()) the visitor confirmed being 18 or older. */
export const ENTRY_WARNING_SKIP_KEY = 'hide-site-entry-popup';
/** The chat, lander and empty layouts warn visitors from these countries only (SPEC §2). */
export const NL_AND_DE: readonly string[] = ['NL', 'DE'];

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
  layout === 'default' ? settings.site_entry_popup_countries : NL_AND_DE;

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

export function isEntryWarningSkipped(): boolean {
  try {
    return Boolean(localStorage.getItem(ENTRY_WARNING_SKIP_KEY));
  } catch {
    return false;
  }
}

/** Remembers the confirmation (a timestamp); with storage blocked it lasts for this page only. */
export function skipEntryWarning(now: number = Date.now()): void {
  try {
    localStorage.setItem(ENTRY_WARNING_SKIP_KEY, String(now));
  } catch {
    // storage blocked: the warning shows again on the next visit
  }
}

const noStorageEvents = (): (() => void) => () => undefined;

/** Whether the warning shows on this page, and `confirm` for its "18 or older" button. */
export function useEntryWarning(layout: EntryWarningLayout, installed: boolean): { open: boolean; confirm: () => void } {
  const status = useSession((s) => s.status);
  const settings = useSettings();
  // The stored confirmation is not known on the server: server HTML (issue 16) and the render that
  // hydrates it leave the warning out, and it appears right after hydration (getServerSnapshot).
  const stored = useSyncExternalStore(noStorageEvents, isEntryWarningSkipped, () => true);
  const [confirmed, setConfirmed] = useState(false);
  const skipped = stored || confirmed;
  const confirm = useCallback(() => {
    skipEntryWarning();
    setConfirmed(true);
  }, []);
  return { open: shouldShowEntryWarning({ status, settings, installed, skipped, layout }), confirm };
}
