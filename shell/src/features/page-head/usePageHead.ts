import { useEffect, useRef } from 'react';

/**
 * After a navigation in the browser, the new page's description, canonical URL and robots from the
 * server (GET /api/page-head.php: the same head its HTML would have). The first page's head came with
 * the HTML, so nothing is loaded for it: the code is a chunk of its own, fetched on the first
 * navigation. The remotes set the document title themselves (as the server's head has it).
 */
export function usePageHead(pathname: string): void {
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && pathname === firstPath.current) return;
    navigated.current = true;
    let current = true;
    void import('./loadPageHead').then(({ loadPageHead }) => loadPageHead(pathname, () => current));
    return () => {
      current = false;
    };
  }, [pathname]);
}
