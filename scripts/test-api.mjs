#!/usr/bin/env node
// API tests: always on PGlite in memory; also on PostgreSQL when DATABASE_URL is set
// (.ci/run starts a throwaway cluster; PGlite runs one query at a time and would hide races).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jest = require.resolve('jest/bin/jest');
const args = [jest, '--selectProjects', 'api', '--runInBand', ...process.argv.slice(2)];
const { DATABASE_URL, ...withoutDb } = process.env;

const runs = [['PGlite (in memory)', withoutDb]];
if (DATABASE_URL) runs.push([`PostgreSQL (${DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`, { ...withoutDb, DATABASE_URL }]);
for (const [label, env] of runs) {
  console.log(`\n▶ API tests on ${label}`);
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
