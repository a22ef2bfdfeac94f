import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One parsed server-sent event. */
export interface SseEvent {
  event: string;
  data: unknown;
  /** The block's `id:` field, if it had one. */
  id?: string;
}

/**
 * A minimal event-stream reader over a real socket (what a browser's EventSource does): parses
 * `event:`/`data:` blocks, remembers `retry:` and comment lines.
 */
export class SseConnection {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  /** The last event id the stream set (what a browser sends back as Last-Event-ID). */
  lastEventId = '';
  ended = false;
  private buffer = '';
  private waiters: Array<() => void> = [];

  constructor(
    readonly response: http.IncomingMessage,
    private readonly request: http.ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        this.parse(block);
      }
      this.wake();
    });
    const finish = (): void => {
      this.ended = true;
      this.wake();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  private parse(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    let hasField = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'retry') this.retry = Number(value);
      if (field === 'id') {
        id = value;
        this.lastEventId = value;
      }
      if (field === 'event') {
        event = value;
        hasField = true;
      }
      if (field === 'data') {
        data.push(value);
        hasField = true;
      }
    }
    if (hasField && data.length > 0) this.events.push({ event, data: JSON.parse(data.join('\n')) as unknown, ...(id === undefined ? {} : { id }) });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves when `check` holds (checked after every chunk), fails after `timeoutMs`. */
  async until<T>(check: () => T | undefined | false, timeoutMs = 5000, what = 'event'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined && value !== false) return value;
      if (this.ended) throw new Error(`stream ended while waiting for ${what}; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The `index`-th event named `event` (0: the first), once it came. */
  nth(event: string, index = 0, timeoutMs = 5000): Promise<SseEvent> {
    return this.until(() => this.events.filter((e) => e.event === event)[index], timeoutMs, `${event} #${index}`);
  }

  named(event: string): SseEvent[] {
    return this.events.filter((e) => e.event === event);
  }

  waitForEnd(timeoutMs = 5000): Promise<true> {
    return this.until(() => this.ended || undefined, timeoutMs, 'the end of the stream');
  }

  close(): void {
    this.request.destroy();
    this.response.destroy();
  }
}

/** The base URL of an app listening on 127.0.0.1 (a random port). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** GET /api/events.php on its own socket; resolves with the response head (the body streams on). */
export function openStream(baseUrl: string, cookie?: string, headers: Record<string, string> = {}, query = ''): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events.php${query}`,
      { agent: false, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers } },
      (response) => resolve(new SseConnection(response, request)),
    );
    request.on('error', reject);
  });
}

/** A stream that said hello (the usual start of a test). */
export async function connect(baseUrl: string, cookie: string): Promise<SseConnection> {
  const stream = await openStream(baseUrl, cookie);
  if (stream.status !== 200) {
    stream.close();
    throw new Error(`events.php answered ${stream.status}`);
  }
  await stream.nth('hello');
  return stream;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
