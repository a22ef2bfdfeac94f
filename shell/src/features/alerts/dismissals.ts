import type { DismissKey } from './rules';

/** true when the alert was closed before (any stored timestamp). */
export function isStoredDismissed(key: DismissKey): boolean {
  try {
    return Boolean(localStorage.getItem(key));
  } catch {
    return false;
  }
}

/** Stores the closing time as Date.now() in a string. */
export function storeDismissal(key: DismissKey, now: number = Date.now()): void {
  try {
    localStorage.setItem(key, String(now));
  } catch {
    // storage blocked: the alert stays closed for this page only
  }
}
