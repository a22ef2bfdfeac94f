import { useEffect, useRef, useState } from 'react';

export type RunState<T> = { status: 'pending' } | { status: 'done'; result: T } | { status: 'failed'; error: unknown };

/**
 * Runs `run(key)` once per key while the component lives, e.g. spending a one-time link's token.
 * React's strict mode runs effects twice on mount; the started call is kept in a ref, so the second
 * run subscribes to the same promise instead of sending the request again. `key` null runs nothing.
 */
export function useRunOnce<T>(key: string | null, run: (key: string) => Promise<T>): RunState<T> {
  const started = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const [settled, setSettled] = useState<{ key: string; state: RunState<T> } | null>(null);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (key === null) return;
    if (started.current?.key !== key) started.current = { key, promise: runRef.current(key) };
    let active = true;
    started.current.promise.then(
      (result) => {
        if (active) setSettled({ key, state: { status: 'done', result } });
      },
      (error: unknown) => {
        if (active) setSettled({ key, state: { status: 'failed', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);

  return settled && settled.key === key ? settled.state : { status: 'pending' };
}
