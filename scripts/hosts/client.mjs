// A member's browser, as far as the multi-host test needs one: requests to a chosen API host with the
// site's public name in Host and Origin (what a load balancer passes on), a cookie jar, and an event
// stream reader that remembers the last event id and reconnects elsewhere with Last-Event-ID.
import http from 'node:http';

/** One HTTP request; resolves with status, headers and the body (Buffer). No keep-alive: a killed host leaves no stale socket. */
export function request(target, { method = 'GET', path, headers = {}, body, timeoutMs = 15_000 }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.address, port: target.port, method, path, headers: { connection: 'close', ...headers }, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} on ${target.name}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A member: a cookie jar and same-origin requests to whichever host is named. */
export class Member {
  constructor(label, site) {
    this.label = label;
    this.site = site; // { host: 'hartklop.test', origin: 'http://hartklop.test' }
    this.cookies = new Map();
  }

  headers(extra = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { host: this.site.host, origin: this.site.origin, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...extra };
  }

  keepCookies(res) {
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call(target, method, path, json) {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const res = await request(target, { method, path, headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }), body });
    this.keepCookies(res);
    const text = res.body.toString('utf8');
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return { status: res.status, data, headers: res.headers };
  }

  async upload(target, path, contentType, bytes) {
    const res = await request(target, { method: 'POST', path, headers: this.headers({ 'content-type': contentType }), body: bytes });
    return { status: res.status, data: JSON.parse(res.body.toString('utf8') || 'null') };
  }
}

/**
 * An open event stream (GET /api/events.php) of a member on one host. `events` holds every event as
 * received (name, id, data); `lastId` the last `id:` seen, sent as Last-Event-ID by `reconnect`.
 * `closed` resolves when the connection ends (the host died or closed it).
 */
export class EventStream {
  constructor(member, path = '/api/events.php') {
    this.member = member;
    this.path = path;
    this.events = [];
    this.lastId = null;
    this.waiters = [];
    this.host = null;
    this.req = null;
    this.closed = Promise.resolve();
  }

  open(target) {
    this.host = target;
    const headers = this.member.headers({ accept: 'text/event-stream', ...(this.lastId !== null ? { 'last-event-id': this.lastId } : {}) });
    return new Promise((resolve, reject) => {
      let ended;
      this.closed = new Promise((r) => {
        ended = r;
      });
      const req = http.request({ host: target.address, port: target.port, path: this.path, headers, agent: false }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`events on ${target.name}: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            this.take(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
          }
        });
        const done = () => ended();
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
        resolve();
      });
      req.on('error', (err) => {
        ended();
        reject(err);
      });
      req.end();
      this.req = req;
    });
  }

  take(block) {
    let name = 'message';
    let id = null;
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    if (id !== null) this.lastId = id;
    const event = { name, id, data: JSON.parse(data.join('\n')), host: this.host?.name };
    this.events.push(event);
    for (const w of [...this.waiters]) w();
  }

  /** Resolves once `probe()` is true (checked on every event), or rejects after `ms`. */
  until(probe, ms, what) {
    if (probe()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!probe()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`${this.member.label}'s stream: timed out waiting for ${what}`));
      }, ms);
      this.waiters.push(check);
    });
  }

  /** The message ids received, in order (duplicates included). */
  messageIds() {
    return this.events.filter((e) => e.name === 'message').map((e) => e.data.message.id);
  }

  close() {
    this.req?.destroy();
  }
}
