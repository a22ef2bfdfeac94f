#!/usr/bin/env node
// Starts the production server for the end-to-end tests on a fresh database and a private copy of
// deploy/ (the redeploy test changes remotes.json there, never in the real deploy folder).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The admin e2e/backoffice.spec.ts signs in as (its password is only for this throwaway database). */
const E2E_ADMIN = { email: 'e2e-beheer@hartklop.test', name: 'E2E Beheerder', password: 'e2e-backoffice-wachtwoord' };
// The site under test runs as `npm start` does: on the embedded database.
delete process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
const deployDir = process.env.DEPLOY_DIR;
if (!dataDir || !deployDir) throw new Error('DATA_DIR and DEPLOY_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(deployDir, { recursive: true, force: true });
fs.cpSync(path.join(root, 'deploy'), deployDir, { recursive: true });
// The back office's first admin, made by `npm run admin:create` itself (its bundle) before the server
// holds the PGlite folder; e2e/backoffice.spec.ts reads the account and its authenticator key.
const admin = spawnSync(
  process.execPath,
  [path.join(root, 'api/dist/admin.js'), '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name, '--json'],
  { cwd: root, env: { ...process.env, ADMIN_PASSWORD: E2E_ADMIN.password }, encoding: 'utf8' },
);
if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr}`);
fs.writeFileSync(path.join(path.dirname(dataDir), 'e2e-admin.json'), admin.stdout);
// Back-office staff for the back-office specs (issue 18), made by the same command an operator runs
// (`npm run admin:create`); each account's authenticator secret goes to its file for the specs. Each
// spec has its own account (backoffice.spec.ts signs in with E2E_ADMIN): they never share a lockout
// or a TOTP step (a code is accepted once).
function createStaff(file, email, name, role) {
  const password = 'e2e-backoffice-wachtwoord';
  const made = spawnSync(process.execPath, [path.join(root, 'api/dist/admin.js'), '--email', email, '--name', name, '--role', role, '--no-qr'], {
    cwd: root,
    env: { ...process.env, ADMIN_PASSWORD: password },
    encoding: 'utf8',
  });
  const secret = made.stdout.match(/geheim: ([A-Z2-7]+)/)?.[1];
  if (made.status !== 0 || !secret) throw new Error(`admin:create failed: ${made.stderr || made.stdout}`);
  fs.writeFileSync(file, JSON.stringify({ email, password, secret }));
}
if (process.env.E2E_STAFF_FILE) createStaff(process.env.E2E_STAFF_FILE, 'e2e-moderatie@hartklop.test', 'E2E Beheer', 'admin');
// backoffice-prices.spec.ts reads its admin from the file beside E2E_STAFF_FILE.
if (process.env.E2E_STAFF_FILE) createStaff(path.join(path.dirname(process.env.E2E_STAFF_FILE), 'e2e-staff-prices.json'), 'e2e-prijzen@hartklop.test', 'E2E Prijzen', 'admin');
// rough-edges-api.spec.ts (issue 28) reads its admin from the file beside E2E_STAFF_FILE.
if (process.env.E2E_STAFF_FILE) createStaff(path.join(path.dirname(process.env.E2E_STAFF_FILE), 'e2e-staff-audit.json'), 'e2e-audit@hartklop.test', 'E2E Audit', 'admin');
if (process.env.E2E_CARE_STAFF_FILE) createStaff(process.env.E2E_CARE_STAFF_FILE, 'e2e-klantenservice@hartklop.test', 'E2E Klantenservice', 'support');
await import(path.join(root, 'api/dist/server.js'));
