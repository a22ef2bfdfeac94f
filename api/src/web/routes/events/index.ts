import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EventsQuerySchema } from 'shared-kernel/contract/chat';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { authenticationRequired, httpError } from '../../errors';
import { byKey } from '../../../domain/errors';
import { parseInput } from '../../../domain/validation';
import { profileIdOfUser } from '../../../domain/profile/profile-of-user';
import { formatEvent, HubClosedError, StreamLimitError, type LiveClient } from '../../live-hub';
import { routePlugin } from '../../route-plugin';

/** The browser's EventSource waits this long before it reconnects (the client's own backoff may add to it). */
export const RETRY_MS = 3000;
/** A client that does not read (a stalled connection) is dropped once this much is queued for it. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** One open GET /api/events.php response. */
class EventStream implements LiveClient {
  private ended = false;

  constructor(
    readonly id: string,
    readonly userId: number,
    readonly profileId: number,
    private readonly res: ServerResponse,
  ) {}

  write(chunk: string): void {
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
      parseInput(EventsQuerySchema, request.query ?? {}, 'query');
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
      live.attach(stream);
      stream.write(formatEvent('hello', { profile_id: profileId }));
    },
  });
}

export default routePlugin('public', eventsPlugin);
