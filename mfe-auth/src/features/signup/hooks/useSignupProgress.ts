import { useCallback, useEffect, useRef } from 'react';
import { bus } from 'shared-kernel/bus';

export interface SignupProgress {
  /** The visitor changed a field or submitted: emits signup/progress true once. */
  start(): void;
  /** The signup is done with (created, gone to log in, or the form left): emits signup/progress false once. */
  stop(): void;
}

/**
 * Tells the shell whether a signup is under way (its modal cannot be dismissed meanwhile). Leaving the
 * form while a signup was under way also ends it, so the shell never waits for a form that is gone.
 */
export function useSignupProgress(): SignupProgress {
  const active = useRef(false);
  const start = useCallback(() => {
    if (active.current) return;
    active.current = true;
    bus.emit({ type: 'signup/progress', inProgress: true });
  }, []);
  const stop = useCallback(() => {
    if (!active.current) return;
    active.current = false;
    bus.emit({ type: 'signup/progress', inProgress: false });
  }, []);
  useEffect(() => stop, [stop]);
  return { start, stop };
}
