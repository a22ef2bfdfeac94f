#!/usr/bin/env node
// Production build: `node scripts/build.mjs` builds the API, the shell and every remote;
// `node scripts/build.mjs shell mfe-chat api` builds only those.
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const require = createRequire(import.meta.url);
process.env.NODE_ENV = 'production';
const { buildRemotes, buildShell } = require('./frontend-build.js');
const { REMOTES, root } = require('./packages.js');

const all = ['api', 'shell', ...Object.keys(REMOTES)];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const targets = wanted.length ? wanted : all;
for (const t of targets) if (!all.includes(t)) throw new Error(`Unknown package "${t}"; choose from ${all.join(', ')}`);

const started = Date.now();
if (targets.includes('api')) {
  const r = spawnSync(process.execPath, [path.join(root, 'api/build.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log('built api → api/dist');
}
if (targets.includes('shell')) {
  await buildShell();
  console.log('built shell → shell/dist');
}
const remotes = targets.filter((t) => t in REMOTES);
if (remotes.length) {
  const versions = await buildRemotes(remotes);
  for (const [name, v] of Object.entries(versions)) console.log(`built ${name} → deploy/${name}/${v}`);
}
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
