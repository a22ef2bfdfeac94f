#!/usr/bin/env node
// npm run test:hosts — the API on two machines (issue 31). Inside network namespaces this script
// makes (root and `ip netns`; without them it skips with one line), it starts one PostgreSQL, one
// S3-compatible object store (s3rver) and two API hosts (the production bundle api/dist/server.js),
// each machine with its own address, and proves:
//   1. a session made on host 1 works on host 2;
//   2. a payment started on host 1 whose webhook arrives at host 2 (also twice, and at host 1 too)
//      credits once;
//   3. a photo uploaded through host 1 is served by host 2, and by both after host 1's working folder
//      (DATA_DIR) is deleted: it lives in the object store;
//   4. member A on host 1 and member B on host 2 chat live, both ways;
//   5. each hourly job, made due while both hosts run, runs once across both;
//   6. `kill -9` of host 1 in the middle of a conversation loses no acknowledged message: A retries
//      an unanswered send on host 2 with the same idempotency key, B's stream reconnects to host 2
//      with Last-Event-ID and carries on, every acknowledged message arrives once, none is stored twice.
// The clients play the load balancer's part: a request that finds its host dead goes to the other.
// Hosts run with NODE_ENV=test because the payment provider here is the embedded sandbox (off in
// production) and the demo members are made on start; everything else is the production set-up.
// Bounded: every wait has a deadline; the whole run takes about a minute and a half.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { EventStream, Member, request } from './hosts/client.mjs';
import { makeNetwork, whyNoNamespaces } from './hosts/net.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

const why = whyNoNamespaces();
if (why) {
  console.log(`test:hosts: skipped: ${why}`);
  process.exit(0);
}

const serverBundle = path.join(root, 'api/dist/server.js');
if (!fs.existsSync(serverBundle)) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'api'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const pgBindir = (() => {
  const dirs = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const dir = process.env.PG_BINDIR ?? (dirs.length ? `/usr/lib/postgresql/${dirs.at(-1)}/bin` : null);
  if (!dir || !fs.existsSync(path.join(dir, 'initdb'))) throw new Error('test:hosts: PostgreSQL binaries not found (apt-get install -y postgresql, or set PG_BINDIR)');
  return dir;
})();

const SITE = { host: 'hartklop.test', origin: 'http://hartklop.test' };
const API_PORT = 8080;
const BUCKET = 'hartklop-media';
const DEMO_PASSWORD = 'hartklop-demo';
/** How long B's client waits before it reconnects (a browser's EventSource waits the server's `retry`). */
const RECONNECT_DELAY_MS = 1000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-hosts-'));
fs.chmodSync(work, 0o755);
const net = makeNetwork('hosts');
const machines = {
  db: net.machine('db', 2),
  s3: net.machine('s3', 3),
  host1: net.machine('h1', 11),
  host2: net.machine('h2', 12),
};
const children = new Set();
const pgData = path.join(work, 'pg');
let pgStarted = false;
let pool = null;

