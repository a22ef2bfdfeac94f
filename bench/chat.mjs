#!/usr/bin/env node
// npm run bench:chat — live chat delivery: N members with credits and sessions, one open event
// stream (GET /api/events.php, raw HTTP, not a browser) per member, then text messages between
// random pairs over POST /api/message.php; measures sends/s and send-to-receive latency (from
// the start of the POST until the recipient's stream delivers that message id; target p99 < 50 ms).
// Two phases per run: as fast as it goes (BENCH_CONCURRENCY senders in a closed loop: the
// throughput, with latency that includes queueing at saturation), then paced (an open loop at
// BENCH_RATE sends/s, by default 80 % of the throughput just measured, the definition: the
// latency under load). A table of every run's phases closes the output.
//
// Runs, each on a fresh database it creates itself (no seeded demo data):
//   1. one API process on PGlite (embedded; PGlite runs one query at a time);
//   2. one API process on PostgreSQL;
//   3. two API processes on one PostgreSQL database, the streams and senders split across both
//      (a message is delivered by the process its recipient is connected to, through LISTEN/NOTIFY).
// PostgreSQL is a throwaway cluster started with api/test/pg-cluster.sh on BENCH_PG_PORT (54339) and
// stopped at the end; without the PostgreSQL binaries runs 2 and 3 are skipped.
// Each API process is a child process running buildApp() from the TypeScript sources (bundled with
// esbuild, NODE_ENV=production), listening on 127.0.0.1 only.
//
// Options (environment): BENCH_MEMBERS (1000), BENCH_SENDS (6000), BENCH_CONCURRENCY (20),
// BENCH_PACED_SECONDS (10: the paced phase lasts this long at its rate; a V8 major collection of
// the API comes every few seconds under this load, and a window of 2,000 sends (3 s) could miss
// it), BENCH_PACED_SENDS (instead of the seconds), BENCH_RATE (80 % of the measured throughput),
// BENCH_TRAFFIC (pairs: a random pair per send, nearly every send the first message of its pair;
// conversations: each member writes to one partner, their conversation started before measuring and
// written to by its id as the chat client does, what a chat mostly is), BENCH_RUNS (pglite,postgres,postgres2), BENCH_PG_PORT (54339), BENCH_NODE_ARGS (node flags of the API
// processes beside those of `npm run serve`, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { externalPackages } from './lib/esbuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clamp = (value, min, max) => Math.max(min, Math.min(max, Number.isFinite(value) ? value : min));
const members = clamp(Number(process.env.BENCH_MEMBERS || 1000), 2, 5000);
const sends = clamp(Number(process.env.BENCH_SENDS || 6000), 1, 20_000);
const concurrency = clamp(Number(process.env.BENCH_CONCURRENCY || 20), 1, 200);
/** The paced phase: this many sends at BENCH_RATE per second (default: 80 % of the rate the closed loop reached). */
const PACED_SHARE = 0.8;
const pacedSendsAsked = process.env.BENCH_PACED_SENDS ? clamp(Number(process.env.BENCH_PACED_SENDS), 1, 20_000) : null;
const pacedSeconds = clamp(Number(process.env.BENCH_PACED_SECONDS || 10), 1, 30);
/** The paced phase's sends at `rate`: BENCH_PACED_SECONDS of it, unless BENCH_PACED_SENDS says how many. */
const pacedSendsAt = (rate) => pacedSendsAsked ?? clamp(Math.round(rate * pacedSeconds), 1, 20_000);
const pacedRate = process.env.BENCH_RATE ? clamp(Number(process.env.BENCH_RATE), 1, 10_000) : null;
const runs = (process.env.BENCH_RUNS || 'pglite,postgres,postgres2').split(',').map((r) => r.trim()).filter(Boolean);
const pgPort = clamp(Number(process.env.BENCH_PG_PORT || 54339), 1024, 65535);
const TARGET_P99_MS = 50;
/**
 * Sends before measuring, as fast as they go: the API's code is compiled by then (the first few
 * hundred sends run slower, which a short run would count as the throughput).
 */
const WARMUP_SENDS = 1000;
const traffic = process.env.BENCH_TRAFFIC === 'conversations' ? 'conversations' : 'pairs';
/** Bounds of one run, whatever the options. */
const CONNECT_TIME_LIMIT_MS = 120_000;
const SEND_TIME_LIMIT_MS = 180_000;
/** A message not on the recipient's stream this long after its send answered counts as lost. */
const DELIVERY_WAIT_MS = 5000;

