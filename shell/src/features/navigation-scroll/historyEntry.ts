/**
 * Every history entry of the site carries a key of its own in `history.state`, under a name no router
 * uses: the scroll position of an entry is kept under it, so Back and Forward find it again (also after
 * a reload, and whichever router or helper pushed the entry).
 */
export const ENTRY_KEY_FIELD = 'hkEntry';

/** The entry key in a history state, or null when the state has none. */
export function entryKeyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const key = (state as Record<string, unknown>)[ENTRY_KEY_FIELD];
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * The state with the entry key added (null and undefined become an object with only the key). A state
 * that is not an object (a string, a number) cannot carry it and is returned as it is.
 */
export function stateWithKey(state: unknown, key: string): unknown {
  if (state === null || state === undefined) return { [ENTRY_KEY_FIELD]: key };
  if (typeof state !== 'object' || Array.isArray(state)) return state;
  return { ...(state as Record<string, unknown>), [ENTRY_KEY_FIELD]: key };
}

let counter = 0;
/** A key unique in this browser tab (time, a counter and a random part). */
export function createEntryKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
