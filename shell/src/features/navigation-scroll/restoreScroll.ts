import { maxScrollY, nextFrame } from './page';
import { onUserInput } from './userInput';

/** The longest a restore waits for the page to render and grow (results that load asynchronously). */
export const RESTORE_TIMEOUT_MS = 4000;
/** Once there, the position is held this long against late layout (a list rendering its last rows). */
export const RESTORE_HOLD_MS = 300;
/** Close enough (sub-pixel rounding of zoomed pages). */
const TOLERANCE_PX = 1;

export interface RestoreOptions {
  /** true once the page of the entry has rendered (before that, the old page's height means nothing). */
  ready: () => boolean;
  /**
   * The position that puts the entry's anchor (the card that was opened) where it was on the screen, or
   * null while it is not rendered. It wins over `y` when known: content that arrives above the list
   * later (a banner, an alert) or a list that grew while the person left does not shift the card away.
   */
  anchorY?: () => number | null;
  timeoutMs?: number;
}

/**
 * Scrolls back to `y` (or to where the anchor was, see `anchorY`) as soon as the page is ready and tall enough, retrying every frame up to
 * `timeoutMs`; then it holds the position for a moment. Any input of the person (wheel, touch, key,
 * pointer) ends it at once: their scrolling wins. At the time limit the page goes as far as it can.
 * Returns the cancel function.
 */
export function restoreScroll(y: number, { ready, anchorY, timeoutMs = RESTORE_TIMEOUT_MS }: RestoreOptions): () => void {
  const started = Date.now();
  let reachedAt: number | null = null;
  let cancelFrame: () => void = () => undefined;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    cancelFrame();
    stopInput();
  };
  const stopInput = onUserInput(stop);

  const attempt = () => {
    if (done) return;
    const now = Date.now();
    const isReady = ready();
    const target = Math.max(0, (isReady ? anchorY?.() : null) ?? y);
    if (now - started >= timeoutMs) {
      if (reachedAt === null) window.scrollTo(0, Math.min(target, maxScrollY()));
      stop();
      return;
    }
    if (isReady && maxScrollY() + TOLERANCE_PX >= target) {
      if (Math.abs(window.scrollY - target) > TOLERANCE_PX) window.scrollTo(0, target);
      reachedAt ??= now;
      if (now - reachedAt >= RESTORE_HOLD_MS) {
        stop();
        return;
      }
    }
    cancelFrame = nextFrame(attempt);
  };
  attempt();
  return stop;
}
