/**
 * @jest-environment node
 */
// node: esbuild (the build of the worker) does not run under jsdom.
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { installPushWorker, type NotificationOptionsLike, type PushWindowClient, type PushWorkerScope } from './sw-push';

const ORIGIN = 'https://hartklop.example';

class FakeClient implements PushWindowClient {
  messages: unknown[] = [];
  focus = jest.fn(async () => this);
  navigate = jest.fn(async (url: string) => {
    this.url = url;
    return this;
  });
  constructor(
    public url: string,
    public focused = false,
    public visibilityState: DocumentVisibilityState = 'hidden',
  ) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

type Listener = (event: never) => void;

function fakeScope(clients: FakeClient[]) {
  const listeners = new Map<string, Listener>();
  const notifications: { title: string; options: NotificationOptionsLike }[] = [];
  const scope = {
    location: { origin: ORIGIN },
    clients: {
      matchAll: jest.fn(async () => clients),
      openWindow: jest.fn(async (_url: string) => null),
      claim: jest.fn(async () => undefined),
    },
    registration: {
      showNotification: jest.fn(async (title: string, options: NotificationOptionsLike) => {
        notifications.push({ title, options });
      }),
      pushManager: {
        subscribe: jest.fn(async () => ({ endpoint: 'https://push.example/new', options: { applicationServerKey: null, userVisibleOnly: true }, toJSON: () => ({ endpoint: 'https://push.example/new' }) })),
      },
    },
    skipWaiting: jest.fn(async () => undefined),
    fetch: jest.fn(async () => ({ ok: true })),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  installPushWorker(scope as unknown as PushWorkerScope);
  /** Dispatches an event and waits for what it passed to waitUntil. */
  const fire = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`no ${type} listener`);
    listener({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) } as never);
    await Promise.all(pending);
  };
  return { scope, notifications, fire };
}

const pushEvent = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload), text: () => String(payload) },
});
const message = { title: 'Anna', body: 'Hoi! Hoe gaat het?', url: '/chats/12', tag: 'conversation-12', conversation_id: 12 };

describe('push', () => {
  it('shows the notification and tells every open tab', async () => {
    const tab = new FakeClient(`${ORIGIN}/members`, true, 'visible');
    const other = new FakeClient(`${ORIGIN}/likes`);
    const { notifications, fire } = fakeScope([tab, other]);
    await fire('push', pushEvent(message));
    expect(tab.messages).toEqual([{ type: 'push', data: message }]);
    expect(other.messages).toEqual([{ type: 'push', data: message }]);
    expect(notifications).toEqual([
      {
        title: 'Anna',
        options: { body: 'Hoi! Hoe gaat het?', tag: 'conversation-12', renotify: true, data: { url: `${ORIGIN}/chats/12` } },
      },
    ]);
  });

  it('shows nothing when a visible, focused tab is on that conversation', async () => {
    const tab = new FakeClient(`${ORIGIN}/chats/12#end`, true, 'visible');
    const { notifications, fire } = fakeScope([tab]);
    await fire('push', pushEvent(message));
    expect(tab.messages).toHaveLength(1);
    expect(notifications).toEqual([]);
  });

  it('still notifies when that tab is hidden or not focused', async () => {
    const hidden = new FakeClient(`${ORIGIN}/chats/12`, true, 'hidden');
    const unfocused = new FakeClient(`${ORIGIN}/chats/12`, false, 'visible');
    const { notifications, fire } = fakeScope([hidden, unfocused]);
    await fire('push', pushEvent(message));
    expect(notifications).toHaveLength(1);
  });

  it('without a tag no renotify; another origin or no url leads home; unreadable data is the body', async () => {
    const { notifications, fire } = fakeScope([]);
    await fire('push', pushEvent({ title: 'X', body: 'y', url: 'https://evil.example/phish' }));
    await fire('push', { data: { json: () => JSON.parse('nope'), text: () => 'platte tekst' } });
    await fire('push', { data: null });
    expect(notifications[0]).toEqual({ title: 'X', options: { body: 'y', data: { url: `${ORIGIN}/` } } });
    expect(notifications[1]).toEqual({ title: 'Nieuw bericht', options: { body: 'platte tekst', data: { url: `${ORIGIN}/` } } });
    expect(notifications[2]).toEqual({ title: 'Nieuw bericht', options: { data: { url: `${ORIGIN}/` } } });
  });
});

