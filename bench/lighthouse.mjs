#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse 12 (mobile preset: a mid-range phone on slow 4G, simulated
// throttling) against the production build, measured against the floor in the same run (issue 29): a
// page made of nothing but the libraries every page needs, server-rendered with as many elements as `/`
// and hydrated by one bundle (bench/lib/floor.mjs, bench/floor/). The floor is served by the site's own
// server process (bench/floor/serve.mjs, loaded with --import, on a second port), and the floor and the
// routes take turns (floor, routes, floor, routes, ...), so a busy machine slows both alike. Prints per
// route the medians of performance score, LCP, TBT and CLS, TBT ÷ the floor's TBT and score − the
// floor's score, and marks issue 29's targets. A benchmark, not a CI gate.
//
// Needs a build (`npm run build`). Starts the built server itself (node api/dist/server.js) on free
// ports of BENCH_LH_PORT.. (18420..18429) with a throwaway seeded database and a copy of deploy/, and
// Chromium headless (PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium) with --no-sandbox.
//
// Options: --runs N (BENCH_LH_RUNS, 3), --routes /,/login (BENCH_LH_ROUTES, comma-separated paths),
// BENCH_LH_TIMEOUT_S (1200: no run starts after it; the medians of the runs done are printed),
// BENCH_LH_PORT (18420).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildFloor, countElements } from './lib/floor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `--name value` or `--name=value` from the command line. */
function option(name) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1];
}
const ROUTES = (option('routes') || process.env.BENCH_LH_ROUTES || '/,/landers/gallery,/pages/terms,/pricing,/login').split(',').map((r) => r.trim()).filter(Boolean);
const RUNS = Math.max(1, Math.min(9, Number(option('runs') || process.env.BENCH_LH_RUNS || 3)));
const TIMEOUT_S = Math.max(60, Number(process.env.BENCH_LH_TIMEOUT_S || 1200));
/** Issue 29's targets, per route against the floor of the same run. */
const TARGETS = { tbtRatio: 1.5, scoreBelowFloor: 5, lcpMs: 2000, cls: 0.05 };
const FLOOR = 'floor';
const FIRST_PORT = Number(process.env.BENCH_LH_PORT || 18420);
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