function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  if (pgStarted) spawnSync('runuser', ['-u', 'postgres', '--', path.join(pgBindir, 'pg_ctl'), '-D', pgData, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
  net.remove();
  fs.rmSync(work, { recursive: true, force: true });
}
const fail = (err) => {
  console.error(`\n✗ ${err instanceof Error ? err.message : err}`);
  for (const name of ['host1', 'host2', 's3']) {
    const log = path.join(work, `${name}.log`);
    if (fs.existsSync(log)) console.error(`--- last lines of ${name}'s log ---\n${fs.readFileSync(log, 'utf8').split('\n').slice(-25).join('\n')}`);
  }
  Promise.resolve(pool?.end())
    .catch(() => undefined)
    .finally(() => {
      cleanup();
      process.exit(1);
    });
};
process.on('SIGINT', () => fail('interrupted'));
process.on('SIGTERM', () => fail('terminated'));
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
// A deadline for the whole run: nothing here may hang CI.
setTimeout(() => fail('the run took longer than 5 minutes'), 5 * 60_000).unref();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(probe, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}
async function step(title, run) {
  const t0 = Date.now();
  const detail = await run();
  console.log(`✓ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)${detail ? `\n    ${detail}` : ''}`);
}

/** Starts `argv` inside a machine, its output in <work>/<name>.log. */
function startInside(machine, name, argv, env = {}) {
  const [cmd, args] = machine.inside(argv);
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

// ---- the machines --------------------------------------------------------------------------------
console.log(`test:hosts: network ${net.gateway.replace(/\.1$/, '.0/24')}: db ${machines.db.address}, s3 ${machines.s3.address}, host1 ${machines.host1.address}, host2 ${machines.host2.address}`);

// PostgreSQL, as its own user, listening on the db machine's address only.
fs.mkdirSync(pgData, { mode: 0o700 });
spawnSync('chown', ['postgres:postgres', pgData]);
const initdb = spawnSync('runuser', ['-u', 'postgres', '--', path.join(pgBindir, 'initdb'), '-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync'], { encoding: 'utf8' });
if (initdb.status !== 0) throw new Error(`initdb: ${initdb.stderr}`);
fs.appendFileSync(path.join(pgData, 'pg_hba.conf'), `host all all ${net.gateway.replace(/\.1$/, '.0')}/24 trust\n`);
const [pgCmd, pgArgs] = machines.db.inside([
  'runuser', '-u', 'postgres', '--', path.join(pgBindir, 'pg_ctl'), '-D', pgData, '-w', '-l', path.join(work, 'postgres.log'),
  '-o', `-c listen_addresses=${machines.db.address} -p 5432 -k ${pgData} -c fsync=off -c max_connections=200`, 'start',
]);
fs.writeFileSync(path.join(work, 'postgres.log'), '');
spawnSync('chown', ['postgres:postgres', path.join(work, 'postgres.log')]);
const pgStart = spawnSync(pgCmd, pgArgs, { encoding: 'utf8' });
if (pgStart.status !== 0) throw new Error(`PostgreSQL did not start: ${pgStart.stderr}${fs.readFileSync(path.join(work, 'postgres.log'), 'utf8')}`);
pgStarted = true;
const adminPool = new pg.Pool({ connectionString: `postgres://postgres@${machines.db.address}:5432/postgres`, max: 1 });
await adminPool.query('create database hartklop');
await adminPool.end();
const DATABASE_URL = `postgres://postgres@${machines.db.address}:5432/hartklop`;
pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

// The object store.
fs.mkdirSync(path.join(work, 's3'));
// s3rver makes the continuation token of a listing longer than 1,000 keys with DES, which Node's
// OpenSSL 3 has only in its legacy provider (the seed photo pool alone is 1,728 objects).
startInside(machines.s3, 's3', [process.execPath, '--openssl-legacy-provider', path.join(root, 'scripts/hosts/s3-server.mjs')], {
  ADDRESS: machines.s3.address,
  PORT: '9000',
  DIRECTORY: path.join(work, 's3'),
  BUCKET,
});
await until(async () => fs.readFileSync(path.join(work, 's3.log'), 'utf8').includes('ready'), 20_000, 'the object store');

// The API hosts: the same configuration, each its own working folder.
const hosts = {
  host1: { ...machines.host1, port: API_PORT, dataDir: path.join(work, 'host1-data'), child: null },
  host2: { ...machines.host2, port: API_PORT, dataDir: path.join(work, 'host2-data'), child: null },
};
function startHost(host) {
  host.child = startInside(host, host.name === 'h1' ? 'host1' : 'host2', [process.execPath, serverBundle], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(API_PORT),
    HOST: '0.0.0.0',
    PUBLIC_URL: SITE.origin,
    DATA_DIR: host.dataDir,
    DATABASE_URL,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://${machines.s3.address}:9000`,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // The provider's webhooks go to host 2, whichever host started the payment.
    PAYMENT_WEBHOOK_BASE_URL: `http://${machines.host2.address}:${API_PORT}`,
    SEED_PROFILES: '40',
  });
  return until(async () => (await request(host, { path: '/api/health', headers: { host: SITE.host }, timeoutMs: 2000 })).status === 200, 120_000, `${host.name} to answer /api/health`);
}
// Host 1 first: it migrates and seeds the empty database (a release step); host 2 finds it done.
await startHost(hosts.host1);
await startHost(hosts.host2);
console.log(`test:hosts: PostgreSQL, s3rver and two API hosts up (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const db = (text, values) => pool.query(text, values).then((r) => r.rows);
const profileIdOf = async (email) => (await db('select p.id from profiles p join users u on u.id = p.user_id where u.email = $1', [email]))[0].id;

// ---- 5 (started first, checked last): the hourly jobs, made due while both hosts run -------------
// Jobs that run every hour or less often: the gap between their last start and their next run.
const hourly = await until(
  async () => {
    const rows = await db(`select name, runs::int as runs from job_runs where last_finished_at is not null and next_run_at - last_started_at >= interval '50 minutes'`);
    return rows.length >= 2 ? rows : undefined;
  },
  60_000,
  'the hourly jobs to have run once at start',
);
await db(`update job_runs set next_run_at = now() where name = any($1)`, [hourly.map((j) => j.name)]);
const jobsDueAt = Date.now();

// ---- 1: one session, two hosts -----------------------------------------------------------------
const a = new Member('A', SITE);
const b = new Member('B', SITE);
await step('a session made on host 1 works on host 2', async () => {
  const login = await a.call(hosts.host1, 'POST', '/api/user.php', { email: 'demo@hartklop.nl', password: DEMO_PASSWORD });
  check(login.status === 200, `login on host 1: ${login.status} ${JSON.stringify(login.data)}`);
  const there = await a.call(hosts.host2, 'GET', '/api/user.php');
  check(there.status === 200, `GET /api/user.php on host 2: ${there.status}`);
  check(JSON.stringify(there.data) === JSON.stringify((await a.call(hosts.host1, 'GET', '/api/user.php')).data), 'host 2 sees another user than host 1');
  const loginB = await b.call(hosts.host2, 'POST', '/api/user.php', { email: 'premium@hartklop.nl', password: DEMO_PASSWORD });
  check(loginB.status === 200, `B's login on host 2: ${loginB.status}`);
  check((await b.call(hosts.host1, 'GET', '/api/user.php')).status === 200, "B's session from host 2 refused on host 1");
  return 'A logged in on host 1, B on host 2; each session answers on the other host';
});

