import { setPushState } from 'shared-kernel/stores/push';
import { FIRST_REFRESH_MS, REFRESH_MS, REFRESH_PUSH_MS, refreshMemberState, startPeriodicRefresh } from './periodicRefresh';

jest.mock('shared-kernel/stores/session', () => ({
  ...jest.requireActual('shared-kernel/stores/session'),
  loadUser: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('shared-kernel/stores/chat', () => ({ loadChats: jest.fn(() => Promise.resolve()) }));
jest.mock('shared-kernel/stores/likes', () => ({ loadLikes: jest.fn(() => Promise.resolve()) }));
const { loadUser } = jest.requireMock('shared-kernel/stores/session') as { loadUser: jest.Mock };
const { loadChats } = jest.requireMock('shared-kernel/stores/chat') as { loadChats: jest.Mock };
const { loadLikes } = jest.requireMock('shared-kernel/stores/likes') as { loadLikes: jest.Mock };

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

describe('refreshMemberState', () => {
  it('reloads the user, the chats and the likes', async () => {
    await refreshMemberState();
    expect(loadUser).toHaveBeenCalledTimes(1);
    expect(loadChats).toHaveBeenCalledTimes(1);
    expect(loadLikes).toHaveBeenCalledTimes(1);
  });

  it('the default schedule follows the push state', async () => {
    const refresh = jest.fn(() => refreshMemberState());
    setPushState({ isSubscribed: { endpoint: 'https://push.example/x' } as unknown as PushSubscription });
    startPeriodicRefresh({ refresh, isLoggedIn: () => true });
    jest.advanceTimersByTime(FIRST_REFRESH_MS);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REFRESH_MS);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REFRESH_PUSH_MS - REFRESH_MS);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    setPushState({ isSubscribed: false });
  });
});
