import { ENDPOINTS } from '../contract/constants';
import { createHttpClient, HttpError, type HttpClientOptions } from './index';

type Answer = Response | Error;

function setup(answers: Answer[], opts: Partial<HttpClientOptions> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const delays: number[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next.clone();
  }) as unknown as typeof fetch;
  const onAuthenticationRequired = jest.fn();
  const client = createHttpClient({
    fetchImpl,
    sleep: async (ms) => {
      delays.push(ms);
    },
    onAuthenticationRequired,
    ...opts,
  });
  return { client, calls, delays, onAuthenticationRequired };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  it('sends credentials and the client-request header, resolves JSON', async () => {
    const { client, calls } = setup([json({ ok: true })]);
    await expect(client.request('GET', '/api/health', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('http://localhost/api/health?a=1');
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>)['x-client-request']).toBe('1');
  });

  it('accepts plain text answers', async () => {
    const { client } = setup([new Response('pong', { headers: { 'Content-Type': 'text/plain' } })]);
    await expect(client.request('GET', '/ping')).resolves.toBe('pong');
  });

  it('uses the base URL', async () => {
    const { client, calls } = setup([json({})], { baseUrl: 'https://api.hartklop.nl/' });
    await client.request('GET', '/api/settings.php');
    expect(calls[0]!.url).toBe('https://api.hartklop.nl/api/settings.php');
  });

  it.each([500, 503, 429])('retries a GET on %i up to 5 times with exponential delay, then fails', async (status) => {
    const { client, calls, delays } = setup([json({ error: 'x', message: 'y' }, status)]);
    const err = await client.request('GET', '/api/chats.php').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(status);
    expect(calls).toHaveLength(6);
    expect(delays).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('retries network errors and succeeds when the server comes back', async () => {
    const { client, calls } = setup([new TypeError('fetch failed'), new TypeError('fetch failed'), json({ ok: 1 })]);
    await expect(client.request('GET', '/api/chats.php')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
  });

  it('gives up on network errors after 5 retries with status 0', async () => {
    const { client, calls } = setup([new TypeError('fetch failed')]);
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(calls).toHaveLength(6);
  });

  it('retries PUT and DELETE', async () => {
    const a = setup([json({}, 502), json({ ok: true })]);
    await expect(a.client.request('PUT', '/api/user.php', { body: { language: 'nl' } })).resolves.toEqual({ ok: true });
    expect(a.calls).toHaveLength(2);
    expect(a.calls[0]!.init.body).toBe('{"language":"nl"}');
    const b = setup([json({}, 502), json({ ok: true })]);
    await expect(b.client.request('DELETE', '/api/chat.php', { body: { conversation: 1 } })).resolves.toEqual({ ok: true });
    expect(b.calls).toHaveLength(2);
  });

  it('does not retry a POST without Idempotency-Key', async () => {
    const { client, calls } = setup([json({ error: 'internal_error', message: 'x' }, 500)]);
    await expect(client.request('POST', '/api/user.php', { body: { email: 'a@b.nl' } })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
    const net = setup([new TypeError('fetch failed')]);
    await expect(net.client.request('POST', '/api/user.php', { body: {} })).rejects.toMatchObject({ status: 0 });
    expect(net.calls).toHaveLength(1);
  });

  it('retries a POST that carries an Idempotency-Key', async () => {
    const { client, calls } = setup([json({}, 500), json({}, 429), json({ paid: true })]);
    await expect(client.request('POST', '/api/pay.php', { body: { amount: 1 }, idempotencyKey: 'k-1' })).resolves.toEqual({ paid: true });
    expect(calls).toHaveLength(3);
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');

    const viaHeader = setup([json({}, 500), json({ ok: true })]);
    await viaHeader.client.request('POST', '/api/pay.php', { body: {}, headers: { 'idempotency-key': 'k-2' } });
    expect(viaHeader.calls).toHaveLength(2);
  });

  it.each([400, 401, 404, 409, 422])('does not retry %i', async (status) => {
    const { client, calls } = setup([json({ error: 'validation_error', message: 'Ongeldig' }, status)]);
    const err = (await client.request('GET', '/x').catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(status);
    expect(err.code).toBe('validation_error');
    expect(err.message).toBe('Ongeldig');
    expect(err.body).toEqual({ error: 'validation_error', message: 'Ongeldig' });
    expect(calls).toHaveLength(1);
  });

  it('reports 403 authentication_required for any path except /api/user.php', async () => {
    const body = { error: 'authentication_required', message: 'Log in' };
    const a = setup([json(body, 403)]);
    await expect(a.client.request('GET', '/api/chats.php?x=1')).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    expect(a.onAuthenticationRequired).toHaveBeenCalledWith('/api/chats.php');

    const b = setup([json(body, 403)]);
    await expect(b.client.request('GET', '/api/user.php')).rejects.toMatchObject({ status: 403 });
    expect(b.onAuthenticationRequired).not.toHaveBeenCalled();

    const c = setup([json({ error: 'forbidden', message: 'Nee' }, 403)]);
    await expect(c.client.request('GET', '/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(c.onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('does not retry after an abort', async () => {
    const controller = new AbortController();
    const { client, calls } = setup([json({}, 500)], {
      sleep: async () => {
        controller.abort();
      },
    });
    await expect(client.request('GET', '/x', { signal: controller.signal })).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
  });

  it('types contract calls', async () => {
    const { client, calls } = setup([json({ status: 'ok', database: 'pglite', uptime_s: 1 })]);
    const res = await client.call(ENDPOINTS.health);
    expect(res.status).toBe('ok');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it("a contract call sends the endpoint's method and path with the query and a JSON body", async () => {
    const { client, calls } = setup([json({ ok: true })]);
    await client.call(ENDPOINTS.pushUnsubscribe, { query: { push: '1' }, body: { endpoint: 'https://push.example/a' } });
    expect(calls[0]!.url).toBe('http://localhost/api/user.php?push=1');
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(calls[0]!.init.body).toBe('{"endpoint":"https://push.example/a"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('a contract POST is retried only with an idempotency key', async () => {
    const plain = setup([json({}, 503), json({ ok: true })]);
    await expect(plain.client.call(ENDPOINTS.activationMail, { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(plain.calls).toHaveLength(1);
    const keyed = setup([json({}, 503), json({ ok: true })]);
    await keyed.client.call(ENDPOINTS.chatTyping, { body: { conversation_id: 1 }, idempotencyKey: 'k-1' });
    expect(keyed.calls).toHaveLength(2);
    expect(keyed.calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
  });

  it('a contract call without a body schema sends a raw body (a photo) with its own content type', async () => {
    const { client, calls } = setup([json({ photo: { id: 1 } }, 201)]);
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    await client.call(ENDPOINTS.uploadPhoto, { body: photo, headers: { 'Content-Type': 'image/jpeg' } });
    expect(calls[0]!.url).toBe('http://localhost/api/photo.php');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(photo);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('image/jpeg');
  });
});

describe('default http singleton', () => {
  it('emits session/authenticationRequired on the bus', async () => {
    const { bus } = await import('../bus');
    const { http } = await import('./index');
    const seen: unknown[] = [];
    const sub = bus.on('session/authenticationRequired').subscribe((e) => seen.push(e));
    const original = globalThis.fetch;
    globalThis.fetch = (async () =>
      json({ error: 'authentication_required', message: 'Log in' }, 403)) as typeof fetch;
    try {
      await expect(http.request('GET', '/api/likes.php')).rejects.toBeInstanceOf(HttpError);
      await expect(http.request('GET', '/api/user.php')).rejects.toBeInstanceOf(HttpError);
    } finally {
      globalThis.fetch = original;
      sub.unsubscribe();
    }
    expect(seen).toEqual([{ type: 'session/authenticationRequired', path: '/api/likes.php' }]);
  });
});
