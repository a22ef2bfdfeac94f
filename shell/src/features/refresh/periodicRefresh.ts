import { loadUser, sessionStore } from 'shared-kernel/stores/session';

/** SPEC §9: user and chat refresh every 60 s, 300 s when push-subscribed, first run 5 s after load. */
export const FIRST_REFRESH_MS = 5_000;
export const REFRESH_MS = 60_000;
export const REFRESH_PUSH_MS = 300_000;

export interface RefreshDeps {
  /** What to reload for a logged-in member (user, likes; chats join with the chat issue). */
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
  const isPushSubscribed = deps.isPushSubscribed ?? (() => pushSubscribed);
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

/** Push state as last seen by a refresh (the push store loads only for members, never on a visitor's first visit). */
let pushSubscribed = false;

/** The shell's refresh: the user (credits, status) and the likes (new-likes badge). */
export async function refreshMemberState(): Promise<void> {
  const [{ loadLikes }, { pushStore }] = await Promise.all([import('shared-kernel/stores/likes'), import('shared-kernel/stores/push')]);
  const { isSubscribed } = pushStore.get();
  pushSubscribed = Boolean(isSubscribed) && isSubscribed !== 'denied';
  await Promise.all([loadUser(), loadLikes()]);
}
