// The shell's remote loader in the monolith build (bench/lib/monolith.cjs), used only to measure what
// federation costs: every remote's modules are part of one webpack build and loaded with a plain dynamic
// import (one chunk group per remote module, as code splitting would do in a single application), with no
// federation runtime, no remote entries and no share scope. Same exports as shell/src/app/remoteLoader.ts.
import type { ParcelConfigObject } from 'single-spa';
// Written by bench/lib/monolith.cjs from the remotes' manifests: `<remote>/<expose>` → () => import(file).
// @ts-expect-error generated at build time
import { MODULES } from './.generated/modules.js';

export type RemoteExpose = string;
export type RemoteLifecycles = Pick<ParcelConfigObject, 'bootstrap' | 'mount' | 'unmount'>;

const modules = MODULES as Record<string, () => Promise<RemoteLifecycles>>;
const loaded = new Map<string, Promise<RemoteLifecycles>>();

export function loadRemoteModule(remote: string, expose: RemoteExpose): Promise<RemoteLifecycles> {
  const key = `${remote}/${expose}`;
  const load = modules[key];
  if (!load) return Promise.reject(new Error(`${key} is not part of the monolith`));
  let promise = loaded.get(key);
  if (!promise) {
    promise = load();
    loaded.set(key, promise);
  }
  return promise;
}

export const loadRemoteApp = (remote: string): Promise<RemoteLifecycles> => loadRemoteModule(remote, 'app');

/**
 * The monolith has no remote entries or federation manifests to fetch ahead: nothing (the bundle
 * benchmark counts only what a page requested before the prefetch started).
 */
export const filesAhead = (_remote: string): Promise<string[]> => Promise.resolve([]);
