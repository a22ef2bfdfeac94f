import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadSettings } from 'shared-kernel/stores/settings';
import { loadUser, sessionStore } from 'shared-kernel/stores/session';
import { initTracking } from './features/tracking/tracking';
import { installChunkReloadGuard } from './features/chunk-reload/chunkReload';
import { App } from './app/App';

initTracking();
installChunkReloadGuard();
// single-spa patches the history API so every router (the shell's and each remote's) sees every change.
start({ urlRerouteOnly: true });
// Settings and the current user are loaded once, at start (SPEC §7).
void loadSettings().catch((error: unknown) => console.error('[shell] settings failed to load', error));
// Without an answer (offline, server down) the visitor is treated as logged out until the next load.
void loadUser().catch(() => {
  if (sessionStore.get().status === 'unknown') sessionStore.set({ status: 'anonymous', user: null });
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
