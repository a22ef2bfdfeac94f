import { createStore, useStore } from 'shared-kernel/stores/store';

/** The time bonus's countdown (SPEC §9; its constants: TIME_BONUS in the contract), shared by the banner and the modal of this remote. */
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
