import { createLinkPrefetcher } from './prefetchLinks';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('createLinkPrefetcher (browsers with rel=prefetch)', () => {
  beforeEach(() => {
    jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
  });

  it('fetches one file at a time at low priority, as a prefetch of a script, and runs none of them', async () => {
    const prefetch = createLinkPrefetcher(document);
    const done = prefetch(['/mfe/mfe-auth/abc/remoteEntry.js', '/mfe/mfe-auth/abc/1.js']);
    await flush();
    expect(links()).toHaveLength(1);
    const [first] = links();
    expect(first?.getAttribute('href')).toBe('/mfe/mfe-auth/abc/remoteEntry.js');
    expect(first?.rel).toBe('prefetch');
    expect(first?.getAttribute('as')).toBe('script');
    expect(first?.getAttribute('fetchpriority')).toBe('low');
    // The later <script> has no crossorigin either: the same request, the same cache entry.
    expect(first?.hasAttribute('crossorigin')).toBe(false);
    first?.dispatchEvent(new Event('load'));
    await flush();
    // The first is done (and removed); only now the second starts.
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/mfe/mfe-auth/abc/1.js']);
    links()[0]?.dispatchEvent(new Event('error'));
    await done;
    expect(links()).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('fetches each file once per page; a later call waits for the files before it', async () => {
    const prefetch = createLinkPrefetcher(document);
    void prefetch(['/a.js']);
    const second = prefetch(['/a.js', '/b.js']);
    await flush();
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/a.js']);
    links()[0]?.dispatchEvent(new Event('load'));
    await flush();
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/b.js']);
    links()[0]?.dispatchEvent(new Event('load'));
    await second;
    void prefetch(['/a.js', '/b.js']);
    await flush();
    expect(links()).toEqual([]);
  });

  it('moves on when a file neither loads nor fails in time', async () => {
    jest.useFakeTimers();
    try {
      const prefetch = createLinkPrefetcher(document, 5_000);
      const done = prefetch(['/stuck.js', '/next.js']);
      await jest.advanceTimersByTimeAsync(4_999);
      expect(links().map((l) => l.getAttribute('href'))).toEqual(['/stuck.js']);
      await jest.advanceTimersByTimeAsync(1);
      expect(links().map((l) => l.getAttribute('href'))).toEqual(['/next.js']);
      links()[0]?.dispatchEvent(new Event('load'));
      await done;
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('createLinkPrefetcher (no rel=prefetch, e.g. Safari)', () => {
  it('asks fetch for the same request a classic script makes (no-cors, with credentials), one at a time', async () => {
    jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const calls: string[] = [];
    let release: () => void = () => undefined;
    const fetchMock = jest.fn((url: string) => {
      calls.push(url);
      return new Promise<Response>((resolve) => {
        release = () => resolve(new Response(''));
      });
    });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const done = createLinkPrefetcher(document)(['/a.js', '/b.js']);
    await flush();
    expect(calls).toEqual(['/a.js']);
    expect(fetchMock).toHaveBeenCalledWith('/a.js', { mode: 'no-cors', credentials: 'include', priority: 'low' });
    release();
    await flush();
    expect(calls).toEqual(['/a.js', '/b.js']);
    release();
    await done;
    expect(links()).toEqual([]);
  });
});
