import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadSettings } from 'shared-kernel/stores/settings';
import { loadUser } from 'shared-kernel/stores/session';
import { languageReady } from 'shared-kernel/i18n';
import './locales/register';
import { initTracking } from './features/tracking/tracking';
import { captureTrackingData } from './features/tracking/captureTracking';
import { installChunkReloadGuard } from './features/chunk-reload/chunkReload';
import { watchMemberSession } from './features/live/watchMemberSession';
import { App } from './app/App';

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
// Settings and the current user are loaded once, at start (SPEC §7).
void loadSettings().catch((error: unknown) => console.error('[shell] settings failed to load', error));
void loadUser().catch((error: unknown) => console.error('[shell] the current user could not be loaded', error));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A page in another language than Dutch renders once its texts are there (nothing to wait for in nl).
void languageReady().then(() => createRoot(container).render(<App />));
