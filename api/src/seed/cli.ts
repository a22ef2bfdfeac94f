import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { findRepoRoot } from '../repo-root';
import { DEFAULT_BATCH_SIZE, DEFAULT_SEED, resetSeededData, seedProfiles } from './index';

const USAGE = `Seeds demo members (deterministic: the same seed gives the same members).

Usage: node scripts/seed.mjs [--profiles N] [--reset] [--seed TEXT] [--batch-size N]

  --profiles N     members to add (default: SEED_PROFILES or 1000)
  --reset          remove the demo members first (members with an account are kept)
  --seed TEXT      seed of the generator (default "${DEFAULT_SEED}")
  --batch-size N   members per INSERT statement (default ${DEFAULT_BATCH_SIZE})

Uses DATABASE_URL when set, else PGlite in DATA_DIR (default <repo>/.data). Stop the server
first when it uses PGlite: PGlite allows one process per data directory.`;

const positiveInt = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number >= 0, got "${raw}"`);
  return value;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      profiles: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  const profiles = positiveInt('profiles', values.profiles, config.seedProfiles);
  const batchSize = positiveInt('batch-size', values['batch-size'], DEFAULT_BATCH_SIZE) || DEFAULT_BATCH_SIZE;

  const db = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    if (values.reset) {
      const started = performance.now();
      await resetSeededData(db);
      process.stdout.write(`reset: demo members removed in ${Math.round(performance.now() - started)} ms\n`);
    }
    const result = await seedProfiles(db, {
      profiles,
      uploadsDir: config.uploadsDir,
      batchSize,
      ...(values.seed !== undefined ? { seed: values.seed } : {}),
      logger: {
        info: (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`),
      },
    });
    process.stdout.write(
      `seeded ${result.profiles} profiles (ids from ${result.firstId}), ${result.photos} photos, ` +
        `${result.profileInterests} interests in ${(result.ms / 1000).toFixed(1)} s ` +
        `on ${db.kind}${db.kind === 'pglite' ? ` (${config.dataDir})` : ''}; ${result.poolFilesWritten} pool images written\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
