import { getInstance, loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import { bus } from 'shared-kernel/bus';
import type { RemoteName } from './routes';
import { appFiles, filesBase, sharedFiles, sharedNeeds, type FederationManifest, type ShareScope } from './remoteFiles';

/** One entry of /remotes.json: where a remote's current version lives. */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  version: string;
  /** The semver range of shared-kernel the remote needs (its package.json dependency). */
  kernel?: string;
  /** The federation runtime (runtime-core) version it was built against; it runs on the shell's. */
  runtime?: string;
}

/** The version of shared-kernel this page runs: the shell's, injected by the build. */
declare const __KERNEL_VERSION__: string;
export const KERNEL_VERSION: string = __KERNEL_VERSION__;

/**
 * Whether a remote built for kernel `range` can run on this page (docs/composition.md, "Kernel
 * versions"). The federation runtime's own semver check (already in the shell's bundle) does the
 * matching; a remote without a declared range (an older remotes.json) is left to the runtime's
 * strictVersion check of each kernel module.
 */
export function kernelSatisfies(range: string | undefined, version: string = KERNEL_VERSION): boolean {
  return range === undefined || satisfy(version, range);
}

/** The federation runtime this page provides to its remotes: the shell's, injected by the build. */
declare const __FEDERATION_RUNTIME_VERSION__: string;
export const FEDERATION_RUNTIME_VERSION: string = __FEDERATION_RUNTIME_VERSION__;

/**
 * Whether a remote built against federation runtime `built` can run on this page's runtime: the same
 * minor version (the bundler runtime in a remote entry calls the page's runtime-core directly). A
 * remote without the field (an older remotes.json) carries its own runtime.
 */
export function runtimeSatisfies(built: string | undefined, version: string = FEDERATION_RUNTIME_VERSION): boolean {
  if (built === undefined) return true;
  const [major, minor] = built.split('.');
  return major !== undefined && minor !== undefined && satisfy(version, `~${major}.${minor}.0`);
}
export type RemotesManifest = Partial<Record<RemoteName, RemoteDescriptor>>;

export type RemoteLifecycles = Pick<ParcelConfigObject, 'bootstrap' | 'mount' | 'unmount'>;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'RemoteLoadError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

let manifestPromise: Promise<RemotesManifest> | null = null;
const registered = new Map<string, string>();
const loaded = new Map<string, Promise<RemoteLifecycles>>();

let pluginsRegistered = false;
function registerErrorReporting() {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    {
      name: 'hartklop-remote-errors',
      // Report every failed remote load on the bus; the area that asked for it shows the error panel.
      errorLoadRemote({ id, error }) {
        bus.emit({ type: 'remote/failed', remote: id, error: error instanceof Error ? error.message : String(error) });
        return undefined;
      },
    },
  ]);
}

/** Reads /remotes.json (no-cache: a redeployed remote is picked up on the next page load). */
export function fetchRemotesManifest(force = false): Promise<RemotesManifest> {
  if (!manifestPromise || force) {
    manifestPromise = fetch('/remotes.json', { cache: 'no-cache', headers: { accept: 'application/json' } }).then(
      async (res) => {
        if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
        return (await res.json()) as RemotesManifest;
      },
    );
    manifestPromise.catch(() => {
      manifestPromise = null;
    });
  }
  return manifestPromise;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A module a remote exposes: `app` (its single-spa application) or a parcel such as `signup`. */
export type RemoteExpose = string;

async function load(remote: RemoteName, expose: RemoteExpose, retry: boolean, timeoutMs: number): Promise<RemoteLifecycles> {
  registerErrorReporting();
  const manifest = await fetchRemotesManifest(retry);
  const descriptor = manifest[remote];
  if (!descriptor) throw new RemoteLoadError(remote, `${remote} is not deployed`);
  // Checked before the remote's container is loaded: a refused remote never registers its copy of the
  // kernel in the page's share scope.
  if (!kernelSatisfies(descriptor.kernel)) {
    const message = `${remote} ${descriptor.version} needs shared-kernel ${descriptor.kernel}, but this page runs shared-kernel ${KERNEL_VERSION}: not loaded`;
    bus.emit({ type: 'remote/failed', remote, error: message });
    throw new RemoteLoadError(remote, message);
  }
  if (!runtimeSatisfies(descriptor.runtime)) {
    const message = `${remote} ${descriptor.version} was built for federation runtime ${descriptor.runtime}, but this page runs ${FEDERATION_RUNTIME_VERSION}: not loaded`;
    bus.emit({ type: 'remote/failed', remote, error: message });
    throw new RemoteLoadError(remote, message);
  }
  if (retry || registered.get(remote) !== descriptor.entry) {
    // force drops the runtime's caches of a previous (failed) attempt, so a retry really loads again.
    registerRemotes([{ name: descriptor.name, entry: descriptor.entry }], { force: registered.has(remote) || retry });
    registered.set(remote, descriptor.entry);
  }
  const what = expose === 'app' ? remote : `${remote}/${expose}`;
  const mod = await withTimeout(loadRemote<RemoteLifecycles>(`${descriptor.name}/${expose}`), timeoutMs, `Loading ${what}`);
  if (!mod || typeof mod.mount !== 'function') throw new RemoteLoadError(remote, `${what} could not be loaded`);
  return mod;
}

/**
 * The single-spa lifecycles of a module a remote exposes (`./app`, or a parcel like `./signup`),
 * through the same remotes.json, timeout and error reporting. Successful loads are cached for the
 * page's life; a failed load is forgotten so that `retry` starts over (new remotes.json, fresh
 * runtime caches).
 */
export function loadRemoteModule(
  remote: RemoteName,
  expose: RemoteExpose,
  { retry = false, timeoutMs = DEFAULT_TIMEOUT_MS }: { retry?: boolean; timeoutMs?: number } = {},
): Promise<RemoteLifecycles> {
  const key = `${remote}/${expose}`;
  const cached = loaded.get(key);
  if (cached && !retry) return cached;
  const promise = load(remote, expose, retry, timeoutMs).catch((error: unknown) => {
    loaded.delete(key);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, String(error), error);
  });
  loaded.set(key, promise);
  return promise;
}

