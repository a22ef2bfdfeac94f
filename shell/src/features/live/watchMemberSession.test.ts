import { userFixture } from 'shared-kernel/testing/fixtures';
import { setUser } from 'shared-kernel/stores/session';
import { watchMemberSession } from './watchMemberSession';

const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('watchMemberSession', () => {
  const stop = jest.fn();
  const start = jest.fn(async () => stop);
  let unwatch: () => void = () => undefined;

  beforeEach(() => {
    jest.clearAllMocks();
    setUser(null);
  });
  afterEach(() => unwatch());

  it('starts nothing for a visitor', async () => {
    unwatch = watchMemberSession(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the member services on login, once per login, and stops them on logout', async () => {
    unwatch = watchMemberSession(start);
    setUser(userFixture);
    setUser({ ...userFixture, credits: 1 });
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    setUser(null);
    expect(stop).toHaveBeenCalledTimes(1);
    setUser(userFixture);
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('a member already logged in when watching starts gets them at once', async () => {
    setUser(userFixture);
    unwatch = watchMemberSession(start);
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stops them as soon as they arrive when the member logged out meanwhile', async () => {
    unwatch = watchMemberSession(start);
    setUser(userFixture);
    setUser(null);
    expect(stop).not.toHaveBeenCalled();
    await flush();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load is reported, and the next login tries again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    start.mockRejectedValueOnce(new Error('ChunkLoadError'));
    unwatch = watchMemberSession(start);
    setUser(userFixture);
    await flush();
    expect(error).toHaveBeenCalled();
    setUser(null);
    setUser(userFixture);
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
