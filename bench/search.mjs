#!/usr/bin/env node
// npm run bench:search — member search (GET /api/members.php) on 100,000 seeded profiles:
// p50/p95/p99 per typical filter set and overall (target p95 < 50 ms), the sorts by distance
// (?sort=nearby, from the demo member's city) and by activity (?sort=online) on their own, and the
// query plans of the main search query and the nearby page on the same database. Builds the API (esbuild, a second or two), starts it on
// a private port with a throwaway PGlite data dir that it seeds on first start, logs in as the demo
// member, measures, stops the server and EXPLAINs the search query on that data dir.
// Counts of large result sets are shared between requests for a minute (SearchCountCache in
// api/src/domain/members/search.ts); the last set varies the age range to show uncached counts.
// Options (environment): BENCH_PROFILES (100000), BENCH_REQUESTS per set (200), BENCH_PORT (18182).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { externalPackages } from './lib/esbuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const profiles = Number(process.env.BENCH_PROFILES || 100_000);
const perSet = Math.max(1, Math.min(Number(process.env.BENCH_REQUESTS || 200), 2000));
const port = Number(process.env.BENCH_PORT || 18182);
const baseURL = `http://127.0.0.1:${port}`;
const TARGET_P95_MS = 50;
/** No set may take longer than this, whatever N is. */
const SET_TIME_LIMIT_MS = 60_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-bench-search-'));
let server;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

