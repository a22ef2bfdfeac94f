/** How the address changed: a new entry, the current one replaced, or Back/Forward (a traversal). */
export type HistoryAction = 'push' | 'replace' | 'pop';

export interface NavigationChange {
  action: HistoryAction;
  fromPath: string;
  toPath: string;
  /** The saved scroll position of the entry a traversal arrives at (null: none saved). */
  savedY: number | null;
  /** Still the document's initial load: no navigation and no user input yet (redirects at load). */
  initialLoad: boolean;
}

export interface NavigationEffect {
  scroll: 'top' | 'restore' | 'none';
  /** Move the focus to the new page's main heading (a new page, not a filter or tab of the same one). */
  focus: boolean;
}

const NOTHING: NavigationEffect = { scroll: 'none', focus: false };

/** A path without its trailing slash ("/members/" is the page of "/members"). */
export const samePage = (a: string, b: string): boolean => a.replace(/(.)\/+$/, '$1') === b.replace(/(.)\/+$/, '$1');

/**
 * What a change of address does to the scroll position and the focus:
 * - a new page (push or replace of another pathname) starts at the top, the focus on its heading;
 * - a change of only the query or the hash (filters, tabs, a modal's parameter) keeps both;
 * - Back and Forward go to the position the entry had (its page's heading takes the focus when the
 *   page changes); without a saved position a new page starts at the top;
 * - a redirect during the initial load keeps the browser's behaviour (nothing).
 */
export function navigationEffect({ action, fromPath, toPath, savedY, initialLoad }: NavigationChange): NavigationEffect {
  const newPage = !samePage(fromPath, toPath);
  if (action === 'pop') {
    if (savedY !== null) return { scroll: 'restore', focus: newPage };
    return newPage ? { scroll: 'top', focus: true } : NOTHING;
  }
  if (!newPage) return NOTHING;
  if (action === 'replace' && initialLoad) return NOTHING;
  return { scroll: 'top', focus: true };
}
