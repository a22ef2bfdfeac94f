import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createInvitationCode, DEFAULT_INVITATION_DAYS } from '../domain/accounts/invitations';
import { findRepoRoot } from '../repo-root';
import { startupFailureMessage } from '../startup-failure';
import { prepareFileStore } from '../storage';
import { DEFAULT_BATCH_SIZE, DEFAULT_SEED, resetSeededData, seedProfiles } from './index';

const USAGE = `Seeds demo members (deterministic: the same seed gives the same members).

Usage: node scripts/seed.mjs [--profiles N] [--reset] [--seed TEXT] [--batch-size N]
       node scripts/seed.mjs --invite [--uses N] [--days D]

  --profiles N     members to add (default: SEED_PROFILES or 1000)
  --reset          remove the demo members first (members with an account are kept)
  --seed TEXT      seed of the generator (default "${DEFAULT_SEED}")
  --batch-size N   members per INSERT statement (default ${DEFAULT_BATCH_SIZE})

  --invite         create an invitation code for signups while the site is closed
                   (setting "signups") and print it; only its hash is stored
  --uses N         signups the code allows (default 1)
  --days D         days the code stays valid (default ${DEFAULT_INVITATION_DAYS})

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
      invite: { type: 'boolean', default: false },
      uses: { type: 'string' },
      days: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  if (values.invite) {
    await invite(config, values.uses, values.days);
    return;
  }
  if (values.uses !== undefined || values.days !== undefined) throw new Error('--uses and --days go with --invite');
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
      store: await prepareFileStore(config),
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

/** Creates one invitation code; the code alone goes to stdout (for scripts), the details to stderr. */
async function invite(config: Config, usesArg: string | undefined, daysArg: string | undefined): Promise<void> {
  const uses = positiveInt('uses', usesArg, 1);
  const days = positiveInt('days', daysArg, DEFAULT_INVITATION_DAYS);
  if (uses < 1 || days < 1) throw new Error('--uses and --days must be at least 1');
  const db = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const created = await createInvitationCode(db, { uses, days });
    process.stdout.write(`${created.code}\n`);
    process.stderr.write(
      `invitation code for ${created.maxUses} signup${created.maxUses === 1 ? '' : 's'}, ` +
        `valid until ${created.expiresAt?.toISOString() ?? 'forever'} (${db.kind}${db.kind === 'pglite' ? `, ${config.dataDir}` : ''})\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${startupFailureMessage(err) ?? `seed failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exit(1);
});
