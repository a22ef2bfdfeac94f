/**
 * The push service worker, served as /sw-push.js (scope '/'; SPEC §9 registers it there). A plain
 * script without app code: the build compiles this file alone (scripts/webpack.config.js).
 *
 * - `push`: the payload {title, body, url, tag, conversation_id} goes to every open tab
 *   (postMessage {type: 'push', data}; the shell turns it into bus `push/message` and reloads the
 *   chats and likes), and a notification is shown unless a tab is visible and focused on that url
 *   already.
 * - `notificationclick`: focuses a tab on the notification's url, else takes an open tab there, else
 *   opens a new window.
 * - `pushsubscriptionchange`: subscribes again with the same options and tells the server.
 */

/** What the server sends (api push payload). */
export interface PushPayload {
  title?: string;
  body?: string;
  /** Where a click leads (same origin), e.g. /chats/12. */
  url?: string;
  tag?: string;
  conversation_id?: number;
}

/** The parts of the service worker global scope used here (the DOM lib has no worker types). */
export interface PushWindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  postMessage(message: unknown): void;
  focus(): Promise<PushWindowClient>;
  navigate(url: string): Promise<PushWindowClient | null>;
}
interface PushSubscriptionLike {
  readonly endpoint: string;
  readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON(): unknown;
}
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationClickEventLike extends ExtendableEvent {
  readonly notification: { close(): void; readonly data: unknown };
}
interface SubscriptionChangeEventLike extends ExtendableEvent {
  readonly oldSubscription: PushSubscriptionLike | null;
  readonly newSubscription: PushSubscriptionLike | null;
}
export interface NotificationOptionsLike {
  body?: string;
  tag?: string;
  data: { url: string };
  renotify?: boolean;
}
export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PushWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  readonly registration: {
    showNotification(title: string, options: NotificationOptionsLike): Promise<void>;
    readonly pushManager: {
      subscribe(options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null }): Promise<PushSubscriptionLike>;
    };
  };
  skipWaiting(): Promise<void>;
  fetch(input: string, init: { method: string; headers: Record<string, string>; body: string; credentials: 'include' }): Promise<unknown>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEventLike) => void): void;
}

const DEFAULT_TITLE = 'Nieuw bericht';
const PUSH_PATH = '/api/user.php?push=1';

export function installPushWorker(scope: PushWorkerScope): void {
  const origin = scope.location.origin;

  /** An absolute url of this origin; anything else (another site, nonsense) becomes the home page. */
  const sameOrigin = (url: unknown): string => {
    try {
      const u = new URL(typeof url === 'string' && url ? url : '/', origin);
      return u.origin === origin ? u.href : `${origin}/`;
    } catch {
      return `${origin}/`;
    }
  };
  const samePage = (a: string, b: string): boolean => {
    try {
      const x = new URL(a);
      const y = new URL(b);
      return x.origin === y.origin && x.pathname === y.pathname && x.search === y.search;
    } catch {
      return false;
    }
  };
  const windows = () => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

  const readPayload = (event: PushEventLike): PushPayload => {
    if (!event.data) return {};
    try {
      const parsed = event.data.json();
      return typeof parsed === 'object' && parsed !== null ? (parsed as PushPayload) : {};
    } catch {
      return { body: event.data.text() };
    }
  };

  async function onPush(payload: PushPayload): Promise<void> {
    const url = sameOrigin(payload.url);
    const clients = await windows();
    for (const client of clients) client.postMessage({ type: 'push', data: payload });
    const seen = clients.some((c) => c.focused && c.visibilityState === 'visible' && samePage(c.url, url));
    if (seen) return;
    const options: NotificationOptionsLike = { data: { url } };
    if (payload.body) options.body = payload.body;
    // renotify needs a tag: a newer message of the same conversation replaces the old one and alerts again.
    if (payload.tag) {
      options.tag = payload.tag;
      options.renotify = true;
    }
    await scope.registration.showNotification(payload.title || DEFAULT_TITLE, options);
  }

  async function openPage(url: string): Promise<void> {
    const clients = await windows();
    const onPage = clients.find((c) => samePage(c.url, url));
    if (onPage) {
      await onPage.focus();
      return;
    }
    const other = clients.find((c) => c.focused) ?? clients.find((c) => c.visibilityState === 'visible') ?? clients[0];
    if (other) {
      try {
        const navigated = await other.navigate(url);
        await (navigated ?? other).focus();
        return;
      } catch {
        // not controlled by this worker (navigate refuses): open a window instead
      }
    }
    await scope.clients.openWindow(url);
  }

  async function resubscribe(event: SubscriptionChangeEventLike): Promise<void> {
    const old = event.oldSubscription;
    const fresh =
      event.newSubscription ?? (old ? await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey }) : null);
    const send = (method: string, body: unknown) =>
      scope.fetch(PUSH_PATH, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' });
    if (fresh) await send('POST', fresh.toJSON());
    if (old && (!fresh || fresh.endpoint !== old.endpoint)) await send('DELETE', { endpoint: old.endpoint });
  }

  // A new version takes over at once (the worker keeps no caches that could get out of step).
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  scope.addEventListener('push', (event) => event.waitUntil(onPush(readPayload(event))));
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openPage(sameOrigin(data?.url)));
  });
  scope.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(resubscribe(event).catch(() => undefined)));
}

declare const ServiceWorkerGlobalScope: { prototype: object } | undefined;
// In the worker (never in a page or a test): install on the worker's own scope.
if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof (ServiceWorkerGlobalScope as unknown as new () => object)) {
  installPushWorker(self as unknown as PushWorkerScope);
}
