import { useEffect, useState } from 'react';

type AlertsModule = typeof import('./components/Alerts');

let loaded: AlertsModule | null = null;
let failed = false;
let pending: Promise<void> | null = null;

/**
 * Loads the alerts' chunk once (a member's pages only). bootstrap starts it as soon as the server's
 * HTML says there is a session, beside the request for the user; a chunk that fails leaves the page
 * without alerts rather than without its content.
 */
export function loadAlerts(): Promise<void> {
  pending ??= import('./components/Alerts').then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      failed = true;
      console.error('[shell] the alerts could not be loaded', error);
    },
  );
  return pending;
}

/**
 * The member alerts' component once its chunk is there (`needed`: a logged-in member in the default
 * layout), and whether that question is settled: the shell shows a page the browser renders only once
 * the alerts above it are known, so they never push it down (issue 29, layout shift).
 */
export function useAlertsComponent(needed: boolean): { Alerts: AlertsModule['Alerts'] | null; settled: boolean } {
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!needed || loaded || failed) return;
    let active = true;
    void loadAlerts().then(() => active && setLoads((n) => n + 1));
    return () => {
      active = false;
    };
  }, [needed]);
  return { Alerts: needed ? (loaded?.Alerts ?? null) : null, settled: !needed || loaded !== null || failed };
}
