#!/usr/bin/env node
// npm run bench:bundle — per route, the gzipped JavaScript a first visit downloads before the page is
// interactive, split into shell, shared libraries and remote; checks the budgets. Then the cost of
// federation: the same shell and remotes built as one application without it (bench/lib/monolith.cjs),
// measured the same way, per route side by side with the ratio (`--no-monolith` skips it). Marks issue 29's targets:
// `/` ≤ 1.15 × the monolith, every public route ≤ `/` + 5 KB.
// Starts the production server (build first with `npm run build`) on a private port and data dir.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import browserLookup from '../scripts/browser.js';
import { BENCH_ROUTES, BUDGETS, builtLanguages, duplicatedLibraries, isFirstVisitRoute, kb, languageFiles, LOCALE_CHUNK, loadClassifier, measureRoute } from './lib/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT || 18181);
const withMonolith = !process.argv.includes('--no-monolith');
/** `/` may be at most this many times the monolith's `/` (issue 29; issue 16 had 1.10). */
const MONOLITH_RATIO_TARGET = 1.15;
/** A public route may load at most this much more than `/` (issue 29). */
const OVER_HOME = 5 * 1024;
/** Routes a visitor opens without an account (`/chats` asks for one). */
const isPublicRoute = (route) => route !== '/chats';

/** The production server on `port` with its own data dir; `env` adds settings (STATIC_ROOT for the monolith). */
async function startServer(serverPort, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-bench-'));
  const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PROFILES: '20', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${serverPort}`;
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet: try again below
    }
    if (i > 600) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, stop };
}

const executablePath = browserLookup.findChromium()?.path;
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const federated = new Map();
let failed = false;
const server = await startServer(port);
try {
  const classify = await loadClassifier(server.baseURL);
  console.log('route'.padEnd(34), 'shell'.padStart(10), 'shared'.padStart(10), 'remote'.padStart(10), 'total'.padStart(10), ' largest remote chunk');
  for (const route of BENCH_ROUTES) {
    const m = await measureRoute(browser, server.baseURL, route, classify);
    federated.set(route, m);
    const largestRemote = Math.max(0, ...m.files.filter((f) => f.kind === 'remote').map((f) => f.gzip));
    console.log(route.padEnd(34), kb(m.shell).padStart(10), kb(m.shared).padStart(10), kb(m.remote).padStart(10), kb(m.total).padStart(10), ' ' + kb(largestRemote));
    const dups = duplicatedLibraries(m.files);
    if (dups.length) { failed = true; console.log(`  ✗ libraries shipped twice: ${dups.join(', ')}`); }
    if (isFirstVisitRoute(route) && m.total > BUDGETS.indexTotal) {
      failed = true;
      console.log(`  ✗ over the ${kb(BUDGETS.indexTotal)} budget of / (a first visit)`);
    }
    if (largestRemote > BUDGETS.remoteChunk) { failed = true; console.log(`  ✗ a remote chunk is over ${kb(BUDGETS.remoteChunk)}`); }
    const home = federated.get('/');
    if (home && route !== '/' && isPublicRoute(route) && m.total > home.total + OVER_HOME) console.log(`  ✗ ${kb(m.total - home.total)} more than / (target ≤ ${kb(OVER_HOME)})`);
    if (process.argv.includes('--files')) for (const f of m.files) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.kind.padEnd(6)} ${f.owner.padEnd(12)} ${f.path} ${f.libs.join(',')}`);
  }
  console.log(failed ? 'budgets: FAILED' : `budgets: ok (/ and landers ≤ ${kb(BUDGETS.indexTotal)}, remote chunk ≤ ${kb(BUDGETS.remoteChunk)}, no library twice)`);

  // Languages (issue 17): a Dutch first visit carries no other language; switching fetches each
  // package's file for that language. What one language costs on `/` (shell with kernel + landers) and in all.
  const dutchLocales = federated.get('/').files.filter((f) => LOCALE_CHUNK.test(f.path));
  if (dutchLocales.length) failed = true;
  console.log(`\nlanguages: a Dutch first visit of / loads ${dutchLocales.length} language files${dutchLocales.length ? ' ✗' : ' ✓'}`);
  const remotes = await (await fetch(`${server.baseURL}/remotes.json`)).json();
  const owners = Object.fromEntries(Object.entries(remotes).map(([name, d]) => [name, path.join(root, 'deploy', name, d.version)]));
  const onHome = ['mfe-landers'];
  console.log('language'.padEnd(10), 'switch on /'.padStart(12), 'all packages'.padStart(14), ' files');
  const shellDir = path.join(root, 'shell', 'dist');
  for (const lang of builtLanguages(shellDir, owners)) {
    const files = languageFiles(lang, shellDir, owners);
    const home = files.filter((f) => f.owner === 'shell' || onHome.includes(f.owner)).reduce((n, f) => n + f.gzip, 0);
    console.log(lang.padEnd(10), kb(home).padStart(12), kb(files.reduce((n, f) => n + f.gzip, 0)).padStart(14), ` ${files.length}`);
  }
} finally {
  server.stop();
}

if (withMonolith) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-monolith-'));
  try {
    console.log('\nbuilding the monolith (the same shell and remotes as one application, no federation; measuring only)...');
    await createRequire(import.meta.url)('./lib/monolith.cjs').buildMonolith(outDir);
    const mono = await startServer(port + 1, { STATIC_ROOT: outDir });
    try {
      const all = () => ({ owner: 'monolith', kind: 'shell', libs: [] });
      console.log('\nroute'.padEnd(35), 'federation'.padStart(11), 'monolith'.padStart(10), 'ratio'.padStart(7), 'difference'.padStart(20));
      for (const route of BENCH_ROUTES) {
        const m = await measureRoute(browser, mono.baseURL, route, all);
        const f = federated.get(route).total;
        const diff = f - m.total;
        console.log(route.padEnd(34), kb(f).padStart(11), kb(m.total).padStart(10), (f / m.total).toFixed(2).padStart(7), `${diff >= 0 ? '+' : ''}${kb(diff)} (${((diff / m.total) * 100).toFixed(1)} %)`.padStart(20));
        if (process.argv.includes('--files')) for (const file of m.files) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
        if (route === '/') {
          const ratio = f / m.total;
          console.log(`  / is ${ratio.toFixed(2)} × the monolith (target ≤ ${MONOLITH_RATIO_TARGET})${ratio > MONOLITH_RATIO_TARGET ? ' ✗' : ' ✓'}`);
        }
      }
    } finally {
      mono.stop();
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
await browser.close();
process.exitCode = failed ? 1 : 0;
