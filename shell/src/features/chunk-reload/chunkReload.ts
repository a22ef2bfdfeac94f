/** sessionStorage key holding the time (ms since epoch) of the last chunk-error reload. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** SPEC §8/§9: reload at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_NAMES = new Set(['ChunkLoadError', 'ScriptExternalLoadError']);
const CHUNK_ERROR_MESSAGE =
  /Loading (?:CSS )?chunk [^\s]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading script failed|RUNTIME-00[138]\b|Failed to (?:get remoteEntry exports|get manifest|load script resources)/i;

function describe(value: unknown): { name?: string; message?: string; cause?: unknown } {
  if (typeof value === 'string') return { message: value };
  if (value && typeof value === 'object') {
    const v = value as { name?: unknown; message?: unknown; cause?: unknown };
    return {
      name: typeof v.name === 'string' ? v.name : undefined,
      message: typeof v.message === 'string' ? v.message : undefined,
      cause: v.cause,
    };
  }
  return {};
}

/**
 * True for a failure to load code that a new deployment may have replaced: webpack's
 * ChunkLoadError ("Loading chunk 42 failed"), a failed dynamic import, or a module-federation
 * runtime load failure (RUNTIME-001 remote entry, RUNTIME-003 manifest, RUNTIME-008 script).
 * Follows `cause` chains a few levels deep.
 */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    const { name, message, cause } = describe(current);
    if (name && CHUNK_ERROR_NAMES.has(name)) return true;
    if (message && CHUNK_ERROR_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

export interface ChunkReloadDeps {
  /** Default: `() => window.location.reload()`. */
  reload?: () => void;
  /** Default: `Date.now`. */
  now?: () => number;
  /** Default: `window.sessionStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * SPEC §8: a chunk-load failure reloads the page, at most once per 60 s (the time of the last
 * reload is kept in sessionStorage under 'chunk-reload-at'). Returns whether it reloaded.
 * Without usable sessionStorage it never reloads (it could not prevent a reload loop).
 */
export function handleChunkLoadError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage ?? defaultStorage();
  if (!storage) return false;
  const now = (deps.now ?? Date.now)();
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/**
 * Listens to uncaught errors and unhandled promise rejections on `window` and hands chunk-load
 * failures to handleChunkLoadError. Returns the function that removes the listeners.
 */
export function installChunkReloadGuard(deps: ChunkReloadDeps = {}, win: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    handleChunkLoadError(event.error ?? event.message, deps);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    handleChunkLoadError(event.reason, deps);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
