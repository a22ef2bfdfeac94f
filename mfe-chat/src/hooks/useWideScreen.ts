import { useSyncExternalStore } from 'react';

/** From this width (px) the chats list stands beside the open conversation (issue 28). */
export const TWO_PANES_MIN_WIDTH = 1024;
const QUERY = `(min-width: ${TWO_PANES_MIN_WIDTH}px)`;

const query = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True while the window is at least TWO_PANES_MIN_WIDTH wide (false where matchMedia is unavailable). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
