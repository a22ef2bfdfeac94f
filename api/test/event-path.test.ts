import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import type { MessageSent } from '../src/db/live-notices';
import { createPushServer } from './push-service';
import { connect, listen, sleep, type SseConnection } from './events-helpers';
import { createTestDatabase, createTestUser, removeTempDirs, sameOrigin, sessionCookieFor, testConfig, type TestUserOptions } from './helpers';

/**
 * Issue 30, item 5: one event path. A sent message reaches the event streams and web push the same
 * way: its live notice, after the commit, through each process's hub. Each recipient gets it once
 * on their streams and at most once by push (by the process that stored it, however many processes
 * listen); a send that rolls back (too few credits) reaches nobody.
 */

const databaseUrl = process.env.DATABASE_URL;
/** Two processes on one database: only a real PostgreSQL server has them. */
const pgOnly = databaseUrl ? describe : describe.skip;
/** How long a test waits for what must not come. */
const QUIET_MS = 400;

let pushServer: https.Server;
let pushOrigin: string;
let pushAgent: https.Agent;
/** The paths the local push service received a message on, one entry per request. */
const pushed: string[] = [];

beforeAll(async () => {
  let cert: Buffer;
  ({ server: pushServer, cert } = createPushServer((req, res) => {
    req.resume();
    req.on('end', () => {
      pushed.push(req.url ?? '');
      res.writeHead(201);
      res.end();
    });
  }));
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  pushAgent = new https.Agent({ ca: cert });
}, 30_000);

afterAll(async () => {
  pushAgent.destroy();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
  removeTempDirs();
});

beforeEach(() => {
  pushed.length = 0;
});

interface Member {
  userId: number;
  profileId: number;
  cookie: string;
}

/** One API process: an app on its own database handle, listening on a port, with what its hub passed on. */
interface Process {
  app: FastifyInstance;
  url: string;
  committed: MessageSent[];
}

async function startProcess(db: DatabaseHandle): Promise<Process> {
  const app = await buildApp({ db, config: testConfig(), pushAgent });
  const committed: MessageSent[] = [];
  app.deps.live.committed.on('messageSent', (event) => committed.push(event));
  return { app, url: await listen(app), committed };
}

function useMembers(db: () => DatabaseHandle) {
  const member = async (options: TestUserOptions = {}): Promise<Member> => {
    const user = await createTestUser(db(), options);
    return { ...user, cookie: await sessionCookieFor(db(), user.userId) };
  };
  /** A browser of the member subscribes to push (POST /api/user.php?push=1); its endpoint's path. */
  const subscribe = async (app: FastifyInstance, m: Member): Promise<string> => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpointPath = `/push/${randomUUID()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { ...sameOrigin, cookie: m.cookie },
      payload: { endpoint: `${pushOrigin}${endpointPath}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } },
    });
    expect(res.statusCode).toBe(201);
    return endpointPath;
  };
  const send = (p: Process, from: Member, to: Member, text = 'Hoi!') =>
    fetch(`${p.url}/api/message.php`, {
      method: 'POST',
      headers: { origin: p.url, 'content-type': 'application/json', cookie: from.cookie },
      body: JSON.stringify({ profile_id: to.profileId, kind: 'text', text, idempotency_key: randomUUID() }),
    });
  return { member, subscribe, send };
}

/** Waits for the pushes every process has under way, then a while for anything late. */
async function settle(...processes: Process[]): Promise<void> {
  await sleep(QUIET_MS);
  await Promise.all(processes.map((p) => p.app.push.idle()));
}

