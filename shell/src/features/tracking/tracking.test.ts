import { initTracking, PAGE_HIDDEN_URL } from './tracking';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('initTracking', () => {
  let cleanup: () => void = () => undefined;
  const sendBeacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);

  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  });

  afterEach(() => {
    cleanup();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    window.history.replaceState(null, '', '/');
  });

  it('strips tracking parameters from the address bar with replaceState', () => {
    window.history.replaceState({ keep: true }, '', '/members?cpc=3&gclid=x&network=adnet#top');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    cleanup = initTracking();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/members?network=adnet#top',
    );
    expect(window.history.state).toEqual({ keep: true });
    replaceState.mockRestore();
  });

  it('does not touch history when there is nothing to strip', () => {
    window.history.replaceState(null, '', '/members?page=2');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    cleanup = initTracking();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it('without lb no beacon is sent when the page is hidden', () => {
    window.history.replaceState(null, '', '/?cpc=1');
    cleanup = initTracking();
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('with lb sends one beacon with an empty JSON body when the page becomes hidden', async () => {
    window.history.replaceState(null, '', '/landers/video?lb=1&utm_source=x');
    cleanup = initTracking();
    expect(window.location.search).toBe('?lb=1');

    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(PAGE_HIDDEN_URL);
    expect(url).toBe('/api/page-hidden.php');
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).type).toBe('application/json');
    expect(await (body as Blob).text()).toBe('{}');

    // once per page view
    setVisibility('visible');
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
