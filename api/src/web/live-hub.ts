import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { LiveEventSchemas, type LiveEventData } from 'shared-kernel/contract/chat';
import type { LiveEventName } from 'shared-kernel/contract/constants';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Schema } from '../db/schema';
import { ChatEvents, liveChannel, type LiveNotice, type MessageSent } from '../db/live-notices';
import { addStream, countOpenStreams, PRESENCE_HEARTBEAT_MS, refreshProcess, removeProcess, removeStream } from '../domain/members/streams';

/** Open streams one member may have (over all processes); more are refused. */
export const MAX_STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const KEEP_ALIVE_MS = 25_000;
/** The longest a send's answer waits for this hub to pass its message on (see `afterCommit`). */
export const OWN_NOTICE_WAIT_MS = 1_000;
/** Messages of this process remembered after they were passed on (an answer may ask after that). */
const RECENT_OWN_MESSAGES = 256;

/** One open event stream (a tab) of this process. */
export interface LiveClient {
  readonly id: string;
  readonly userId: number;
  readonly profileId: number;
  /** Writes raw event-stream text. */
  write(chunk: string): void;
  /** Writes a `message` event (checked against the contract): the stream gives it its id (a replay cursor). */
  writeMessage(data: LiveEventData<'message'>): void;
  /** Ends the stream (the process shuts down). */
  end(): void;
}

export interface LiveHubOptions {
  db: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Check every event against the contract's LiveEventSchemas (outside production). */
  validate: boolean;
  /**
   * A chat message as the member with `profileId` may see it, or null when they may not: the chat
   * domain's rule, handed in by the app so that this delivery layer stays below the domain.
   */
  loadMessage(db: Kysely<Schema>, messageId: number, profileId: number): Promise<LiveEventData<'message'> | null>;
  /**
   * A committed message as the chat events tell it (sender, recipient, first of its conversation),
   * or null when it is gone: handed in by the app like `loadMessage`. Without it the hub passes no
   * messages on to `committed`.
   */
  loadSent?(db: Kysely<Schema>, messageId: number): Promise<MessageSent | null>;
  keepAliveMs?: number;
  heartbeatMs?: number;
}

export class StreamLimitError extends Error {
  override name = 'StreamLimitError';
}
export class HubClosedError extends Error {
  override name = 'HubClosedError';
}

/** One server-sent event as text (`id`: the event id a client hands back when it reconnects). */
export function formatEvent<K extends LiveEventName>(event: K, data: LiveEventData<K>, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const isNotice = (value: unknown): value is LiveNotice => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; to?: unknown };
  return typeof v.type === 'string' && Array.isArray(v.to) && v.to.every((id) => Number.isInteger(id));
};

/**
 * The live hub of one API process: it LISTENs once on the schema's live channel and passes each
 * notice on to the streams of this process whose member is in the notice's `to`. A message is
 * loaded per member (what that member may see, with their unread count). Events for one member
 * are written in the order their notices came; members do not wait for each other.
 *
 * The same notices feed `committed` (web push listens there): every message notice that this
 * process's own database connections sent, so that each message is passed on once in total, by the
 * process that stored it, and only after its commit (a rolled-back send sends no notice).
 *
 * The hub also keeps this process's rows of `live_streams` (presence) and the keep-alives.
 */
export class LiveHub {
  /** This hub's id in `live_streams.process_id` (two apps in one process are two hubs). */
  readonly processId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** Messages this process committed, from their live notices ('messageSent'; web push listens). */
  readonly committed = new ChatEvents();
  /**
   * 'changed': the site settings changed (their notice), or notices may have been missed (the
   * connection broke or came back): whatever this process cached of them is stale.
   */
  readonly settings = new EventEmitter<{ changed: [] }>();
  /** This process's message notices being passed on or passed on lately, by message id. */
  private readonly ownMessages = new Map<number, Promise<void>>();
  private readonly waiters = new Map<number, Array<() => void>>();
  /** Listening and the connection is not known to be broken (notices can arrive). */
  private connected = false;
  private readonly clients = new Map<number, Set<LiveClient>>();
  private readonly chains = new Map<number, Promise<void>>();
  private readonly pending = new Set<Promise<unknown>>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private keepAliveTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {}