// ---- 2: a payment's webhook on the other host credits once -------------------------------------
const aUserId = (await db(`select id from users where email = 'demo@hartklop.nl'`))[0].id;
const creditsOf = async (userId) => (await db('select credits from users where id = $1', [userId]))[0].credits;
await step('a webhook at host 2 for a payment started on host 1 credits once', async () => {
  const bundles = await a.call(hosts.host1, 'GET', '/api/bundles.php');
  check(bundles.status === 200 && bundles.data.bundles.length > 0, `bundles: ${bundles.status}`);
  // The largest bundle: A pays for the messages of the conversation below.
  const bundle = bundles.data.bundles.reduce((x, y) => (y.credits > x.credits ? y : x));
  const before = await creditsOf(aUserId);
  const started = await a.call(hosts.host1, 'POST', '/api/payment.php', { bundle_id: bundle.id, method: 'creditcard', idempotency_key: randomUUID() });
  check(started.status === 201, `payment on host 1: ${started.status} ${JSON.stringify(started.data)}`);
  const payment = started.data.payment;
  // The provider's page, paid (the sandbox answers only its own machine: paid from inside host 1).
  const [cmd, args] = hosts.host1.inside([process.execPath, path.join(root, 'scripts/hosts/sandbox-pay.mjs'), payment.checkout_url, String(API_PORT), 'paid']);
  const paid = spawnSync(cmd, args, { encoding: 'utf8' });
  check(paid.status === 0, `paying on the sandbox: ${paid.stderr}`);
  const [{ provider_id: providerId }] = await db('select provider_id from payments where id = $1', [payment.id]);
  // The provider's own webhook goes to host 2 (PAYMENT_WEBHOOK_BASE_URL); more copies at once, on both hosts.
  const hook = (host) =>
    request(host, {
      method: 'POST',
      path: '/api/payment-webhook.php',
      headers: { host: SITE.host, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie/hosts-test' },
      body: new URLSearchParams({ id: providerId }).toString(),
    });
  const answers = await Promise.all([hook(hosts.host2), hook(hosts.host2), hook(hosts.host1)]);
  check(answers.every((r) => r.status === 200), `webhook answers: ${answers.map((r) => r.status).join(', ')}`);
  await until(async () => (await creditsOf(aUserId)) === before + bundle.credits, 15_000, `A's ${bundle.credits} credits`);
  await sleep(1500);
  const after = await creditsOf(aUserId);
  check(after === before + bundle.credits, `credits moved on: ${before} → ${after} for a bundle of ${bundle.credits}`);
  const ledger = await db('select count(*)::int as n from credit_ledger where user_id = $1 and idempotency_key = $2', [aUserId, `payment:${payment.id}`]);
  check(ledger[0].n === 1, `${ledger[0].n} ledger rows for the payment`);
  const status = await a.call(hosts.host2, 'GET', `/api/payment.php?id=${payment.id}`);
  check(status.status === 200 && status.data.payment.state === 'completed', `payment on host 2: ${status.status} ${status.data?.payment?.state}`);
  return `${bundle.credits} credits once (${before} → ${after}); 3 webhook copies + the sandbox's own delivery; 1 ledger row`;
});

// ---- 3: a photo uploaded through host 1 lives in the object store ------------------------------
await step("a photo uploaded through host 1 is served by host 2, also after host 1's folder is deleted", async () => {
  const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 180, g: 60, b: 90 } } })
    .composite([{ input: Buffer.from('<svg width="900" height="700"><circle cx="450" cy="350" r="200" fill="#fff"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
  const uploaded = await b.upload(hosts.host1, '/api/photo.php', 'image/jpeg', jpeg);
  check(uploaded.status === 201, `upload on host 1: ${uploaded.status} ${JSON.stringify(uploaded.data)}`);
  const photos = uploaded.data.photos ?? [uploaded.data.photo];
  const photo = photos.reduce((x, y) => (y.id > x.id ? y : x));
  const media = (host, file) => request(host, { path: `/media/${file}`, headers: { host: SITE.host } });
  const first = await media(hosts.host2, photo.filename);
  check(first.status === 200 && /image\/jpeg/.test(first.headers['content-type'] ?? ''), `host 2 /media/: ${first.status} ${first.headers['content-type']}`);
  check((await media(hosts.host2, photo.thumb_filename)).status === 200, 'host 2: the thumbnail is missing');
  fs.rmSync(hosts.host1.dataDir, { recursive: true, force: true });
  for (const host of [hosts.host1, hosts.host2]) {
    const again = await media(host, photo.filename);
    check(again.status === 200 && again.body.equals(first.body), `${host.name} after host 1's folder went: ${again.status}`);
  }
  const missing = await media(hosts.host2, photo.filename.replace(/[0-9a-f]{8}(?=[^/]*$)/, '00000000'));
  check(missing.status === 404, `a guessed name answered ${missing.status}`);
  return `${photo.filename} (${first.body.length} bytes) from both hosts; a guessed name is a 404`;
});

// ---- 4: live chat across hosts, both ways -------------------------------------------------------
const bProfile = await profileIdOf('premium@hartklop.nl');
const aStream = new EventStream(a);
const bStream = new EventStream(b);
let conversationId = null;
const send = (member, host, body) => member.call(host, 'POST', '/api/message.php', { kind: 'text', ...body });
await step('A on host 1 and B on host 2 chat live, both ways', async () => {
  await aStream.open(hosts.host1);
  await bStream.open(hosts.host2);
  await Promise.all([aStream.until(() => aStream.events.some((e) => e.name === 'hello'), 10_000, 'hello'), bStream.until(() => bStream.events.some((e) => e.name === 'hello'), 10_000, 'hello')]);
  const t0 = Date.now();
  const first = await send(a, hosts.host1, { profile_id: bProfile, text: 'Hoi Sanne, via host 1!', idempotency_key: randomUUID() });
  check(first.status === 201, `A's send on host 1: ${first.status} ${JSON.stringify(first.data)}`);
  conversationId = first.data.message.conversation_id;
  await bStream.until(() => bStream.messageIds().includes(first.data.message.id), 10_000, "A's message");
  const toB = Date.now() - t0;
  const t1 = Date.now();
  const reply = await send(b, hosts.host2, { conversation_id: conversationId, text: 'Hoi Daan, via host 2!', idempotency_key: randomUUID() });
  check(reply.status === 201, `B's reply on host 2: ${reply.status} ${JSON.stringify(reply.data)}`);
  await aStream.until(() => aStream.messageIds().includes(reply.data.message.id), 10_000, "B's reply");
  return `A→B (host 1 → B's stream on host 2) ${toB} ms, B→A (host 2 → A's stream on host 1) ${Date.now() - t1} ms`;
});

// ---- 5: the hourly jobs ran once across both hosts ----------------------------------------------
await step('each hourly and daily job ran once across both hosts', async () => {
  // Both hosts check every job at least every 30 s: past that, a second run would have happened.
  await sleep(Math.max(0, jobsDueAt + 33_000 - Date.now()));
  const names = hourly.map((j) => j.name);
  const rows = await db('select name, runs::int as runs from job_runs where name = any($1) order by name', [names]);
  const wrong = rows.filter((row) => row.runs !== hourly.find((j) => j.name === row.name).runs + 1);
  check(wrong.length === 0, `runs after the hour: ${rows.map((r) => `${r.name} ${r.runs}`).join(', ')} (before: ${hourly.map((j) => `${j.name} ${j.runs}`).join(', ')})`);
  return `${names.join(', ')}: one more run each (33 s with both hosts checking)`;
});

// ---- 6: kill -9 of host 1 mid-conversation -----------------------------------------------------
await step('kill -9 of host 1 mid-conversation loses no acknowledged message; B carries on through host 2', async () => {
  // B's stream moves to host 1 (a reconnect of its own: it resumes from its last event id).
  bStream.close();
  await bStream.closed;
  const hellos = bStream.events.filter((e) => e.name === 'hello').length;
  await bStream.open(hosts.host1);
  await bStream.until(() => bStream.events.filter((e) => e.name === 'hello').length > hellos, 10_000, 'hello on host 1');

  // B's client: when its stream ends, it reconnects (through the load balancer: to host 2) with Last-Event-ID.
  let reconnectedAt = null;
  // Like a browser's EventSource it waits a moment first, so messages are sent while B has no stream.
  const reconnected = bStream.closed.then(async () => {
    await sleep(RECONNECT_DELAY_MS);
    await bStream.open(hosts.host2);
    reconnectedAt = Date.now();
  });

  const acked = [];
  /** Acknowledged while B had no stream: only the replay (Last-Event-ID) can bring them. */
  const inGap = [];
  const keys = [];
  let target = hosts.host1;
  let killedAt = null;
  for (let i = 1; i <= 12; i++) {
    const key = randomUUID();
    keys.push(key);
    const body = { conversation_id: conversationId, text: `Bericht ${i}`, idempotency_key: key };
    const pending = send(a, target, body);
    if (i === 6) {
      // Host 1 dies while this send is on its way: no answer comes.
      await sleep(5);
      hosts.host1.child.kill('SIGKILL');
      killedAt = Date.now();
    }
    let answer = await pending.catch(() => null);
    if (!answer || answer.status >= 500) {
      // The client's retry, same key, through the load balancer: host 2.
      target = hosts.host2;
      answer = await send(a, target, body);
    }
    check(answer.status === 201 || answer.status === 200, `send ${i}: ${answer.status} ${JSON.stringify(answer.data)}`);
    acked.push(answer.data.message.id);
    if (killedAt !== null && reconnectedAt === null) inGap.push(answer.data.message.id);
  }
  await reconnected;
  // One more after the reconnect: B's stream on host 2 carries on live.
  const last = await send(a, hosts.host2, { conversation_id: conversationId, text: 'En nog eentje', idempotency_key: randomUUID() });
  check(last.status === 201, `send after the reconnect: ${last.status}`);
  acked.push(last.data.message.id);
  await bStream.until(() => acked.every((id) => bStream.messageIds().includes(id)), 15_000, 'every acknowledged message');

  const ids = bStream.messageIds();
  const twice = ids.filter((id, n) => ids.indexOf(id) !== n);
  check(twice.length === 0, `B received message(s) ${[...new Set(twice)].join(', ')} more than once`);
  const stored = await db('select idempotency_key, count(*)::int as n from messages where conversation_id = $1 and idempotency_key = any($2) group by idempotency_key', [conversationId, keys]);
  check(stored.length === keys.length && stored.every((r) => r.n === 1), `stored: ${stored.length} keys of ${keys.length}, duplicates: ${stored.filter((r) => r.n > 1).length}`);
  const viaHost2 = bStream.events.filter((e) => e.name === 'message' && e.host === 'h2' && acked.includes(e.data.message.id)).length;
  check(killedAt !== null && reconnectedAt !== null, 'host 1 was not killed or B did not reconnect');
  check(inGap.length > 0, 'no message was sent while B had no stream: the replay was not exercised');
  return `${acked.length} messages acknowledged, each received once by B (${viaHost2} through host 2 after the kill, ${inGap.length} of them sent while B had no stream); each stored once; B back ${reconnectedAt - killedAt} ms after the kill`;
});

aStream.close();
bStream.close();
await pool.end();
pool = null;
cleanup();
console.log(`test:hosts: all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
