#!/usr/bin/env node
// Property-based fuzzing of every API endpoint (api/test/fuzz.test.ts), longer than CI's run:
//   npm run fuzz -- --runs 500 [--seed 42]
// Cases per endpoint (CI: 15) and the seed (a failure prints the one to rerun with). On PGlite in
// memory, or on the PostgreSQL of DATABASE_URL when it is set.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
const env = { ...process.env };
for (const [name, value] of [['FUZZ_RUNS', values.runs], ['FUZZ_SEED', values.seed]]) {
  if (value === undefined) continue;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    console.error(`fuzz: --${name === 'FUZZ_RUNS' ? 'runs' : 'seed'} takes a whole number of 1 or more, not "${value}"`);
    process.exit(2);
  }
  env[name] = value;
}
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
// Each endpoint's time limit grows with the runs (fuzz.test.ts).
const r = spawnSync(process.execPath, [jest, '--selectProjects', 'api', '--runTestsByPath', 'api/test/fuzz.test.ts'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
