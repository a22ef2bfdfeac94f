import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { messageForViewer } from '../src/domain/chat/messages';
import { LiveHub } from '../src/web/live-hub';
import { liveChannel, notifyLive } from '../src/db/live-notices';
import { createTestDatabase, createTestUser, sessionCookieFor, testConfig } from './helpers';
import { connect, listen, sleep, type SseConnection } from './events-helpers';

const databaseUrl = process.env.DATABASE_URL;
/** Two processes, broken connections: only a real PostgreSQL server has them. */
const pgOnly = databaseUrl ? describe : describe.skip;

let db: DatabaseHandle;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** Collects payloads and lets a test wait for the n-th. */
function collector() {
  const payloads: string[] = [];
  let wake: (() => void) | null = null;
  return {
    payloads,
    push: (payload: string) => {
      payloads.push(payload);
      wake?.();
    },
    async count(n: number, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (payloads.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${n} payloads, got ${JSON.stringify(payloads)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

describe('DatabaseHandle.listen', () => {
  it('passes on the payloads of its channel, at commit, until it stops', async () => {
    const got = collector();
    const other = collector();
    const stop = await db.listen('hartklop_test_a', got.push);
    const stopOther = await db.listen('hartklop_test_b', other.push);
    await sql`select pg_notify('hartklop_test_a', 'een')`.execute(db.kysely);
    await db.kysely.transaction().execute(async (trx) => {
      await sql`select pg_notify('hartklop_test_a', 'twee')`.execute(trx);
      await sleep(100);
      expect(got.payloads).toEqual(['een']);
    });
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify('hartklop_test_a', 'terug')`.execute(trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await sql`select pg_notify('hartklop_test_a', 'drie')`.execute(db.kysely);
    await got.count(3);
    expect(got.payloads).toEqual(['een', 'twee', 'drie']);
    expect(other.payloads).toEqual([]);
    await stop();
    await sql`select pg_notify('hartklop_test_a', 'vier')`.execute(db.kysely);
    await sql`select pg_notify('hartklop_test_b', 'ander')`.execute(db.kysely);
    await other.count(1);
    expect(got.payloads).toEqual(['een', 'twee', 'drie']);
    await stopOther();
  });

  it('refuses a channel name that is no plain identifier', async () => {
    await expect(db.listen('kanaal; drop table users', () => undefined)).rejects.toThrow('invalid channel name');
  });

  it('uses one channel per schema, the one notifyLive sends on', async () => {
    const got = collector();
    const stop = await db.listen(liveChannel(db.schema), got.push);
    await notifyLive(db.kysely, { type: 'chats', to: [1] });
    await got.count(1);
    expect(JSON.parse(got.payloads[0]!)).toEqual({ type: 'chats', to: [1] });
    await stop();
    expect(liveChannel(undefined)).toBe('hartklop_live');
    expect(liveChannel('public')).toBe('hartklop_live');
    expect(liveChannel('test_1')).toBe('hartklop_live_test_1');
  });
});

describe('LiveHub', () => {
  it('sends keep-alive comments, refreshes its presence rows and clears those of dead processes', async () => {
    const log = { error: jest.fn(), warn: jest.fn() } as unknown as FastifyBaseLogger;
    const hub = new LiveHub({ db, log, validate: true, loadMessage: messageForViewer, keepAliveMs: 40, heartbeatMs: 40 });
    const user = await createTestUser(db);
    const written: string[] = [];
    const client = { id: `hub-${user.userId}`, userId: user.userId, profileId: user.profileId, write: (c: string) => written.push(c), writeMessage: jest.fn(), end: jest.fn() };
    await hub.open(client);
    hub.attach(client);
    const minuteAgo = sql<Date>`now() - interval '60 seconds'`;
    await db.kysely.updateTable('live_streams').set({ seen_at: minuteAgo }).where('id', '=', client.id).execute();
    await db.kysely
      .insertInto('live_streams')
      .values({ id: `dead-${user.userId}`, user_id: user.userId, process_id: 'dead', seen_at: sql<Date>`now() - interval '10 minutes'` })
      .execute();
    await sleep(200);
    expect(written.filter((c) => c === ': keep-alive\n\n').length).toBeGreaterThanOrEqual(2);
    const rows = await db.kysely.selectFrom('live_streams').select(['id', 'seen_at']).where('user_id', '=', user.userId).execute();
    expect(rows.map((r) => r.id)).toEqual([client.id]);
    expect(Date.now() - new Date(rows[0]!.seen_at).getTime()).toBeLessThan(10_000);
    await hub.close();
    expect(client.end).toHaveBeenCalled();
    expect(await db.kysely.selectFrom('live_streams').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
    await expect(hub.ensureListening()).rejects.toThrow('closed');
  });
});

/** The backend pids of the LISTEN connections on a channel. */
async function listenerPids(channel: string): Promise<number[]> {
  const res = await sql<{ pid: number }>`
    select pid from pg_stat_activity where application_name = 'hartklop-listen' and query = ${`LISTEN ${channel}`}`.execute(db.kysely);
  return res.rows.map((r) => r.pid);
}

pgOnly('on PostgreSQL', () => {
  it('listens again after its connection is killed, and says so', async () => {
    const got = collector();
    let reconnects = 0;
    const errors: Error[] = [];
    const stop = await db.listen('hartklop_test_reconnect', got.push, { onReconnect: () => (reconnects += 1), onError: (err) => errors.push(err) });
    const [pid] = await listenerPids('hartklop_test_reconnect');
    expect(pid).toBeDefined();
    await sql`select pg_terminate_backend(${pid!})`.execute(db.kysely);
    const deadline = Date.now() + 5000;
    while (reconnects === 0 && Date.now() < deadline) await sleep(20);
    expect(reconnects).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    const pids = await listenerPids('hartklop_test_reconnect');
    expect(pids).toHaveLength(1);
    expect(pids[0]).not.toBe(pid);
    await sql`select pg_notify('hartklop_test_reconnect', 'weer')`.execute(db.kysely);
    await got.count(1);
    await stop();
    expect(await listenerPids('hartklop_test_reconnect')).toEqual([]);
  });

  describe('two API processes on one database', () => {
    let db2: DatabaseHandle;
    let app1: Awaited<ReturnType<typeof buildApp>>;
    let app2: Awaited<ReturnType<typeof buildApp>>;
    let url1 = '';
    let url2 = '';
    const streams: SseConnection[] = [];
    beforeAll(async () => {
      db2 = await openDatabase({ kind: 'postgres', databaseUrl: databaseUrl!, searchPath: db.schema!, poolSize: 4 });
      app1 = await buildApp({ db, config: testConfig() });
      app2 = await buildApp({ db: db2, config: testConfig() });
      url1 = await listen(app1);
      url2 = await listen(app2);
    });
    afterAll(async () => {
      for (const s of streams) s.close();
      await app1.close();
      await app2.close();
      await db2.close();
    });
    const member = async (gender: 'male' | 'female' = 'female') => {
      const user = await createTestUser(db, { gender });
      return { ...user, cookie: await sessionCookieFor(db, user.userId) };
    };
    const open = async (url: string, cookie: string) => {
      const s = await connect(url, cookie);
      streams.push(s);
      return s;
    };

    it("deliver each other's notices to their own clients", async () => {
      const [a, b] = [await member(), await member()];
      const on1 = await open(url1, a.cookie);
      const on2 = await open(url2, b.cookie);
      const alsoOn1 = await open(url1, b.cookie);
      expect(app1.deps.live.processId).not.toBe(app2.deps.live.processId);
      // Sent through process 1's pool, delivered by process 2 (and 1) to b's tabs.
      await notifyLive(db.kysely, { type: 'credits', to: [b.profileId], credits: 11 });
      expect((await on2.nth('credits')).data).toEqual({ credits: 11 });
      expect((await alsoOn1.nth('credits')).data).toEqual({ credits: 11 });
      await notifyLive(db2.kysely, { type: 'credits', to: [a.profileId], credits: 12 });
      expect((await on1.nth('credits')).data).toEqual({ credits: 12 });
      expect(on2.named('credits')).toHaveLength(1);
      // Both processes' streams are present for any process.
      const rows = await db.kysely.selectFrom('live_streams').select('process_id').where('user_id', '=', b.userId).execute();
      expect(new Set(rows.map((r) => r.process_id))).toEqual(new Set([app1.deps.live.processId, app2.deps.live.processId]));
    });

    it('a like made through one process reaches the other side on the other process', async () => {
      const man = await member('male');
      const woman = await member('female');
      const womanOn2 = await open(url2, woman.cookie);
      const manOn1 = await open(url1, man.cookie);
      const like = (url: string, cookie: string, profileId: number) =>
        fetch(`${url}/api/like.php`, {
          method: 'POST',
          headers: { origin: url, 'content-type': 'application/json', cookie },
          body: JSON.stringify({ profile_id: profileId }),
        });
      expect((await like(url1, man.cookie, woman.profileId)).status).toBe(200);
      expect((await womanOn2.nth('likes')).data).toEqual({ profile_id: man.profileId, match: false });
      expect((await like(url2, woman.cookie, man.profileId)).status).toBe(200);
      expect((await manOn1.nth('likes')).data).toEqual({ profile_id: woman.profileId, match: true });
      expect((await womanOn2.nth('likes', 1)).data).toEqual({ profile_id: man.profileId, match: true });
    });

    it('a process whose listen connection broke says hello to its streams again, and delivers again', async () => {
      const m = await member();
      const on2 = await open(url2, m.cookie);
      const on1 = await open(url1, m.cookie);
      const channel = liveChannel(db.schema);
      const pids = await listenerPids(channel);
      expect(pids).toHaveLength(2);
      // Which pid is process 2's: kill one, see who says hello again.
      await sql`select pg_terminate_backend(${pids[0]!})`.execute(db.kysely);
      await Promise.race([on1.nth('hello', 1, 5000), on2.nth('hello', 1, 5000)]);
      const again = [on1, on2].filter((s) => s.named('hello').length === 2);
      expect(again).toHaveLength(1);
      expect(again[0]!.named('hello')[1]!.data).toEqual({ profile_id: m.profileId });
      expect(await listenerPids(channel)).toHaveLength(2);
      await notifyLive(db.kysely, { type: 'chats', to: [m.profileId] });
      await on1.nth('chats');
      await on2.nth('chats');
    });
  });
});
