/** A file whose prefetch neither loads nor fails in this long is given up (the queue moves on). */
export const PREFETCH_FILE_TIMEOUT_MS = 20_000;

const supportsPrefetch = (doc: Document): boolean => {
  try {
    return doc.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
};

/**
 * Brings one file into the HTTP cache without running it: `<link rel="prefetch" as="script"
 * fetchpriority="low">`, removed again once it loaded or failed. No `crossorigin`: the later
 * `<script>` of the federation runtime or webpack has none either, so the request's mode and
 * credentials match and the cache entry is the one the script gets. A browser without
 * `rel=prefetch` (Safari) gets the same request from `fetch` (no-cors, with credentials).
 */
function prefetchFile(doc: Document, href: string, timeoutMs: number): Promise<void> {
  if (!supportsPrefetch(doc)) {
    return fetch(href, { mode: 'no-cors', credentials: 'include', priority: 'low' }).then(
      () => undefined,
      () => undefined,
    );
  }
  return new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    const done = () => {
      clearTimeout(timer);
      link.remove();
      resolve();
    };
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.setAttribute('fetchpriority', 'low');
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    const timer = setTimeout(done, timeoutMs);
    link.href = href;
    doc.head.append(link);
  });
}

/**
 * A queue that prefetches files one at a time (the next once the previous one's load or error
 * event came), each file once per page. `prefetch(urls)` resolves when these files are done.
 */
export function createLinkPrefetcher(doc: Document = document, timeoutMs = PREFETCH_FILE_TIMEOUT_MS): (urls: readonly string[]) => Promise<void> {
  const queued = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  return (urls) => {
    const fresh = urls.filter((url) => !queued.has(url));
    for (const url of fresh) queued.add(url);
    queue = queue.then(async () => {
      for (const url of fresh) await prefetchFile(doc, url, timeoutMs);
    });
    return queue;
  };
}
