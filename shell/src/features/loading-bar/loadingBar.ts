import { bus, type EventBus } from 'shared-kernel/bus';

/** SPEC §9: the bar only appears when loading lasts longer than 200 ms. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** SPEC §9: the progress animation is scaled to 5 s. */
export const LOADING_BAR_DURATION_MS = 5_000;
/** How often the progress is advanced while the bar is visible. */
export const LOADING_BAR_TICK_MS = 100;
/** After done(): time at 100 % before fading out, then time for the fade. */
export const LOADING_BAR_FINISH_MS = 200;
export const LOADING_BAR_FADE_MS = 300;

export interface LoadingBarState {
  /** idle: nothing shown; loading: bar growing; finishing: at 100 %, about to fade out. */
  phase: 'idle' | 'loading' | 'finishing';
  /** True while the bar is painted (loading, or finishing before the fade ends). */
  visible: boolean;
  /** 0..100, rounded. */
  progress: number;
}

export interface LoadingBarOptions {
  throttleMs?: number;
  durationMs?: number;
  tickMs?: number;
  finishMs?: number;
  fadeMs?: number;
  now?: () => number;
}

export interface LoadingBar {
  /** One more thing is loading (reference-counted). */
  start(): void;
  /** One thing finished; when nothing is loading any more the bar completes and hides. */
  done(): void;
  /** Back to idle at once, whatever is pending (tests, error recovery). */
  reset(): void;
  get(): LoadingBarState;
  subscribe(listener: (state: LoadingBarState) => void): () => void;
  /** Number of unfinished start() calls. */
  readonly pending: number;
}

const IDLE: LoadingBarState = { phase: 'idle', visible: false, progress: 0 };

/**
 * Progress estimate that grows quickly at first and slows down, never reaching 100 on its own:
 * ~30 % after a quarter of the duration, 50 % at half, ~70 % at the full duration, capped at 95 %.
 */
export function estimateProgress(elapsedMs: number, durationMs: number): number {
  const value = (2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50);
  return Math.min(95, Math.max(0, Math.round(value)));
}

export function createLoadingBar(options: LoadingBarOptions = {}): LoadingBar {
  const throttleMs = options.throttleMs ?? LOADING_BAR_THROTTLE_MS;
  const durationMs = options.durationMs ?? LOADING_BAR_DURATION_MS;
  const tickMs = options.tickMs ?? LOADING_BAR_TICK_MS;
  const finishMs = options.finishMs ?? LOADING_BAR_FINISH_MS;
  const fadeMs = options.fadeMs ?? LOADING_BAR_FADE_MS;
  const now = options.now ?? (() => Date.now());

  let state: LoadingBarState = IDLE;
  let count = 0;
  let startedAt = 0;
  let showTimer: ReturnType<typeof setTimeout> | null = null;
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<(s: LoadingBarState) => void>();

  const setState = (next: LoadingBarState) => {
    if (next.phase === state.phase && next.visible === state.visible && next.progress === state.progress) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  const clearTimers = () => {
    if (showTimer) clearTimeout(showTimer);
    if (tickTimer) clearInterval(tickTimer);
    if (hideTimer) clearTimeout(hideTimer);
    showTimer = tickTimer = hideTimer = null;
  };

  const tick = () => setState({ phase: 'loading', visible: true, progress: estimateProgress(now() - startedAt, durationMs) });

  const show = () => {
    showTimer = null;
    startedAt = now();
    setState({ phase: 'loading', visible: true, progress: 0 });
    tickTimer = setInterval(tick, tickMs);
  };

  const finish = () => {
    if (showTimer) {
      // Finished within the throttle: never shown.
      clearTimers();
      setState(IDLE);
      return;
    }
    if (!state.visible) return;
    clearTimers();
    setState({ phase: 'finishing', visible: true, progress: 100 });
    hideTimer = setTimeout(() => {
      setState({ phase: 'finishing', visible: false, progress: 100 });
      hideTimer = setTimeout(() => {
        hideTimer = null;
        setState(IDLE);
      }, fadeMs);
    }, finishMs);
  };

  return {
    start() {
      count += 1;
      if (count > 1) return;
      if (state.phase === 'finishing') {
        // Loading again while the bar was completing: keep it on screen and grow again.
        clearTimers();
        startedAt = now();
        setState({ phase: 'loading', visible: true, progress: 0 });
        tickTimer = setInterval(tick, tickMs);
        return;
      }
      if (!showTimer) showTimer = setTimeout(show, throttleMs);
    },
    done() {
      if (count === 0) return;
      count -= 1;
      if (count === 0) finish();
    },
    reset() {
      count = 0;
      clearTimers();
      setState(IDLE);
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get pending() {
      return count;
    },
  };
}

/** The page's one loading bar: `loadingBar.start()` / `loadingBar.done()`. */
export const loadingBar: LoadingBar = createLoadingBar();

/**
 * Lets any remote drive the bar through the kernel bus (`loading/start`, `loading/done`).
 * Returns the unsubscribe function. Called by <LoadingBar/> while it is mounted.
 */
export function connectLoadingBarToBus(target: LoadingBar = loadingBar, eventBus: EventBus = bus): () => void {
  const subs = [
    eventBus.on('loading/start').subscribe(() => target.start()),
    eventBus.on('loading/done').subscribe(() => target.done()),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