for (const file of ['api/dist/server.js', 'shell/dist/index.html', 'deploy/remotes.json']) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`bench:lighthouse: ${file} is missing; run npm run build first`);
    process.exit(1);
  }
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function freePort(after = FIRST_PORT - 1) {
  for (let port = after + 1; port < FIRST_PORT + 10; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${FIRST_PORT}..${FIRST_PORT + 9}`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-lighthouse-'));
let server = null;
let chrome = null;

async function cleanup() {
  if (chrome) {
    await chrome.kill();
    chrome = null;
  }
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

const startedAt = Date.now();
// No run starts after TIMEOUT_S; a run that hangs past it by more than 3 minutes ends the benchmark.
const deadline = setTimeout(() => {
  console.error(`bench:lighthouse: stopped ${TIMEOUT_S + 180} s after the start (BENCH_LH_TIMEOUT_S + a run)`);
  void cleanup().finally(() => process.exit(2));
}, (TIMEOUT_S + 180) * 1000);
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/**
 * The production server on a fresh seeded database, as `npm start` runs it, with the floor's folder
 * served on `floorPort` by the same process (bench/floor/serve.mjs).
 */
async function startServer(port, floorDir, floorPort) {
  const deployDir = path.join(tmp, 'deploy');
  fs.cpSync(path.join(root, 'deploy'), deployDir, { recursive: true });
  server = spawn(process.execPath, ['--import', pathToFileURL(path.join(root, 'bench/floor/serve.mjs')).href, path.join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
      BENCH_FLOOR_DIR: floorDir,
      BENCH_FLOOR_PORT: String(floorPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(tmp, 'data'),
      DEPLOY_DIR: deployDir,
      DATABASE_URL: '',
      SEED_PROFILES: '300',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return origin;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile: no cache, no service worker; reusing
 * one browser across runs makes Lighthouse lose the trace now and then, NO_NAVSTART). A run that fails
 * that way is tried again, twice at most.
 */
async function measure(url) {
  let lastError = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The default config is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown, simulated).
        maxWaitForLoad: 45_000,
      });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      lastError = new Error(lhr?.runtimeError?.message ?? 'no result');
    } catch (error) {
      lastError = error;
    } finally {
      await chrome.kill();
      chrome = null;
    }
  }
  throw new Error(`${url}: ${lastError instanceof Error ? lastError.message : lastError}`);
}

/** One Lighthouse run of `url`, reduced to the four figures. */
async function run(url) {
  const lhr = await measure(url);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Where the main thread went (issue 29 item 2): the longest task, and the three scripts that took
    // the most time to evaluate and run (Lighthouse's long-tasks and bootup-time, simulated).
    longestTask: Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration)),
    topScripts: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice()
      .sort((a, b) => b.scripting - a.scripting)
      .slice(0, 3)
      .map((t) => `${String(t.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(t.scripting)} ms`),
  };
}

const medians = (runs) => ({
  runs: runs.length,
  performance: median(runs.map((r) => r.performance)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
});

function printTable(rows, floor, floorInfo) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(`\nLighthouse ${version}, mobile preset, medians of ${RUNS} run(s) each, floor and routes interleaved, ${os.cpus().length} CPU cores, ${Math.round((Date.now() - startedAt) / 1000)} s`);
  console.log(`floor: ${floorInfo.elements} elements (/ has ${floorInfo.target}), one script of ${(floorInfo.scriptGzip / 1024).toFixed(1)} KB gzipped`);
  console.log(
    `${'route'.padEnd(20)}${'runs'.padStart(5)}${'score'.padStart(7)}${'LCP'.padStart(8)}${'TBT'.padStart(10)}${'CLS'.padStart(8)}${'TBT÷floor'.padStart(11)}${'score−floor'.padStart(13)}  targets`,
  );
  for (const r of [floor, ...rows]) {
    if (!r || r.runs === 0) continue;
    const isFloor = r === floor;
    const ratio = r.tbt / Math.max(1, floor.tbt);
    const delta = r.performance - floor.performance;
    const misses = isFloor
      ? []
      : [
          ratio > TARGETS.tbtRatio && `TBT > ${TARGETS.tbtRatio}× floor`,
          delta < -TARGETS.scoreBelowFloor && `score < floor − ${TARGETS.scoreBelowFloor}`,
          r.lcp > TARGETS.lcpMs && `LCP > ${TARGETS.lcpMs / 1000} s`,
          r.cls > TARGETS.cls && `CLS > ${TARGETS.cls}`,
        ].filter(Boolean);
    console.log(
      `${r.route.padEnd(20)}${String(r.runs).padStart(5)}${String(r.performance).padStart(7)}${`${(r.lcp / 1000).toFixed(1)} s`.padStart(8)}${`${Math.round(r.tbt)} ms`.padStart(10)}${r.cls.toFixed(3).padStart(8)}` +
        `${(isFloor ? '1.00' : ratio.toFixed(2)).padStart(11)}${(isFloor ? '0' : `${delta >= 0 ? '+' : ''}${delta}`).padStart(13)}  ${isFloor ? '' : misses.length ? `✗ ${misses.join(', ')}` : '✓'}`,
    );
  }
}

async function main() {
  const port = await freePort();
  const floorPort = await freePort(port);
  process.stdout.write(`starting the production server on 127.0.0.1:${port}, the floor on :${floorPort} (seeding 300 profiles)... `);
  // The floor is built after the server is up: it takes its element count from the server's `/`.
  const floorDir = path.join(tmp, 'floor');
  fs.mkdirSync(floorDir, { recursive: true });
  const origin = await startServer(port, floorDir, floorPort);
  console.log('ready');
  // Warm up the server (first requests fill its caches), not measured.
  for (const route of ROUTES) await fetch(`${origin}${route}`, { headers: { accept: 'text/html' } });
  const target = countElements(await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text());
  const floorInfo = { target, ...(await buildFloor(floorDir, target)) };
  const floorOrigin = `http://127.0.0.1:${floorPort}`;
  if (!(await fetch(`${floorOrigin}/`)).ok) throw new Error('the floor page is not served');

  const targets = [[FLOOR, `${floorOrigin}/`], ...ROUTES.map((route) => [route, `${origin}${route}`])];
  const results = new Map(targets.map(([name]) => [name, []]));
  let stopped = false;
  for (let i = 0; i < RUNS && !stopped; i += 1) {
    for (const [name, url] of targets) {
      if ((Date.now() - startedAt) / 1000 > TIMEOUT_S) {
        console.log(`  time is up (BENCH_LH_TIMEOUT_S ${TIMEOUT_S} s): the medians below are of the runs done`);
        stopped = true;
        break;
      }
      const figures = await run(url);
      results.get(name).push(figures);
      process.stdout.write(
        `  run ${i + 1}/${RUNS} ${name}: score ${figures.performance}, TBT ${Math.round(figures.tbt)} ms, longest task ${Math.round(figures.longestTask)} ms (scripting: ${figures.topScripts.join(', ')})\n`,
      );
    }
  }
  const floor = { route: FLOOR, ...medians(results.get(FLOOR)) };
  if (floor.runs === 0) throw new Error('no run of the floor finished in time');
  printTable(ROUTES.map((route) => ({ route, ...medians(results.get(route)) })), floor, floorInfo);
}

try {
  await main();
} catch (error) {
  console.error('bench:lighthouse failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanup();
}
