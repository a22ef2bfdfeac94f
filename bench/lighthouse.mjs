#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse 12 (mobile preset: a mid-range phone on slow 4G, simulated
// throttling) against the production build, 3 runs per public route, and a table of the medians:
// performance score, LCP, TBT and CLS (issue 16, item 7). A benchmark, not a CI gate.
//
// Needs a build (`npm run build`). Starts the built server itself (node api/dist/server.js) on a free
// port of BENCH_LH_PORT.. (18420..18429) with a throwaway seeded database and a copy of deploy/, and
// Chromium headless (PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium) with --no-sandbox.
//
// Options (environment): BENCH_LH_RUNS (3), BENCH_LH_ROUTES (comma-separated paths),
// BENCH_LH_TIMEOUT_S (900: the whole benchmark stops after this), BENCH_LH_PORT (18420).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = (process.env.BENCH_LH_ROUTES || '/,/landers/gallery,/pages/terms,/pricing,/login').split(',').map((r) => r.trim()).filter(Boolean);
const RUNS = Math.max(1, Math.min(9, Number(process.env.BENCH_LH_RUNS || 3)));
const TIMEOUT_S = Math.max(60, Number(process.env.BENCH_LH_TIMEOUT_S || 900));
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

async function freePort() {
  for (let port = FIRST_PORT; port < FIRST_PORT + 10; port += 1) if (await portIsFree(port)) return port;
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

const deadline = setTimeout(() => {
  console.error(`bench:lighthouse: stopped after ${TIMEOUT_S} s (BENCH_LH_TIMEOUT_S)`);
  void cleanup().finally(() => process.exit(2));
}, TIMEOUT_S * 1000);
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** The production server on a fresh seeded database, as `npm start` runs it. */
async function startServer(port) {
  const deployDir = path.join(tmp, 'deploy');
  fs.cpSync(path.join(root, 'deploy'), deployDir, { recursive: true });
  server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
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

async function main() {
  const port = await freePort();
  process.stdout.write(`starting the production server on 127.0.0.1:${port} (seeding 300 profiles)... `);
  const origin = await startServer(port);
  console.log('ready');
  // Warm up the server (first requests fill its caches), not measured.
  for (const route of ROUTES) await fetch(`${origin}${route}`, { headers: { accept: 'text/html' } });

  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await measure(`${origin}${route}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
      process.stdout.write(`  ${route} run ${i + 1}/${RUNS}: ${runs.at(-1).performance}\n`);
    }
    rows.push({
      route,
      performance: median(runs.map((r) => r.performance)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    });
  }

  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(`\nLighthouse ${version}, mobile preset, median of ${RUNS} run(s), ${os.cpus().length} CPU cores`);
  console.log(`${'route'.padEnd(22)}${'performance'.padStart(12)}${'LCP'.padStart(10)}${'TBT'.padStart(10)}${'CLS'.padStart(8)}`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(22)}${String(r.performance).padStart(12)}${`${(r.lcp / 1000).toFixed(1)} s`.padStart(10)}${`${Math.round(r.tbt)} ms`.padStart(10)}${r.cls.toFixed(3).padStart(8)}`,
    );
  }
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
