import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startJobs } from './jobs';
import { findRepoRoot } from './repo-root';
import { seedIfEmpty } from './seed/index';
import { prepareFileStore } from './storage';
import { startupFailureMessage } from './startup-failure';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

async function main(): Promise<void> {
  const config = loadConfig(process.env, repoRoot);
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
  if (config.storage.driver === 'disk') fs.mkdirSync(config.uploadsDir, { recursive: true });

  // A missing or unreachable bucket is told before anything else starts (startup-failure.ts).
  const store = await prepareFileStore(config);
  const db = await openConfiguredDatabase(config);
  const applied = await migrateToLatest(db);
  for (const result of applied) logger.info({ migration: result.migrationName, status: result.status }, 'migration');

  const seeded = await seedIfEmpty(db, {
    profiles: config.seedProfiles,
    store,
    logger,
    demoAccounts: { nodeEnv: config.nodeEnv, scryptLogN: config.scryptLogN },
  });
  if (seeded) logger.info(seeded, 'demo data seeded');

  const app = await buildApp({ db, config, logger });
  // Mail worker and erase job: stopped (and awaited) when the app closes, before the database.
  let stopJobs: (() => Promise<void>) | null = null;
  app.addHook('onClose', async () => {
    await stopJobs?.();
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!closing) stopJobs = startJobs({ db, config, logger, payments: app.deps.payments });
  logger.info(
    { database: db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, staticRoot: config.staticRoot, deployDir: config.deployDir },
    'server ready',
  );
}

main().catch((err: unknown) => {
  // What the operator can fix (configuration, DATA_DIR, DATABASE_URL, the port): one line; a bug: in full.
  const line = startupFailureMessage(err);
  if (line !== null) process.stderr.write(`${line}\n`);
  else console.error('server failed to start:', err);
  process.exit(1);
});
