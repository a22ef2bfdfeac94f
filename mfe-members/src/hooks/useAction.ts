import { useCallback, useRef, useState } from 'react';
import { useErrorText } from 'shared-kernel/ui/LoadError';

export interface Action {
  busy: boolean;
  /** The Dutch text of the last failure (the server's own, or ours without one); null otherwise. */
  error: string | null;
  /**
   * Runs `action` unless one is running (a double click sends nothing) and hands its answer to
   * `done`. A failure is kept as `error`; the next run clears it.
   */
  run: <T>(action: () => Promise<T>, done: (result: T) => void) => Promise<void>;
  clearError: () => void;
}

/** One button's call to the API at a time, with its failure text. */
export function useAction(): Action {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two clicks in the same tick both see the old state.
  const running = useRef(false);

  const run = useCallback(
    async <T,>(action: () => Promise<T>, done: (result: T) => void) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        done(await action());
      } catch (failure) {
        setError(errorText(failure));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [errorText],
  );
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}
