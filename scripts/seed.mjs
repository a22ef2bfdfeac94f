#!/usr/bin/env node
// Seeds demo data: `npm run seed -- --profiles 100000` (default about 1,000). Builds the API first if needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'api/dist/seed.js');
if (!fs.existsSync(cli)) {
  const b = spawnSync(process.execPath, [path.join(root, 'api/build.mjs')], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
