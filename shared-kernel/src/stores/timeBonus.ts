import { createStore, useStore } from 'shared-kernel/stores/store';

/** SPEC §9 time-bonus constants. */
export const TIME_BONUS = {
  durationSeconds: 14400,
  code: 'TIMEBONUS25',
  value_percentage: 25.0,
  validity: 'once-per-user',
  status: 'active',
  tickMs: 1000,
  /** Delay of the modal after entering the members area. */
  modalDelayMs: 40_000,
} as const;

export interface TimeBonusState {
  isVisible: boolean;
  /** Remaining time in seconds. */
  remaining: number;
}

export const timeBonusStore = createStore<TimeBonusState>({ isVisible: false, remaining: 0 });

export function useTimeBonus(): TimeBonusState;
export function useTimeBonus<S>(selector: (state: TimeBonusState) => S): S;
export function useTimeBonus<S>(selector?: (state: TimeBonusState) => S): S | TimeBonusState {
  return useStore<TimeBonusState, S | TimeBonusState>(timeBonusStore, selector ?? ((s) => s));
}

export const setTimeBonus = (patch: Partial<TimeBonusState>) => timeBonusStore.update((s) => ({ ...s, ...patch }));
