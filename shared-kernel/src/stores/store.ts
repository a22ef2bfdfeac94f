import { useCallback, useRef, useSyncExternalStore } from 'react';
import { BehaviorSubject, type Observable } from 'shared-kernel/rx';

export interface Store<T> {
  get(): T;
  set(value: T): void;
  update(fn: (state: T) => T): void;
  /** Current value on subscribe, then every change. */
  readonly state$: Observable<T>;
  /** Plain listener API (used by useSyncExternalStore); returns the unsubscribe function. */
  subscribe(listener: (state: T) => void): () => void;
}

export interface StoreOptions<T> {
  /** Recomputes derived fields on every write (e.g. unread totals). */
  derive?: (state: T) => T;
}

export function createStore<T>(initial: T, options: StoreOptions<T> = {}): Store<T> {
  const derive = options.derive ?? ((s: T) => s);
  const subject = new BehaviorSubject<T>(derive(initial));
  const set = (value: T) => {
    const next = derive(value);
    if (!Object.is(next, subject.getValue())) subject.next(next);
  };
  return {
    get: () => subject.getValue(),
    set,
    update: (fn) => set(fn(subject.getValue())),
    state$: subject.asObservable(),
    subscribe(listener) {
      const sub = subject.subscribe(listener);
      return () => sub.unsubscribe();
    },
  };
}

const identity = <T,>(s: T) => s;

/**
 * Reads a store in React. The selector result is cached per store state, so a selector may build
 * objects; it should be pure.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (state: T) => S): S | T {
  const select = (selector ?? identity) as (state: T) => S;
  const cache = useRef<{ state: T; select: (state: T) => S; value: S } | null>(null);
  const subscribe = useCallback((onChange: () => void) => store.subscribe(() => onChange()), [store]);
  const getSnapshot = () => {
    const state = store.get();
    const c = cache.current;
    if (c && Object.is(c.state, state) && c.select === select) return c.value;
    const value = select(state);
    if (c && Object.is(c.value, value)) {
      cache.current = { state, select, value: c.value };
      return c.value;
    }
    cache.current = { state, select, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
