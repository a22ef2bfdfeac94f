import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import {
  GEOLOCATION_MAX_AGE_MS,
  geolocationStore,
  locate,
  resetGeolocation,
  useGeolocation,
  watchGeolocationPermission,
} from './geolocation';

const amsterdam = { country: 'NL', region_id: 8, region: 'Noord-Holland', city: 'Amsterdam', distance_km: 0.3 };

const getCurrentPosition = jest.fn();
const query = jest.fn();
const fetchMock = jest.fn();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude, accuracy: 20 }, timestamp: Date.now() });

function setNavigator(geolocation: unknown, permissions: unknown) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissions });
}

class FakePermissionStatus extends EventTarget {
  constructor(public state: PermissionState) {
    super();
  }
  change(state: PermissionState) {
    this.state = state;
    this.dispatchEvent(new Event('change'));
  }
}

beforeEach(() => {
  getCurrentPosition.mockReset();
  query.mockReset();
  fetchMock.mockReset().mockResolvedValue(json({ location: amsterdam }));
  global.fetch = fetchMock as unknown as typeof fetch;
  setNavigator({ getCurrentPosition }, { query });
  resetGeolocation();
});

describe('locate', () => {
  it('asks for a position up to an hour old, then the place at /api/geocode.php, and stores it', async () => {
    getCurrentPosition.mockImplementation((ok: PositionCallback) => ok(position(52.3731, 4.8922) as GeolocationPosition));
    const pending = locate();
    expect(geolocationStore.get().locating).toBe(true);
    await expect(pending).resolves.toEqual(amsterdam);

    const options = getCurrentPosition.mock.calls[0]![2] as PositionOptions;
    expect(options.maximumAge).toBe(GEOLOCATION_MAX_AGE_MS);
    expect(GEOLOCATION_MAX_AGE_MS).toBe(3_600_000);
    expect(options.timeout).toBeGreaterThan(0);
    const url = new URL(fetchMock.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/api/geocode.php');
    // Coarsened to about 1 km before it leaves the browser (issue 15).
    expect(url.searchParams.get('lat')).toBe('52.37');
    expect(url.searchParams.get('lon')).toBe('4.89');
    expect(geolocationStore.get()).toEqual({ permission: 'granted', location: amsterdam, locating: false });
  });

  it('stores false and the denied permission when the visitor refuses', async () => {
    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await expect(locate()).resolves.toBe(false);
    expect(geolocationStore.get()).toEqual({ permission: 'denied', location: false, locating: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores false on a timeout, keeping the permission', async () => {
    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
    );
    await expect(locate()).resolves.toBe(false);
    expect(geolocationStore.get()).toEqual({ permission: 'unknown', location: false, locating: false });
  });

  it('stores false when the server knows no place there (404)', async () => {
    getCurrentPosition.mockImplementation((ok: PositionCallback) => ok(position(55, 3) as GeolocationPosition));
    fetchMock.mockResolvedValue(json({ error: 'location_not_found', message: 'Je locatie kon niet worden bepaald.' }, 404));
    await expect(locate()).resolves.toBe(false);
    expect(geolocationStore.get().location).toBe(false);
  });

  it('stores false when the server cannot be reached after the client retries', async () => {
    jest.useFakeTimers();
    try {
      getCurrentPosition.mockImplementation((ok: PositionCallback) => ok(position(52, 5) as GeolocationPosition));
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const pending = locate();
      await jest.advanceTimersByTimeAsync(60_000);
      await expect(pending).resolves.toBe(false);
      expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
      expect(geolocationStore.get()).toEqual({ permission: 'granted', location: false, locating: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shares one attempt between concurrent calls', async () => {
    let answer: PositionCallback = () => undefined;
    getCurrentPosition.mockImplementation((ok: PositionCallback) => {
      answer = ok;
    });
    const first = locate();
    const second = locate();
    expect(second).toBe(first);
    answer(position(52.3731, 4.8922) as GeolocationPosition);
    await expect(first).resolves.toEqual(amsterdam);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('without navigator.geolocation: unsupported and false, nothing asked', async () => {
    setNavigator(undefined, { query });
    resetGeolocation();
    expect(geolocationStore.get().permission).toBe('unsupported');
    await expect(locate()).resolves.toBe(false);
    expect(geolocationStore.get()).toEqual({ permission: 'unsupported', location: false, locating: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the place on logout', async () => {
    getCurrentPosition.mockImplementation((ok: PositionCallback) => ok(position(52.3731, 4.8922) as GeolocationPosition));
    await locate();
    bus.emit({ type: 'session/logout' });
    expect(geolocationStore.get().location).toBeNull();
  });
});

describe('permission', () => {
  it('reads the browser state through the Permissions API and follows its changes', async () => {
    const status = new FakePermissionStatus('prompt');
    query.mockResolvedValue(status);
    const { result } = renderHook(() => useGeolocation());
    expect(result.current).toEqual({ permission: 'unknown', location: null, locating: false });
    await waitFor(() => expect(result.current.permission).toBe('prompt'));
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    act(() => status.change('denied'));
    expect(result.current.permission).toBe('denied');
  });

  it('stays unknown without the Permissions API or when it refuses the name', async () => {
    setNavigator({ getCurrentPosition }, undefined);
    resetGeolocation();
    await watchGeolocationPermission();
    expect(geolocationStore.get().permission).toBe('unknown');

    setNavigator({ getCurrentPosition }, { query: jest.fn().mockRejectedValue(new TypeError('bad name')) });
    resetGeolocation();
    await watchGeolocationPermission();
    expect(geolocationStore.get().permission).toBe('unknown');
  });

  it('is unsupported without navigator.geolocation, without asking the Permissions API', async () => {
    setNavigator(undefined, { query });
    resetGeolocation();
    const { result } = renderHook(() => useGeolocation());
    await act(() => watchGeolocationPermission());
    expect(result.current.permission).toBe('unsupported');
    expect(query).not.toHaveBeenCalled();
  });
});
