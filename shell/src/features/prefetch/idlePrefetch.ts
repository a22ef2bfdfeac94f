/** A remote's package name, e.g. `mfe-auth` (the app's route table says which one owns a path). */
type RemoteName = string;

/** SPEC §9: the page must have been idle this long before the next areas are fetched. */
export const PREFETCH_IDLE_MS = 2_000;

/**
 * Performance mark set when the first fetch ahead starts: what the page downloads after it is not
 * part of its first visit (bench/lib/bundle.mjs stops counting there).
 */
export const PREFETCH_MARK = 'hk:prefetch';

/** Performance mark set each time a round of fetching ahead has finished (the e2e spec waits for it). */
export const PREFETCH_DONE_MARK = 'hk:prefetch-done';

export interface IdlePrefetchOptions {
  /** The remote that owns a path of this site, or null (no route, or not ours). */
  remoteOf: (pathname: string) => RemoteName | null;
  /**
   * Brings the files a navigation into a remote would load (its entry and chunks) into the HTTP
   * cache, without running any of them.
   */
  load: (remote: RemoteName) => Promise<unknown>;
  /** The shell's own chunks a navigation needs, fetched once after the first remote. */
  shellChunks?: () => Promise<unknown>;
  /** Whether a link is on screen for the visitor (laid out, not hidden). */
  isVisible?: (link: HTMLAnchorElement) => boolean;
  /** Whether the visitor asked to save data (then nothing is fetched ahead). */
  saveData?: () => boolean;
  idleMs?: number;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G connection: fetch nothing that was not asked for. */
export function savesData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

const laidOut = (link: HTMLAnchorElement): boolean =>
  typeof link.checkVisibility === 'function' ? link.checkVisibility() : link.getClientRects().length > 0;

/** The remotes the page's visible links lead to, in the order of the links, each with its linked paths. */
export function linkedRemotes(doc: Document, remoteOf: (pathname: string) => RemoteName | null, isVisible = laidOut): Map<RemoteName, string[]> {
  const remotes = new Map<RemoteName, string[]>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.href, doc.baseURI);
    } catch {
      continue;
    }
    if (url.origin !== new URL(doc.baseURI).origin || !isVisible(link)) continue;
    const remote = remoteOf(url.pathname);
    if (!remote) continue;
    const paths = remotes.get(remote) ?? [];
    if (!paths.includes(url.pathname)) paths.push(url.pathname);
    remotes.set(remote, paths);
  }
  return remotes;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
};

/**
 * The next area without a wait (issues 16 and 29): once the page has been idle for PREFETCH_IDLE_MS
 * (no navigation and no finished download for that long), the files of the remotes that the visible
 * links lead to are brought into the HTTP cache, one remote after the other, in the browser's idle
 * time; none of them runs until a navigation needs it. Never on a data-saver or 2G connection.
 * Returns a stop function.
 */
export function startIdlePrefetch({ remoteOf, load, shellChunks, isVisible = laidOut, saveData = savesData, idleMs = PREFETCH_IDLE_MS }: IdlePrefetchOptions): () => void {
  /** Remotes whose files were fetched ahead (once per page). */
  const fetched = new Set<RemoteName>();
  let shellDone = false;
  /** A round still running: the next one waits for the next idle time (one remote at a time). */
  let running = false;
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  let stopped = false;

  const prefetch = async () => {
    if (running || saveData()) return;
    running = true;
    let any = false;
    try {
      for (const remote of linkedRemotes(document, remoteOf, isVisible).keys()) {
        if (stopped) return;
        if (fetched.has(remote)) continue;
        if (fetched.size === 0) performance.mark(PREFETCH_MARK);
        fetched.add(remote);
        any = true;
        // A failure here is not the visitor's: the navigation that needs the remote loads it again.
        await load(remote).catch(() => fetched.delete(remote));
        if (!shellDone && shellChunks && !stopped) {
          shellDone = true;
          await shellChunks().catch(() => {
            shellDone = false;
          });
        }
      }
      if (any && !stopped) performance.mark(PREFETCH_DONE_MARK);
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    window.clearTimeout(timer);
    cancelIdle?.();
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => void prefetch());
    }, idleMs);
  };

  schedule();
  // single-spa announces every navigation (history patched); each one restarts the idle clock, and so
  // does every download the page finishes (images, data, chunks): idle means the network is quiet too.
  window.addEventListener('single-spa:routing-event', schedule);
  const downloads = typeof PerformanceObserver === 'function' ? new PerformanceObserver(schedule) : null;
  downloads?.observe({ type: 'resource' });
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    cancelIdle?.();
    window.removeEventListener('single-spa:routing-event', schedule);
    downloads?.disconnect();
  };
}
