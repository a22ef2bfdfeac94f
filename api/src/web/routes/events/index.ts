import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EventsQuerySchema, type LiveEventData } from 'shared-kernel/contract/chat';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { authenticationRequired, httpError } from '../../errors';
import { byKey } from '../../../domain/errors';
import { parseInput } from '../../../domain/validation';
import { profileIdOfUser } from '../../../domain/profile/profile-of-user';
import { formatLiveCursor, missedMessages, parseLiveCursor, REPLAY_LATE_COMMIT_MS, type Delivered, type LiveCursor } from '../../../domain/chat/replay';
import { formatEvent, HubClosedError, StreamLimitError, type LiveClient } from '../../live-hub';
import { routePlugin } from '../../route-plugin';

/** The browser's EventSource waits this long before it reconnects (the client's own backoff may add to it). */
export const RETRY_MS = 3000;
/** A client that does not read (a stalled connection) is dropped once this much is queued for it. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** One open GET /api/events.php response. */
export class EventStream implements LiveClient {
  private ended = false;
  /** The messages this stream delivered lately (what its cursor names), by id. */
  private readonly delivered = new Map<number, Delivered>();
  /** While a replay is read: what the hub passes on waits here, in order (null: written at once). */
  private held: Array<string | LiveEventData<'message'>> | null = null;

  constructor(
    readonly id: string,
    readonly userId: number,
    readonly profileId: number,
    private readonly res: ServerResponse,
  ) {}

  write(chunk: string): void {
    if (this.held) {
      this.held.push(chunk);
      return;
    }
    this.send(chunk);
  }

  /** A message event with the stream's cursor (after this message) as its id. */
  writeMessage(data: LiveEventData<'message'>): void {
    if (this.held) {
      this.held.push(data);
      return;
    }
    const { id, created_at } = data.message;
    let top: Delivered = { id, at: Date.parse(created_at) };
    this.delivered.set(id, top);
    for (const d of this.delivered.values()) if (d.id > top.id) top = d;
    // Only the newest and its late-commit window below it make the cursor.
    for (const d of [...this.delivered.values()]) if (d !== top && d.at < top.at - REPLAY_LATE_COMMIT_MS) this.delivered.delete(d.id);
    this.send(formatEvent('message', data, formatLiveCursor(this.delivered.values())));
  }

  /** From now until `release`, live events wait (the replay is read meanwhile). */
  hold(): void {
    this.held ??= [];
  }

  /**
   * The cursor's messages count as delivered, the replay is written, then what waited: a live
   * message that the replay (or the client before) had already is left out.
   */
  release(seen: readonly Delivered[], replay: readonly LiveEventData<'message'>[]): void {
    for (const d of seen) this.delivered.set(d.id, d);
    const had = new Set([...seen.map((d) => d.id), ...replay.map((data) => data.message.id)]);
    const held = this.held ?? [];
    this.held = null;
    for (const data of replay) this.writeMessage(data);
    for (const item of held) {
      if (typeof item === 'string') this.write(item);
      else if (!had.has(item.message.id)) this.writeMessage(item);
    }
  }

  private send(chunk: string): void {
    if (this.ended || this.res.destroyed) return;
    if (this.res.writableLength > MAX_QUEUED_BYTES) {
      // It reconnects (or not) and catches up after its hello.
      this.res.destroy();
      return;
    }
    this.res.write(chunk);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }
}

/**
 * GET /api/events.php (issue 5): the live event stream of a logged-in tab, Server-Sent Events.
 * Not a JSON endpoint, so not in the contract's `api` map; its events and their data are the
 * contract's LIVE_EVENTS and LiveEventSchemas. First comes `hello` (also after the server missed
 * notices: the client catches up on it), then whatever the hub passes on, with a comment line
 * as keep-alive. The response is written straight to the socket, unbuffered and uncompressed.
 *
 * `message` events carry an id (a cursor, domain/chat/replay.ts). A stream opened with one
 * (`last_event_id` in the query, or the Last-Event-ID header) replays after `hello` the messages
 * the member missed, on whichever host it lands, then goes on live without a gap or a repeat.
 */
export async function eventsPlugin(app: FastifyInstance): Promise<void> {
  const { db, live } = app.deps;

  app.route({
    method: 'GET',
    url: API_PATHS.events,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const user = await request.sessionUser();
      if (!user) throw authenticationRequired();
      const query = parseInput(EventsQuerySchema, request.query ?? {}, 'query');
      // The query's cursor (the shell's, which opens a new EventSource on every reconnect) is
      // checked like any input; the header is what a browser's own reconnect or another SSE client
      // sends back, and one that is not our cursor (a proxy's, an older version's) is ignored:
      // that client catches up on `hello` as without one.
      const header = request.headers['last-event-id'];
      const cursor: LiveCursor | undefined = parseLiveCursor(query.last_event_id) ?? parseLiveCursor(typeof header === 'string' ? header.trim() : undefined);
      // An account without a profile is gone for the client (as GET /api/user.php answers).
      const profileId = await profileIdOfUser(db.kysely, user.userId);
      if (profileId === undefined) throw authenticationRequired();

      const res = reply.raw;
      const stream = new EventStream(randomBytes(16).toString('base64url'), user.userId, profileId, res);
      try {
        await live.open(stream);
      } catch (err) {
        if (err instanceof StreamLimitError) throw httpError(429, ERROR_CODES.rateLimited, byKey('errors.http.rateLimited'));
        if (err instanceof HubClosedError) throw httpError(503, 'service_unavailable', byKey('errors.http.unavailable'));
        throw err;
      }

      // From here on the response is ours: Fastify's onSend hooks (compression among them) never see it.
      reply.hijack();
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      request.raw.socket.setNoDelay(true);
      let detached = false;
      const detach = (): void => {
        if (detached) return;
        detached = true;
        live.detach(stream);
      };
      res.on('close', detach);
      res.on('error', detach);
      if (res.destroyed || request.raw.socket.destroyed) {
        detach();
        return;
      }
      res.write(`retry: ${RETRY_MS}\n\n`);
      stream.write(formatEvent('hello', { profile_id: profileId }));
      if (!cursor) {
        live.attach(stream);
        return;
      }
      // Attached before the replay is read, so nothing committed meanwhile is lost; what the hub
      // passes on waits until the replay is written, and a message the replay had is left out.
      stream.hold();
      live.attach(stream);
      try {
        const { missed, seen } = await missedMessages(db.kysely, profileId, cursor);
        stream.release(seen, missed ?? []);
      } catch (err) {
        request.log.error({ err }, 'live: reading the replay failed; the client catches up on hello');
        stream.release([], []);
      }
    },
  });
}

export default routePlugin('public', eventsPlugin);
