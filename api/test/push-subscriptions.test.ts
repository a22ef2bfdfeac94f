import { createECDH, randomBytes } from 'node:crypto';
import { z } from 'zod';
import webpush from 'web-push';
import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { buildApp } from '../src/app';
import { ConfigError, DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../src/config';
import { pickEndpoint, registerEndpoint } from '../src/web/route';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../src/domain/push/subscriptions';
import { VAPID_SECRET_NAME, vapidKeys } from '../src/domain/push/vapid';
import { SESSION_COOKIE } from '../src/domain/accounts/sessions';
import { cookieFrom, createTestApp, createTestDatabase, createTestUser, sameOrigin, sessionCookieFor, testConfig, type TestApp } from './helpers';

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
const browserSubscription = (endpoint = `https://push.example.org/send/${randomBytes(8).toString('hex')}`) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

const errorOf = (res: { json(): unknown }) => ApiErrorSchema.extend({ field: z.string().optional() }).parse(res.json());

/** Test endpoints sharing routes, registered beside the real ones. */
const shared = {
  plain: { method: 'POST', path: '/api/test-shared.php', auth: 'public', body: z.object({ a: z.string() }).strict(), response: z.object({ via: z.literal('plain'), a: z.string() }), bodyLimit: 4096 },
  special: {
    method: 'POST',
    path: '/api/test-shared.php',
    auth: 'user',
    query: z.object({ mode: z.literal('b') }).strict(),
    body: z.object({ b: z.number() }).strict(),
    response: z.object({ via: z.literal('special'), b: z.number() }),
    status: 201,
    bodyLimit: 4096,
  },
  onlyX: { method: 'PUT', path: '/api/test-shared.php', auth: 'public', query: z.object({ x: z.literal('1') }).strict(), response: z.object({ via: z.literal('x') }) },
  onlyY: { method: 'PUT', path: '/api/test-shared.php', auth: 'public', query: z.object({ y: z.literal('1') }).strict(), response: z.object({ via: z.literal('y') }) },
} as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {
    prepare: (app) => {
      registerEndpoint(app, shared.plain, async ({ body }) => ({ via: 'plain' as const, a: body.a }));
      registerEndpoint(app, shared.special, async ({ body, requireUser }) => {
        requireUser();
        return { via: 'special' as const, b: body.b };
      });
      registerEndpoint(app, shared.onlyX, async () => ({ via: 'x' as const }));
      registerEndpoint(app, shared.onlyY, async () => ({ via: 'y' as const }));
    },
  });
}, 30_000);
afterAll(async () => {
  await t.close();
});

const subscribe = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...headers }, payload: body as object });
const unsubscribe = (body: unknown, cookie?: string, url = '/api/user.php?push=1') =>
  t.app.inject({ method: 'DELETE', url, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) }, payload: body as object });
const subscriptionsOf = (endpoint: string) =>
  t.db.kysely.selectFrom('push_subscriptions').select(['user_id', 'p256dh', 'auth', 'user_agent']).where('endpoint', '=', endpoint).execute();

