import { mainElement, mainHeading } from './page';
import { onUserInput } from './userInput';

/** The longest the focus waits for the new page's heading (remotes load lazily). */
export const FOCUS_TIMEOUT_MS = 3000;
/** A heading that stays the same element through a change of page is taken after this long. */
export const SAME_HEADING_AFTER_MS = 1000;

export interface FocusPageOptions {
  /** The page's heading before the change (the new page's is another element). */
  previousHeading: HTMLElement | null;
  /** Back on a page: the link that was followed from it (its href), focused instead of the heading when it is there. */
  link?: string;
  timeoutMs?: number;
}

/** Focused by script, without scrolling: tabIndex -1 on an element that is not focusable itself. */
function focusWithoutScroll(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

function linkIn(main: HTMLElement | null, href: string): HTMLElement | null {
  if (!main) return null;
  for (const a of main.querySelectorAll<HTMLElement>('a[href]')) {
    if (a.getAttribute('href') === href && !a.closest('[hidden], [aria-hidden="true"]')) return a;
  }
  return null;
}

/**
 * After a change of page, moves the focus to the new page's main heading (h1 in <main>) once it has
 * rendered, so a screen reader announces the page; back on a page, to the link followed from it when it
 * is there. It waits for the heading with a MutationObserver, up to `timeoutMs`. The focus is only
 * taken while nobody else has placed it: not after the person used a key or the pointer, not when
 * the new page focused one of its own elements (a field) or a dialog holds it. Returns the cancel function.
 */
export function focusPage({ previousHeading, link, timeoutMs = FOCUS_TIMEOUT_MS }: FocusPageOptions): () => void {
  const started = Date.now();
  const initiallyActive = document.activeElement;
  let focused: HTMLElement | null = null;
  let done = false;

  /** Nobody placed the focus since the change: it is still ours to move. */
  const focusIsOurs = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return true;
    if (active === initiallyActive || active === focused) return true;
    if (active.closest('[role="dialog"], [role="alertdialog"], dialog, [aria-modal="true"]')) return false;
    // Outside <main> (the navigation's link that was followed): the new page's content comes first.
    return !mainElement()?.contains(active);
  };

  const check = () => {
    if (done) return;
    if (!focusIsOurs()) {
      stop();
      return;
    }
    const target = (link ? linkIn(mainElement(), link) : null) ?? null;
    if (target) {
      focusWithoutScroll(target);
      stop();
      return;
    }
    const heading = mainHeading();
    if (!heading || heading === focused) return;
    const newHeading = heading !== previousHeading;
    if (newHeading || Date.now() - started >= SAME_HEADING_AFTER_MS) {
      focused = heading;
      focusWithoutScroll(heading);
      // A new page's heading ends it, unless a link is awaited; the old page's may still be replaced.
      if (newHeading && !link) stop();
    }
  };

  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  const sameHeadingTimer = window.setTimeout(check, SAME_HEADING_AFTER_MS);
  const timer = window.setTimeout(() => {
    // No heading came: the page's <main> itself, so the focus is not left on a removed element.
    const main = mainElement();
    if (!focused && main && focusIsOurs()) focusWithoutScroll(main);
    stop();
  }, timeoutMs);
  const stopInput = onUserInput(() => stop());

  function stop() {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(sameHeadingTimer);
    window.clearTimeout(timer);
    stopInput();
  }

  // The routers render after the change is announced: the first look comes with the next mutation,
  // or here for a page that is already there.
  queueMicrotask(check);
  return stop;
}
