import { createBus } from 'shared-kernel/bus';
import {
  connectLoadingBarToBus,
  createLoadingBar,
  estimateProgress,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_THROTTLE_MS,
} from './loadingBar';

describe('loadingBar store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden when loading finishes within the 200 ms throttle', () => {
    const bar = createLoadingBar();
    const listener = jest.fn();
    bar.subscribe(listener);
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar.get().visible).toBe(false);
    bar.done();
    jest.advanceTimersByTime(5_000);
    expect(bar.get()).toEqual({ phase: 'idle', visible: false, progress: 0 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows after 200 ms, grows over the 5 s duration, completes to 100 % and hides on done', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    expect(bar.get()).toEqual({ phase: 'loading', visible: true, progress: 0 });

    jest.advanceTimersByTime(LOADING_BAR_DURATION_MS / 4);
    const quarter = bar.get().progress;
    expect(quarter).toBeGreaterThan(20);
    expect(quarter).toBeLessThan(40);

    jest.advanceTimersByTime((LOADING_BAR_DURATION_MS * 3) / 4);
    const full = bar.get().progress;
    expect(full).toBeGreaterThan(quarter);
    expect(full).toBeLessThan(100);

    jest.advanceTimersByTime(60_000);
    expect(bar.get().progress).toBeLessThanOrEqual(95);

    bar.done();
    expect(bar.get()).toEqual({ phase: 'finishing', visible: true, progress: 100 });
    jest.advanceTimersByTime(LOADING_BAR_FINISH_MS);
    expect(bar.get()).toEqual({ phase: 'finishing', visible: false, progress: 100 });
    jest.advanceTimersByTime(LOADING_BAR_FADE_MS);
    expect(bar.get()).toEqual({ phase: 'idle', visible: false, progress: 0 });
  });

  it('is reference-counted: hides only after the last done()', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.start();
    jest.advanceTimersByTime(300);
    expect(bar.pending).toBe(2);
    bar.done();
    expect(bar.get().phase).toBe('loading');
    bar.done();
    expect(bar.get().phase).toBe('finishing');
    bar.done(); // unbalanced done() is ignored
    expect(bar.pending).toBe(0);
  });

  it('a second start within the throttle does not restart the timer', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(150);
    bar.start();
    bar.done();
    jest.advanceTimersByTime(50);
    expect(bar.get().visible).toBe(true);
  });

  it('starting again while finishing keeps the bar on screen', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(1_000);
    bar.done();
    bar.start();
    expect(bar.get()).toMatchObject({ phase: 'loading', visible: true });
    jest.advanceTimersByTime(LOADING_BAR_FINISH_MS + LOADING_BAR_FADE_MS);
    expect(bar.get().phase).toBe('loading');
  });

  it('reset() clears everything', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(500);
    bar.reset();
    expect(bar.get().phase).toBe('idle');
    expect(bar.pending).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(bar.get().phase).toBe('idle');
  });

  it('follows loading/start and loading/done on the bus', () => {
    const bus = createBus();
    const bar = createLoadingBar();
    const disconnect = connectLoadingBarToBus(bar, bus);
    bus.emit({ type: 'loading/start' });
    expect(bar.pending).toBe(1);
    bus.emit({ type: 'loading/done' });
    expect(bar.pending).toBe(0);
    disconnect();
    bus.emit({ type: 'loading/start' });
    expect(bar.pending).toBe(0);
  });
});

describe('estimateProgress', () => {
  it('starts at 0, rises monotonically and never reaches 100', () => {
    expect(estimateProgress(0, 5_000)).toBe(0);
    let prev = 0;
    for (let t = 500; t <= 30_000; t += 500) {
      const p = estimateProgress(t, 5_000);
      expect(p).toBeGreaterThanOrEqual(prev);
      expect(p).toBeLessThanOrEqual(95);
      prev = p;
    }
  });
});