/** The node flags of `npm run serve`, how an API host runs in production (e.g. its young generation's size). */
const SERVE_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve.split(/\s+/).filter((arg) => arg.startsWith('--'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-bench-chat-'));
const workerFile = path.join(root, 'bench', `.chat-worker-${process.pid}.mjs`);
const children = new Set();
let pgStarted = false;

function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(workerFile, { force: true });
  fs.rmSync(`${workerFile}.map`, { force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
  if (pgStarted) {
    spawnSync('sh', [path.join(root, 'api/test/pg-cluster.sh'), 'stop', String(pgPort)], { stdio: 'inherit' });
    pgStarted = false;
  }
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

/** The API process: seeds (when asked), builds the app, listens, and stops on request. */
const WORKER_SOURCE = `
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from './api/src/app';
import { loadConfig } from './api/src/config';
import { openDatabase } from './api/src/db/database';
import { migrateToLatest } from './api/src/db/migrate';
import { hashSessionToken, SESSION_COOKIE } from './api/src/domain/accounts/sessions';

const env = process.env;
const reply = (message) => process.send(message);

async function seed(db, count) {
  const out = [];
  const chunk = 250;
  for (let start = 0; start < count; start += chunk) {
    const n = Math.min(chunk, count - start);
    const users = await db.kysely
      .insertInto('users')
      .values(Array.from({ length: n }, (_, i) => ({
        email: 'bench' + (start + i) + '@example.nl',
        // Nobody logs in with a password: the sessions are made below.
        password_hash: 'bench-no-password',
        status: 'confirmed',
        confirmed_at: new Date(),
        credits: 1_000_000,
        paid_user: true,
      })))
      .returning('id')
      .execute();
    const profiles = await db.kysely
      .insertInto('profiles')
      .values(users.map((u, i) => ({
        user_id: u.id,
        name: 'Lid' + (start + i),
        gender: (start + i) % 2 === 0 ? 'female' : 'male',
        sexuality: 'bi',
        birthdate: '1990-04-12',
        country: 'NL',
        city: 'Utrecht',
        about: '',
        status: 'active',
      })))
      .returning(['id', 'user_id'])
      .execute();
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    await db.kysely
      .insertInto('sessions')
      .values(users.map((u, i) => ({ user_id: u.id, token_hash: hashSessionToken(tokens[i]), expires_at: new Date(Date.now() + 86_400_000) })))
      .execute();
    const profileOf = new Map(profiles.map((p) => [p.user_id, p.id]));
    users.forEach((u, i) => out.push({ profileId: profileOf.get(u.id), cookie: SESSION_COOKIE + '=' + tokens[i] }));
  }
  return out;
}

async function main() {
  const kind = env.BENCH_DB;
  const schema = env.BENCH_SCHEMA;
  if (kind === 'postgres' && env.BENCH_SEED === '1') {
    const admin = new pg.Client({ connectionString: env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query('create schema ' + schema);
    await admin.end();
  }
  const db = kind === 'postgres'
    ? await openDatabase({ kind: 'postgres', databaseUrl: env.BENCH_DATABASE_URL, searchPath: schema, poolSize: 10 })
    : await openDatabase({ kind: 'pglite', dataDir: env.BENCH_PGDATA });
  if (env.BENCH_SEED === '1') {
    await migrateToLatest(db);
    reply({ type: 'seeded', members: await seed(db, Number(env.BENCH_MEMBERS)) });
  }
  const config = loadConfig(
    { ...env, NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: env.BENCH_DATA_DIR, DATABASE_URL: kind === 'postgres' ? env.BENCH_DATABASE_URL : '' },
    env.BENCH_ROOT,
  );
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  reply({ type: 'listening', port: app.server.address().port, database: db.kind });
  process.on('message', (message) => {
    if (message?.type !== 'stop') return;
    app.close().then(() => db.close()).then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
  });
}

main().catch((err) => {
  console.error('bench worker failed:', err);
  process.exit(1);
});
`;

async function buildWorker() {
  await build({
    stdin: { contents: WORKER_SOURCE, resolveDir: root, loader: 'ts', sourcefile: 'bench-chat-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: workerFile,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

/** When the run's seeding API process was started: its --trace-gc times count from about then. */
let workerStartedAt;

/** Starts an API process; resolves with its port (and the seeded members, for the seeding one). */
function startWorker(env) {
  if (env.BENCH_SEED === '1') workerStartedAt = performance.now();
  const child = fork(workerFile, [], {
    env: { ...process.env, ...env, BENCH_ROOT: root, BENCH_MEMBERS: String(members) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The node flags a host runs with (package.json's `serve`), then BENCH_NODE_ARGS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
    execArgv: [...SERVE_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean)],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let seeded;
    child.on('message', (message) => {
      if (message.type === 'seeded') seeded = message.members;
      if (message.type === 'listening') resolve({ child, port: message.port, database: message.database, seeded });
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code} before it listened`)));
  });
}

async function stopWorker(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/**
 * One member's event stream. Messages the member receives (not their own) are timed on arrival
 * by message id, in `arrivals`.
 */
function openStream(port, member, arrivals, counters) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/events.php', agent: false, headers: { accept: 'text/event-stream', cookie: member.cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`events.php answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let greeted = false;
        response.on('data', (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // A message event starts with its id line (the stream's replay cursor): read the event's name from its own line.
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'hello') {
              if (!greeted) {
                greeted = true;
                resolve({ request, response });
              } else counters.reconnectHellos += 1;
            } else if (event === 'message') {
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
              if (!data.message.mine && !arrivals.has(data.message.id)) arrivals.set(data.message.id, { at: now, to: member.profileId });
              counters.messageEvents += 1;
            }
          }
        });
        response.on('close', () => {
          if (!counters.stopping) counters.dropped += 1;
        });
      },
    );
    request.on('error', reject);
  });
}

function post(agent, port, member, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/message.php',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: member.cookie },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (c) => (text += c));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const fmt = (v) => (Number.isNaN(v) ? 'n/a' : `${v.toFixed(1)} ms`);

async function runBench({ label, ports, seeded }) {
  const arrivals = new Map();
  const counters = { messageEvents: 0, reconnectHellos: 0, dropped: 0, stopping: false };
  const portOf = (i) => ports[i % ports.length];

  // 1. Every member's stream, 50 connecting at a time.
  const connectStarted = performance.now();
  const streams = new Array(seeded.length);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < seeded.length) {
          if (performance.now() - connectStarted > CONNECT_TIME_LIMIT_MS) throw new Error('connecting the streams took too long');
          const i = next++;
          streams[i] = await openStream(portOf(i), seeded[i], arrivals, counters);
        }
      }),
    );
  } catch (err) {
    counters.stopping = true;
    for (const s of streams) if (s) s.request.destroy();
    throw err;
  }
  const connectMs = performance.now() - connectStarted;

  // 2. Sends between random pairs; a member sends through the process their own stream is on.
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 200 }));
  const agentOf = (i) => agents[i % ports.length];
  const random = () => Math.floor(Math.random() * seeded.length);
  // In conversations traffic member 2k writes to 2k+1 and back (an odd last member to member 0).
  const partnerOf = (i) => (traffic === 'pairs' ? random() : (i ^ 1) < seeded.length ? i ^ 1 : 0);
  /** The conversation of each pair started before measuring (conversations traffic), by `pairKey`. */
  const conversationOf = new Map();
  const pairKey = (a, b) => `${Math.min(a, b)}:${Math.max(a, b)}`;
  const newPhase = () => ({ results: [], errors: 0, errorSamples: new Map(), issued: 0, ms: 0, started: performance.now() });
  async function sendOne(phase) {
    const from = random();
    let to = partnerOf(from);
    while (to === from) to = random();
    phase.issued += 1;
    const t0 = performance.now();
    const fail = (key) => {
      phase.errors += 1;
      phase.errorSamples.set(key, (phase.errorSamples.get(key) ?? 0) + 1);
    };
    try {
      // A started conversation is written to by its id, as the chat client does (a profile is the target of a first message).
      const conversationId = conversationOf.get(pairKey(from, to));
      const res = await post(agentOf(from), portOf(from), seeded[from], {
        ...(conversationId !== undefined ? { conversation_id: conversationId } : { profile_id: seeded[to].profileId }),
        kind: 'text',
        text: `Hoi ${seeded[to].profileId}, hoe gaat het? ${randomUUID().slice(0, 8)}`,
        idempotency_key: randomUUID(),
      });
      if (res.status !== 201) return fail(`${res.status} ${res.text.slice(0, 120)}`);
      phase.results.push({ id: JSON.parse(res.text).message.id, t0, answered: performance.now(), to: seeded[to].profileId });
    } catch (err) {
      fail(String(err.message));
    }
  }
  /** Closed loop: `concurrency` senders, each sending again as soon as its send is answered. */
  async function saturate(count) {
    const phase = newPhase();
    const { started } = phase;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, count) }, async () => {
        while (phase.issued < count && performance.now() - started < SEND_TIME_LIMIT_MS) await sendOne(phase);
      }),
    );
    phase.ms = performance.now() - started;
    return phase;
  }
  /** Open loop: one send every 1/rate s whatever the answers (at most 200 under way). */
  async function paced(count, rate) {
    const phase = newPhase();
    const { started } = phase;
    const inFlight = new Set();
    for (let i = 0; i < count && performance.now() - started < SEND_TIME_LIMIT_MS; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      while (inFlight.size >= 200) await Promise.race(inFlight);
      const p = sendOne(phase).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
    phase.ms = performance.now() - started;
    return phase;
  }
  /** Waits for the deliveries of a phase, then matches them to its sends. */
  async function deliveries(phase) {
    const waitStarted = performance.now();
    while (phase.results.some((r) => !arrivals.has(r.id)) && performance.now() - waitStarted < DELIVERY_WAIT_MS) await new Promise((r) => setTimeout(r, 20));
    const latencies = [];
    const answers = [];
    /** Send-to-receive latencies by the second of the phase their send started in. */
    const bySecond = [];
    let lost = 0;
    let misdelivered = 0;
    for (const r of phase.results) {
      answers.push(r.answered - r.t0);
      const arrival = arrivals.get(r.id);
      if (!arrival) lost += 1;
      else if (arrival.to !== r.to) misdelivered += 1;
      else {
        latencies.push(arrival.at - r.t0);
        (bySecond[Math.floor((r.t0 - phase.started) / 1000)] ??= []).push(arrival.at - r.t0);
      }
    }
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    return { latencies, answers, lost, misdelivered, bySecond: bySecond.map((l) => (l ?? []).sort((a, b) => a - b)) };
  }
  const report = (title, phase, d) => {
    const p99 = percentile(d.latencies, 99);
    table.push({
      run: label,
      phase: title,
      rate: phase.results.length / (phase.ms / 1000),
      p50: percentile(d.latencies, 50),
      p95: percentile(d.latencies, 95),
      p99,
      lost: d.lost + d.misdelivered,
      failed: phase.errors,
    });
    console.log(`${title}: ${phase.results.length} of ${phase.issued} sends ok in ${(phase.ms / 1000).toFixed(2)} s = ${(phase.results.length / (phase.ms / 1000)).toFixed(1)} sends/s`);
    console.log(`  errors:           ${phase.errors} failed sends, ${d.lost} never delivered, ${d.misdelivered} delivered to the wrong member`);
    for (const [key, n] of phase.errorSamples) console.log(`                    ${n}x ${key}`);
    console.log(`  POST answered:    p50 ${fmt(percentile(d.answers, 50))}  p95 ${fmt(percentile(d.answers, 95))}  p99 ${fmt(percentile(d.answers, 99))}`);
    console.log(`  send-to-receive:  p50 ${fmt(percentile(d.latencies, 50))}  p95 ${fmt(percentile(d.latencies, 95))}  p99 ${fmt(p99)}  max ${fmt(d.latencies.at(-1) ?? NaN)}  -> ${p99 < TARGET_P99_MS ? 'within' : 'OVER'} the p99 < ${TARGET_P99_MS} ms target`);
    // Where in the phase the slow sends were: one pause shows as one slow second, a load that
    // grows as slow seconds towards the end. Times from the API process's start, for --trace-gc.
    const since = ((phase.started - (workerStartedAt ?? phase.started)) / 1000).toFixed(1);
    console.log(`  p99 of each second (ms, from ${since} s after the run's first API process started): ${d.bySecond.map((l) => Math.round(percentile(l, 99))).join(' ')}`);
    return p99 < TARGET_P99_MS && phase.errors === 0 && d.lost === 0 && d.misdelivered === 0;
  };

  console.log(`\n== ${label}`);
  console.log(`streams: ${seeded.length} connected in ${(connectMs / 1000).toFixed(1)} s over ${ports.length} process${ports.length > 1 ? 'es' : ''}`);
  if (traffic === 'conversations') {
    // Every pair's first message, so that the measured sends are all in existing conversations.
    const starts = newPhase();
    let nextPair = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (nextPair < seeded.length) {
          const i = nextPair;
          nextPair += 2;
          const to = partnerOf(i);
          const res = await post(agentOf(i), portOf(i), seeded[i], { profile_id: seeded[to].profileId, kind: 'text', text: 'Hoi!', idempotency_key: randomUUID() });
          if (res.status !== 201) starts.errors += 1;
          else conversationOf.set(pairKey(i, to), JSON.parse(res.text).message.conversation_id);
        }
      }),
    );
    console.log(`conversations started: ${Math.ceil(seeded.length / 2)} (${starts.errors} failed)`);
  }
  const warmup = await saturate(Math.min(WARMUP_SENDS, sends));
  await deliveries(warmup);
  const full = await saturate(sends);
  const fullOk = report(`as fast as it goes (${concurrency} concurrent senders)`, full, await deliveries(full));
  const rate = pacedRate ?? Math.max(1, Math.floor((full.results.length / (full.ms / 1000)) * PACED_SHARE));
  const half = await paced(pacedSendsAt(rate), rate);
  const halfOk = report(`paced at ${rate} sends/s${pacedRate ? '' : ' (80 % of the rate above)'}`, half, await deliveries(half));
  console.log(`streams dropped during the run: ${counters.dropped}; hello again (the server missed notices): ${counters.reconnectHellos}; warm-up: ${warmup.issued} sends, ${warmup.errors} errors`);

  counters.stopping = true;
  for (const s of streams) if (s) s.request.destroy();
  for (const agent of agents) agent.destroy();
  return { label, ok: fullOk && halfOk, full: fullOk, paced: halfOk };
}

