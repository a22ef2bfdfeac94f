import type { Settings, Tracking } from 'shared-kernel/contract';

/**
 * Traffic-source data (SPEC §3 tracking data: network, ref, sub1, sub2, sub3). Captured from the
 * landing URL at boot and kept in local storage, so a visitor who arrives through a partner link
 * and signs up later still carries it; it is sent with the signup and stored with the account.
 */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export const TRACKING_STORAGE_KEY = 'tracking';
const VALUE = /^[\w.:@~+-]{1,100}$/;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The stored tracking data (only well-formed values). */
export function getTracking(): Tracking {
  const raw = storage()?.getItem(TRACKING_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const result: Tracking = {};
    for (const key of TRACKING_KEYS) {
      const value = parsed[key];
      if (typeof value === 'string' && VALUE.test(value)) result[key] = value;
    }
    return result;
  } catch {
    return {};
  }
}

/**
 * Stores the tracking parameters of a landing URL. A new `network` starts a new attribution (the
 * other values of the old one are dropped); without `network`, present values are merged in.
 */
export function captureTracking(search: string): Tracking {
  const params = new URLSearchParams(search);
  const found: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim();
    if (value && VALUE.test(value)) found[key] = value;
  }
  if (Object.keys(found).length === 0) return getTracking();
  const next = found.network ? found : { ...getTracking(), ...found };
  try {
    storage()?.setItem(TRACKING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the signup simply carries no tracking data
  }
  return next;
}

/**
 * SPEC §6: a traffic-source visitor has a stored network value or a network query parameter.
 * `stored: false` looks at the address alone (what a server render can know).
 */
export function isTrafficSourceVisitor(search: string = typeof location === 'undefined' ? '' : location.search, { stored = true } = {}): boolean {
  const param = new URLSearchParams(search).get('network');
  return Boolean((param && VALUE.test(param)) || (stored && getTracking().network));
}

/**
 * SPEC §6: signups are open when `signups` is all, or with_trafficsource for a traffic-source
 * visitor; otherwise only with an invitation code. `stored: false`: without the stored tracking data
 * (the server's view of a page, which the browser hydrates).
 */
export function signupMode(settings: Pick<Settings, 'signups'>, search?: string, options: { stored?: boolean } = {}): 'open' | 'invitation' {
  if (settings.signups === 'all') return 'open';
  if (settings.signups === 'with_trafficsource' && isTrafficSourceVisitor(search, options)) return 'open';
  return 'invitation';
}
