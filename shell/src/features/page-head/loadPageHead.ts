import type { PageHeadResponse } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

// Loaded on the first navigation in the browser (shell/src/bootstrap.tsx): the first page's head came
// with its HTML. The remotes set the document title themselves, as the server's head has it.

function setMeta(doc: Document, name: string, content: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

/** Puts a page's description, canonical URL and robots into the document's head. */
export function applyPageHead(head: PageHeadResponse, doc: Document = document): void {
  setMeta(doc, 'description', head.description);
  setMeta(doc, 'robots', head.robots);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = head.canonical;
}

/** The path whose head was asked for last (null: none yet, the head is the HTML's). */
let asked: string | null = null;

/** Forgets what was asked (tests). */
export const resetPageHead = (): void => {
  asked = null;
};

/**
 * After a navigation: the head of the current path from the server (GET /api/page-head.php), applied
 * while that path is still the current one. Nothing is asked when the path did not change (only the
 * query did) or when it is the path the HTML's canonical names. A failure keeps the old head.
 */
export async function updatePageHead(currentPath: () => string = () => window.location.pathname, doc: Document = document): Promise<void> {
  const pathname = currentPath();
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (pathname === asked || (asked === null && canonical && new URL(canonical.href).pathname === pathname)) return;
  asked = pathname;
  try {
    const head = await http.call(ENDPOINTS.pageHead, { query: { path: pathname } });
    if (currentPath() === pathname) applyPageHead(head, doc);
  } catch {
    // offline or server trouble: the previous page's description stays, nothing else depends on it
    if (asked === pathname) asked = null;
  }
}
