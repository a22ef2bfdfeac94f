import { TIME_BONUS, timeBonusSecondsLeft } from 'shared-kernel/contract/constants';
import type { TimeBonusState } from '../hooks/timeBonusStore';

/**
 * The time bonus rules of SPEC §4 and §9, without React and with the clock passed in, so every rule
 * is tested with a fake clock (timeBonus.test.ts):
 *
 * - it exists only for a logged-in member who is not paid and whose signup is under 14,400 s old;
 * - it counts down every second (the remaining time is recomputed from the clock at each tick, so a
 *   throttled background tab still shows the right time);
 * - it is cleared on logout, on becoming paid, at zero, after 4 hours since signup, or with no value
 *   (no or an unreadable signup date);
 * - a start while a countdown runs is ignored; it is loaded at login (`update` with the user).
 */

/** What the rules read of the logged-in user (SPEC §3). */
export interface TimeBonusUser {
  paid_user: boolean;
  signup_date: string;
}

export interface Clock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Whole seconds of the time bonus left for this member at `nowMs`; 0 when there is none (the contract's rule). */
export const timeBonusRemaining: (user: TimeBonusUser | null, nowMs: number) => number = timeBonusSecondsLeft;

const pad = (n: number) => String(n).padStart(2, '0');

/** "03:59:07": zero-padded hours, minutes and seconds (SPEC §4). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export const CLEARED: TimeBonusState = { isVisible: false, remaining: 0 };

/** One countdown: `update` with the session's user at login, on every change, and at logout (null). */
export class TimeBonusCountdown {
  private timer: unknown = null;
  private user: TimeBonusUser | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly publish: (state: TimeBonusState) => void,
  ) {}

  get running(): boolean {
    return this.timer !== null;
  }

  /** The session's user changed (login, reload, a purchase, logout). */
  update(user: TimeBonusUser | null): void {
    if (!user || user.paid_user) {
      this.clear();
      return;
    }
    this.start(user);
  }

  /** Starts the countdown for the member; ignored while one runs. */
  start(user: TimeBonusUser): void {
    if (this.running) return;
    this.user = user;
    if (!this.publishRemaining()) return;
    this.timer = this.clock.setInterval(() => this.publishRemaining(), TIME_BONUS.tickMs);
  }

  /** Stops the countdown and hides the bonus. */
  clear(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
    this.user = null;
    this.publish(CLEARED);
  }

  /** false (and cleared) when nothing is left: zero, past 4 hours, paid, or no value. */
  private publishRemaining(): boolean {
    const remaining = timeBonusRemaining(this.user, this.clock.now());
    if (remaining <= 0) {
      this.clear();
      return false;
    }
    this.publish({ isVisible: true, remaining });
    return true;
  }
}
