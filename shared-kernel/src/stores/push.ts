import type { Api, BodyOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { createStore, useStore } from 'shared-kernel/stores/store';

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
  await sendSubscription(subscription);
  resentThisSession = true;
  setPushState({ isSubscribed: subscription });
  return subscription;
}

/** This browser's push registration (scope '/'), if the worker has been registered. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The subscription has been sent to the server in this session (reset on logout). */
let resentThisSession = false;

/**
 * For a logged-in member: finds the push state without prompting (SPEC §3 isSubscribed) — the
 * notification permission ('denied') and this browser's existing subscription — and sends an
 * existing subscription to the server once per session (POST /api/user.php?push=1), since the
 * server drops subscriptions that failed or belonged to someone else. Never rejects: push is an
 * extra, its failures are logged.
 */
export async function initPushState(): Promise<PushState['isSubscribed']> {
  if (!pushStore.get().capable) return pushStore.get().isSubscribed;
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'denied') {
      setPushState({ isSubscribed: 'denied' });
      return 'denied';
    }
    const subscription = await currentSubscription();
    setPushState({ isSubscribed: subscription ?? false });
    if (subscription && !resentThisSession) {
      resentThisSession = true;
      try {
        await sendSubscription(subscription);
      } catch (error) {
        resentThisSession = false;
        console.warn('[push] the subscription could not be sent again', error);
      }
    }
    return subscription ?? false;
  } catch (error) {
    console.warn('[push] the push state could not be read', error);
    return pushStore.get().isSubscribed;
  }
}

/**
 * POST /api/user.php?push=1 with the subscription as the browser gives it (PushSubscriptionJSON,
 * whose fields the DOM types leave optional; the browser sets them all).
 */
const sendSubscription = (subscription: PushSubscription) =>
  http.call(ENDPOINTS.pushSubscribe, { query: { push: '1' }, body: subscription.toJSON() as BodyOf<Api['pushSubscribe']> });

/**
 * Ends push messages on this browser: unsubscribes from the push service and tells the server
 * (DELETE /api/user.php?push=1 {endpoint}). isSubscribed becomes false. Failures are thrown.
 */
export async function unsubscribeFromPush(): Promise<void> {
  const stored = pushStore.get().isSubscribed;
  const subscription = (await currentSubscription()) ?? (stored && stored !== 'denied' ? stored : null);
  if (!subscription) {
    if (stored !== 'denied') setPushState({ isSubscribed: false });
    return;
  }
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  setPushState({ isSubscribed: false });
  await http.call(ENDPOINTS.pushUnsubscribe, { query: { push: '1' }, body: { endpoint } });
}

// A new member on this browser (or the same one after a new login) gets the subscription sent again.
bus.on('session/changed').subscribe(({ user }) => {
  if (!user) resentThisSession = false;
});