describe('one event path for streams and push (one process)', () => {
  let db: DatabaseHandle;
  let p: Process;
  const streams: SseConnection[] = [];
  const { member, subscribe, send } = useMembers(() => db);
  const open = async (m: Member) => {
    const s = await connect(p.url, m.cookie);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    p = await startProcess(db);
  }, 30_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    await p.app.close();
    await db.close();
  });
  beforeEach(() => {
    p.committed.length = 0;
  });

  it('pushes a message once to a recipient without a stream, and streams it once to the sender', async () => {
    const sender = await member({ credits: 25 });
    const recipient = await member({ gender: 'male' });
    const endpoint = await subscribe(p.app, recipient);
    const senderStream = await open(sender);

    const res = await send(p, sender, recipient, 'Zin in koffie?');
    expect(res.status).toBe(201);
    const answer = api.sendMessage.response.parse(await res.json());
    // The answer leaves after the hub passed the committed message on to push.
    expect(p.committed).toEqual([
      { messageId: answer.message.id, conversationId: answer.message.conversation_id, senderProfileId: sender.profileId, recipientProfileId: recipient.profileId, firstMessage: true },
    ]);
    await senderStream.nth('message');
    await senderStream.nth('credits');
    await settle(p);
    expect(pushed).toEqual([endpoint]);
    expect(senderStream.named('message').map((e) => (e.data as { message: { id: number } }).message.id)).toEqual([answer.message.id]);
    expect(senderStream.named('credits').map((e) => e.data)).toEqual([{ credits: 15 }]);
  });

  it('streams a message once to a recipient with an open stream, and pushes nothing then', async () => {
    const sender = await member({ credits: 25 });
    const recipient = await member({ gender: 'male' });
    await subscribe(p.app, recipient);
    const recipientStream = await open(recipient);

    const res = await send(p, sender, recipient);
    expect(res.status).toBe(201);
    const { message } = api.sendMessage.response.parse(await res.json());
    await recipientStream.nth('message');
    await settle(p);
    expect(recipientStream.named('message').map((e) => (e.data as { message: { id: number } }).message.id)).toEqual([message.id]);
    expect(p.committed.map((e) => e.messageId)).toEqual([message.id]);
    expect(pushed).toEqual([]);
  });

  it('a send that rolls back (too few credits) reaches neither streams nor push', async () => {
    const sender = await member({ credits: 5 });
    const recipient = await member({ gender: 'male' });
    const endpoint = await subscribe(p.app, recipient);
    const senderStream = await open(sender);

    const refused = await send(p, sender, recipient, 'Te duur');
    expect(refused.status).toBe(402);
    await settle(p);
    expect(p.committed).toEqual([]);
    expect(pushed).toEqual([]);
    expect(senderStream.named('message')).toEqual([]);
    expect(senderStream.named('credits')).toEqual([]);

    // With credits the same send goes through: only that one arrives, once.
    await db.kysely.updateTable('users').set({ credits: 25 }).where('id', '=', sender.userId).execute();
    const res = await send(p, sender, recipient, 'Nu wel');
    expect(res.status).toBe(201);
    const { message } = api.sendMessage.response.parse(await res.json());
    await senderStream.nth('message');
    await settle(p);
    expect(p.committed.map((e) => [e.messageId, e.firstMessage])).toEqual([[message.id, true]]);
    expect(pushed).toEqual([endpoint]);
    expect(senderStream.named('message')).toHaveLength(1);
  });
});

pgOnly('one event path with two API processes on one database', () => {
  let db1: DatabaseHandle;
  let db2: DatabaseHandle;
  let p1: Process;
  let p2: Process;
  const streams: SseConnection[] = [];
  const { member, subscribe, send } = useMembers(() => db1);

  beforeAll(async () => {
    db1 = await createTestDatabase();
    db2 = await openDatabase({ kind: 'postgres', databaseUrl: databaseUrl!, searchPath: db1.schema!, poolSize: 4 });
    p1 = await startProcess(db1);
    p2 = await startProcess(db2);
  }, 30_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    await p1.app.close();
    await p2.app.close();
    await db2.close();
    await db1.close();
  });

  it('each message is pushed once in total, by the process that stored it, and streamed once on each', async () => {
    const sender = await member({ credits: 50 });
    const recipient = await member({ gender: 'male' });
    const endpoint = await subscribe(p1.app, recipient);
    // The sender's tabs on both processes (the recipient has none: push is theirs).
    const senderOn1 = await connect(p1.url, sender.cookie);
    const senderOn2 = await connect(p2.url, sender.cookie);
    streams.push(senderOn1, senderOn2);

    const first = await send(p1, sender, recipient, 'Via proces 1');
    expect(first.status).toBe(201);
    const one = api.sendMessage.response.parse(await first.json()).message;
    await senderOn1.nth('message');
    await senderOn2.nth('message');
    await settle(p1, p2);
    expect(pushed).toEqual([endpoint]);
    expect(p1.committed.map((e) => e.messageId)).toEqual([one.id]);
    expect(p2.committed).toEqual([]);

    const second = await send(p2, sender, recipient, 'Via proces 2');
    expect(second.status).toBe(201);
    const two = api.sendMessage.response.parse(await second.json()).message;
    await senderOn1.nth('message', 1);
    await senderOn2.nth('message', 1);
    await settle(p1, p2);
    expect(pushed).toEqual([endpoint, endpoint]);
    expect(p1.committed.map((e) => e.messageId)).toEqual([one.id]);
    expect(p2.committed).toEqual([expect.objectContaining({ messageId: two.id, senderProfileId: sender.profileId, recipientProfileId: recipient.profileId, firstMessage: false })]);
    for (const s of [senderOn1, senderOn2]) {
      expect(s.named('message').map((e) => (e.data as { message: { id: number } }).message.id)).toEqual([one.id, two.id]);
    }

    // Too few credits: rolled back in process 2, nothing anywhere.
    await db1.kysely.updateTable('users').set({ credits: 0 }).where('id', '=', sender.userId).execute();
    expect((await send(p2, sender, recipient, 'Te duur')).status).toBe(402);
    await settle(p1, p2);
    expect(pushed).toHaveLength(2);
    expect(p1.committed).toHaveLength(1);
    expect(p2.committed).toHaveLength(1);
    for (const s of [senderOn1, senderOn2]) expect(s.named('message')).toHaveLength(2);
  });
});
