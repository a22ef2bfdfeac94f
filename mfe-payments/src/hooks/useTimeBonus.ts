import { sessionStore } from 'shared-kernel/stores/session';
import { setTimeBonus, useTimeBonus, type TimeBonusState } from './timeBonusStore';
import { systemClock, TimeBonusCountdown } from '../utils/timeBonus';

let watching = false;

/**
 * Runs the one time-bonus countdown of this page (utils/timeBonus.ts) from the session: loaded at
 * login, re-checked on every change of the user (a purchase makes them paid), cleared at logout. It
 * writes this remote's time-bonus store (timeBonusStore.ts); the banner, the modal and the pricing pages read it. Started
 * by the first of them to render; idempotent.
 */
export function watchTimeBonus(): void {
  if (watching) return;
  watching = true;
  const countdown = new TimeBonusCountdown(systemClock, setTimeBonus);
  sessionStore.subscribe(({ status, user }) => countdown.update(status === 'authenticated' ? user : null));
}

/** The time bonus (visible, seconds left), with the countdown running. */
export function useTimeBonusCountdown(): TimeBonusState {
  watchTimeBonus();
  return useTimeBonus();
}
