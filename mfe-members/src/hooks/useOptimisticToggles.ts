import { useCallback, useRef, useState } from 'react';

/** What the last change of a switch came to, for the announcement next to the switches. */
export type ToggleStatus<K extends string> =
  | { kind: 'idle' }
  | { kind: 'saving'; key: K; value: boolean }
  | { kind: 'saved'; key: K; value: boolean }
  /** `value` is what the switch was put back to; `error` why saving failed. */
  | { kind: 'failed'; key: K; value: boolean; error: unknown };

export interface OptimisticToggles<K extends string> {
  /** What the switches show: the saved values with the changes still on their way. */
  values: Record<K, boolean>;
  status: ToggleStatus<K>;
  /** Shows `value` at once and saves it; a failure puts the switch back. */
  toggle: (key: K, value: boolean) => void;
}

/**
 * Switches that save themselves: a change shows at once and goes to the server; the answer
 * (all values) becomes the truth, except for switches with a newer change still on its way. A
 * failure puts that switch back to the last saved value. Quick changes of one switch are all
 * sent; only the answer to the newest decides.
 */
export function useOptimisticToggles<K extends string>(
  initial: Record<K, boolean>,
  save: (key: K, value: boolean) => Promise<Record<K, boolean>>,
): OptimisticToggles<K> {
  const [values, setValues] = useState<Record<K, boolean>>(initial);
  const [status, setStatus] = useState<ToggleStatus<K>>({ kind: 'idle' });
  // Refs, not state: answers arrive between renders and must see every change made so far.
  const saved = useRef<Record<K, boolean>>(initial);
  const newest = useRef(new Map<K, number>());
  const counter = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;

  const toggle = useCallback((key: K, value: boolean) => {
    const id = ++counter.current;
    newest.current.set(key, id);
    setValues((shown) => ({ ...shown, [key]: value }));
    setStatus({ kind: 'saving', key, value });
    saveRef.current(key, value).then(
      (answer) => {
        saved.current = answer;
        const isNewest = newest.current.get(key) === id;
        if (isNewest) newest.current.delete(key);
        setValues((shown) => {
          const next = { ...answer };
          for (const pending of newest.current.keys()) next[pending] = shown[pending];
          return next;
        });
        if (isNewest) setStatus({ kind: 'saved', key, value: answer[key] });
      },
      (error: unknown) => {
        // A newer change of this switch is on its way: its answer decides.
        if (newest.current.get(key) !== id) return;
        newest.current.delete(key);
        const restored = saved.current[key];
        setValues((shown) => ({ ...shown, [key]: restored }));
        setStatus({ kind: 'failed', key, value: restored, error });
      },
    );
  }, []);

  return { values, status, toggle };
}
