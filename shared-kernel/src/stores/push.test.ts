import { applicationServerKey, pushStore, PUSH_SERVICE_WORKER_URL, setPushState, subscribeToPush } from './push';

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
  fetchMock.mockReset().mockResolvedValue(new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
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
