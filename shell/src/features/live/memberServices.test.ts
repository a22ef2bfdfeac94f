import { bus, type AppEvent } from 'shared-kernel/bus';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { setUser } from 'shared-kernel/stores/session';
import { startMemberServices } from './memberServices';

const mockStopLive = jest.fn();
jest.mock('./realtime', () => ({ startLive: jest.fn(() => mockStopLive) }));
jest.mock('shared-kernel/stores/push', () => ({ initPushState: jest.fn(() => Promise.resolve(false)) }));
jest.mock('shared-kernel/stores/chat', () => ({ loadChats: jest.fn(() => Promise.resolve()) }));
jest.mock('shared-kernel/stores/likes', () => ({ loadLikes: jest.fn(() => Promise.resolve()) }));

const { startLive } = jest.requireMock('./realtime') as { startLive: jest.Mock };
const { initPushState } = jest.requireMock('shared-kernel/stores/push') as { initPushState: jest.Mock };
const { loadChats } = jest.requireMock('shared-kernel/stores/chat') as { loadChats: jest.Mock };
const { loadLikes } = jest.requireMock('shared-kernel/stores/likes') as { loadLikes: jest.Mock };

class FakeContainer extends EventTarget {
  startMessages = jest.fn();
}
let worker: FakeContainer;
let stop: () => void = () => undefined;
let events: AppEvent[] = [];
let sub: { unsubscribe(): void };

beforeEach(() => {
  jest.clearAllMocks();
  worker = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  setUser(userFixture);
  events = [];
  sub = bus.events$.subscribe((e) => events.push(e));
});
afterEach(() => {
  stop();
  sub.unsubscribe();
});

const workerMessage = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));

describe('startMemberServices', () => {
  it('starts the live stream and reads the push state once', () => {
    stop = startMemberServices();
    expect(startLive).toHaveBeenCalledTimes(1);
    expect(initPushState).toHaveBeenCalledTimes(1);
    expect(startMemberServices()).toBe(stop);
    expect(startLive).toHaveBeenCalledTimes(1);
  });

  it("turns the push worker's messages into bus push/message and reloads chats and likes", () => {
    stop = startMemberServices();
    expect(worker.startMessages).toHaveBeenCalled();
    workerMessage({ type: 'push', data: { title: 'Anna', conversation_id: 4 } });
    expect(events).toContainEqual({ type: 'push/message', data: { title: 'Anna', conversation_id: 4 } });
    expect(loadChats).toHaveBeenCalledTimes(1);
    expect(loadLikes).toHaveBeenCalledTimes(1);
    workerMessage({ type: 'other' });
    workerMessage('push');
    expect(events.filter((e) => e.type === 'push/message')).toHaveLength(1);
  });

  it('stops everything on logout and can start again after a new login', () => {
    stop = startMemberServices();
    setUser(null);
    expect(mockStopLive).toHaveBeenCalledTimes(1);
    workerMessage({ type: 'push', data: {} });
    bus.emit({ type: 'push/message', data: {} });
    expect(loadChats).not.toHaveBeenCalled();
    setUser(userFixture);
    stop = startMemberServices();
    expect(startLive).toHaveBeenCalledTimes(2);
  });
});