function startPostgres() {
  const res = spawnSync('sh', [path.join(root, 'api/test/pg-cluster.sh'), 'start', String(pgPort)], { encoding: 'utf8' });
  if (res.status !== 0) {
    console.log(`PostgreSQL not available (${(res.stderr || '').trim()}): its runs are skipped`);
    return null;
  }
  pgStarted = true;
  const url = /DATABASE_URL=(\S+)/.exec(res.stdout)?.[1];
  if (!url) throw new Error(`pg-cluster.sh printed no DATABASE_URL: ${res.stdout}`);
  return url;
}

const summary = [];
/** One row per phase of every run: the closing table. */
const table = [];

function printTable() {
  const cell = (v, w) => String(v).padStart(w);
  console.log(`\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${members} streams, traffic ${traffic}, ${os.cpus().length} CPUs (send-to-receive latency)`);
  console.log(`${'run / phase'.padEnd(72)} ${cell('sends/s', 8)} ${cell('p50', 9)} ${cell('p95', 9)} ${cell('p99', 9)} ${cell('lost', 5)} ${cell('failed', 6)}`);
  for (const r of table) {
    const name = `${r.run}: ${r.phase}`;
    console.log(`${name.slice(0, 72).padEnd(72)} ${cell(r.rate.toFixed(1), 8)} ${cell(fmt(r.p50), 9)} ${cell(fmt(r.p95), 9)} ${cell(fmt(r.p99), 9)} ${cell(r.lost, 5)} ${cell(r.failed, 6)}`);
  }
}
try {
  console.log(`bench:chat — ${members} members, ${sends} sends, concurrency ${concurrency}, traffic ${traffic}; ${os.cpus().length} CPUs, node ${process.version}`);
  await buildWorker();
  let pgUrl;
  let schemaCounter = 0;
  for (const run of runs) {
    const dataDir = fs.mkdtempSync(path.join(tmp, `${run}-`));
    // The photos folder the server serves (chat photos are not part of the bench).
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    let workers = [];
    try {
      if (run === 'pglite') {
        const w = await startWorker({ BENCH_DB: 'pglite', BENCH_SEED: '1', BENCH_PGDATA: path.join(dataDir, 'pgdata'), BENCH_DATA_DIR: dataDir });
        workers = [w];
        summary.push(await runBench({ label: `1 API process, PGlite`, ports: [w.port], seeded: w.seeded }));
      } else if (run === 'postgres' || run === 'postgres2') {
        pgUrl ??= startPostgres();
        if (!pgUrl) continue;
        const schema = `bench_chat_${process.pid}_${schemaCounter++}`;
        const env = { BENCH_DB: 'postgres', BENCH_DATABASE_URL: pgUrl, BENCH_SCHEMA: schema, BENCH_DATA_DIR: dataDir };
        const first = await startWorker({ ...env, BENCH_SEED: '1' });
        workers = [first];
        if (run === 'postgres2') workers.push(await startWorker({ ...env, BENCH_SEED: '0' }));
        const label = run === 'postgres' ? '1 API process, PostgreSQL' : '2 API processes, one PostgreSQL database (LISTEN/NOTIFY between them)';
        summary.push(await runBench({ label, ports: workers.map((w) => w.port), seeded: first.seeded }));
      } else {
        console.log(`unknown run "${run}" (pglite, postgres, postgres2): skipped`);
      }
    } finally {
      for (const w of workers) await stopWorker(w.child);
    }
  }
  printTable();
  console.log('\nsummary:');
  for (const s of summary) console.log(`  ${s.label}: p99 target ${s.full ? 'met' : 'MISSED'} at full speed, ${s.paced ? 'met' : 'MISSED'} paced`);
  cleanup();
  process.exitCode = summary.every((s) => s.ok) ? 0 : 1;
} catch (err) {
  cleanup();
  console.error(err);
  process.exit(1);
}
