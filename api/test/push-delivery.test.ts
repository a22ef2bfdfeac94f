import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import ece from 'http_ece';
import { sql } from 'kysely';
import pino from 'pino';
import { api } from 'shared-kernel/contract';
import type { DatabaseHandle } from '../src/db/database';
import type { MessageKind } from '../src/db/schema';
import { messagePayload, previewText, PUSH_TTL_S, type PushPayload } from '../src/domain/push/service';
import type { MessageSent } from '../src/db/live-notices';
import { createPushServer } from './push-service';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp, type TestUser } from './helpers';

/**
 * Web push against a local HTTPS push endpoint that decrypts what it receives, the way the
 * web-push library tests itself: the browser's side (an ECDH key pair and an auth secret) is made
 * here, the server encrypts to it and signs with its VAPID key.
 */

interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let db: DatabaseHandle;
let app: FastifyInstance;
let pushServer: https.Server;
let origin: string;
const received: PushRequest[] = [];
/** The status each endpoint path answers (default 201, what push services answer). */
const statusOf = new Map<string, number>();
const logLines: string[] = [];

beforeAll(async () => {
  let cert: Buffer;
  ({ server: pushServer, cert } = createPushServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const requestPath = req.url ?? '';
      received.push({ path: requestPath, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(requestPath) ?? 201);
      res.end();
    });
  }));
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;

  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({}, {
    logger: pino({ level: 'warn' }, log),
    // Trusts the push endpoint's self-signed certificate, and nothing else.
    pushAgent: new https.Agent({ ca: cert }),
  });
  ({ db, app } = t);
}, 30_000);

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  logLines.length = 0;
});

interface Browser {
  endpoint: string;
  path: string;
  ecdh: ECDH;
  auth: Buffer;
  p256dh: string;
}

/** A browser of the member subscribes to push (POST /api/user.php?push=1), like pushManager.subscribe(). */
async function subscribeBrowser(member: TestUser, status?: number): Promise<Browser> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpointPath = `/push/${randomUUID()}`;
  if (status !== undefined) statusOf.set(endpointPath, status);
  const endpoint = `${origin}${endpointPath}`;
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const res = await app.inject({
    method: 'POST',
    url: '/api/user.php?push=1',
    headers: { ...sameOrigin, cookie: await sessionCookieFor(db, member.userId) },
    payload: { endpoint, expirationTime: null, keys: { p256dh, auth: auth.toString('base64url') } },
  });
  expect(res.statusCode).toBe(201);
  return { endpoint, path: endpointPath, ecdh, auth, p256dh };
}

