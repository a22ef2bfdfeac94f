import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface Load<T> {
  state: LoadState<T>;
  /** Replaces the loaded data, e.g. with what a save answered. */
  setData: (data: T) => void;
  /** Loads again, e.g. after a failure. */
  retry: () => void;
}

/**
 * Runs `load` once `enabled` (e.g. once the member is logged in) and again on every retry. The
 * answer of a run that was overtaken (or of an unmounted component) is dropped.
 */
export function useLoad<T>(enabled: boolean, load: () => Promise<T>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [enabled, attempt]);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setData, retry };
}
