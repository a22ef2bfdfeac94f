import { FIRST_REFRESH_MS, REFRESH_MS, REFRESH_PUSH_MS, startPeriodicRefresh } from './periodicRefresh';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

describe('periodic refresh (SPEC §9)', () => {
  it('first after 5 s, then every 60 s for a logged-in member', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    const stop = startPeriodicRefresh({ refresh, isLoggedIn: () => true, isPushSubscribed: () => false });
    jest.advanceTimersByTime(FIRST_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REFRESH_MS);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(REFRESH_MS * 3);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('every 300 s when push-subscribed, and never for visitors', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    let loggedIn = false;
    startPeriodicRefresh({ refresh, isLoggedIn: () => loggedIn, isPushSubscribed: () => true });
    jest.advanceTimersByTime(FIRST_REFRESH_MS);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    loggedIn = true;
    jest.advanceTimersByTime(REFRESH_MS);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REFRESH_PUSH_MS - REFRESH_MS);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh does not stop the next one', async () => {
    const refresh = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    startPeriodicRefresh({ refresh, isLoggedIn: () => true, isPushSubscribed: () => false });
    jest.advanceTimersByTime(FIRST_REFRESH_MS);
    await flush();
    await flush();
    jest.advanceTimersByTime(REFRESH_MS);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
