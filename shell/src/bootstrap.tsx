import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadSettings } from 'shared-kernel/stores/settings';
import { PrerenderedContext, readPrerendered } from './app/prerendered';
import { readPageData } from './features/session/readPageData';
import { languageReady } from 'shared-kernel/i18n';
import './locales/register';
import { initTracking } from './features/tracking/tracking';
import { captureTrackingData } from './features/tracking/captureTracking';
import { installChunkReloadGuard } from './features/chunk-reload/chunkReload';
import { watchMemberSession } from './features/live/watchMemberSession';
import { startIdlePrefetch } from './features/prefetch/idlePrefetch';
import { createLinkPrefetcher } from './features/prefetch/prefetchLinks';
import { startSession } from './features/session/startSession';
import { loadAlerts } from './features/alerts/loadAlerts';
import { installNavigationScroll } from './features/navigation-scroll/navigationScroll';
import { matchShellRoute } from './app/matchRoute';
import { filesAhead } from './app/remoteLoader';
import { nextTask } from './nextTask';

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
// On top of single-spa's patch, for every router and remote: a new page starts at the top with the
// focus on its heading, Back and Forward return to the entry's scroll position (issue 27).
installNavigationScroll();
// Settings and the current user are loaded once, at start (SPEC §7); the user only when the
// server saw a session.
// A server-rendered page carries the settings (and company) of this request, the ones it was rendered
// with: the first render uses them (so it matches the HTML) and they are not fetched again (a second,
// equal answer would re-render the page while the remote still hydrates it).
if (!readPageData(document)) void loadSettings().catch((error: unknown) => console.error('[shell] settings failed to load', error));
// A member's alerts (above the page) come with the user: their chunk loads beside the request.
if (startSession()) void loadAlerts();
// After a navigation in the browser (single-spa announces each as a popstate), the new page's
// description, canonical and robots from the server; a chunk of its own, loaded on the first one.
window.addEventListener('popstate', () => void import('./features/page-head/loadPageHead').then((m) => m.updatePageHead()));

// The next area without a wait (issues 16 and 29): after the page has loaded and been idle for 2 s,
// the files of the remotes the visible links lead to are brought into the HTTP cache, one at a time at
// low priority, without running any of them (never on a data-saver connection); the shell's own
// navigation chunk (the page head) comes along.
const prefetchAhead = () => {
  const prefetchFiles = createLinkPrefetcher();
  startIdlePrefetch({
    remoteOf: (path) => matchShellRoute(path)?.route.remote ?? null,
    load: async (remote) => prefetchFiles(await filesAhead(remote)),
    shellChunks: () => import('./features/page-head/loadPageHead'),
  });
};
if (document.readyState === 'complete') prefetchAhead();
else window.addEventListener('load', prefetchAhead, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A page in another language than Dutch renders once its texts are there (nothing to wait for in nl).
// The server's HTML of a public page (issue 16) is hydrated: the layout here, the remote's area by the
// remote when it mounts (RemoteArea keeps that HTML until then).
const prerendered = readPrerendered(container);
// The server's 404 (an address no route owns) is the shell's own page: hydrated as well, with no remote.
const serverHtml = prerendered !== null || container.firstElementChild !== null;
// A server HTML with the site-entry warning: its chunk (and texts) first, as a remote loads its page's
// chunks before hydrating (a chunk arriving mid-hydration would make React drop the server's dialog).
const entryWarning = serverHtml && container.querySelector('[data-entry-warning]') ? import('./features/entry-warning/components/EntryWarning') : null;
// No long start-up task (issue 29): the app's components (part of this chunk: `webpackMode: "eager"`)
// are evaluated in a task of their own after this module's start-up work, and the hydration in the
// next one, as a transition, so React hydrates in slices (yielding to the browser every few
// milliseconds); the footer, below its own Suspense boundary, hydrates after the rest.
async function render(root: HTMLElement): Promise<void> {
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await Promise.all([languageReady(), entryWarning, nextTask()]);
  const app = (
    <PrerenderedContext.Provider value={prerendered}>
      <App clientRendered={!serverHtml} />
    </PrerenderedContext.Provider>
  );
  if (serverHtml) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void render(container);
