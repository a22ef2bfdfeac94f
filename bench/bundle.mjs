#!/usr/bin/env node
// npm run bench:bundle — per route, the gzipped JavaScript a first visit downloads before the page is
// interactive, split into shell, shared libraries and remote; checks the budgets.
// Starts the production server (build first with `npm run build`) on a private port and data dir.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import browserLookup from '../scripts/browser.js';
import { BENCH_ROUTES, BUDGETS, duplicatedLibraries, isFirstVisitRoute, kb, loadClassifier, measureRoute } from './lib/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT || 18181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-bench-'));

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PROFILES: '20', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet: try again below
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const executablePath = browserLookup.findChromium()?.path;
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const classify = await loadClassifier(baseURL);
  let failed = false;
  console.log('route'.padEnd(34), 'shell'.padStart(10), 'shared'.padStart(10), 'remote'.padStart(10), 'total'.padStart(10), ' largest remote chunk');
  for (const route of BENCH_ROUTES) {
    const m = await measureRoute(browser, baseURL, route, classify);
    const largestRemote = Math.max(0, ...m.files.filter((f) => f.kind === 'remote').map((f) => f.gzip));
    console.log(route.padEnd(34), kb(m.shell).padStart(10), kb(m.shared).padStart(10), kb(m.remote).padStart(10), kb(m.total).padStart(10), ' ' + kb(largestRemote));
    const dups = duplicatedLibraries(m.files);
    if (dups.length) { failed = true; console.log(`  ✗ libraries shipped twice: ${dups.join(', ')}`); }
    if (isFirstVisitRoute(route) && m.total > BUDGETS.indexTotal) {
      failed = true;
      console.log(`  ✗ over the ${kb(BUDGETS.indexTotal)} budget of / (a first visit)`);
    }
    if (largestRemote > BUDGETS.remoteChunk) { failed = true; console.log(`  ✗ a remote chunk is over ${kb(BUDGETS.remoteChunk)}`); }
    if (process.argv.includes('--files')) for (const f of m.files) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.kind.padEnd(6)} ${f.owner.padEnd(12)} ${f.path} ${f.libs.join(',')}`);
  }
  await browser.close();
  console.log(failed ? 'budgets: FAILED' : `budgets: ok (/ and landers ≤ ${kb(BUDGETS.indexTotal)}, remote chunk ≤ ${kb(BUDGETS.remoteChunk)}, no library twice)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  stop();
}
