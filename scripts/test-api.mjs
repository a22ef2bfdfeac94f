#!/usr/bin/env node
// API tests: always on PGlite in memory; also on PostgreSQL when DATABASE_URL is set
// (.ci/run starts a throwaway cluster; PGlite runs one query at a time and would hide races).
// The two runs are independent (one in-memory database each, their own PostgreSQL databases), so they
// run side by side on two cores; each run's output is printed as a whole when it ends.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jest = require.resolve('jest/bin/jest');
const args = [jest, '--selectProjects', 'api', '--runInBand', ...process.argv.slice(2)];
const { DATABASE_URL, ...withoutDb } = process.env;

const runs = [['PGlite (in memory)', withoutDb]];
// Both runs at the same time: the PostgreSQL run's fixed test ports are shifted (api/test/helpers.ts testPort).
if (DATABASE_URL) runs.push([`PostgreSQL (${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`, { ...withoutDb, DATABASE_URL, API_TEST_PORT_SHIFT: '1000' }]);

const run = ([label, env]) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, FORCE_COLOR: '0' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      process.stdout.write(`\n▶ API tests on ${label}\n${Buffer.concat(out).toString()}`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(runs.map(run));
process.exit(codes.find((c) => c !== 0) ?? 0);
