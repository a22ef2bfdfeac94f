import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LiveEventSchemas } from 'shared-kernel/contract/chat';
import { buildApp } from '../src/app';
import { notifyLive } from '../src/db/live-notices';
import { REPLAY_LIMIT } from '../src/domain/chat/replay';
import { EventStream } from '../src/web/routes/events';
import { sameOrigin, testConfig, createConversation } from './helpers';
import { listen, openStream, sleep, type SseConnection } from './events-helpers';
import { expectError, useMembersApp, type TestMember } from './members-helpers';

const databaseUrl = process.env.DATABASE_URL;
/** Two transactions at once: only a real PostgreSQL server has them. */
const pgOnly = databaseUrl ? it : it.skip;

const t = useMembersApp();
const { member } = t;
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await listen(t.app);
});

/** Every stream and extra app a test opens is closed after it, whatever happened. */
const opened: SseConnection[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  for (const app of apps.splice(0)) await app.close();
});

/** A stream that said hello; `lastEventId` as the header, `query` as the query string. */
async function open(url: string, cookie: string, { lastEventId, query = '' }: { lastEventId?: string; query?: string } = {}): Promise<SseConnection> {
  const stream = await openStream(url, cookie, lastEventId === undefined ? {} : { 'last-event-id': lastEventId }, query);
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.nth('hello');
  return stream;
}

/** A second API process on the same database (another host behind the load balancer). */
async function host(): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ db: t.db, config: testConfig() });
  apps.push(app);
  return { app, url: await listen(app) };
}

/** POST /api/message.php from `from` to `to` (acknowledged: 201); the message id. */
async function send(from: TestMember, to: TestMember, text: string, app: FastifyInstance = t.app): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', cookie: from.cookie },
    payload: JSON.stringify({ profile_id: to.profileId, kind: 'text', text, idempotency_key: randomUUID() }),
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { message: { id: number } }).message.id;
}

/** The ids of the stream's message events, in the order they came. */
const messageIds = (stream: SseConnection): number[] => stream.named('message').map((e) => LiveEventSchemas.message.parse(e.data).message.id);

/** Waits until the stream has `n` message events (and a moment more, for any that should not come). */
async function messages(stream: SseConnection, n: number): Promise<number[]> {
  await stream.nth('message', n - 1);
  await sleep(150);
  return messageIds(stream);
}

