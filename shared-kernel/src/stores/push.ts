import { API_PATHS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
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

/** The service worker that receives push messages (served from the site root, scope '/'). */
export const PUSH_SERVICE_WORKER_URL = '/sw-push.js';

/** A VAPID public key (URL-safe base64, as published in settings.push_public_key) as bytes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = (publicKey + '='.repeat((4 - (publicKey.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser for notification permission and, when granted, subscribes this device to push
 * messages with the site's public key and sends the subscription to the server
 * (POST /api/user.php?push=1). Denied → isSubscribed 'denied'. A prompt the visitor closed without a
 * choice changes nothing. Returns the new isSubscribed value; failures (service worker, push
 * service, server) are thrown.
 */
export async function subscribeToPush(publicKey: string): Promise<PushState['isSubscribed']> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    setPushState({ isSubscribed: 'denied' });
    return 'denied';
  }
  if (permission !== 'granted') return pushStore.get().isSubscribed;
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL);
  // pushManager.subscribe needs an active worker: `ready` resolves once it is.
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  await http.post(API_PATHS.user, subscription.toJSON(), { query: { push: 1 } });
  setPushState({ isSubscribed: subscription });
  return subscription;
}
