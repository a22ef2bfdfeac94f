import { loadChats } from 'shared-kernel/stores/chat';
import { loadLikes } from 'shared-kernel/stores/likes';
import { pushStore } from 'shared-kernel/stores/push';
import { loadUser, sessionStore } from 'shared-kernel/stores/session';

// Loaded for logged-in members only (the shell starts it with the live stream, see bootstrap), so
// a visitor's first page carries none of it.

/** SPEC §9: user and chat refresh every 60 s, 300 s when push-subscribed, first run 5 s after load. */
export const FIRST_REFRESH_MS = 5_000;
export const REFRESH_MS = 60_000;
export const REFRESH_PUSH_MS = 300_000;

export interface RefreshDeps {
  /** What to reload for a logged-in member (user, chats, likes). */
  refresh: () => Promise<unknown>;
  isLoggedIn?: () => boolean;
  isPushSubscribed?: () => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

/**
 * Keeps a logged-in member's counters fresh (unread messages, new likes, credits) while the page is
 * open: the fallback for when live updates are not there. Returns a stop function.
 */
export function startPeriodicRefresh(deps: RefreshDeps): () => void {
  const isLoggedIn = deps.isLoggedIn ?? (() => sessionStore.get().status === 'authenticated');
  const isPushSubscribed = deps.isPushSubscribed ?? isPushSubscribedNow;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let timer: unknown;
  let stopped = false;

  const schedule = (ms: number) => {
    timer = setTimer(() => void tick(), ms);
  };
  const tick = async () => {
    if (stopped) return;
    if (isLoggedIn()) {
      try {
        await deps.refresh();
      } catch {
        // offline or server trouble: the next tick tries again
      }
    }
    if (!stopped) schedule(isPushSubscribed() ? REFRESH_PUSH_MS : REFRESH_MS);
  };
  schedule(FIRST_REFRESH_MS);
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}

const isPushSubscribedNow = (): boolean => {
  const { isSubscribed } = pushStore.get();
  return Boolean(isSubscribed) && isSubscribed !== 'denied';
};

/**
 * The shell's refresh: the user (credits, status), the chats (unread badge) and the likes (new-likes
 * badge). The live stream (issue 5) brings these at once; this stays as the fallback.
 */
export async function refreshMemberState(): Promise<void> {
  await Promise.all([loadUser(), loadChats(), loadLikes()]);
}