const conversationWith = (a: number, b: number): Promise<number> => createConversation(t.db, a, b);
/** Messages stored from `from` without a notice (as if sent while no stream was there); their ids. */
async function store(conversationId: number, from: number, count = 1): Promise<number[]> {
  const rows = await t.db.kysely
    .insertInto('messages')
    .values(Array.from({ length: count }, (_, i) => ({ conversation_id: conversationId, sender_profile_id: from, kind: 'text' as const, body: `bericht ${i}` })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((x, y) => x - y);
}

describe('GET /api/events.php with Last-Event-ID', () => {
  it('replays after hello exactly the messages missed while the stream was down, in order, then goes on live', async () => {
    const a = await member({ credits: 100, paidUser: true });
    const b = await member({ gender: 'male' });
    const first = await open(baseUrl, b.cookie);
    const before = [await send(a, b, 'een'), await send(a, b, 'twee')];
    expect(await messages(first, 2)).toEqual(before);
    // Each message event has an id: the newest message, then the ones below it it delivered lately.
    expect(first.named('message').map((e) => e.id)).toEqual([`${before[0]}`, `${before[1]}.${before[0]}`]);
    const lastEventId = first.lastEventId;
    first.close();

    const missed = [await send(a, b, 'drie'), await send(a, b, 'vier'), await send(a, b, 'vijf')];
    const again = await open(baseUrl, b.cookie, { lastEventId });
    expect(await messages(again, 3)).toEqual(missed);
    expect(again.events[0]?.event).toBe('hello');
    const replayed = again.named('message').map((e) => LiveEventSchemas.message.parse(e.data));
    expect(replayed.map((d) => d.message.text)).toEqual(['drie', 'vier', 'vijf']);
    expect(replayed.every((d) => !d.message.mine && d.num_unread_messages === 5)).toBe(true);

    const live = await send(a, b, 'zes');
    expect(await messages(again, 4)).toEqual([...missed, live]);
    expect(again.named('message').at(-1)?.id?.split('.')[0]).toBe(`${live}`);
  });

  it("replays both sides of the member's own conversations, never others', hidden or blocked ones", async () => {
    const [b, a, other, blocked, hider, stranger] = [
      await member({ gender: 'male' }),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const withA = await conversationWith(a.profileId, b.profileId);
    const withBlocked = await conversationWith(blocked.profileId, b.profileId);
    const withHider = await conversationWith(hider.profileId, b.profileId);
    const notB = await conversationWith(other.profileId, stranger.profileId);
    const [cursor] = await store(withA, a.profileId);
    const fromA = await store(withA, a.profileId);
    const hidden = await store(withHider, hider.profileId);
    await t.db.kysely
      .updateTable('conversation_members')
      .set({ removed: true, hidden_up_to: hidden[0] ?? 0 })
      .where('conversation_id', '=', withHider)
      .where('profile_id', '=', b.profileId)
      .execute();
    await store(withBlocked, blocked.profileId);
    await t.addBlocks([b.profileId, blocked.profileId]);
    await store(notB, other.profileId);
    const own = await store(withA, b.profileId);
    const afterHidden = await store(withHider, hider.profileId);

    const stream = await open(baseUrl, b.cookie, { query: `?last_event_id=${cursor}` });
    expect(await messages(stream, 3)).toEqual([...fromA, ...own, ...afterHidden]);
    expect(stream.named('message').map((e) => LiveEventSchemas.message.parse(e.data).message.mine)).toEqual([false, true, false]);
  });

  it('refuses a last_event_id that is not a cursor with 400; ignores a Last-Event-ID header that is not one', async () => {
    const b = await member();
    for (const bad of ['abc', '0', '-3', '1.5x', '12..3', '1e3', '9'.repeat(16), `1${'.2'.repeat(33)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events.php?last_event_id=${encodeURIComponent(bad)}`, headers: { cookie: b.cookie } });
      expectError(res, 400, 'validation_error');
    }
    const stream = await open(baseUrl, b.cookie, { lastEventId: 'not-ours' });
    await notifyLive(t.db.kysely, { type: 'chats', to: [b.profileId] });
    await stream.nth('chats');
    expect(stream.events.map((e) => e.event)).toEqual(['hello', 'chats']);
  });

  it('delivers the replay from another host after the first one went down, then that host goes on live', async () => {
    const a = await member({ credits: 100, paidUser: true });
    const b = await member({ gender: 'male' });
    const host1 = await host();
    const host2 = await host();
    const onHost1 = await open(host1.url, b.cookie);
    const before = await send(a, b, 'voor', host1.app);
    expect(await messages(onHost1, 1)).toEqual([before]);
    // Host 1 goes away: its streams end.
    await host1.app.close();
    apps.splice(apps.indexOf(host1.app), 1);
    await onHost1.waitForEnd();

    const missed = [await send(a, b, 'tijdens 1', host2.app), await send(a, b, 'tijdens 2', host2.app)];
    const onHost2 = await open(host2.url, b.cookie, { query: `?last_event_id=${encodeURIComponent(onHost1.lastEventId)}` });
    expect(await messages(onHost2, 2)).toEqual(missed);
    const live = await send(a, b, 'na', host2.app);
    expect(await messages(onHost2, 3)).toEqual([...missed, live]);
    const all = [...messageIds(onHost1), ...messageIds(onHost2)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('sends a message committed while the replay is read once: live or replayed, never both or neither', async () => {
    const a = await member({ credits: 100, paidUser: true });
    const b = await member({ gender: 'male' });
    const first = await open(baseUrl, b.cookie);
    const start = await send(a, b, 'start');
    await first.nth('message');
    first.close();
    const sent: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [stream, id] = await Promise.all([open(baseUrl, b.cookie, { lastEventId: first.lastEventId }), send(a, b, `ronde ${i}`)]);
      sent.push(id);
      expect(await messages(stream, sent.length)).toEqual(sent);
      stream.close();
    }
    expect(sent).not.toContain(start);
  });

  it('a message below the newest one that commits late is replayed; the ones the cursor names are not', async () => {
    const a = await member();
    const b = await member({ gender: 'male' });
    const conversationId = await conversationWith(a.profileId, b.profileId);
    const [early, late, newest] = await store(conversationId, a.profileId, 3);
    const stream = await open(baseUrl, b.cookie);
    // `late` inserted before `newest` but "committed" after the stream got `newest`.
    for (const id of [early, newest]) await notifyLive(t.db.kysely, { type: 'message', to: [b.profileId], conversation_id: conversationId, message_id: id! });
    expect(await messages(stream, 2)).toEqual([early, newest]);
    expect(stream.lastEventId).toBe(`${newest}.${early}`);
    stream.close();
    const again = await open(baseUrl, b.cookie, { lastEventId: stream.lastEventId });
    expect(await messages(again, 1)).toEqual([late]);
    // The replayed one and what the cursor named make the new stream's cursor.
    expect(again.lastEventId).toBe(`${newest}.${late}.${early}`);
    // A plain message id names no message below it: those of its late-commit window come again.
    const plain = await open(baseUrl, b.cookie, { lastEventId: `${newest}` });
    expect(await messages(plain, 2)).toEqual([early, late]);
    const later = await store(conversationId, a.profileId);
    await notifyLive(t.db.kysely, { type: 'message', to: [b.profileId], conversation_id: conversationId, message_id: later[0]! });
    expect(await messages(plain, 3)).toEqual([early, late, ...later]);
  });

  pgOnly('replays a message whose transaction committed after a newer one was delivered (two transactions on PostgreSQL)', async () => {
    const a = await member();
    const b = await member({ gender: 'male' });
    const conversationId = await conversationWith(a.profileId, b.profileId);
    const stream = await open(baseUrl, b.cookie);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: (id: number) => void;
    const lateId = new Promise<number>((resolve) => {
      inserted = resolve;
    });
    const slow = t.db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('messages')
        .values({ conversation_id: conversationId, sender_profile_id: a.profileId, kind: 'text', body: 'traag' })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted(row.id);
      await held;
      await notifyLive(trx, { type: 'message', to: [b.profileId], conversation_id: conversationId, message_id: row.id });
      return row.id;
    });
    const late = await lateId;
    const fast = await t.db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('messages')
        .values({ conversation_id: conversationId, sender_profile_id: a.profileId, kind: 'text', body: 'snel' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notifyLive(trx, { type: 'message', to: [b.profileId], conversation_id: conversationId, message_id: row.id });
      return row.id;
    });
    expect(fast).toBeGreaterThan(late);
    expect(await messages(stream, 1)).toEqual([fast]);
    // The host dies before the slow one commits: its notice reaches no stream of B.
    stream.close();
    await sleep(100);
    release();
    expect(await slow).toBe(late);
    const again = await open(baseUrl, b.cookie, { lastEventId: stream.lastEventId });
    expect(await messages(again, 1)).toEqual([late]);
  });

  it(`replays nothing beyond ${REPLAY_LIMIT} missed messages: hello makes the client reload, and live goes on`, async () => {
    const a = await member();
    const b = await member({ gender: 'male' });
    const conversationId = await conversationWith(a.profileId, b.profileId);
    const [cursor] = await store(conversationId, a.profileId);
    await store(conversationId, a.profileId, REPLAY_LIMIT + 1);
    const stream = await open(baseUrl, b.cookie, { query: `?last_event_id=${cursor}` });
    await notifyLive(t.db.kysely, { type: 'chats', to: [b.profileId] });
    await stream.nth('chats');
    expect(stream.events.map((e) => e.event)).toEqual(['hello', 'chats']);
    const live = await store(conversationId, a.profileId);
    await notifyLive(t.db.kysely, { type: 'message', to: [b.profileId], conversation_id: conversationId, message_id: live[0]! });
    expect(await messages(stream, 1)).toEqual(live);
  });
});

describe('EventStream', () => {
  /** A response that keeps what is written. */
  const response = () => {
    const chunks: string[] = [];
    const res = { destroyed: false, writableLength: 0, write: (c: string) => chunks.push(c), end: jest.fn() };
    return { chunks, res: res as unknown as ServerResponse };
  };
  const data = (id: number, secondsAgo = 0) => ({
    message: {
      id,
      conversation_id: 1,
      sender_profile_id: 2,
      mine: false,
      kind: 'text' as const,
      text: `${id}`,
      photo: null,
      gift: null,
      created_at: new Date(Date.parse('2026-11-01T12:00:00Z') - secondsAgo * 1000).toISOString(),
    },
    num_unread_messages: 1,
  });
  const ids = (chunks: string[]) => chunks.map((c) => /^id: (\S+)\nevent: (\w+)/.exec(c)?.slice(1).join(' ') ?? c.trim());

  it('holds live events while the replay is read, writes the replay first and leaves out the live messages it had', () => {
    const { chunks, res } = response();
    const stream = new EventStream('s', 1, 1, res);
    stream.hold();
    stream.writeMessage(data(11));
    stream.write(': keep-alive\n\n');
    stream.writeMessage(data(12));
    stream.writeMessage(data(13));
    expect(chunks).toEqual([]);
    stream.release([{ id: 10, at: Date.parse('2026-11-01T12:00:00Z') }], [data(11), data(12)]);
    expect(ids(chunks)).toEqual(['11.10 message', '12.11.10 message', ': keep-alive', '13.12.11.10 message']);
  });

  it('names in its cursor only the messages of the late-commit window below the newest', () => {
    const { chunks, res } = response();
    const stream = new EventStream('s', 1, 1, res);
    stream.writeMessage(data(5, 30));
    stream.writeMessage(data(7, 3));
    stream.writeMessage(data(6, 5));
    stream.writeMessage(data(9, 0));
    expect(ids(chunks)).toEqual(['5 message', '7 message', '7.6 message', '9.7.6 message']);
  });
});
