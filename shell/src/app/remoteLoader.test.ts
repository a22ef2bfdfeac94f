import fs from 'node:fs';
import path from 'node:path';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bus, type AppEvent } from 'shared-kernel/bus';
import {
  FEDERATION_RUNTIME_VERSION,
  fetchRemotesManifest,
  KERNEL_VERSION,
  kernelSatisfies,
  loadRemoteApp,
  loadRemoteModule,
  RemoteLoadError,
  runtimeSatisfies,
} from './remoteLoader';

type Satisfy = (version: string, range: string) => boolean;
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  // The federation runtime's real semver matching.
  satisfy: (version: string, range: string) =>
    (jest.requireActual('@module-federation/runtime-core') as { satisfy: Satisfy }).satisfy(version, range),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

let manifest: Record<string, unknown>;
const fetchMock = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));

beforeEach(() => {
  manifest = {
    'mfe-chat': { name: 'mfe_chat', entry: '/mfe/mfe-chat/v1/remoteEntry.js', version: 'v1' },
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
    [{ name: 'mfe_chat', entry: '/mfe/mfe-chat/v1/remoteEntry.js' }],
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

  manifest['mfe-chat'] = { name: 'mfe_chat', entry: '/mfe/mfe-chat/v2/remoteEntry.js', version: 'v2' };
  await loadRemoteApp('mfe-chat', { retry: true });
  expect(fetchMock.mock.calls.length).toBe(calls + 1);
  expect(mockedRegister).toHaveBeenLastCalledWith(
    [{ name: 'mfe_chat', entry: '/mfe/mfe-chat/v2/remoteEntry.js' }],
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

describe('other exposed modules', () => {
  const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

  beforeEach(() => {
    manifest['mfe-auth'] = { name: 'mfe_auth', entry: '/mfe/mfe-auth/v1/remoteEntry.js', version: 'v1' };
  });

  test('load from the same remotes.json entry as ./app, cached apart from it', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'mfe_auth/signup' ? parcel : lifecycles));
    await expect(loadRemoteModule('mfe-auth', 'signup', { retry: true })).resolves.toBe(parcel);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mfe_auth', entry: '/mfe/mfe-auth/v1/remoteEntry.js' }], expect.anything());
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('mfe_auth/signup');

    const registrations = mockedRegister.mock.calls.length;
    await expect(loadRemoteApp('mfe-auth')).resolves.toBe(lifecycles);
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('mfe_auth/app');
    expect(mockedRegister.mock.calls.length).toBe(registrations); // same entry: registered once

    await expect(loadRemoteModule('mfe-auth', 'signup')).resolves.toBe(parcel);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2); // both cached
  });

  test('a failure names the module, is not cached, and times out like ./app', async () => {
    mockedLoadRemote.mockResolvedValueOnce({});
    await expect(loadRemoteModule('mfe-auth', 'signup', { retry: true })).rejects.toThrow('mfe-auth/signup could not be loaded');
    mockedLoadRemote.mockResolvedValueOnce(parcel);
    await expect(loadRemoteModule('mfe-auth', 'signup')).resolves.toBe(parcel);

    jest.useFakeTimers();
    try {
      mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
      const pending = loadRemoteModule('mfe-auth', 'signup', { retry: true, timeoutMs: 3_000 });
      const assertion = expect(pending).rejects.toThrow(/Loading mfe-auth\/signup timed out after 3000 ms/);
      await jest.advanceTimersByTimeAsync(3_001);
      await assertion;
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('kernel versions', () => {
  test('the page runs the kernel version of shared-kernel/package.json', () => {
    const kernelPackage = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared-kernel/package.json'), 'utf8')) as { version: string };
    expect(KERNEL_VERSION).toBe(kernelPackage.version);
    expect(KERNEL_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('a remote whose kernel range the page meets loads', async () => {
    mockedLoadRemote.mockResolvedValue(lifecycles);
    manifest['mfe-chat'] = { name: 'mfe_chat', entry: '/mfe/mfe-chat/v3/remoteEntry.js', version: 'v3', kernel: `^${KERNEL_VERSION}` };
    await expect(loadRemoteApp('mfe-chat', { retry: true })).resolves.toBe(lifecycles);
  });

  test('a remote that needs another kernel is refused before its container is loaded, with one clear reason', async () => {
    const major = Number(KERNEL_VERSION.split('.')[0]) + 1;
    manifest['mfe-chat'] = { name: 'mfe_chat', entry: '/mfe/mfe-chat/v4/remoteEntry.js', version: 'v4', kernel: `^${major}.0.0` };
    const events: AppEvent[] = [];
    const sub = bus.on('remote/failed').subscribe((e) => events.push(e));
    const failure = loadRemoteApp('mfe-chat', { retry: true });
    await expect(failure).rejects.toThrow(RemoteLoadError);
    await expect(failure).rejects.toThrow(
      `mfe-chat v4 needs shared-kernel ^${major}.0.0, but this page runs shared-kernel ${KERNEL_VERSION}: not loaded`,
    );
    sub.unsubscribe();
    expect(mockedRegister).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(events).toEqual([expect.objectContaining({ type: 'remote/failed', remote: 'mfe-chat' })]);
  });

  // The rule of docs/composition.md: a remote's range is met by the kernels it can run on.
  test.each([
    ['^1.0.0', '1.0.0', true],
    ['^1.0.0', '1.4.2', true],
    ['^1.0.0', '2.0.0', false],
    ['^1.3.0', '1.2.9', false],
    ['^2.0.0', '1.9.0', false],
    ['~1.2.0', '1.2.5', true],
    ['~1.2.0', '1.3.0', false],
    ['>=1.1.0 <3.0.0', '2.5.0', true],
    ['1.x', '1.7.0', true],
  ])('range %s on kernel %s: %s (as the semver package says)', (range, version, expected) => {
    expect(kernelSatisfies(range, version)).toBe(expected);
    expect(jest.requireActual<{ satisfies: Satisfy }>('semver').satisfies(version, range)).toBe(expected);
  });

  test('a remote without a declared range is left to the federation runtime’s own check', () => {
    expect(kernelSatisfies(undefined)).toBe(true);
  });
});

describe('federation runtime versions', () => {
  test('the page provides the runtime-core version installed for the build', () => {
    const runtimePackage = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../../node_modules/@module-federation/runtime-core/package.json'), 'utf8'),
    ) as { version: string };
    expect(FEDERATION_RUNTIME_VERSION).toBe(runtimePackage.version);
  });

  test.each([
    ['2.9.2', '2.9.2', true],
    ['2.9.0', '2.9.7', true],
    ['2.9.2', '2.10.0', false],
    ['2.10.1', '2.9.9', false],
    ['3.0.0', '2.9.2', false],
    ['garbage', '2.9.2', false],
  ])('a remote built for runtime %s on a page running %s: %s (same minor)', (built, page, expected) => {
    expect(runtimeSatisfies(built, page)).toBe(expected);
  });

  test('a remote built for another runtime minor is refused before its container is loaded', async () => {
    const [major, minor] = FEDERATION_RUNTIME_VERSION.split('.').map(Number);
    const built = `${major}.${(minor ?? 0) + 1}.0`;
    manifest['mfe-chat'] = { name: 'mfe_chat', entry: '/mfe/mfe-chat/v5/remoteEntry.js', version: 'v5', kernel: `^${KERNEL_VERSION}`, runtime: built };
    const failure = loadRemoteApp('mfe-chat', { retry: true });
    await expect(failure).rejects.toThrow(`mfe-chat v5 was built for federation runtime ${built}, but this page runs ${FEDERATION_RUNTIME_VERSION}: not loaded`);
    expect(mockedRegister).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  test('a remote built for the page’s runtime loads', async () => {
    mockedLoadRemote.mockResolvedValue(lifecycles);
    manifest['mfe-chat'] = { name: 'mfe_chat', entry: '/mfe/mfe-chat/v6/remoteEntry.js', version: 'v6', runtime: FEDERATION_RUNTIME_VERSION };
    await expect(loadRemoteApp('mfe-chat', { retry: true })).resolves.toBe(lifecycles);
  });
});
