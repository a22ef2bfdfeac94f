import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadSettings } from 'shared-kernel/stores/settings';
import { loadUser } from 'shared-kernel/stores/session';
import { initTracking } from './features/tracking/tracking';
import { captureTrackingData } from './features/tracking/captureTracking';
import { installChunkReloadGuard } from './features/chunk-reload/chunkReload';
import { refreshMemberState, startPeriodicRefresh } from './features/refresh/periodicRefresh';
import { App } from './app/App';

// Traffic-source data (network, ref, sub1..3) is stored before anything rewrites the address.
void captureTrackingData(window.location.search);
initTracking();
installChunkReloadGuard();
startPeriodicRefresh({ refresh: refreshMemberState });
// single-spa patches the history API so every router (the shell's and each remote's) sees every change.
start({ urlRerouteOnly: true });
// Settings and the current user are loaded once, at start (SPEC §7).
void loadSettings().catch((error: unknown) => console.error('[shell] settings failed to load', error));
void loadUser().catch((error: unknown) => console.error('[shell] the current user could not be loaded', error));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
