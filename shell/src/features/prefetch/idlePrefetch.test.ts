import { linkedRemotes, savesData, startIdlePrefetch, PREFETCH_DONE_MARK, PREFETCH_IDLE_MS } from './idlePrefetch';

const remoteOf = (pathname: string) => {
  if (pathname === '/login' || pathname === '/signup') return 'mfe-auth';
  if (pathname.startsWith('/members')) return 'mfe-members';
  if (pathname.startsWith('/pages/')) return 'mfe-landers';
  return null;
};

function links(...hrefs: { href: string; hidden?: boolean }[]) {
  document.body.innerHTML = hrefs.map((l) => `<a href="${l.href}"${l.hidden ? ' data-hidden="1"' : ''}>x</a>`).join('');
}
const visible = (link: HTMLAnchorElement) => !link.hasAttribute('data-hidden');

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('linkedRemotes', () => {
  it('maps the visible links of this site to their remotes, each once, in link order', () => {
    links({ href: '/members' }, { href: '/login' }, { href: '/members/12' }, { href: '/pages/terms', hidden: true }, { href: 'https://elders.example/login' }, { href: '/nowhere' });
    expect([...linkedRemotes(document, remoteOf, visible)]).toEqual([
      ['mfe-members', ['/members', '/members/12']],
      ['mfe-auth', ['/login']],
    ]);
  });
});

describe('savesData', () => {
  it('is true with data saver or a 2G connection, false otherwise or without the API', () => {
    const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
    expect(savesData(nav({ saveData: true }))).toBe(true);
    expect(savesData(nav({ effectiveType: '2g' }))).toBe(true);
    expect(savesData(nav({ effectiveType: '4g', saveData: false }))).toBe(false);
    expect(savesData(nav())).toBe(false);
  });
});

describe('startIdlePrefetch', () => {
  it('loads the linked remotes only after the page has been idle for the SPEC’s 2,000 ms, one after the other', async () => {
    links({ href: '/members' }, { href: '/signup' });
    const load = jest.fn(() => Promise.resolve());
    const stop = startIdlePrefetch({ remoteOf, load, isVisible: visible, saveData: () => false });
    expect(PREFETCH_IDLE_MS).toBe(2_000);
    jest.advanceTimersByTime(1_999);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_100);
    expect(load.mock.calls).toEqual([['mfe-members'], ['mfe-auth']]);
    stop();
  });

  it('fetches one remote at a time: the next starts when the previous is done, and rounds never overlap', async () => {
    links({ href: '/members' }, { href: '/signup' });
    const releases: (() => void)[] = [];
    const load = jest.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    const mark = jest.spyOn(performance, 'mark');
    const stop = startIdlePrefetch({ remoteOf, load, isVisible: visible, saveData: () => false });
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load.mock.calls).toEqual([['mfe-members']]);
    // Another idle round while the first is still running starts nothing.
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenCalledTimes(1);
    releases[0]?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(load.mock.calls).toEqual([['mfe-members'], ['mfe-auth']]);
    expect(mark).not.toHaveBeenCalledWith(PREFETCH_DONE_MARK);
    releases[1]?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(mark).toHaveBeenCalledWith(PREFETCH_DONE_MARK);
    stop();
  });

  it('fetches the shell’s own navigation chunks once, after the first remote', async () => {
    links({ href: '/members' }, { href: '/signup' });
    const order: string[] = [];
    const load = jest.fn((remote: string) => {
      order.push(remote);
      return Promise.resolve();
    });
    const shellChunks = jest.fn(() => {
      order.push('shell');
      return Promise.resolve();
    });
    const stop = startIdlePrefetch({ remoteOf, load, shellChunks, isVisible: visible, saveData: () => false });
    await jest.advanceTimersByTimeAsync(3_100);
    links({ href: '/members' }, { href: '/signup' }, { href: '/pages/terms' });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(order).toEqual(['mfe-members', 'shell', 'mfe-auth', 'mfe-landers']);
    stop();
  });

  it('a navigation restarts the idle clock; each remote is fetched once per page, a newly linked one later', async () => {
    links({ href: '/login' });
    const load = jest.fn(() => Promise.resolve());
    const stop = startIdlePrefetch({ remoteOf, load, isVisible: visible, saveData: () => false });
    jest.advanceTimersByTime(1_500);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    jest.advanceTimersByTime(1_500);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_600);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenCalledTimes(1);
    links({ href: '/login' }, { href: '/signup' });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenCalledTimes(1);
    links({ href: '/login' }, { href: '/members' });
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenLastCalledWith('mfe-members');
    stop();
  });

  it('fetches nothing on a data-saver connection, not even the shell’s chunks', async () => {
    links({ href: '/members' });
    const load = jest.fn(() => Promise.resolve());
    const shellChunks = jest.fn(() => Promise.resolve());
    const stop = startIdlePrefetch({ remoteOf, load, shellChunks, isVisible: visible, saveData: () => true });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(load).not.toHaveBeenCalled();
    expect(shellChunks).not.toHaveBeenCalled();
    stop();
  });

  it('a failed fetch is tried again after the next navigation; nothing runs after stop', async () => {
    links({ href: '/members' });
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startIdlePrefetch({ remoteOf, load, isVisible: visible, saveData: () => false });
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await jest.advanceTimersByTimeAsync(3_100);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
