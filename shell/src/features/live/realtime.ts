import type { ChatMessageData, LiveEventData } from 'shared-kernel/contract/chat';
import { API_PATHS, LIVE_CURSOR_PATTERN, LIVE_EVENTS, type LiveEventName } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { loadChats } from 'shared-kernel/stores/chat';
import { loadLikes } from 'shared-kernel/stores/likes';
import { createStore, useStore } from 'shared-kernel/stores/store';

/**
 * The live client of a logged-in tab (issue 5): one EventSource on GET /api/events.php whose
 * events update the kernel stores and are announced on the bus. It reconnects by itself with
 * exponential backoff and jitter (the browser's own retry is not used: every error closes the
 * stream), catches up on every (re)connect, and stops when the member logs out. The periodic
 * refresh of the shell stays as the fallback.
 *
 * Every reconnect is a new EventSource, which sends no Last-Event-ID header of its own: the client
 * keeps the id of the last `message` event and hands it back as `last_event_id`, so the server (any
 * host) replays the messages sent meanwhile; the chat store keeps each message once by id.
 */

export interface LiveState {
  /** The stream is open and the server said hello. */
  connected: boolean;
}

export const liveStore = createStore<LiveState>({ connected: false });

export function useLiveState(): LiveState;
export function useLiveState<S>(selector: (state: LiveState) => S): S;
export function useLiveState<S>(selector?: (state: LiveState) => S): S | LiveState {
  return useStore<LiveState, S | LiveState>(liveStore, selector ?? ((s) => s));
}

/** First reconnect delay; doubles on every further failure up to RECONNECT_MAX_MS. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A connection that stays up this long resets the backoff to RECONNECT_MIN_MS. */
export const STABLE_AFTER_MS = 10_000;

/** What the client needs of an EventSource (the browser's, or a fake in tests). */
export interface LiveSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type LiveSourceConstructor = new (url: string, init: { withCredentials: boolean }) => LiveSource;

export interface LiveOptions {
  /** Default: the browser's EventSource (none: the client does nothing, the periodic refresh remains). */
  EventSource?: LiveSourceConstructor;
  /** Jitter source in [0, 1) (default Math.random). */
  random?: () => number;
}

/**
 * The reconnect delay after `failures` failed attempts in a row (0: the first retry): the backoff
 * step min(30 s, 1 s · 2^failures), of which a random half is taken ("equal jitter"), so that tabs
 * dropped together do not come back together.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(failures, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}

type Handlers = { [K in LiveEventName]: (data: LiveEventData<K>) => void };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** Minimal shape checks of the server's data (the contract's LiveEventSchemas, without zod in the browser). */
const VALID: { [K in LiveEventName]: (d: Record<string, unknown>) => boolean } = {
  hello: (d) => isInt(d.profile_id),
  message: (d) =>
    isInt(d.num_unread_messages) && isRecord(d.message) && isInt(d.message.id) && isInt(d.message.conversation_id) && typeof d.message.mine === 'boolean',
  read: (d) => isInt(d.conversation_id) && isInt(d.read_up_to),
  typing: (d) => isInt(d.conversation_id) && isInt(d.profile_id),
  likes: (d) => isInt(d.profile_id) && (d.seen === undefined || typeof d.seen === 'boolean'),
  chats: () => true,
  credits: (d) => isInt(d.credits) && d.credits >= 0 && (d.paid_user === undefined || typeof d.paid_user === 'boolean'),
};

const ignoreFailure = (what: string) => (error: unknown) => console.warn(`[live] ${what} failed`, error);

/** The running client, if any: there is one per tab. */
let running: (() => void) | null = null;

/**
 * Opens the live stream (same origin, with the session cookie) and keeps it open until the
 * returned function is called or the member logs out. Calling it again replaces the running
 * client. Offline or frozen tabs close the stream; `online` and `resume` reconnect at once.
 */
