import * as runtimeCore from '@module-federation/runtime-core';

// One federation runtime per page: deployed remotes are built with `externalRuntime` and run on the
// shell's runtime-core, handed over here before any remote entry loads (scripts/webpack.config.js).
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;

// Asynchronous boundary: shared singletons are negotiated by the federation runtime before the app runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Er is een fout opgetreden, probeer het later opnieuw.';
});
