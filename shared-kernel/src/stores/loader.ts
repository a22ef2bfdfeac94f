import type { Store } from 'shared-kernel/stores/store';

export interface LoadOptions {
  /** Fetch again even when the value is held. */
  force?: boolean;
}

/**
 * Load-once helper: resolves with the held value when the store has one, shares one in-flight
 * request between concurrent callers, and allows a new attempt after a failure.
 */
export function createLoader<T>(
  store: Store<T | null>,
  fetcher: () => Promise<T>,
): (options?: LoadOptions) => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return (options = {}) => {
    const held = store.get();
    if (held !== null && !options.force) return Promise.resolve(held);
    if (inFlight) return inFlight;
    const p = fetcher().then(
      (value) => {
        store.set(value);
        return value;
      },
    );
    inFlight = p;
    const clear = () => {
      if (inFlight === p) inFlight = null;
    };
    p.then(clear, clear);
    return p;
  };
}
