import { TIME_BONUS } from 'shared-kernel/contract/constants';
import type { TimeBonusState } from '../hooks/timeBonusStore';
import { CLEARED, formatCountdown, TimeBonusCountdown, timeBonusRemaining, type Clock } from './timeBonus';

/** A clock the test moves: intervals fire as time passes. */
class FakeClock implements Clock {
  time: number;
  private timers = new Map<number, { callback: () => void; ms: number; next: number }>();
  private nextId = 1;

  constructor(start: number) {
    this.time = start;
  }
  now = () => this.time;
  setInterval = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { callback, ms, next: this.time + ms });
    return id;
  };
  clearInterval = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  get activeTimers(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.next <= end).sort((a, b) => a[1].next - b[1].next)[0];
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.next;
      timer.next += timer.ms;
      timer.callback();
      if (!this.timers.has(id)) continue;
    }
    this.time = end;
  }
}

const SIGNUP = Date.parse('2026-11-24T10:00:00.000Z');
const member = (fields: Partial<{ paid_user: boolean; signup_date: string }> = {}) => ({
  paid_user: false,
  signup_date: new Date(SIGNUP).toISOString(),
  ...fields,
});

function setup(startAfterSignupMs = 0) {
  const clock = new FakeClock(SIGNUP + startAfterSignupMs);
  const states: TimeBonusState[] = [];
  const countdown = new TimeBonusCountdown(clock, (s) => states.push(s));
  const last = () => states[states.length - 1];
  return { clock, countdown, states, last };
}

describe('the time bonus rules (SPEC §4, §9)', () => {
  it('uses the constants of SPEC §9', () => {
    expect(TIME_BONUS).toMatchObject({ durationSeconds: 14400, code: 'TIMEBONUS25', value_percentage: 25.0, validity: 'once-per-user', status: 'active', tickMs: 1000, modalDelayMs: 40_000 });
  });

  it('shows zero-padded hours, minutes and seconds', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(14_399)).toBe('03:59:59');
    expect(formatCountdown(65)).toBe('00:01:05');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('exists for a non-paid member in the first 14,400 s after signup only', () => {
    expect(timeBonusRemaining(member(), SIGNUP)).toBe(14_400);
    expect(timeBonusRemaining(member(), SIGNUP + 14_399_000)).toBe(1);
    expect(timeBonusRemaining(member(), SIGNUP + 14_400_000)).toBe(0);
    expect(timeBonusRemaining(member({ paid_user: true }), SIGNUP)).toBe(0);
    expect(timeBonusRemaining(null, SIGNUP)).toBe(0);
  });

  it('counts down every second from the login', () => {
    const { clock, countdown, last } = setup(60_000);
    countdown.update(member());
    expect(last()).toEqual({ isVisible: true, remaining: 14_340 });
    clock.advance(1000);
    expect(last()).toEqual({ isVisible: true, remaining: 14_339 });
    clock.advance(59_000);
    expect(last()).toEqual({ isVisible: true, remaining: 14_280 });
  });

  it('is cleared at zero', () => {
    const { clock, countdown, last, states } = setup(14_400_000 - 3000);
    countdown.update(member());
    expect(last()).toEqual({ isVisible: true, remaining: 3 });
    clock.advance(2000);
    expect(last()).toEqual({ isVisible: true, remaining: 1 });
    clock.advance(1000);
    expect(last()).toEqual(CLEARED);
    expect(countdown.running).toBe(false);
    expect(clock.activeTimers).toBe(0);
    const count = states.length;
    clock.advance(5000);
    expect(states).toHaveLength(count);
  });

  it('is cleared (never shown) more than 4 hours after signup', () => {
    const { countdown, last } = setup(14_400_000 + 1000);
    countdown.update(member());
    expect(last()).toEqual(CLEARED);
    expect(countdown.running).toBe(false);
  });

  it('is cleared on logout', () => {
    const { clock, countdown, last } = setup();
    countdown.update(member());
    expect(last()?.isVisible).toBe(true);
    countdown.update(null);
    expect(last()).toEqual(CLEARED);
    expect(clock.activeTimers).toBe(0);
  });

  it('is cleared when the member becomes paid', () => {
    const { clock, countdown, last } = setup();
    countdown.update(member());
    clock.advance(5000);
    countdown.update(member({ paid_user: true }));
    expect(last()).toEqual(CLEARED);
    expect(clock.activeTimers).toBe(0);
  });

  it('is cleared with no value: no or an unreadable signup date', () => {
    for (const signup_date of ['', 'gisteren']) {
      const { countdown, last } = setup();
      countdown.update(member({ signup_date }));
      expect(last()).toEqual(CLEARED);
      expect(countdown.running).toBe(false);
    }
  });

  it('ignores a second start while a countdown runs', () => {
    const { clock, countdown, last } = setup(1000);
    countdown.update(member());
    expect(last()).toEqual({ isVisible: true, remaining: 14_399 });
    // Another member or a later signup date changes nothing while it runs: one timer, one countdown.
    countdown.start(member({ signup_date: new Date(SIGNUP + 3_600_000).toISOString() }));
    countdown.update(member());
    expect(clock.activeTimers).toBe(1);
    clock.advance(1000);
    expect(last()).toEqual({ isVisible: true, remaining: 14_398 });
  });

  it('starts again at the next login after a logout', () => {
    const { clock, countdown, last } = setup();
    countdown.update(member());
    countdown.update(null);
    clock.advance(10_000);
    countdown.update(member());
    expect(last()).toEqual({ isVisible: true, remaining: 14_390 });
    expect(clock.activeTimers).toBe(1);
  });
});