const built = spawnSync(process.execPath, [path.join(root, 'api/build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);

async function waitForServer() {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet: try again below
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (i > 1500) throw new Error('server did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function login() {
  const res = await fetch(`${baseURL}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email: 'demo@hartklop.nl', password: 'hartklop-demo' }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('demo login gave no session cookie');
  return cookie.split(';')[0];
}

async function measure(set, cookie) {
  const times = [];
  let numResults = 0;
  const started = performance.now();
  for (let i = 0; i < perSet && performance.now() - started < SET_TIME_LIMIT_MS; i++) {
    const query = typeof set.query === 'function' ? set.query(i) : set.query;
    const t0 = performance.now();
    const res = await fetch(`${baseURL}/api/members.php?${query}`, { headers: set.loggedIn ? { cookie } : {} });
    const body = await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${set.name}: ${res.status} ${JSON.stringify(body)}`);
    numResults = body.numResults;
  }
  return { times, numResults };
}

const SETS = [
  { name: 'gender+country', loggedIn: true, query: 'gender=female&country=NL' },
  { name: '+age 25-40', loggedIn: true, query: 'gender=female&country=NL&min_age=25&max_age=40' },
  { name: '+region NL-UT', loggedIn: true, query: 'gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40' },
  { name: 'pages 1..5', loggedIn: true, query: (i) => `gender=male&country=NL&min_age=30&max_age=55&page=${(i % 5) + 1}` },
  { name: 'default (sought)', loggedIn: true, query: 'country=BE' },
  { name: 'logged out', loggedIn: false, query: (i) => `gender=female&country=BE&page=${(i % 3) + 1}` },
  // A different age range almost every time: the shared count cache rarely helps (cold counts).
  { name: 'varied ages (cold)', loggedIn: true, query: (i) => `gender=female&country=NL&min_age=${18 + ((i * 7) % 40)}&max_age=${18 + ((i * 7) % 40) + 3 + (i % 17)}` },
  // Issue 15: the distance sort (a bounding box around the member's city, grown until the page is exact).
  { name: 'nearby pages 1..3', loggedIn: true, distance: true, query: (i) => `gender=female&country=NL&sort=nearby&page=${(i % 3) + 1}` },
  { name: 'nearby +age 25-40', loggedIn: true, distance: true, query: 'gender=female&country=NL&min_age=25&max_age=40&sort=nearby' },
  { name: 'nearby +region', loggedIn: true, distance: true, query: 'gender=female&country=NL&countryregion=NL-GR&sort=nearby' },
  { name: 'nearby other land', loggedIn: true, distance: true, query: (i) => `gender=female&country=BE&sort=nearby&page=${(i % 2) + 1}` },
  { name: 'online now', loggedIn: true, query: (i) => `gender=female&country=NL&sort=online&page=${(i % 3) + 1}` },
];

/** The main search query as the API builds it (compiled from its source), EXPLAINed on the bench database. */
async function explainMainQuery() {
  const out = path.join(dataDir, 'explain.mjs');
  await build({
    stdin: {
      contents: `
        import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, sql } from 'kysely';
        import { PGlite } from '@electric-sql/pglite';
        import { birthdateRange, orderedPageQuery, searchPageQuery, searchQuery } from './api/src/domain/members/search';
        export async function explain(dataDir) {
          const compiler = new Kysely({ dialect: {
            createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() } });
          const pglite = await PGlite.create({ dataDir });
          const viewer = (await pglite.query("select p.id from profiles p join users u on u.id = p.user_id where u.email = 'demo@hartklop.nl'")).rows[0];
          const criteria = { viewerProfileId: viewer?.id ?? null, gender: 'female', country: 'NL', regionId: null, ...birthdateRange(new Date(), 25, 40) };
          const plans = [];
          const here = (await pglite.query('select lat, lon from profiles where id = $1', [viewer?.id ?? 0])).rows[0];
          const nearby = here && here.lat !== null ? [['nearby page (gender+country, page 1, the 10 km box)', orderedPageQuery(compiler, { ...criteria, bornOnOrBefore: null, bornAfter: null }, { sort: 'nearby', from: { lat: here.lat, lon: here.lon } }, 1, 24, 10)]] : [];
          for (const [label, q] of [
            ['page (gender+country+age 25-40, page 1)', searchPageQuery(compiler, criteria, 1)],
            ['count (same criteria)', searchQuery(compiler, criteria).select((eb) => eb.fn.countAll().as('n'))],
            ...nearby,
          ]) {
            const c = q.compile();
            const res = await pglite.query('explain (analyze, costs off, timing off) ' + c.sql, [...c.parameters]);
            plans.push({ label, plan: res.rows.map((r) => r['QUERY PLAN']).join('\\n') });
          }
          await pglite.close();
          return plans;
        }`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // Resolve kysely and PGlite from the repository's node_modules.
  const target = path.join(root, 'bench', `.explain-${process.pid}.mjs`);
  fs.copyFileSync(out, target);
  try {
    const { explain } = await import(pathToFileURL(target).href);
    return await explain(path.join(dataDir, 'pgdata'));
  } finally {
    fs.rmSync(target, { force: true });
  }
}

try {
  const seedStarted = performance.now();
  server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PROFILES: String(profiles), LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer();
  console.log(`server up with ${profiles.toLocaleString('en')} seeded profiles after ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const cookie = await login();

  // Warm-up: the first requests pay for compiling and loading pages.
  for (const set of SETS) for (let i = 0; i < 5; i++) await fetch(`${baseURL}/api/members.php?${typeof set.query === 'function' ? set.query(i) : set.query}`, { headers: set.loggedIn ? { cookie } : {} }).then((r) => r.arrayBuffer());

  console.log(`\n${'set'.padEnd(20)}${'n'.padStart(6)}${'results'.padStart(10)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}`);
  const all = [];
  const byDistance = [];
  for (const set of SETS) {
    const { times, numResults } = await measure(set, cookie);
    all.push(...times);
    if (set.distance) byDistance.push(...times);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`${set.name.padEnd(20)}${String(times.length).padStart(6)}${String(numResults).padStart(10)}${ms(percentile(sorted, 50))}${ms(percentile(sorted, 95))}${ms(percentile(sorted, 99))}`);
  }
  const sorted = all.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`${'overall'.padEnd(20)}${String(sorted.length).padStart(6)}${''.padStart(10)}${ms(percentile(sorted, 50))}${ms(p95)}${ms(percentile(sorted, 99))}`);
  const distanceSorted = byDistance.sort((a, b) => a - b);
  const distanceP95 = percentile(distanceSorted, 95);
  console.log(`${'sort by distance'.padEnd(20)}${String(distanceSorted.length).padStart(6)}${''.padStart(10)}${ms(percentile(distanceSorted, 50))}${ms(distanceP95)}${ms(percentile(distanceSorted, 99))}`);
  console.log(`\np95 ${p95.toFixed(1)} ms: ${p95 < TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target`);
  console.log(`p95 sorted by distance ${distanceP95.toFixed(1)} ms: ${distanceP95 < TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target`);
  const withinTarget = p95 < TARGET_P95_MS && distanceP95 < TARGET_P95_MS;

  server.kill();
  await new Promise((r) => server.once('exit', r));
  for (const { label, plan } of await explainMainQuery()) console.log(`\nEXPLAIN ANALYZE — ${label}\n${plan}`);
  cleanup();
  process.exitCode = withinTarget ? 0 : 1;
} catch (err) {
  cleanup();
  console.error(err);
  process.exit(1);
}
