import { stripTrackingParams } from './stripTrackingParams';

/** Endpoint of the page-bounce beacon (SPEC §7). */
export const PAGE_HIDDEN_URL = '/api/page-hidden.php';
/** Query parameter that switches page-bounce logging on (SPEC §4). */
export const BOUNCE_LOG_PARAM = 'lb';

export interface TrackingEnv {
  win?: Window;
  doc?: Document;
  nav?: Navigator;
}

function sendPageHidden(nav: Navigator): void {
  const body = new Blob(['{}'], { type: 'application/json' });
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(PAGE_HIDDEN_URL, body)) return;
  } catch {
    // fall through to fetch
  }
  if (typeof fetch === 'function') {
    fetch(PAGE_HIDDEN_URL, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  }
}

/**
 * Page-bounce logging: the first time the page becomes hidden, a beacon with an empty JSON body
 * is posted to /api/page-hidden.php. Sent at most once per page load. Returns a cleanup function.
 */
export function enableBounceLogging(env: TrackingEnv = {}): () => void {
  const doc = env.doc ?? document;
  const nav = env.nav ?? navigator;
  let sent = false;
  const onVisibilityChange = () => {
    if (sent || doc.visibilityState !== 'hidden') return;
    sent = true;
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    sendPageHidden(nav);
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', onVisibilityChange);
}

/**
 * Runs once at boot: strips tracking parameters from the address bar (history.replaceState, no
 * navigation) and, when the `lb` query parameter is present, enables page-bounce logging.
 * Returns a cleanup function (used by tests; the shell never tears this down).
 */
export function initTracking(env: TrackingEnv = {}): () => void {
  const win = env.win ?? window;
  const href = win.location.href;
  const stripped = stripTrackingParams(href);
  if (stripped !== href) {
    try {
      win.history.replaceState(win.history.state, '', stripped);
    } catch {
      // A sandboxed or opaque origin may refuse; the URL just keeps its parameters.
    }
  }

  const hasBounceParam = new URL(href).searchParams.has(BOUNCE_LOG_PARAM);
  if (!hasBounceParam) return () => undefined;
  return enableBounceLogging({ doc: env.doc ?? win.document, nav: env.nav ?? win.navigator });
}
