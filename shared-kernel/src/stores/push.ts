import { bus } from 'shared-kernel/bus';
import { createStore, useStore } from './store';

export interface PushState {
  /** The browser supports service-worker push. */
  capable: boolean;
  isSubscribed: PushSubscription | false | 'denied';
  lastMessage: unknown;
}

export const pushStore = createStore<PushState>({
  capable:
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window,
  isSubscribed: false,
  lastMessage: null,
});

export function usePushState(): PushState;
export function usePushState<S>(selector: (state: PushState) => S): S;
export function usePushState<S>(selector?: (state: PushState) => S): S | PushState {
  return useStore<PushState, S | PushState>(pushStore, selector ?? ((s) => s));
}

export const setPushState = (patch: Partial<PushState>) => pushStore.update((s) => ({ ...s, ...patch }));

bus.on('push/message').subscribe(({ data }) => setPushState({ lastMessage: data }));
