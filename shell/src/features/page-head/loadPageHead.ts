import type { PageHeadResponse } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

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

/** The head of `pathname` from the server, applied while the page is still the current one; a failure keeps the old head. */
export async function loadPageHead(pathname: string, isCurrent: () => boolean, doc: Document = document): Promise<void> {
  try {
    const head = await http.call(ENDPOINTS.pageHead, { query: { path: pathname } });
    if (isCurrent()) applyPageHead(head, doc);
  } catch {
    // offline or server trouble: the description of the previous page stays, nothing else depends on it
  }
}
