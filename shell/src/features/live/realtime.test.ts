import { bus, type AppEvent } from 'shared-kernel/bus';
import type { ChatListEntry, ChatMessageData } from 'shared-kernel/contract/chat';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { chatStore, resetChatState, setChats } from 'shared-kernel/stores/chat';
import { sessionStore, setUser } from 'shared-kernel/stores/session';
import {
  liveStore,
  reconnectDelay,
  RECONNECT_MAX_MS,
  STABLE_AFTER_MS,
  startLive,
  type LiveSource,
} from './realtime';

jest.mock('shared-kernel/stores/chat', () => {
  const actual = jest.requireActual('shared-kernel/stores/chat');
  return { ...actual, loadChats: jest.fn(() => Promise.resolve()) };
});
jest.mock('shared-kernel/stores/likes', () => ({ loadLikes: jest.fn(() => Promise.resolve()) }));

// realtime.ts imports the same 'shared-kernel/stores/…' modules, so these mocks apply to it.
const { loadChats } = jest.requireMock('shared-kernel/stores/chat') as { loadChats: jest.Mock };
const { loadLikes } = jest.requireMock('shared-kernel/stores/likes') as { loadLikes: jest.Mock };

class FakeSource implements LiveSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent<string>(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId });
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
const latest = () => FakeSource.all[FakeSource.all.length - 1]!;

const entry = (id: number): ChatListEntry => ({
  conversation: { id, last_message: null, updated_at: '2026-01-01T00:00:00.000Z' },
  profile: { id: id + 100, name: 'Anna', age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null },
  num_unread_messages: 0,
});
const message: ChatMessageData = {
  id: 50,
  conversation_id: 1,
  sender_profile_id: 101,
  mine: false,
  kind: 'text',
  text: 'Hoi!',
  photo: null,
  gift: null,
  created_at: '2026-01-02T10:00:00.000Z',
};

let stop: () => void = () => undefined;
let events: AppEvent[] = [];
let sub: { unsubscribe(): void };
const random = () => 0.5;

