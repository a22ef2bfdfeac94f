import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesManifest, loadRemoteApp, RemoteLoadError } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

let manifest: Record<string, unknown>;
const fetchMock = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));

beforeEach(() => {
  manifest = {
    'mfe-chat': { name: 'mfe_chat', entry: '/mfe/mfe-chat/v1/mf-manifest.json', version: 'v1' },
  };
  fetchMock.mockClear();
  mockedLoadRemote.mockReset();
  mockedRegister.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('reads /remotes.json without the HTTP cache, registers the remote and loads its ./app', async () => {
  mockedLoadRemote.mockResolvedValue(lifecycles);
  await expect(loadRemoteApp('mfe-chat', { retry: true })).resolves.toBe(lifecycles);
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'mfe_chat', entry: '/mfe/mfe-chat/v1/mf-manifest.json' }],
    expect.anything(),
  );
  expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_chat/app');
});

test('a successful load is reused; a retry starts over with a fresh remotes.json and forced registration', async () => {
  mockedLoadRemote.mockResolvedValue(lifecycles);
  await loadRemoteApp('mfe-chat', { retry: true });
  const calls = fetchMock.mock.calls.length;
  await loadRemoteApp('mfe-chat');
  expect(fetchMock.mock.calls.length).toBe(calls);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

  manifest['mfe-chat'] = { name: 'mfe_chat', entry: '/mfe/mfe-chat/v2/mf-manifest.json', version: 'v2' };
  await loadRemoteApp('mfe-chat', { retry: true });
  expect(fetchMock.mock.calls.length).toBe(calls + 1);
  expect(mockedRegister).toHaveBeenLastCalledWith(
    [{ name: 'mfe_chat', entry: '/mfe/mfe-chat/v2/mf-manifest.json' }],
    { force: true },
  );
});

test('a remote that is not deployed is an error', async () => {
  await expect(loadRemoteApp('mfe-payments', { retry: true })).rejects.toThrow(RemoteLoadError);
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a load that fails or answers nothing is an error, and is not cached', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 failed to load remoteEntry'));
  await expect(loadRemoteApp('mfe-chat', { retry: true })).rejects.toThrow(RemoteLoadError);
  mockedLoadRemote.mockResolvedValueOnce(null);
  await expect(loadRemoteApp('mfe-chat')).rejects.toThrow('could not be loaded');
  mockedLoadRemote.mockResolvedValueOnce(lifecycles);
  await expect(loadRemoteApp('mfe-chat')).resolves.toBe(lifecycles);
});

test('a load that never settles times out', async () => {
  jest.useFakeTimers();
  try {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const pending = loadRemoteApp('mfe-chat', { retry: true, timeoutMs: 5_000 });
    const assertion = expect(pending).rejects.toThrow(/timed out after 5000 ms/);
    await jest.advanceTimersByTimeAsync(5_001);
    await assertion;
  } finally {
    jest.useRealTimers();
  }
});

test('a failed remotes.json is not cached', async () => {
  fetchMock.mockResolvedValueOnce(new Response('nope', { status: 503 }));
  await expect(fetchRemotesManifest(true)).rejects.toThrow('503');
  await expect(fetchRemotesManifest()).resolves.toEqual(manifest);
});
