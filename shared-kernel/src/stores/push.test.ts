import { userFixture } from '../testing/fixtures';
import {
  applicationServerKey,
  initPushState,
  pushStore,
  PUSH_SERVICE_WORKER_URL,
  setPushState,
  subscribeToPush,
  unsubscribeFromPush,
} from './push';
import { setUser } from './session';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const subscriptionJson = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };

let permission: NotificationPermission;
const register = jest.fn();
const subscribe = jest.fn();
const fetchMock = jest.fn();

beforeEach(() => {
  setPushState({ isSubscribed: false });
  register.mockReset().mockResolvedValue({});
  subscribe.mockReset().mockResolvedValue({ toJSON: () => subscriptionJson });
  fetchMock
    .mockReset()
    .mockImplementation(async () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    writable: true,
    value: { requestPermission: jest.fn(async () => permission), permission: 'default' },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve({ pushManager: { subscribe } }) },
  });
});

test('the public key is decoded from URL-safe base64 (65-byte uncompressed P-256 point)', () => {
  const bytes = applicationServerKey(PUBLIC_KEY);
  expect(bytes).toBeInstanceOf(Uint8Array);
  expect(bytes.length).toBe(65);
  expect(bytes[0]).toBe(0x04);
  expect(Array.from(applicationServerKey('-_8'))).toEqual([0xfb, 0xff]);
});

test('granted: registers the push worker, subscribes with the key, posts the subscription and stores it', async () => {
  permission = 'granted';
  const result = await subscribeToPush(PUBLIC_KEY);
  expect(register).toHaveBeenCalledWith(PUSH_SERVICE_WORKER_URL);
  expect(PUSH_SERVICE_WORKER_URL).toBe('/sw-push.js');
  const options = subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
  expect(options.userVisibleOnly).toBe(true);
  expect(options.applicationServerKey).toEqual(applicationServerKey(PUBLIC_KEY));
  const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
  expect(new URL(url).pathname + new URL(url).search).toBe('/api/user.php?push=1');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual(subscriptionJson);
  expect(pushStore.get().isSubscribed).toBe(result);
  expect(result).toEqual(expect.objectContaining({ toJSON: expect.any(Function) }));
});

test('denied: stores denied and subscribes nothing', async () => {
  permission = 'denied';
  await expect(subscribeToPush(PUBLIC_KEY)).resolves.toBe('denied');
  expect(pushStore.get().isSubscribed).toBe('denied');
  expect(register).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a prompt closed without a choice changes nothing', async () => {
  permission = 'default';
  await expect(subscribeToPush(PUBLIC_KEY)).resolves.toBe(false);
  expect(pushStore.get().isSubscribed).toBe(false);
  expect(register).not.toHaveBeenCalled();
});

test('a server that refuses the subscription is an error and nothing is stored', async () => {
  permission = 'granted';
  fetchMock.mockResolvedValue(new Response('{"error":"forbidden","message":"Nee"}', { status: 403, headers: { 'content-type': 'application/json' } }));
  await expect(subscribeToPush(PUBLIC_KEY)).rejects.toThrow('Nee');
  expect(pushStore.get().isSubscribed).toBe(false);
});

describe('initPushState and unsubscribeFromPush', () => {
  const existing = {
    endpoint: 'https://push.example/abc',
    toJSON: () => subscriptionJson,
    unsubscribe: jest.fn(async () => true),
  };
  let registration: { pushManager: { getSubscription: jest.Mock } } | undefined;
  const getRegistration = jest.fn(async (_scope?: string) => registration);
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
      path: new URL(url).pathname + new URL(url).search,
      method: init.method,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }));

  beforeEach(() => {
    // A fresh session for every test: the once-per-session resend starts over.
    setUser(userFixture);
    setUser(null);
    setUser(userFixture);
    setPushState({ capable: true, isSubscribed: false });
    existing.unsubscribe.mockClear();
    registration = { pushManager: { getSubscription: jest.fn(async () => existing) } };
    getRegistration.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, getRegistration } });
    (window.Notification as unknown as { permission: NotificationPermission }).permission = 'granted';
  });
  afterAll(() => setUser(null));

  test('denied permission: isSubscribed denied, nothing asked or sent', async () => {
    (window.Notification as unknown as { permission: NotificationPermission }).permission = 'denied';
    await expect(initPushState()).resolves.toBe('denied');
    expect(pushStore.get().isSubscribed).toBe('denied');
    expect(getRegistration).not.toHaveBeenCalled();
    expect(window.Notification.requestPermission).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an existing subscription is stored and sent to the server once per session', async () => {
    await expect(initPushState()).resolves.toBe(existing);
    expect(getRegistration).toHaveBeenCalledWith('/');
    expect(pushStore.get().isSubscribed).toBe(existing);
    expect(calls()).toEqual([{ path: '/api/user.php?push=1', method: 'POST', body: subscriptionJson }]);
    await initPushState();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // a new login sends it again
    setUser(null);
    setUser(userFixture);
    await initPushState();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.Notification.requestPermission).not.toHaveBeenCalled();
  });

  test('a failed resend is tried again on the next call', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('{"error":"bad_request","message":"Nee"}', { status: 400, headers: { 'content-type': 'application/json' } }));
    await expect(initPushState()).resolves.toBe(existing);
    expect(warn).toHaveBeenCalled();
    await initPushState();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test('no registration or no subscription: isSubscribed false, nothing sent', async () => {
    registration = undefined;
    await expect(initPushState()).resolves.toBe(false);
    registration = { pushManager: { getSubscription: jest.fn(async () => null) } };
    await expect(initPushState()).resolves.toBe(false);
    expect(pushStore.get().isSubscribed).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a browser without push changes nothing', async () => {
    setPushState({ capable: false });
    await expect(initPushState()).resolves.toBe(false);
    expect(getRegistration).not.toHaveBeenCalled();
  });

  test('unsubscribe: ends the browser subscription and deletes it on the server', async () => {
    setPushState({ isSubscribed: existing as unknown as PushSubscription });
    await unsubscribeFromPush();
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(pushStore.get().isSubscribed).toBe(false);
    expect(calls()).toEqual([{ path: '/api/user.php?push=1', method: 'DELETE', body: { endpoint: 'https://push.example/abc' } }]);
  });

  test('unsubscribe without a subscription asks nothing of the server', async () => {
    registration = { pushManager: { getSubscription: jest.fn(async () => null) } };
    await unsubscribeFromPush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pushStore.get().isSubscribed).toBe(false);
  });
});
