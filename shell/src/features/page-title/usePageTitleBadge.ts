import { useEffect } from 'react';
import { useChatState } from 'shared-kernel/stores/chatState';
import { useSession } from 'shared-kernel/stores/session';
import { formatTitleWithCount } from './titlePrefix';

interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets or clears the installed-app badge where supported; failures are ignored (SPEC §8). */
export function updateAppBadge(count: number, nav: Navigator = navigator): void {
  const badging = nav as Navigator & BadgingNavigator;
  try {
    const result =
      count > 0
        ? typeof badging.setAppBadge === 'function'
          ? badging.setAppBadge(count)
          : undefined
        : typeof badging.clearAppBadge === 'function'
          ? badging.clearAppBadge()
          : undefined;
    if (result && typeof result.catch === 'function') result.catch(() => undefined);
  } catch {
    // unsupported or not allowed: ignored
  }
}

function applyTitle(doc: Document, count: number): void {
  const next = formatTitleWithCount(doc.title, count);
  if (doc.title !== next) doc.title = next;
}

/** Takes the count off the title and the app badge (a member logged out). */
export function clearTitleBadge(): void {
  applyTitle(document, 0);
  updateAppBadge(0);
}

/**
 * SPEC §4: the page title is prefixed with "(n) " where n = unread messages + new likes (logged-in
 * members only), and the app badge shows n where the device supports it. Remotes own the rest of
 * the title; when one of them replaces document.title the prefix is put back, never stacked.
 */
export function usePageTitleBadge(): number {
  const total = useChatState((s) => (s.totalUnread || 0) + (s.totalNewLikes || 0));
  // Counts belong to a member: a visitor (or a member who just logged out) never sees a prefix.
  const authenticated = useSession((s) => s.status === 'authenticated');
  const count = authenticated ? total : 0;

  useEffect(() => {
    applyTitle(document, count);
    updateAppBadge(count);

    if (typeof MutationObserver === 'undefined') return undefined;
    // A remote may set document.title without the prefix (or React may hoist a <title>): re-apply.
    const observer = new MutationObserver(() => applyTitle(document, count));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);

  return count;
}
