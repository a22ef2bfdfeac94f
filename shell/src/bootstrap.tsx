import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadSettings } from 'shared-kernel/stores/settings';
import { languageReady } from 'shared-kernel/i18n';
import './locales/register';
import { initTracking } from './features/tracking/tracking';
import { captureTrackingData } from './features/tracking/captureTracking';
import { installChunkReloadGuard } from './features/chunk-reload/chunkReload';
import { watchMemberSession } from './features/live/watchMemberSession';
import { startIdlePrefetch } from './features/prefetch/idlePrefetch';
import { startSession } from './features/session/startSession';
import { App } from './app/App';
import { matchShellRoute } from './app/matchRoute';
import { loadRemoteApp } from './app/remoteLoader';

// Traffic-source data (network, ref, sub1..3) is stored before anything rewrites the address.
void captureTrackingData(window.location.search);
initTracking();
installChunkReloadGuard();
// Members get the live stream, the push state and the periodic refresh (SPEC §9), in chunks of
// their own that a visitor never downloads; they stop on logout.
watchMemberSession(async () => {
  const [{ startMemberServices }, { refreshMemberState, startPeriodicRefresh }] = await Promise.all([
    import('./features/live/memberServices'),
    import('./features/refresh/periodicRefresh'),
  ]);
  const stops = [startMemberServices(), startPeriodicRefresh({ refresh: refreshMemberState })];
  return () => stops.forEach((stop) => stop());
});
// single-spa patches the history API so every router (the shell's and each remote's) sees every change.
start({ urlRerouteOnly: true });
// Settings and the current user are loaded once, at start (SPEC §7); the user only when the
// server saw a session.
void loadSettings().catch((error: unknown) => console.error('[shell] settings failed to load', error));
startSession();
// After a navigation in the browser (single-spa announces each as a popstate), the new page's
// description, canonical and robots from the server; a chunk of its own, loaded on the first one.
window.addEventListener('popstate', () => void import('./features/page-head/loadPageHead').then((m) => m.updatePageHead()));

// The next area without a wait (issue 16): after the page has loaded and been idle for 2 s, the
// remotes the visible links lead to are loaded ahead (never on a data-saver connection).
const prefetchAhead = () =>
  startIdlePrefetch({
    remoteOf: (path) => matchShellRoute(path)?.route.remote ?? null,
    load: async (remote, pathnames) => (await loadRemoteApp(remote)).prefetch?.(pathnames),
  });
if (document.readyState === 'complete') prefetchAhead();
else window.addEventListener('load', prefetchAhead, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A page in another language than Dutch renders once its texts are there (nothing to wait for in nl).
void languageReady().then(() => createRoot(container).render(<App />));
