#!/usr/bin/env node
// Starts the production server for the end-to-end tests on a fresh database and a private copy of
// deploy/ (the redeploy test changes remotes.json there, never in the real deploy folder).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The site under test runs as `npm start` does: on the embedded database.
delete process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
const deployDir = process.env.DEPLOY_DIR;
if (!dataDir || !deployDir) throw new Error('DATA_DIR and DEPLOY_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(deployDir, { recursive: true, force: true });
fs.cpSync(path.join(root, 'deploy'), deployDir, { recursive: true });
await import(path.join(root, 'api/dist/server.js'));