describe('several endpoints on one method and path', () => {
  it('picks the endpoint whose query schema accepts the query, else the one without, else the first', () => {
    const a = { endpoint: { query: z.object({ push: z.literal('1') }).strict() } };
    const b = { endpoint: {} };
    const c = { endpoint: { query: z.object({ x: z.literal('1') }).strict() } };
    expect(pickEndpoint([b, a], { push: '1' })).toBe(a);
    expect(pickEndpoint([b, a], {})).toBe(b);
    expect(pickEndpoint([b, a], { push: '2' })).toBe(b);
    expect(pickEndpoint([c, a], { y: '1' })).toBe(c);
    expect(pickEndpoint([a, c], { x: '1' })).toBe(c);
    // One endpoint alone always answers (its own query check gives the 400).
    expect(pickEndpoint([a], { push: '2' })).toBe(a);
    expect(() => pickEndpoint([], {})).toThrow();
  });

  it('dispatches by query: auth, body, status and answer are those of the endpoint picked', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    const post = (url: string, payload: object, withCookie = true) =>
      t.app.inject({ method: 'POST', url, headers: { ...sameOrigin, ...(withCookie ? { cookie } : {}) }, payload });

    const plain = await post('/api/test-shared.php', { a: 'x' }, false);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ via: 'plain', a: 'x' });
    // Another query string than the special one's: the endpoint without a query schema.
    expect((await post('/api/test-shared.php?mode=c', { a: 'y' }, false)).json()).toEqual({ via: 'plain', a: 'y' });

    const special = await post('/api/test-shared.php?mode=b', { b: 3 });
    expect(special.statusCode).toBe(201);
    expect(special.json()).toEqual({ via: 'special', b: 3 });
    const loggedOut = await post('/api/test-shared.php?mode=b', { b: 3 }, false);
    expect(loggedOut.statusCode).toBe(403);
    expect(errorOf(loggedOut).error).toBe('authentication_required');
    // The special endpoint's body schema applies, not the plain one's.
    const wrongBody = await post('/api/test-shared.php?mode=b', { a: 'x' });
    expect(wrongBody.statusCode).toBe(400);
    expect(errorOf(wrongBody)).toMatchObject({ error: 'validation_error', field: 'b' });

    const put = (url: string) => t.app.inject({ method: 'PUT', url, headers: sameOrigin, payload: {} });
    expect((await put('/api/test-shared.php?x=1')).json()).toEqual({ via: 'x' });
    expect((await put('/api/test-shared.php?y=1')).json()).toEqual({ via: 'y' });
    // No endpoint accepts it: the first one's query check answers.
    const neither = await put('/api/test-shared.php?z=1');
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither)).toMatchObject({ error: 'validation_error' });
  });

  it('shares the body limit the contract entries declare (one declaring another is refused at start)', async () => {
    // The 4 KB limit the entries declare holds for the special one too.
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test-shared.php?mode=b',
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ b: 1, pad: 'x'.repeat(5000) }),
    });
    expect(big.statusCode).toBe(413);

    expect(() => registerEndpoint(t.app, { ...shared.special, bodyLimit: 1_000_000 }, async () => ({ via: 'special' as const, b: 1 }))).toThrow(
      'POST /api/test-shared.php: endpoints sharing a route must declare the same bodyKind and bodyLimit in the contract',
    );
  });
});