beforeEach(() => {
  jest.useFakeTimers();
  FakeSource.all = [];
  loadChats.mockClear();
  loadLikes.mockClear();
  resetChatState();
  setUser(userFixture);
  events = [];
  sub = bus.events$.subscribe((e) => events.push(e));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  sub.unsubscribe();
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

const start = () => {
  stop = startLive({ EventSource: FakeSource, random });
  return latest();
};

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, with up to half of it as jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1000);
    expect(reconnectDelay(1, () => 0.999999)).toBe(2000);
    expect(reconnectDelay(4, () => 0.999999)).toBe(16_000);
    expect(reconnectDelay(5, () => 0.999999)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(100, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('startLive', () => {
  it('opens the events stream with credentials', () => {
    const s = start();
    expect(new URL(s.url).pathname).toBe('/api/events.php');
    expect(s.init).toEqual({ withCredentials: true });
    expect(liveStore.get().connected).toBe(false);
  });

  it('hello: connected, catches up (chats, likes) and announces live/connected; reconnected after a broken stream', () => {
    const s = start();
    s.emit('hello', { profile_id: 1 });
    expect(liveStore.get().connected).toBe(true);
    expect(loadChats).toHaveBeenCalledTimes(1);
    expect(loadLikes).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual({ type: 'live/connected', reconnected: false });
    s.fail();
    expect(s.closed).toBe(true);
    expect(liveStore.get().connected).toBe(false);
    jest.advanceTimersByTime(reconnectDelay(0, random));
    const s2 = latest();
    expect(s2).not.toBe(s);
    s2.emit('hello', { profile_id: 1 });
    expect(events).toContainEqual({ type: 'live/connected', reconnected: true });
    expect(loadChats).toHaveBeenCalledTimes(2);
  });

  it('message: updates the chat list and announces live/message', () => {
    setChats([entry(2), entry(1)]);
    const s = start();
    s.emit('message', { message, num_unread_messages: 3 });
    expect(chatStore.get().chats[0]?.conversation.id).toBe(1);
    expect(chatStore.get().chats[0]?.conversation.last_message?.preview).toBe('Hoi!');
    expect(chatStore.get().totalUnread).toBe(3);
    expect(events).toContainEqual({ type: 'live/message', message, numUnread: 3 });
  });

  it('read and typing are announced on the bus', () => {
    const s = start();
    s.emit('read', { conversation_id: 1, read_up_to: 49 });
    s.emit('typing', { conversation_id: 1, profile_id: 101 });
    expect(events).toContainEqual({ type: 'live/read', conversationId: 1, readUpTo: 49 });
    expect(events).toContainEqual({ type: 'live/typing', conversationId: 1, profileId: 101 });
  });

  it('likes reload the likes, chats reload the chats', () => {
    const s = start();
    s.emit('likes', { profile_id: 7, match: true });
    expect(loadLikes).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual({ type: 'like/received', profileId: 7 });
    s.emit('chats', {});
    expect(loadChats).toHaveBeenCalledTimes(1);
  });

  it('a like seen in another tab reloads the likes without announcing a like', () => {
    const s = start();
    s.emit('likes', { profile_id: 7, match: false, seen: true });
    expect(loadLikes).toHaveBeenCalledTimes(1);
    expect(events.filter((e) => e.type === 'like/received')).toEqual([]);
  });

  it("credits update the session user's balance and announce credits/changed", () => {
    const s = start();
    s.emit('credits', { credits: 12 });
    expect(sessionStore.get().user?.credits).toBe(12);
    expect(events).toContainEqual({ type: 'credits/changed', credits: 12 });
  });

  it('a first purchase makes the session user premium live (credits with paid_user)', () => {
    const s = start();
    expect(sessionStore.get().user?.paid_user).toBe(false);
    s.emit('credits', { credits: 12 });
    expect(sessionStore.get().user?.paid_user).toBe(false);
    s.emit('credits', { credits: 262, paid_user: true });
    expect(sessionStore.get().user).toMatchObject({ credits: 262, paid_user: true });
    s.emit('credits', { credits: 5, paid_user: 'yes' });
    expect(sessionStore.get().user?.credits).toBe(262);
  });

  it('ignores unreadable or malformed events', () => {
    const s = start();
    s.emit('message', '{not json');
    s.emit('message', { message: { id: 'x' }, num_unread_messages: 1 });
    s.emit('credits', { credits: -1 });
    expect(events.filter((e) => e.type === 'live/message' || e.type === 'credits/changed')).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('reconnects with growing delays and resets them after a stable connection', () => {
    const s1 = start();
    s1.fail();
    jest.advanceTimersByTime(reconnectDelay(0, random) - 1);
    expect(FakeSource.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(2);
    latest().fail();
    jest.advanceTimersByTime(reconnectDelay(1, random) - 1);
    expect(FakeSource.all).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(3);
    latest().fail();
    jest.advanceTimersByTime(reconnectDelay(2, random));
    expect(FakeSource.all).toHaveLength(4);
    // connected for a short while only: the backoff keeps growing
    latest().emit('hello', { profile_id: 1 });
    jest.advanceTimersByTime(STABLE_AFTER_MS - 1);
    latest().fail();
    jest.advanceTimersByTime(reconnectDelay(3, random) - 1);
    expect(FakeSource.all).toHaveLength(4);
    jest.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(5);
    // stable: back to the first delay
    latest().emit('hello', { profile_id: 1 });
    jest.advanceTimersByTime(STABLE_AFTER_MS);
    latest().fail();
    jest.advanceTimersByTime(reconnectDelay(0, random));
    expect(FakeSource.all).toHaveLength(6);
  });

  it('events of a closed stream are ignored', () => {
    const s = start();
    s.fail();
    s.emit('credits', { credits: 3 });
    expect(events.filter((e) => e.type === 'credits/changed')).toEqual([]);
  });

  it('stops on logout: closes the stream and never reconnects', () => {
    const s = start();
    s.emit('hello', { profile_id: 1 });
    setUser(null);
    expect(s.closed).toBe(true);
    expect(liveStore.get().connected).toBe(false);
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    window.dispatchEvent(new Event('online'));
    expect(FakeSource.all).toHaveLength(1);
  });

  it('the stop function closes the stream and cancels a pending reconnect', () => {
    const s = start();
    s.fail();
    stop();
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
  });

  it('offline closes the stream and waits; online reconnects at once', () => {
    const s = start();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    window.dispatchEvent(new Event('offline'));
    expect(s.closed).toBe(true);
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
    expect(FakeSource.all).toHaveLength(2);
  });

  it('an error while offline does not retry until online', () => {
    const s = start();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    s.fail();
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
    expect(FakeSource.all).toHaveLength(2);
  });

  it('a frozen tab closes the stream; resume reconnects', () => {
    const s = start();
    document.dispatchEvent(new Event('freeze'));
    expect(s.closed).toBe(true);
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
    document.dispatchEvent(new Event('resume'));
    expect(FakeSource.all).toHaveLength(2);
  });

  it('hands the last message event id back as last_event_id when it reconnects', () => {
    const s1 = start();
    expect(new URL(s1.url).searchParams.has('last_event_id')).toBe(false);
    s1.emit('hello', { profile_id: 1 });
    s1.emit('message', { message, num_unread_messages: 1 }, '50');
    s1.emit('message', { message: { ...message, id: 52 }, num_unread_messages: 2 }, '52.50');
    // Other events, unreadable messages and ids the server would refuse do not move it.
    s1.emit('read', { conversation_id: 1, read_up_to: 52 }, '99');
    s1.emit('message', { message: { id: 'x' }, num_unread_messages: 1 }, '60');
    s1.emit('message', { message: { ...message, id: 53 }, num_unread_messages: 3 }, 'kapot');
    s1.fail();
    jest.advanceTimersByTime(reconnectDelay(0, random));
    const s2 = latest();
    expect(s2).not.toBe(s1);
    expect(new URL(s2.url).pathname).toBe('/api/events.php');
    expect(new URL(s2.url).searchParams.get('last_event_id')).toBe('52.50');
    // Replayed messages go to the chat store like live ones (it keeps each once, see its tests).
    s2.emit('message', { message: { ...message, id: 54 }, num_unread_messages: 3 }, '54.52.50');
    expect(events.filter((e) => e.type === 'live/message').map((e) => (e.type === 'live/message' ? e.message.id : 0))).toEqual([50, 52, 53, 54]);
    // Stopping forgets it: the next client (maybe another member) starts without one.
    stop();
    const s3 = start();
    expect(new URL(s3.url).searchParams.has('last_event_id')).toBe(false);
  });

  it('starting again replaces the running client', () => {
    const s1 = start();
    const s2 = start();
    expect(s1.closed).toBe(true);
    expect(s2.closed).toBe(false);
    expect(FakeSource.all).toHaveLength(2);
  });

  it('without EventSource support nothing happens', () => {
    const original = (globalThis as { EventSource?: unknown }).EventSource;
    delete (globalThis as { EventSource?: unknown }).EventSource;
    try {
      stop = startLive();
      expect(liveStore.get().connected).toBe(false);
    } finally {
      if (original) (globalThis as { EventSource?: unknown }).EventSource = original;
    }
  });
});