async function startConversation(from: TestUser, to: TestUser): Promise<number> {
  const [low, high] = from.profileId < to.profileId ? [from.profileId, to.profileId] : [to.profileId, from.profileId];
  const { id } = await db.kysely
    .insertInto('conversations')
    .values({ profile_low: low, profile_high: high, started_by: from.profileId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('conversation_members')
    .values([
      { conversation_id: id, profile_id: from.profileId },
      { conversation_id: id, profile_id: to.profileId },
    ])
    .execute();
  return id;
}

interface StoredMessage {
  kind?: MessageKind;
  text?: string;
  giftCode?: string;
}

/** A committed message (the chat plugin's part), and the event it emits. */
async function storeMessage(conversationId: number, from: TestUser, toProfileId: number, message: StoredMessage = {}, firstMessage = false): Promise<MessageSent> {
  const kind = message.kind ?? 'text';
  let sentGiftId: number | null = null;
  if (kind === 'gift') {
    const gift = await db.kysely.selectFrom('gifts').select('id').where('code', '=', message.giftCode ?? 'roos').executeTakeFirstOrThrow();
    const sent = await db.kysely
      .insertInto('sent_gifts')
      .values({ sender_profile_id: from.profileId, recipient_profile_id: toProfileId, gift_id: gift.id, credits: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    sentGiftId = sent.id;
  }
  const { id } = await db.kysely
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      sender_profile_id: from.profileId,
      kind,
      body: kind === 'text' ? (message.text ?? 'Hoi!') : null,
      photo_filename: kind === 'photo' ? 'chat/foto.jpg' : null,
      photo_thumb_filename: kind === 'photo' ? 'chat/foto-thumb.jpg' : null,
      sent_gift_id: sentGiftId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { messageId: id, conversationId, senderProfileId: from.profileId, recipientProfileId: toProfileId, firstMessage };
}

/** What the chat plugin does after a commit; then waits for the pushes it started. */
async function emitAndSettle(event: MessageSent): Promise<void> {
  app.deps.chatEvents.emit('messageSent', event);
  await app.push.idle();
}

const decrypt = (request: PushRequest, browser: Browser): PushPayload =>
  JSON.parse(ece.decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') }).toString('utf8')) as PushPayload;

const requestsTo = (browser: Browser): PushRequest[] => received.filter((r) => r.path === browser.path);

const subscriptionRow = (browser: Browser) =>
  db.kysely.selectFrom('push_subscriptions').select(['user_id', 'last_success_at']).where('endpoint', '=', browser.endpoint).executeTakeFirst();

const b64json = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('web push of chat messages', () => {
  it('delivers a message encrypted for the browser, with the VAPID signature, TTL and urgency', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const recipient = await createTestUser(db, { name: 'Roos' });
    const browser = await subscribeBrowser(recipient);
    const conversationId = await startConversation(sender, recipient);
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { text: 'Zin in koffie morgen?' }, true));

    const requests = requestsTo(browser);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(decrypt(request, browser)).toEqual({
      title: 'Nieuw bericht van Sander',
      body: 'Zin in koffie morgen?',
      url: `/chats/${conversationId}`,
      tag: `chat-${conversationId}`,
      conversation_id: conversationId,
    });
    expect(request.headers).toMatchObject({
      ttl: String(PUSH_TTL_S),
      urgency: 'high',
      topic: `chat-${conversationId}`,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });

    // Authorization: vapid t=<JWT signed with the private key>, k=<the public key of settings>.
    const settings = await app.inject({ method: 'GET', url: '/api/settings.php' });
    const publicKey = api.settings.response.parse(settings.json()).settings.push_public_key;
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(String(request.headers.authorization));
    expect(match).not.toBeNull();
    const [, header, claims, signature, k] = match!;
    expect(k).toBe(publicKey);
    expect(b64json(header!)).toEqual({ typ: 'JWT', alg: 'ES256' });
    const jwt = b64json(claims!);
    expect(jwt).toMatchObject({ aud: origin, sub: 'mailto:support@hartklop.nl' });
    expect(jwt.exp).toEqual(expect.any(Number));
    expect(jwt.exp as number).toBeGreaterThan(Date.now() / 1000);
    expect(jwt.exp as number).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    const raw = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);

    const row = await subscriptionRow(browser);
    expect(row?.last_success_at).toBeInstanceOf(Date);
  });

  it('tells a photo and a gift, and cuts a long text to 120 characters', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const recipient = await createTestUser(db);
    const browser = await subscribeBrowser(recipient);
    const conversationId = await startConversation(sender, recipient);
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { kind: 'photo' }));
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { kind: 'gift', giftCode: 'koffie' }));
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { text: `${'a'.repeat(150)} einde` }));
    const bodies = requestsTo(browser).map((r) => decrypt(r, browser).body);
    expect(bodies).toEqual(['Stuurde je een foto', 'Stuurde je een cadeau: Kopje koffie', `${'a'.repeat(119)}…`]);
    expect(bodies[2]).toHaveLength(120);
  });

  it('removes a subscription the push service answers 404 or 410 to; keeps and logs other failures', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const recipient = await createTestUser(db);
    const gone = await subscribeBrowser(recipient, 410);
    const unknown = await subscribeBrowser(recipient, 404);
    const failing = await subscribeBrowser(recipient, 500);
    const working = await subscribeBrowser(recipient);
    const conversationId = await startConversation(sender, recipient);
    const event = await storeMessage(conversationId, sender, recipient.profileId);
    expect(await app.push.notifyMessage(event)).toEqual({ skipped: null, delivered: 1, removed: 2, failed: 1 });

    for (const browser of [gone, unknown, failing, working]) expect(requestsTo(browser)).toHaveLength(1);
    expect(await subscriptionRow(gone)).toBeUndefined();
    expect(await subscriptionRow(unknown)).toBeUndefined();
    expect(await subscriptionRow(failing)).toEqual({ user_id: recipient.userId, last_success_at: null });
    expect((await subscriptionRow(working))?.last_success_at).toBeInstanceOf(Date);

    const warnings = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((r) => r.msg === 'push service refused or failed a message');
    expect(warnings).toEqual([expect.objectContaining({ level: 40, userId: recipient.userId, status: 500 })]);
    const all = logLines.join('\n');
    for (const secret of [failing.p256dh, failing.auth.toString('base64url'), failing.path]) expect(all).not.toContain(secret);
  });

  it('pushes nothing to a member with an open event stream (a stale stream does not count)', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const recipient = await createTestUser(db);
    const browser = await subscribeBrowser(recipient);
    const conversationId = await startConversation(sender, recipient);
    const streamId = randomUUID();
    await db.kysely.insertInto('live_streams').values({ id: streamId, user_id: recipient.userId, process_id: 'proces-1' }).execute();
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId));
    expect(requestsTo(browser)).toEqual([]);

    // The process serving it died 2 minutes ago (no heartbeat since).
    await db.kysely.updateTable('live_streams').set({ seen_at: sql<Date>`now() - interval '2 minutes'` }).where('id', '=', streamId).execute();
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId));
    expect(requestsTo(browser)).toHaveLength(1);
  });

  it('follows the notification settings: new_conversations for the first message, new_messages for the others', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const recipient = await createTestUser(db);
    const browser = await subscribeBrowser(recipient);
    const conversationId = await startConversation(sender, recipient);
    await db.kysely.insertInto('notification_preferences').values({ user_id: recipient.userId, new_messages: false }).execute();

    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { text: 'tweede' }, false));
    expect(requestsTo(browser)).toEqual([]);
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { text: 'eerste' }, true));
    expect(requestsTo(browser).map((r) => decrypt(r, browser).body)).toEqual(['eerste']);

    received.length = 0;
    await db.kysely.updateTable('notification_preferences').set({ new_messages: true, new_conversations: false }).where('user_id', '=', recipient.userId).execute();
    const first = await storeMessage(conversationId, sender, recipient.profileId, { text: 'eerste' }, true);
    expect(await app.push.notifyMessage(first)).toMatchObject({ skipped: 'preference_off' });
    await emitAndSettle(await storeMessage(conversationId, sender, recipient.profileId, { text: 'volgende' }, false));
    expect(requestsTo(browser).map((r) => decrypt(r, browser).body)).toEqual(['volgende']);
  });

  it('pushes texts sent through POST /api/message.php in one statement to a subscribed recipient (the statement tells web push), and nothing to one without', async () => {
    const sender = await createTestUser(db, { name: 'Sander', credits: 100, paidUser: true });
    const subscribed = await createTestUser(db, { name: 'Roos' });
    const silent = await createTestUser(db, { name: 'Stil' });
    const browser = await subscribeBrowser(subscribed);
    const cookie = await sessionCookieFor(db, sender.userId);
    const send = async (to: TestUser, text: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/message.php',
        headers: { ...sameOrigin, 'content-type': 'application/json', cookie },
        payload: JSON.stringify({ profile_id: to.profileId, kind: 'text', text, idempotency_key: randomUUID() }),
      });
      expect(res.statusCode).toBe(201);
      await app.push.idle();
    };
    // The first message (it starts the conversation) and a later one, each its own statement.
    await send(subscribed, 'Hoi Roos');
    await send(subscribed, 'Zin in koffie?');
    await send(silent, 'Hoi');
    expect(requestsTo(browser).map((request) => decrypt(request, browser).body)).toEqual(['Hoi Roos', 'Zin in koffie?']);
    expect(received).toHaveLength(2);
  });

  it('pushes nothing for fictional profiles, deleted members or members without a subscription', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const fictional = await db.kysely
      .insertInto('profiles')
      .values({ user_id: null, name: 'Fictief', gender: 'female', sexuality: 'hetero', birthdate: '1990-01-01', country: 'NL', city: 'Utrecht', about: '', fictional: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await createTestUser(db);
    const browserOfDeleted = await subscribeBrowser(deleted);
    await db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', deleted.userId).execute();
    const silent = await createTestUser(db);

    const toFictional = await storeMessage(await startConversation(sender, { ...deleted, profileId: fictional.id }), sender, fictional.id);
    expect(await app.push.notifyMessage(toFictional)).toMatchObject({ skipped: 'no_user' });
    const toDeleted = await storeMessage(await startConversation(sender, deleted), sender, deleted.profileId);
    expect(await app.push.notifyMessage(toDeleted)).toMatchObject({ skipped: 'deleted' });
    const toSilent = await storeMessage(await startConversation(sender, silent), sender, silent.profileId);
    expect(await app.push.notifyMessage(toSilent)).toMatchObject({ skipped: 'no_subscriptions' });
    expect(requestsTo(browserOfDeleted)).toEqual([]);
    expect(received).toEqual([]);
  });

  it('never lets a failing push service reach the sender: an unreachable endpoint is logged and kept', async () => {
    const sender = await createTestUser(db, { name: 'Sander' });
    const recipient = await createTestUser(db);
    // A port nobody listens on.
    const closed = https.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `https://127.0.0.1:${port}/push/weg`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { ...sameOrigin, cookie: await sessionCookieFor(db, recipient.userId) },
      payload: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } },
    });
    expect(res.statusCode).toBe(201);
    const event = await storeMessage(await startConversation(sender, recipient), sender, recipient.profileId);
    expect(() => app.deps.chatEvents.emit('messageSent', event)).not.toThrow();
    await app.push.idle();
    expect(await app.push.notifyMessage(event)).toEqual({ skipped: null, delivered: 0, removed: 0, failed: 1 });
    expect(await db.kysely.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()).toHaveLength(1);
    expect(logLines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: 'push service refused or failed a message', userId: recipient.userId, status: null })]),
    );
  });
});

describe('the notification text', () => {
  it('cuts by characters, never inside an emoji, and collapses white space', () => {
    expect(previewText('  Hoi\n\nhoe   gaat het?  ')).toBe('Hoi hoe gaat het?');
    const emoji = '😀'.repeat(130);
    const cut = previewText(emoji);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.endsWith('😀…')).toBe(true);
    expect(previewText('x'.repeat(120))).toBe('x'.repeat(120));
  });

  it('names the sender and links to the conversation', () => {
    expect(messagePayload({ conversationId: 7, senderName: 'Sanne', kind: 'gift', text: null, giftName: 'Roos' })).toEqual({
      title: 'Nieuw bericht van Sanne',
      body: 'Stuurde je een cadeau: Roos',
      url: '/chats/7',
      tag: 'chat-7',
      conversation_id: 7,
    });
  });
});
