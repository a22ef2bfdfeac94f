#!/usr/bin/env node
// Copies <DATA_DIR>/uploads into the S3 bucket of S3_BUCKET: `npm run storage:migrate` (README
// "Files"). Builds the API first when its command-line bundle is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'api/dist/storage-migrate.js');
if (!fs.existsSync(cli)) {
  const b = spawnSync(process.execPath, [path.join(root, 'api/build.mjs')], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
