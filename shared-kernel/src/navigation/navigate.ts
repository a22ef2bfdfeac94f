import { useSyncExternalStore } from 'react';
import { navigateToUrl } from 'single-spa';

/** Fired on window after navigate(). */
export const LOCATION_CHANGE_EVENT = 'hartklop:locationchange';

/** Client-side navigation across remotes (single-spa navigateToUrl; other origins load normally). */
export function navigate(url: string): void {
  navigateToUrl(url);
  // single-spa fires popstate only once started; this keeps useLocationPath right in standalone dev.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/** true when a link to `href` can be handled without a page load. */
export function isInternalUrl(href: string): boolean {
  if (typeof location === 'undefined') return false;
  try {
    const target = new URL(href, location.href);
    return target.origin === location.origin && (target.protocol === 'http:' || target.protocol === 'https:');
  } catch {
    return false;
  }
}

const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event', LOCATION_CHANGE_EVENT] as const;

function subscribe(onChange: () => void): () => void {
  for (const e of ROUTING_EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of ROUTING_EVENTS) window.removeEventListener(e, onChange);
  };
}

/** The current location.pathname, re-rendering on every navigation of any router. */
export function useLocationPath(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** The current location.search (e.g. "?page=2"). */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}