/** The single-spa lifecycles of a remote's `./app` (see loadRemoteModule). */
export function loadRemoteApp(
  remote: RemoteName,
  options: { retry?: boolean; timeoutMs?: number } = {},
): Promise<RemoteLifecycles> {
  return loadRemoteModule(remote, 'app', options);
}

/** The shell build's federation manifest (publicPath `/`): the files of the shared modules it provides. */
const SHELL_MANIFEST = '/mf-manifest.json';
const manifests = new Map<string, Promise<FederationManifest | null>>();

/** A build's `mf-manifest.json`, read once per page (null when it cannot be read: nothing is fetched for it). */
function federationManifest(url: string): Promise<FederationManifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    // A content-hashed version's manifest is immutable (the shell's own is revalidated): the HTTP cache decides.
    manifest = fetch(url, { priority: 'low', headers: { accept: 'application/json' } })
      .then(async (res) => (res.ok ? ((await res.json()) as FederationManifest) : null))
      .catch(() => null);
    manifests.set(url, manifest);
  }
  return manifest;
}

/**
 * The files a navigation into `remote` would load that this page has not loaded, in the order it
 * needs them: its `remoteEntry.js`, its `./app` module, the shared modules nobody on the page has
 * loaded (from the container that would provide them: the shell, a remote already on the page, or the
 * remote itself), then `./app`'s lazy chunks. Read from remotes.json, the builds' `mf-manifest.json`
 * and the page's share scope: nothing of the remote is registered, loaded or run. Empty for a remote
 * this page would refuse (kernel or runtime version). Files the page already fetched are left out
 * (the remote it shows: only the chunks of its other pages).
 */
export async function filesAhead(remote: RemoteName): Promise<string[]> {
  const remotes = await fetchRemotesManifest();
  const descriptor = remotes[remote];
  if (!descriptor || !kernelSatisfies(descriptor.kernel) || !runtimeSatisfies(descriptor.runtime)) return [];
  const entry = new URL(descriptor.entry, document.baseURI).href;
  const manifestUrl = new URL('mf-manifest.json', entry).href;
  const manifest = await federationManifest(manifestUrl);
  if (!manifest) return [entry];
  const host = getInstance();
  const shareScope: ShareScope = host?.shareScopeMap.default ?? {};
  // Federation name → manifest URL of every container that may provide a shared module.
  const manifestUrls = new Map<string, string>([[host?.name ?? 'shell', new URL(SHELL_MANIFEST, document.baseURI).href]]);
  for (const other of Object.values(remotes)) {
    if (other) manifestUrls.set(other.name, new URL('mf-manifest.json', new URL(other.entry, document.baseURI)).href);
  }
  const at = (files: readonly string[], from: FederationManifest, url: string) => files.map((file) => new URL(file, filesBase(from, url)).href);
  const shared: string[] = [];
  for (const need of sharedNeeds(manifest, shareScope, descriptor.name)) {
    const providerUrl = need.provider === descriptor.name ? undefined : manifestUrls.get(need.provider);
    const provider = providerUrl ? await federationManifest(providerUrl) : null;
    const files = provider && providerUrl ? at(sharedFiles(provider, need.name), provider, providerUrl) : [];
    shared.push(...(files.length > 0 ? files : at(sharedFiles(manifest, need.name), manifest, manifestUrl)));
  }
  const app = appFiles(manifest, document.documentElement.lang || 'nl');
  const onPage = new Set(performance.getEntriesByType('resource').map((e) => e.name));
  return [...new Set([entry, ...at(app.sync, manifest, manifestUrl), ...shared, ...at(app.lazy, manifest, manifestUrl)])].filter((url) => !onPage.has(url));
}
