import * as runtimeCore from '@module-federation/runtime-core';
import { LIBRARIES } from './libraries';
import { nextTask } from './nextTask';

// One federation runtime per page: deployed remotes are built with `externalRuntime` and run on the
// shell's runtime-core, handed over here before any remote entry loads (scripts/webpack.config.js).
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;

// Asynchronous boundary: shared singletons are negotiated by the federation runtime before the app runs.
// Boot in steps, each its own task: this one initialised the runtime; then each shared library every
// page needs is negotiated and evaluated in a task of its own (./libraries); then the shell's code
// (./bootstrap), which hydrates in slices of its own.
async function boot(): Promise<void> {
  for (const library of LIBRARIES) {
    await nextTask();
    await library();
  }
  await nextTask();
  await import('./bootstrap');
}

boot().catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Er is een fout opgetreden, probeer het later opnieuw.';
});
