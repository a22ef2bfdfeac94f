import { focusPage } from './focusPage';
import { createEntryKey, entryKeyOf, stateWithKey } from './historyEntry';
import { navigationEffect, type HistoryAction } from './navigationEffect';
import { mainElement, mainHeading } from './page';
import { restoreScroll } from './restoreScroll';
import { createScrollPositions, sessionStorageOrNull, type SavedPosition, type ScrollPositions } from './scrollPositions';

/** A page whose heading does not change is taken as rendered after this long (for the restore). */
export const PAGE_READY_FALLBACK_MS = 1000;

type UpdateState = History['pushState'];

/** How this document was loaded: 'navigate', 'reload', 'back_forward' (or 'prerender'). */
function loadType(): string | undefined {
  const entry = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/** The focused link inside <main> (the card that was opened), if any. */
function focusedLink(): Element | null {
  const active = document.activeElement;
  const link = active instanceof HTMLElement ? active.closest('a[href]') : null;
  return link && mainElement()?.contains(link) ? link : null;
}

function snapshot(): SavedPosition {
  const y = Math.max(0, Math.round(window.scrollY));
  const link = focusedLink();
  const href = link?.getAttribute('href');
  if (!link || href == null) return { y };
  return { y, href, anchorTop: Math.round(link.getBoundingClientRect().top) };
}

/** The position that shows the saved link (the first in <main> with that href) where it was on the screen. */
function anchorYOf(saved: SavedPosition): (() => number | null) | undefined {
  const { href, anchorTop } = saved;
  if (href === undefined || anchorTop === undefined) return undefined;
  return () => {
    const link = [...(mainElement()?.querySelectorAll('a[href]') ?? [])].find((a) => a.getAttribute('href') === href);
    return link ? Math.round(window.scrollY + link.getBoundingClientRect().top - anchorTop) : null;
  };
}

/**
 * Navigation like a native app, for every remote, in one place (issue 27): the shell wraps
 * `history.pushState`/`replaceState` (on top of single-spa's patch, so every router and the kernel's
 * navigate() pass through it) and listens to Back/Forward.
 * - Every entry gets a key in history.state; when an entry is left, its scroll position (and the link
 *   followed from it) is kept under that key in sessionStorage.
 * - A new page (another pathname) starts at the top and its h1 takes the focus once it has rendered;
 *   a change of only the query or hash (filters, tabs) keeps the position.
 * - Back and Forward go to the entry's kept position once its page has rendered and is tall enough; when a
 *   card was opened from it, the card comes back to where it was on the screen (content that arrived
 *   above it meanwhile does not push it away).
 * - The initial load of an address is not scrolled; a reload (or a return from another site) goes back
 *   to the entry's kept position, as the browser's own restoration would.
 * Returns the uninstall function (for tests).
 */
export function installNavigationScroll(positions: ScrollPositions = createScrollPositions(sessionStorageOrNull())): () => void {
  const history = window.history;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  const innerPush = history.pushState;
  const innerReplace = history.replaceState;

  let currentKey = entryKeyOf(history.state);
  if (currentKey === null) {
    currentKey = createEntryKey();
    innerReplace.call(history, stateWithKey(history.state, currentKey), '');
  }
  let currentPath = window.location.pathname;
  /** Still the initial load: no navigation and no input yet. */
  let initialLoad = true;
  const endInitialLoad = () => {
    initialLoad = false;
  };
  const inputTypes = ['pointerdown', 'keydown'] as const;
  for (const type of inputTypes) window.addEventListener(type, endInitialLoad, { capture: true, once: true });

  let cancelRunning: () => void = () => undefined;

  /** Applies the effect of a change of address that has just happened. */
  const afterChange = (action: HistoryAction, fromPath: string, previousHeading: HTMLElement | null, saved: SavedPosition | null) => {
    const toPath = window.location.pathname;
    currentPath = toPath;
    const effect = navigationEffect({ action, fromPath, toPath, savedY: saved?.y ?? null, initialLoad });
    if (action !== 'replace') initialLoad = false;
    if (effect.scroll === 'none' && !effect.focus) return;
    cancelRunning();
    const cancels: Array<() => void> = [];
    if (effect.scroll === 'top') window.scrollTo(0, 0);
    if (effect.scroll === 'restore' && saved) {
      const started = Date.now();
      const samePage = !effect.focus;
      const ready = () => {
        if (samePage || Date.now() - started >= PAGE_READY_FALLBACK_MS) return true;
        const heading = mainHeading();
        return heading !== null && heading !== previousHeading;
      };
      const anchorY = anchorYOf(saved);
      cancels.push(restoreScroll(saved.y, { ready, ...(anchorY ? { anchorY } : {}) }));
    }
    if (effect.focus) cancels.push(focusPage({ previousHeading, ...(action === 'pop' && saved?.href ? { link: saved.href } : {}) }));
    cancelRunning = () => cancels.forEach((cancel) => cancel());
  };

  const push: UpdateState = function (this: History, state, unused, url) {
    const fromPath = window.location.pathname;
    const leaving = snapshot();
    const previousHeading = mainHeading();
    const key = createEntryKey();
    innerPush.call(this, stateWithKey(state, key), unused, url);
    if (currentKey !== null) positions.set(currentKey, leaving);
    currentKey = key;
    afterChange('push', fromPath, previousHeading, null);
  };

  const replace: UpdateState = function (this: History, state, unused, url) {
    const fromPath = window.location.pathname;
    const previousHeading = mainHeading();
    innerReplace.call(this, currentKey !== null ? stateWithKey(state, currentKey) : state, unused, url);
    if (!url) return;
    afterChange('replace', fromPath, previousHeading, null);
  };

  history.pushState = push;
  history.replaceState = replace;

  /** Back or Forward (the browser's own popstate; single-spa's copies of push and replace are marked). */
  const onPopState = (event: PopStateEvent) => {
    if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
    let key = entryKeyOf(history.state);
    if (key !== null && key === currentKey) return; // announced again, nothing changed
    const fromPath = currentPath;
    if (currentKey !== null) positions.set(currentKey, snapshot());
    if (key === null) {
      // An entry made without the history API (a fragment link): it gets its key now.
      key = createEntryKey();
      innerReplace.call(history, stateWithKey(history.state, key), '');
    }
    currentKey = key;
    afterChange('pop', fromPath, mainHeading(), positions.get(key));
  };
  window.addEventListener('popstate', onPopState);

  // Leaving the document (a reload, another site): the position is kept for the document that comes back.
  const onPageHide = () => {
    if (currentKey !== null) positions.set(currentKey, snapshot());
  };
  window.addEventListener('pagehide', onPageHide);

  // A reload, or a return from another site with Back: where the entry was, as the browser would do
  // itself with its own restoration (a new visit of an address starts where the browser puts it).
  const initial = currentKey !== null ? positions.get(currentKey) : null;
  if (initial && initial.y > 0 && (loadType() === 'reload' || loadType() === 'back_forward')) {
    const started = Date.now();
    cancelRunning = restoreScroll(initial.y, { ready: () => mainHeading() !== null || Date.now() - started >= PAGE_READY_FALLBACK_MS });
  }

  return () => {
    cancelRunning();
    if (history.pushState === push) history.pushState = innerPush;
    if (history.replaceState === replace) history.replaceState = innerReplace;
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('pagehide', onPageHide);
    for (const type of inputTypes) window.removeEventListener(type, endInitialLoad, { capture: true });
    if ('scrollRestoration' in history) history.scrollRestoration = 'auto';
  };
}
