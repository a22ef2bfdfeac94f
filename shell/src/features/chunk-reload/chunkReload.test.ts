import {
  CHUNK_RELOAD_KEY,
  handleChunkLoadError,
  installChunkReloadGuard,
  isChunkLoadError,
} from './chunkReload';

function chunkError(message = 'Loading chunk 42 failed.\n(error: https://hartklop.nl/42.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    ['webpack ChunkLoadError', chunkError()],
    ['message only', new Error('Loading chunk vendors-node_modules failed.')],
    ['CSS chunk', new Error('Loading CSS chunk 7 failed.')],
    ['dynamic import', new TypeError('Failed to fetch dynamically imported module: https://x/y.js')],
    ['firefox dynamic import', new TypeError('error loading dynamically imported module')],
    ['safari', new TypeError('Importing a module script failed.')],
    ['federation RUNTIME-008', new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008')],
    ['federation RUNTIME-003', new Error('Failed to get manifest. #RUNTIME-003 args: {...}')],
    ['federation RUNTIME-001', new Error('#RUNTIME-001 Failed to get remoteEntry exports.')],
    ['nested cause', new Error('remote failed', { cause: chunkError() })],
    ['string', 'Loading chunk 3 failed'],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['ordinary error', new Error('Cannot read properties of undefined')],
    ['http error', new Error('HTTP 500')],
    ['other federation error', new Error('Please call createInstance first. #RUNTIME-009')],
    ['null', null],
    ['number', 42],
  ])('ignores %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('handleChunkLoadError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once and then not again within 60 s', () => {
    const reload = jest.fn();
    let now = 1_700_000_000_000;
    const deps = { reload, now: () => now };

    expect(handleChunkLoadError(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));

    now += 59_999;
    expect(handleChunkLoadError(chunkError(), deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(handleChunkLoadError(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));
  });

  it('survives the reload: the timestamp in sessionStorage blocks the next attempt', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 10_000));
    const reload = jest.fn();
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores garbage in the storage key', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'nonsense');
    const reload = jest.fn();
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(true);
  });

  it('does nothing for other errors', () => {
    const reload = jest.fn();
    expect(handleChunkLoadError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('never reloads when storage is unusable (no reload loop)', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(handleChunkLoadError(chunkError(), { reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReloadGuard', () => {
  beforeEach(() => sessionStorage.clear());

  it('handles window error and unhandledrejection events, and can be removed', () => {
    const reload = jest.fn();
    let now = 1_000_000;
    // jsdom reports error events as uncaught when no other listener exists; keep one for the test.
    const keepAlive = () => undefined;
    window.addEventListener('error', keepAlive);
    const uninstall = installChunkReloadGuard({ reload, now: () => now });

    window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'Loading chunk 1 failed' }));
    expect(reload).toHaveBeenCalledTimes(1);

    now += 61_000;
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', {
      value: new TypeError('Failed to fetch dynamically imported module: /x.js'),
    });
    window.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(2);

    uninstall();
    now += 61_000;
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(2);
    window.removeEventListener('error', keepAlive);
  });
});