  /** Listening, and the connection is not known to be broken: a change of the site settings will be heard. */
  get hearing(): boolean {
    return this.connected;
  }

  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** Starts listening (once; a failed start is tried again by the next call). */
  ensureListening(): Promise<void> {
    if (this.closed) return Promise.reject(new HubClosedError('the live hub is closed'));
    this.listening ??= this.startListening().catch((err: unknown) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  private async startListening(): Promise<void> {
    const { db, log } = this.options;
    const unlisten = await db.listen(liveChannel(db.schema), (payload, sentHere) => this.onPayload(payload, sentHere), {
      onReconnect: () => {
        log.warn('live: listening again after a broken connection; streams catch up');
        this.connected = true;
        this.settings.emit('changed');
        this.helloAll();
      },
      onError: (err) => {
        this.connected = false;
        this.settings.emit('changed');
        log.error({ err }, 'live: listen connection lost');
      },
    });
    if (this.closed) {
      await unlisten();
      throw new HubClosedError('the live hub is closed');
    }
    this.unlisten = unlisten;
    this.connected = true;
    this.keepAliveTimer = setInterval(() => this.keepAlive(), this.options.keepAliveMs ?? KEEP_ALIVE_MS);
    this.keepAliveTimer.unref();
    this.heartbeatTimer = setInterval(() => {
      this.track(refreshProcess(db, this.processId)).catch((err: unknown) => log.error({ err }, 'live: presence heartbeat failed'));
    }, this.options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  /**
   * Registers a stream: refused (StreamLimitError) when the member has MAX_STREAMS_PER_USER open
   * already; its presence row is written before it counts as open.
   */
  async open(client: LiveClient): Promise<void> {
    await this.ensureListening();
    const { db } = this.options;
    if ((await countOpenStreams(db, client.userId)) >= MAX_STREAMS_PER_USER) throw new StreamLimitError('too many open streams');
    await this.track(addStream(db, { id: client.id, userId: client.userId, processId: this.processId }));
    if (this.closed) {
      await this.track(removeStream(db, client.id));
      throw new HubClosedError('the live hub is closed');
    }
  }

  /** From now on the stream receives the notices addressed to its member. */
  attach(client: LiveClient): void {
    let set = this.clients.get(client.profileId);
    if (!set) {
      set = new Set();
      this.clients.set(client.profileId, set);
    }
    set.add(client);
  }

  /** The stream ended: no more events, and its presence row goes. */
  detach(client: LiveClient): void {
    const set = this.clients.get(client.profileId);
    if (set?.delete(client) && set.size === 0) this.clients.delete(client.profileId);
    this.track(removeStream(this.options.db, client.id)).catch((err: unknown) =>
      this.options.log.error({ err }, 'live: removing a stream row failed'),
    );
  }

  /** Whether this process has a stream of the profile open. */
  hasLocal(profileId: number): boolean {
    return (this.clients.get(profileId)?.size ?? 0) > 0;
  }

  /**
   * Resolves once this hub has passed on to `committed` the message this process just committed
   * (its notice arrives after the commit), at most OWN_NOTICE_WAIT_MS later; at once when the hub
   * is not listening. A send answers after it, so whatever listens has the message by then.
   */
  afterCommit(messageId: number, timeoutMs = OWN_NOTICE_WAIT_MS): Promise<void> {
    const known = this.ownMessages.get(messageId);
    if (known) return known;
    if (!this.connected || !this.options.loadSent) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        const left = (this.waiters.get(messageId) ?? []).filter((w) => w !== done);
        if (left.length > 0) this.waiters.set(messageId, left);
        else this.waiters.delete(messageId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      this.waiters.set(messageId, [...(this.waiters.get(messageId) ?? []), done]);
    });
  }

  /** Ends every stream (clients reconnect elsewhere); before the server stops accepting. */
  endAll(): void {
    for (const set of [...this.clients.values()]) for (const client of [...set]) client.end();
  }

  /** Stops listening and the timers, ends every stream and removes this process's presence rows. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.connected = false;
    this.settings.emit('changed');
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.endAll();
    const listening = this.listening;
    if (listening) await listening.catch(() => undefined);
    if (this.unlisten) await this.unlisten().catch((err: unknown) => this.options.log.error({ err }, 'live: unlisten failed'));
    this.unlisten = null;
    await Promise.allSettled([...this.chains.values()]);
    await Promise.allSettled([...this.pending]);
    for (const waiters of [...this.waiters.values()]) for (const done of waiters) done();
    if (listening) await removeProcess(this.options.db, this.processId).catch(() => undefined);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = (): void => {
      this.pending.delete(promise);
    };
    promise.then(done, done);
    return promise;
  }

  private keepAlive(): void {
    for (const set of this.clients.values()) for (const client of set) client.write(': keep-alive\n\n');
  }

  /** After missed notices: every stream gets `hello` again, and its client catches up. */
  private helloAll(): void {
    for (const [profileId, set] of this.clients) {
      const text = formatEvent('hello', { profile_id: profileId });
      for (const client of set) client.write(text);
    }
  }

  private onPayload(payload: string, sentHere: boolean): void {
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
    } catch {
      this.options.log.warn({ payload: payload.slice(0, 200) }, 'live: unreadable notice');
      return;
    }
    if (!isNotice(notice)) {
      this.options.log.warn({ payload: payload.slice(0, 200) }, 'live: unknown notice');
      return;
    }
    if (notice.type === 'settings') {
      this.settings.emit('changed');
      return;
    }
    for (const profileId of new Set(notice.to)) {
      if (!this.hasLocal(profileId)) continue;
      this.deliver(profileId, notice);
    }
    if (sentHere && notice.type === 'message') this.passOn(notice);
  }

  /** A message this process committed: to `committed` once (a notice comes once per process). */
  private passOn(notice: Extract<LiveNotice, { type: 'message' }>): void {
    const { loadSent, db, log } = this.options;
    const messageId = notice.message_id;
    if (!loadSent || this.ownMessages.has(messageId)) return;
    // A notice that carries the message tells the chat events without a query.
    const carried = notice.carried;
    const known: MessageSent | null = carried
      ? {
          messageId,
          conversationId: notice.conversation_id,
          senderProfileId: carried.message.sender_profile_id,
          recipientProfileId: carried.sent.recipient_profile_id,
          firstMessage: carried.sent.first_message,
        }
      : null;
    const work = this.track(known ? Promise.resolve(known) : loadSent(db.kysely, messageId))
      .then((sent) => {
        if (sent) this.committed.emit('messageSent', sent, { recipientSubscribed: carried?.sent.recipient_subscribed });
      })
      .catch((err: unknown) => log.error({ err, messageId }, 'live: passing on a committed message failed'))
      .finally(() => {
        for (const done of this.waiters.get(messageId) ?? []) done();
      });
    this.ownMessages.set(messageId, work);
    // The oldest go first (a Map keeps the order of insertion).
    for (const old of this.ownMessages.keys()) {
      if (this.ownMessages.size <= RECENT_OWN_MESSAGES) break;
      this.ownMessages.delete(old);
    }
  }

  /** Queues the notice's event for the profile's streams behind the ones before it. */
  private deliver(profileId: number, notice: LiveNotice): void {
    const previous = this.chains.get(profileId);
    if (!previous && notice.type !== 'message') {
      this.write(profileId, this.eventFor(profileId, notice));
      return;
    }
    const next = (previous ?? Promise.resolve())
      .then(async () => {
        if (notice.type === 'message') this.writeMessage(profileId, await this.messageEvent(profileId, notice));
        else this.write(profileId, this.eventFor(profileId, notice));
      })
      .catch((err: unknown) => this.options.log.error({ err, notice: notice.type }, 'live: delivering a notice failed'))
      .finally(() => {
        if (this.chains.get(profileId) === next) this.chains.delete(profileId);
      });
    this.chains.set(profileId, next);
  }

  private write(profileId: number, text: string | null): void {
    if (text === null) return;
    const set = this.clients.get(profileId);
    if (!set) return;
    for (const client of set) client.write(text);
  }

  private writeMessage(profileId: number, data: LiveEventData<'message'> | null): void {
    if (data === null) return;
    const set = this.clients.get(profileId);
    if (!set) return;
    for (const client of set) client.writeMessage(data);
  }

  private async messageEvent(profileId: number, notice: Extract<LiveNotice, { type: 'message' }>): Promise<LiveEventData<'message'> | null> {
    const carried = notice.carried;
    const unread = carried?.unread.find(([id]) => id === profileId);
    if (carried && unread) {
      // What the send knew at its commit: no query per stream (the message is new, so not hidden).
      const message = { ...carried.message, mine: carried.message.sender_profile_id === profileId };
      const data: LiveEventData<'message'> = { message, num_unread_messages: unread[1] };
      if (this.options.validate) LiveEventSchemas.message.parse(data);
      return data;
    }
    const data = await this.options.loadMessage(this.options.db.kysely, notice.message_id, profileId);
    if (data !== null && this.options.validate) LiveEventSchemas.message.parse(data);
    return data;
  }

  private eventFor(profileId: number, notice: Exclude<LiveNotice, { type: 'message' }>): string | null {
    switch (notice.type) {
      case 'read':
        return this.checked('read', { conversation_id: notice.conversation_id, read_up_to: notice.read_up_to });
      case 'typing':
        // Nobody needs to see their own typing (another tab of the typist).
        return notice.profile_id === profileId ? null : this.checked('typing', { conversation_id: notice.conversation_id, profile_id: notice.profile_id });
      case 'likes':
        return this.checked('likes', { profile_id: notice.profile_id, match: notice.match, ...(notice.seen ? { seen: true } : {}) });
      case 'chats':
        return this.checked('chats', {});
      case 'credits':
        return this.checked('credits', { credits: notice.credits, ...(notice.paid_user === undefined ? {} : { paid_user: notice.paid_user }) });
      default:
        return null;
    }
  }

  private checked<K extends LiveEventName>(event: K, data: LiveEventData<K>): string {
    if (this.options.validate) LiveEventSchemas[event].parse(data);
    return formatEvent(event, data);
  }
}