describe('POST /api/user.php?push=1 (push subscription)', () => {
  it('stores the subscription of the logged-in member with the browser (User-Agent, at most 200 characters)', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    const body = browserSubscription();
    const res = await subscribe(body, cookie, { 'user-agent': `Mozilla/5.0 ${'x'.repeat(300)}` });
    expect(res.statusCode).toBe(201);
    expect(api.pushSubscribe.response.parse(res.json())).toEqual({ ok: true });
    const rows = await subscriptionsOf(body.endpoint);
    expect(rows).toEqual([{ user_id: member.userId, p256dh: body.keys.p256dh, auth: body.keys.auth, user_agent: `Mozilla/5.0 ${'x'.repeat(188)}` }]);
    expect(rows[0]!.user_agent).toHaveLength(200);

    // The same browser again (new keys): still one row, with the new keys.
    const renewed = { ...browserSubscription(body.endpoint) };
    expect((await subscribe(renewed, cookie, { 'user-agent': 'Firefox/140.0' })).statusCode).toBe(201);
    expect(await subscriptionsOf(body.endpoint)).toEqual([{ user_id: member.userId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, user_agent: 'Firefox/140.0' }]);
  });

  it('moves an endpoint to the member who subscribes it now (another login in the same browser)', async () => {
    const first = await createTestUser(t.db);
    const second = await createTestUser(t.db);
    const body = browserSubscription();
    expect((await subscribe(body, await sessionCookieFor(t.db, first.userId))).statusCode).toBe(201);
    expect((await subscribe(body, await sessionCookieFor(t.db, second.userId))).statusCode).toBe(201);
    expect((await subscriptionsOf(body.endpoint)).map((r) => r.user_id)).toEqual([second.userId]);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_USER} browsers of a member`, async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_USER; i += 1) {
      const body = browserSubscription();
      endpoints.push(body.endpoint);
      expect((await subscribe(body, cookie)).statusCode).toBe(201);
    }
    const kept = await t.db.kysely.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(kept.map((r) => r.endpoint)).toEqual(endpoints.slice(1));
  });

  it('refuses a logged-out visitor with 403', async () => {
    const body = browserSubscription();
    const res = await subscribe(body);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ error: 'authentication_required', message: 'Log in om verder te gaan.' });
    expect(await subscriptionsOf(body.endpoint)).toEqual([]);
  });

  it('refuses bad subscriptions with 400 naming the field', async () => {
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member.userId);
    const good = browserSubscription();
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: 'http://push.example.org/send/1' }, 'endpoint'],
      [{ ...good, endpoint: 'geen adres' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ ...good, extra: 1 }, 'extra'],
      [{ ...good, keys: { ...good.keys, extra: 'x' } }, 'keys.extra'],
      // Not a point on P-256 / too short a secret: nothing could ever be encrypted to it.
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: 'niet base64!' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const res = await subscribe(body, cookie);
      expect({ status: res.statusCode, field: errorOf(res).field, error: errorOf(res).error }).toEqual({ status: 400, field, error: 'validation_error' });
    }
    const http = await subscribe({ ...good, endpoint: 'http://push.example.org/send/1' }, cookie);
    expect(errorOf(http).message).toBe('Een push-adres moet met https:// beginnen.');
    // Only the browsers' push services: the server POSTs to the endpoint, so no other host is accepted.
    for (const endpoint of ['https://intranet.example.nl/send/1', 'https://push.example.org.evil.nl/send/1', 'https://evilpush.example.org/x']) {
      const other = await subscribe({ ...good, endpoint }, cookie);
      expect({ status: other.statusCode, field: errorOf(other).field, message: errorOf(other).message }).toEqual({
        status: 400,
        field: 'endpoint',
        message: 'Deze push-dienst wordt niet ondersteund.',
      });
    }
    expect((await subscribe({ ...good, endpoint: 'https://eu.push.example.org/send/2' }, cookie)).statusCode).toBe(201);
    await t.db.kysely.deleteFrom('push_subscriptions').where('user_id', '=', member.userId).execute();
    expect(await t.db.kysely.selectFrom('push_subscriptions').select('id').where('user_id', '=', member.userId).execute()).toEqual([]);
  });

  it('leaves login on POST /api/user.php without push=1 as it was', async () => {
    const member = await createTestUser(t.db, { name: 'Marloes' });
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: sameOrigin, payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(200);
    expect(api.login.response.parse(res.json()).user).toMatchObject({ id: member.userId, profile: { name: 'Marloes' } });
    expect(cookieFrom(res.headers['set-cookie'], SESSION_COOKIE)).toBeDefined();

    const wrong = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: sameOrigin, payload: { email: member.email, password: 'fout' } });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).error).toBe('login_failed');
    // A login body with push=1 is a (logged-out) push subscription, never a login.
    const pushLogin = await subscribe({ email: member.email, password: member.password });
    expect(pushLogin.statusCode).toBe(403);
    expect(pushLogin.headers['set-cookie']).toBeUndefined();
  });
});

describe('DELETE /api/user.php?push=1', () => {
  it("removes that endpoint of the member, never another member's", async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const ownerCookie = await sessionCookieFor(t.db, owner.userId);
    const otherCookie = await sessionCookieFor(t.db, other.userId);
    const body = browserSubscription();
    expect((await subscribe(body, ownerCookie)).statusCode).toBe(201);

    const foreign = await unsubscribe({ endpoint: body.endpoint }, otherCookie);
    expect(foreign.statusCode).toBe(200);
    expect((await subscriptionsOf(body.endpoint)).map((r) => r.user_id)).toEqual([owner.userId]);

    expect((await unsubscribe({ endpoint: body.endpoint })).statusCode).toBe(403);
    const noQuery = await unsubscribe({ endpoint: body.endpoint }, ownerCookie, '/api/user.php');
    expect(noQuery.statusCode).toBe(400);
    expect(errorOf(noQuery).field).toBe('push');
    expect((await unsubscribe({ endpoint: body.endpoint, extra: 1 }, ownerCookie)).statusCode).toBe(400);
    expect(await subscriptionsOf(body.endpoint)).toHaveLength(1);

    const res = await unsubscribe({ endpoint: body.endpoint }, ownerCookie);
    expect(res.statusCode).toBe(200);
    expect(api.pushUnsubscribe.response.parse(res.json())).toEqual({ ok: true });
    expect(await subscriptionsOf(body.endpoint)).toEqual([]);
    // Again: nothing to remove, still fine.
    expect((await unsubscribe({ endpoint: body.endpoint }, ownerCookie)).statusCode).toBe(200);
  });
});

describe('the VAPID key', () => {
  const publicKeyOf = async (app: TestApp['app']): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: '/api/settings.php' });
    expect(res.statusCode).toBe(200);
    return api.settings.response.parse(res.json()).settings.push_public_key;
  };

  it('is made on first start, kept in server_secrets and the same for every app on the database', async () => {
    const key = await publicKeyOf(t.app);
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);

    const second = await buildApp({ db: t.db, config: testConfig() });
    try {
      await second.ready();
      expect(await publicKeyOf(second)).toBe(key);
    } finally {
      await second.close();
    }
    const rows = await t.db.kysely.selectFrom('server_secrets').select(['name', 'value']).where('name', '=', VAPID_SECRET_NAME).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.value)).toMatchObject({ publicKey: key });
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; else processes generating at once on a fresh database agree on one pair', async () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: ` ${keys.privateKey} `, VAPID_SUBJECT: 'mailto:push@hartklop.nl' }, '/repo');
    expect(config.vapidKeys).toEqual(keys);
    expect(config.vapidSubject).toBe('mailto:push@hartklop.nl');
    const db = await createTestDatabase();
    try {
      const configured = await buildApp({ db, config: testConfig({ vapidKeys: keys }) });
      try {
        expect(await publicKeyOf(configured)).toBe(keys.publicKey);
      } finally {
        await configured.close();
      }
      expect(await db.kysely.selectFrom('server_secrets').select('name').where('name', '=', VAPID_SECRET_NAME).execute()).toEqual([]);

      // Two processes: two query layers on one database (each keeps its own copy), generating at once.
      const [first, second] = await Promise.all([vapidKeys(db.kysely, { vapidKeys: undefined }), vapidKeys(db.kysely.withoutPlugins(), { vapidKeys: undefined })]);
      expect(second).toEqual(first);
      expect(first.publicKey).not.toBe(keys.publicKey);
      const app = await buildApp({ db, config: testConfig() });
      try {
        expect(await publicKeyOf(app)).toBe(first.publicKey);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  });

  it('refuses VAPID settings that cannot work', () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    expect(loadConfig({}, '/repo')).toMatchObject({ vapidKeys: undefined, vapidSubject: undefined });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey }, '/repo')).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.privateKey }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }, '/repo')).toThrow(
      'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey }, '/repo')).toThrow('VAPID_PUBLIC_KEY must be');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'a+b/c' }, '/repo')).toThrow('VAPID_PRIVATE_KEY must be');
    for (const subject of ['http://hartklop.nl', 'support@hartklop.nl', 'mailto:geen-adres', 'ftp://hartklop.nl']) {
      expect(() => loadConfig({ VAPID_SUBJECT: subject }, '/repo')).toThrow('VAPID_SUBJECT must be a mailto: address or an https: URL');
    }
    expect(loadConfig({ VAPID_SUBJECT: 'https://www.hartklop.nl/contact' }, '/repo').vapidSubject).toBe('https://www.hartklop.nl/contact');
    expect(loadConfig({}, '/repo').pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.org, fcm.googleapis.com ' }, '/repo').pushServiceHosts).toEqual(['push.example.org', 'fcm.googleapis.com']);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.org/evil' }, '/repo')).toThrow('PUSH_SERVICE_HOSTS');
  });
});
