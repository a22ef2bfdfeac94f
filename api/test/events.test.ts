import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LiveEventSchemas } from 'shared-kernel/contract/chat';
import { buildApp } from '../src/app';
import { MAX_STREAMS_PER_USER } from '../src/web/live-hub';
import { notifyLive } from '../src/db/live-notices';
import { hasOpenStream, PRESENCE_STALE_S } from '../src/domain/members/streams';
import { createTestUser, sameOrigin, sessionCookieFor, testConfig, createConversation } from './helpers';
import { connect, listen, openStream, sleep, type SseConnection } from './events-helpers';
import { expectError, useMembersApp } from './members-helpers';

const t = useMembersApp();
const { member } = t;
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await listen(t.app);
});

/** Every stream a test opens is closed after it, whatever happened. */
const opened: SseConnection[] = [];
const open = async (cookie: string): Promise<SseConnection> => {
  const stream = await connect(baseUrl, cookie);
  opened.push(stream);
  return stream;
};
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

const streamRows = (userId: number) => t.db.kysely.selectFrom('live_streams').selectAll().where('user_id', '=', userId).execute();

/** Polls until `check` holds (presence rows are removed after the socket closes). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(25);
  }
}

const conversation = (a: number, b: number): Promise<number> => createConversation(t.db, a, b);

describe('GET /api/events.php', () => {
  it('answers 403 authentication_required when logged out, for a deleted member and for an account without a profile', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/events.php' }), 403, 'authentication_required');
    const deleted = await createTestUser(t.db, { status: 'deleted' });
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/events.php', headers: { cookie: await sessionCookieFor(t.db, deleted.userId) } }),
      403,
      'authentication_required',
    );
    const bare = await createTestUser(t.db);
    await t.db.kysely.deleteFrom('profiles').where('id', '=', bare.profileId).execute();
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/events.php', headers: { cookie: await sessionCookieFor(t.db, bare.userId) } }),
      403,
      'authentication_required',
    );
    // Over a real socket too: a JSON answer, not a stream.
    const stream = await openStream(baseUrl);
    opened.push(stream);
    expect(stream.status).toBe(403);
    expect(stream.response.headers['content-type']).toMatch(/^application\/json/);
    expect(await t.db.kysely.selectFrom('live_streams').selectAll().execute()).toEqual([]);
  });

  it('refuses a query string the contract does not know', async () => {
    const m = await member();
    expectError(await t.app.inject({ method: 'GET', url: '/api/events.php?x=1', headers: { cookie: m.cookie } }), 400, 'validation_error');
  });

  it('streams an uncompressed, unbuffered event stream that starts with retry and hello', async () => {
    const m = await member();
    const stream = await openStream(baseUrl, m.cookie, { 'accept-encoding': 'gzip, deflate, br' });
    opened.push(stream);
    expect(stream.status).toBe(200);
    const headers = stream.response.headers;
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache, no-transform');
    expect(headers['x-accel-buffering']).toBe('no');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-length']).toBeUndefined();
    // The security headers of every answer apply here too.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-request-id']).toBeTruthy();
    const hello = await stream.nth('hello');
    expect(stream.events[0]).toBe(hello);
    expect(LiveEventSchemas.hello.parse(hello.data)).toEqual({ profile_id: m.profileId });
    expect(stream.retry).toBe(3000);
  });

  it("delivers a notice to every tab of the addressed members and to nobody else's", async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const a1 = await open(a.cookie);
    const a2 = await open(a.cookie);
    const bs = await open(b.cookie);
    const cs = await open(c.cookie);
    await notifyLive(t.db.kysely, { type: 'chats', to: [a.profileId, b.profileId] });
    for (const stream of [a1, a2, bs]) expect((await stream.nth('chats')).data).toEqual({});
    // NOTIFY keeps the order of one sender: once C has the next notice, it did not get the first.
    await notifyLive(t.db.kysely, { type: 'credits', to: [c.profileId], credits: 7 });
    expect((await cs.nth('credits')).data).toEqual({ credits: 7 });
    expect(cs.events.map((e) => e.event)).toEqual(['hello', 'credits']);
    await sleep(50);
    for (const stream of [a1, a2, bs]) expect(stream.named('credits')).toEqual([]);
  });

  it('delivers a notice sent in a transaction at commit, and never one that was rolled back', async () => {
    const m = await member();
    const stream = await open(m.cookie);
    await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await notifyLive(trx, { type: 'credits', to: [m.profileId], credits: 1 });
        await sleep(200);
        expect(stream.named('credits')).toEqual([]);
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).toBe('rolled back'));
    await t.db.kysely.transaction().execute(async (trx) => {
      await notifyLive(trx, { type: 'credits', to: [m.profileId], credits: 2 });
      await sleep(200);
      // Not before the commit.
      expect(stream.named('credits')).toEqual([]);
    });
    await stream.nth('credits');
    await notifyLive(t.db.kysely, { type: 'credits', to: [m.profileId], credits: 3 });
    await stream.nth('credits', 1);
    expect(stream.named('credits').map((e) => e.data)).toEqual([{ credits: 2 }, { credits: 3 }]);
  });

  it('turns read, typing and chats notices into the contract events; nobody sees their own typing', async () => {
    const [a, b] = [await member(), await member()];
    const as = await open(a.cookie);
    const bs = await open(b.cookie);
    await notifyLive(t.db.kysely, { type: 'read', to: [a.profileId], conversation_id: 12, reader: b.profileId, read_up_to: 99 });
    await notifyLive(t.db.kysely, { type: 'typing', to: [a.profileId, b.profileId], conversation_id: 12, profile_id: b.profileId });
    await notifyLive(t.db.kysely, { type: 'chats', to: [a.profileId, b.profileId] });
    expect(LiveEventSchemas.read.parse((await as.nth('read')).data)).toEqual({ conversation_id: 12, read_up_to: 99 });
    expect((await as.nth('typing')).data).toEqual({ conversation_id: 12, profile_id: b.profileId });
    await as.nth('chats');
    await bs.nth('chats');
    expect(bs.events.map((e) => e.event)).toEqual(['hello', 'chats']);
    expect(as.events.map((e) => e.event)).toEqual(['hello', 'read', 'typing', 'chats']);
  });

  it('loads a message for each side: its own mine flag and unread count; hidden or foreign messages are left out', async () => {
    const [a, b, outsider] = [await member(), await member({ gender: 'male' }), await member()];
    const conversationId = await conversation(a.profileId, b.profileId);
    const message = await t.db.kysely
      .insertInto('messages')
      .values({ conversation_id: conversationId, sender_profile_id: a.profileId, kind: 'text', body: 'Hoi!' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('conversation_members')
      .set({ unread_count: 3 })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', b.profileId)
      .execute();
    const as = await open(a.cookie);
    const bs = await open(b.cookie);
    const os = await open(outsider.cookie);
    await notifyLive(t.db.kysely, {
      type: 'message',
      to: [a.profileId, b.profileId, outsider.profileId],
      conversation_id: conversationId,
      message_id: message.id,
    });
    const forB = LiveEventSchemas.message.parse((await bs.nth('message')).data);
    expect(forB).toMatchObject({ message: { id: message.id, conversation_id: conversationId, sender_profile_id: a.profileId, mine: false, kind: 'text', text: 'Hoi!' }, num_unread_messages: 3 });
    const forA = LiveEventSchemas.message.parse((await as.nth('message')).data);
    expect(forA).toMatchObject({ message: { id: message.id, mine: true, text: 'Hoi!' }, num_unread_messages: 0 });
    // The outsider is no member of the conversation: nothing, whatever the notice said.
    await notifyLive(t.db.kysely, { type: 'chats', to: [outsider.profileId] });
    await os.nth('chats');
    expect(os.events.map((e) => e.event)).toEqual(['hello', 'chats']);

    // B removed the chat: the message is hidden for B and is not delivered to B.
    await t.db.kysely
      .updateTable('conversation_members')
      .set({ removed: true, hidden_up_to: message.id })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', b.profileId)
      .execute();
    await notifyLive(t.db.kysely, { type: 'message', to: [a.profileId, b.profileId], conversation_id: conversationId, message_id: message.id });
    await notifyLive(t.db.kysely, { type: 'chats', to: [b.profileId] });
    await as.nth('message', 1);
    await bs.nth('chats');
    expect(bs.named('message')).toHaveLength(1);
  });

  it('keeps the order of one member\'s events while messages are loaded', async () => {
    const [a, b] = [await member(), await member({ gender: 'male' })];
    const conversationId = await conversation(a.profileId, b.profileId);
    const bs = await open(b.cookie);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const row = await t.db.kysely
        .insertInto('messages')
        .values({ conversation_id: conversationId, sender_profile_id: a.profileId, kind: 'text', body: `bericht ${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    for (const id of ids) {
      await notifyLive(t.db.kysely, { type: 'message', to: [b.profileId], conversation_id: conversationId, message_id: id });
      await notifyLive(t.db.kysely, { type: 'read', to: [b.profileId], conversation_id: conversationId, reader: a.profileId, read_up_to: id });
    }
    await bs.nth('read', 4);
    const order = bs.events.slice(1).map((e) => `${e.event}:${e.event === 'message' ? (e.data as { message: { id: number } }).message.id : (e.data as { read_up_to: number }).read_up_to}`);
    expect(order).toEqual(ids.flatMap((id) => [`message:${id}`, `read:${id}`]));
  });

  it('keeps a presence row while the stream is open (hasOpenStream), and removes it when it closes', async () => {
    const m = await member();
    const other = await member();
    expect(await hasOpenStream(t.db, m.userId)).toBe(false);
    const first = await open(m.cookie);
    const second = await open(m.cookie);
    const rows = await streamRows(m.userId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.process_id))).toEqual(new Set([t.app.deps.live.processId]));
    expect(await hasOpenStream(t.db, m.userId)).toBe(true);
    expect(await hasOpenStream(t.db.kysely, m.userId)).toBe(true);
    expect(await hasOpenStream(t.db, other.userId)).toBe(false);
    first.close();
    await eventually(async () => (await streamRows(m.userId)).length === 1, 'one row left');
    expect(await hasOpenStream(t.db, m.userId)).toBe(true);
    second.close();
    await eventually(async () => (await streamRows(m.userId)).length === 0, 'no row left');
    expect(await hasOpenStream(t.db, m.userId)).toBe(false);
  });

  it('does not count a stream of a process that stopped refreshing its rows', async () => {
    const m = await member();
    await t.db.kysely
      .insertInto('live_streams')
      .values({ id: `dead-${m.userId}`, user_id: m.userId, process_id: 'dead-process', seen_at: sql<Date>`now() - make_interval(secs => ${PRESENCE_STALE_S + 1})` })
      .execute();
    expect(await hasOpenStream(t.db, m.userId)).toBe(false);
    await t.db.kysely.updateTable('live_streams').set({ seen_at: sql<Date>`now()` }).where('id', '=', `dead-${m.userId}`).execute();
    expect(await hasOpenStream(t.db, m.userId)).toBe(true);
    await t.db.kysely.deleteFrom('live_streams').where('id', '=', `dead-${m.userId}`).execute();
  });

  it(`refuses more than ${MAX_STREAMS_PER_USER} open streams of one member with 429`, async () => {
    const m = await member();
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) await open(m.cookie);
    const refused = await openStream(baseUrl, m.cookie);
    opened.push(refused);
    expect(refused.status).toBe(429);
    expect(await streamRows(m.userId)).toHaveLength(MAX_STREAMS_PER_USER);
    // Another member is not affected.
    await open((await member()).cookie);
  });

  it('tells the liked member about a like, and both sides about a match', async () => {
    const man = await member({ gender: 'male' });
    const woman = await member({ gender: 'female' });
    const ms = await open(man.cookie);
    const ws = await open(woman.cookie);
    const like = (cookie: string, profileId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { ...sameOrigin, 'content-type': 'application/json', cookie },
        payload: JSON.stringify({ profile_id: profileId }),
      });
    expect((await like(man.cookie, woman.profileId)).statusCode).toBe(200);
    expect(LiveEventSchemas.likes.parse((await ws.nth('likes')).data)).toEqual({ profile_id: man.profileId, match: false });
    // A second like of the same profile is no news.
    expect((await like(man.cookie, woman.profileId)).statusCode).toBe(200);
    expect((await like(woman.cookie, man.profileId)).statusCode).toBe(200);
    expect((await ms.nth('likes')).data).toEqual({ profile_id: woman.profileId, match: true });
    expect((await ws.nth('likes', 1)).data).toEqual({ profile_id: man.profileId, match: true });
    await notifyLive(t.db.kysely, { type: 'chats', to: [man.profileId, woman.profileId] });
    await ms.nth('chats');
    await ws.nth('chats');
    expect(ws.named('likes')).toHaveLength(2);
    expect(ms.named('likes')).toHaveLength(1);
  });

  it("tells the member's tabs when a like was seen (its profile opened), once", async () => {
    const man = await member({ gender: 'male' });
    const woman = await member({ gender: 'female' });
    const ws = await open(woman.cookie);
    const request = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: { ...sameOrigin, 'content-type': 'application/json', cookie }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });
    expect((await request('POST', '/api/like.php', man.cookie, { profile_id: woman.profileId })).statusCode).toBe(200);
    await ws.nth('likes');
    expect((await request('GET', `/api/member.php?id=${man.profileId}`, woman.cookie)).statusCode).toBe(200);
    expect(LiveEventSchemas.likes.parse((await ws.nth('likes', 1)).data)).toEqual({ profile_id: man.profileId, match: false, seen: true });
    // Opened again: the like is no longer new, nothing to tell.
    expect((await request('GET', `/api/member.php?id=${man.profileId}`, woman.cookie)).statusCode).toBe(200);
    await notifyLive(t.db.kysely, { type: 'chats', to: [woman.profileId] });
    await ws.nth('chats');
    expect(ws.named('likes')).toHaveLength(2);
  });
});

describe('POST /api/message.php', () => {
  it("reaches the recipient's streams with the whole message, and the sender's other tabs with the balance", async () => {
    const sender = await member({ credits: 100, paidUser: true });
    const recipient = await member({ gender: 'male' });
    const rs = await open(recipient.cookie);
    const ss = await open(sender.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { ...sameOrigin, 'content-type': 'application/json', cookie: sender.cookie },
      payload: JSON.stringify({ profile_id: recipient.profileId, kind: 'text', text: 'Hallo daar!', idempotency_key: randomUUID() }),
    });
    expect(res.statusCode).toBe(201);
    const sent = (res.json() as { message: { id: number; conversation_id: number }; credits: number });
    const got = LiveEventSchemas.message.parse((await rs.nth('message')).data);
    expect(got).toEqual({
      message: { ...sent.message, mine: false },
      num_unread_messages: 1,
    });
    expect(got.message).toMatchObject({ kind: 'text', text: 'Hallo daar!', sender_profile_id: sender.profileId, conversation_id: sent.message.conversation_id });
    expect(LiveEventSchemas.message.parse((await ss.nth('message')).data).message).toEqual({ ...sent.message, mine: true });
    expect((await ss.nth('credits')).data).toEqual({ credits: sent.credits });
    expect(rs.named('credits')).toEqual([]);
  });
});

describe('shutting down', () => {
  it('ends every open stream, stops listening and removes its presence rows when the app closes', async () => {
    const app = await buildApp({ db: t.db, config: testConfig() });
    const url = await listen(app);
    const m = await member();
    const stream = await connect(url, m.cookie);
    expect(await streamRows(m.userId)).toHaveLength(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.waitForEnd();
    expect(await streamRows(m.userId)).toEqual([]);
    // The shared database still works for the other app.
    const still = await open(m.cookie);
    await notifyLive(t.db.kysely, { type: 'chats', to: [m.profileId] });
    await still.nth('chats');
  });
});
