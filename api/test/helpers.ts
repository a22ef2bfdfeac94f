import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/**
 * Test databases: PGlite in memory by default; with DATABASE_URL set, a throwaway schema on that
 * PostgreSQL server (dropped afterwards), so the same tests run against both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(db);
    return db;
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({ kind: 'postgres', databaseUrl, searchPath: schema, poolSize: 4 });
  const close = async (): Promise<void> => {
    await db.close();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await cleanup.end();
    }
  };
  try {
    await migrateToLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { ...db, close };
}

/** A fresh temporary directory, removed by `removeTempDirs()`. */
const tempDirs: string[] = [];
export function makeTempDir(prefix = 'hartklop-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const root = makeTempDir();
  const dataDir = path.join(root, 'data');
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: process.env.DATABASE_URL,
    nodeEnv: 'test',
    logLevel: 'silent',
    staticRoot: path.join(root, 'shell-dist'),
    deployDir: path.join(root, 'deploy'),
    seedProfiles: 0,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    scryptLogN: 10,
    smtpUrl: undefined,
    mailFrom: 'Hartklop <noreply@hartklop.nl>',
    publicUrl: undefined,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The app on a fresh database, with `prepare` run before it is built (e.g. to add test routes). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ db, config });
  if (prepare) await prepare(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      removeTempDirs();
    },
  };
}

/** Headers a browser sends with a same-origin fetch of the site's own client. */
export const sameOrigin = { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } as const;
