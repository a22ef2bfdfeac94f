/** What is kept of a history entry when it is left: where it was scrolled to, and the link followed from it. */
export interface SavedPosition {
  y: number;
  /** The href of the link that had the focus inside <main> (the card that was opened). */
  href?: string;
  /** How far from the top of the screen that link was (px), to put it back there. */
  anchorTop?: number;
}

export interface ScrollPositions {
  get(key: string): SavedPosition | null;
  set(key: string, position: SavedPosition): void;
}

/** sessionStorage key of the saved positions (per tab, like the history itself). */
export const SCROLL_POSITIONS_STORAGE_KEY = 'hk-scroll-positions';
/** The most recent entries kept; older ones are dropped. */
export const SCROLL_POSITIONS_LIMIT = 50;

function isPosition(value: unknown): value is SavedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { y, href, anchorTop } = value as Record<string, unknown>;
  return (
    typeof y === 'number' &&
    Number.isFinite(y) &&
    y >= 0 &&
    (href === undefined || typeof href === 'string') &&
    (anchorTop === undefined || (typeof anchorTop === 'number' && Number.isFinite(anchorTop)))
  );
}

function read(storage: Storage | null): Map<string, SavedPosition> {
  const map = new Map<string, SavedPosition>();
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return map;
    for (const item of parsed) {
      if (Array.isArray(item) && typeof item[0] === 'string' && isPosition(item[1])) map.set(item[0], item[1]);
    }
  } catch {
    // unreadable (blocked storage, broken JSON): start empty
  }
  return map;
}

/**
 * The scroll positions of the tab's history entries, in memory and in sessionStorage (so a reload or a
 * return from another site finds them); the newest 50 entries are kept. Without storage: memory only.
 */
export function createScrollPositions(storage: Storage | null): ScrollPositions {
  const positions = read(storage);
  return {
    get: (key) => positions.get(key) ?? null,
    set(key, position) {
      positions.delete(key);
      positions.set(key, position);
      while (positions.size > SCROLL_POSITIONS_LIMIT) positions.delete(positions.keys().next().value as string);
      try {
        storage?.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // full or blocked: the memory copy still serves this document
      }
    },
  };
}

/** The tab's sessionStorage, or null where it is blocked. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
