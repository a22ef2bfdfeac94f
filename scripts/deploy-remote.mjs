#!/usr/bin/env node
// Independent deployment of one remote: `npm run deploy:remote -- mfe-chat`.
// Builds only that remote into deploy/<remote>/<content-hash>/ and points deploy/remotes.json at it.
// The running site picks it up on the next page load; the shell is neither rebuilt nor restarted.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.env.NODE_ENV = 'production';
const { buildRemotes } = require('./frontend-build.js');
const { REMOTES } = require('./packages.js');

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
if (!names.length || names.some((n) => !(n in REMOTES))) {
  console.error(`usage: npm run deploy:remote -- <${Object.keys(REMOTES).join('|')}> [...]`);
  process.exit(2);
}
const versions = await buildRemotes(names);
for (const [name, v] of Object.entries(versions)) console.log(`deployed ${name} version ${v} (remotes.json updated)`);