export function startLive(options: LiveOptions = {}): () => void {
  running?.();
  const Source = options.EventSource ?? (typeof EventSource === 'function' ? (EventSource as unknown as LiveSourceConstructor) : undefined);
  const random = options.random ?? Math.random;
  if (!Source) return () => undefined;

  let source: LiveSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let everConnected = false;
  let stopped = false;
  /** The id of the last message event (a replay cursor); '' before the first. */
  let lastEventId = '';

  const setConnected = (connected: boolean) => {
    if (liveStore.get().connected !== connected) liveStore.set({ connected });
  };

  const handlers: Handlers = {
    hello: () => {
      setConnected(true);
      clearTimeout(stableTimer);
      stableTimer = setTimeout(() => {
        failures = 0;
      }, STABLE_AFTER_MS);
      const reconnected = everConnected;
      everConnected = true;
      // Catch up on what happened while there was no stream (or before it opened).
      loadChats().catch(ignoreFailure('loading the chats'));
      loadLikes().catch(ignoreFailure('loading the likes'));
      bus.emit({ type: 'live/connected', reconnected });
    },
    // The chat store takes messages and read receipts from the bus (shared-kernel/stores/chat).
    message: ({ message, num_unread_messages }) =>
      bus.emit({ type: 'live/message', message: message as ChatMessageData, numUnread: num_unread_messages }),
    read: ({ conversation_id, read_up_to }) => bus.emit({ type: 'live/read', conversationId: conversation_id, readUpTo: read_up_to }),
    typing: ({ conversation_id, profile_id }) => bus.emit({ type: 'live/typing', conversationId: conversation_id, profileId: profile_id }),
    likes: ({ profile_id, seen }) => {
      // The likes load announces a new match (match modal) itself.
      loadLikes().catch(ignoreFailure('loading the likes'));
      // A like seen in another tab is no news; the reload takes it off the count.
      if (!seen) bus.emit({ type: 'like/received', profileId: profile_id });
    },
    chats: () => {
      loadChats().catch(ignoreFailure('loading the chats'));
    },
    // The session store applies it (shared-kernel/stores/session).
    credits: ({ credits, paid_user }) => bus.emit({ type: 'credits/changed', credits, ...(paid_user === undefined ? {} : { paidUser: paid_user }) }),
  };

  /** Handles one event; whether it was readable. */
  const dispatch = (name: LiveEventName, raw: string): boolean => {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      console.warn(`[live] unreadable ${name} event`);
      return false;
    }
    if (!isRecord(data) || !VALID[name](data)) {
      console.warn(`[live] unexpected ${name} event`);
      return false;
    }
    (handlers[name] as (d: unknown) => void)(data);
    return true;
  };

  const drop = () => {
    clearTimeout(stableTimer);
    if (source) {
      const s = source;
      source = null;
      s.onerror = null;
      s.close();
    }
    setConnected(false);
  };

  const connect = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (stopped || source) return;
    // Offline: the `online` event reconnects.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const s = new Source(http.url(API_PATHS.events, lastEventId ? { last_event_id: lastEventId } : undefined), { withCredentials: true });
    source = s;
    for (const name of LIVE_EVENTS) {
      s.addEventListener(name, (event) => {
        if (source !== s || !dispatch(name, event.data)) return;
        // Only an id the server would take back (a refused one would fail every reconnect).
        if (name === 'message' && LIVE_CURSOR_PATTERN.test(event.lastEventId)) lastEventId = event.lastEventId;
      });
    }
    s.onerror = () => {
      if (source !== s) return;
      drop();
      retryTimer = setTimeout(connect, reconnectDelay(failures, random));
      failures += 1;
    };
  };

  const reconnectNow = () => {
    if (stopped || source) return;
    failures = 0;
    connect();
  };
  const pause = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    drop();
  };

  const target = typeof window !== 'undefined' ? window : undefined;
  const doc = typeof document !== 'undefined' ? document : undefined;
  target?.addEventListener('online', reconnectNow);
  target?.addEventListener('offline', pause);
  // Page Lifecycle: a frozen tab keeps no stream; it catches up when resumed.
  doc?.addEventListener('freeze', pause);
  doc?.addEventListener('resume', reconnectNow);
  const session = bus.on('session/changed').subscribe(({ user }) => {
    if (!user) stop();
  });

  function stop() {
    if (stopped) return;
    stopped = true;
    pause();
    session.unsubscribe();
    target?.removeEventListener('online', reconnectNow);
    target?.removeEventListener('offline', pause);
    doc?.removeEventListener('freeze', pause);
    doc?.removeEventListener('resume', reconnectNow);
    if (running === stop) running = null;
  }
  running = stop;
  connect();
  return stop;
}