describe('notificationclick', () => {
  const click = (url: unknown) => {
    const close = jest.fn();
    return { close, event: { notification: { close, data: { url } } } };
  };

  it('closes the notification and focuses a tab on that url', async () => {
    const onPage = new FakeClient(`${ORIGIN}/chats/12`);
    const other = new FakeClient(`${ORIGIN}/members`, true, 'visible');
    const { scope, fire } = fakeScope([other, onPage]);
    const { close, event } = click(`${ORIGIN}/chats/12`);
    await fire('notificationclick', event);
    expect(close).toHaveBeenCalled();
    expect(onPage.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('else takes an open tab (the focused one first) to the url', async () => {
    const a = new FakeClient(`${ORIGIN}/likes`);
    const b = new FakeClient(`${ORIGIN}/members`, true, 'visible');
    const { scope, fire } = fakeScope([a, b]);
    await fire('notificationclick', click(`${ORIGIN}/chats/12`).event);
    expect(b.navigate).toHaveBeenCalledWith(`${ORIGIN}/chats/12`);
    expect(b.focus).toHaveBeenCalled();
    expect(a.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab is open or the tab cannot be navigated', async () => {
    const empty = fakeScope([]);
    await empty.fire('notificationclick', click(`${ORIGIN}/chats/12`).event);
    expect(empty.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/chats/12`);

    const stuck = new FakeClient(`${ORIGIN}/members`);
    stuck.navigate.mockRejectedValue(new TypeError('not controlled'));
    const withTab = fakeScope([stuck]);
    await withTab.fire('notificationclick', click('/chats/3').event);
    expect(withTab.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/chats/3`);
  });

  it('never leaves the site', async () => {
    const { scope, fire } = fakeScope([]);
    await fire('notificationclick', click('https://evil.example/').event);
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});

describe('lifecycle and subscription change', () => {
  it('takes over at once', async () => {
    const { scope, fire } = fakeScope([]);
    await fire('install', {});
    await fire('activate', {});
    expect(scope.skipWaiting).toHaveBeenCalled();
    expect(scope.clients.claim).toHaveBeenCalled();
  });

  it('subscribes again, sends the new subscription and removes the old one', async () => {
    const { scope, fire } = fakeScope([]);
    const old = { endpoint: 'https://push.example/old', options: { applicationServerKey: new ArrayBuffer(65), userVisibleOnly: true }, toJSON: () => ({}) };
    await fire('pushsubscriptionchange', { oldSubscription: old, newSubscription: null });
    expect(scope.registration.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey });
    const calls = scope.fetch.mock.calls as unknown as [string, { method: string; body: string; credentials: string }][];
    expect(calls.map(([url, init]) => [url, init.method, JSON.parse(init.body), init.credentials])).toEqual([
      ['/api/user.php?push=1', 'POST', { endpoint: 'https://push.example/new' }, 'include'],
      ['/api/user.php?push=1', 'DELETE', { endpoint: 'https://push.example/old' }, 'include'],
    ]);
  });
});

describe('the built script', () => {
  it('compiles alone (no imports) and installs itself only in a service worker', () => {
    const source = fs.readFileSync(path.join(__dirname, 'sw-push.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    const { code } = transformSync(source, { loader: 'ts', format: 'iife', target: 'es2020' });
    // Evaluated in a fake worker scope: the listeners are installed on `self`.
    const types: string[] = [];
    class ServiceWorkerGlobalScope {
      location = { origin: ORIGIN };
      addEventListener(type: string) {
        types.push(type);
      }
    }
    const self = new ServiceWorkerGlobalScope();
    new Function('self', 'ServiceWorkerGlobalScope', code)(self, ServiceWorkerGlobalScope);
    expect(types.sort()).toEqual(['activate', 'install', 'notificationclick', 'push', 'pushsubscriptionchange']);
    // In a page nothing is installed.
    const pageTypes: string[] = [];
    new Function('self', code)({ addEventListener: (t: string) => pageTypes.push(t) });
    expect(pageTypes).toEqual([]);
  });
});
