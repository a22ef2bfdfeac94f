import { Migrator, type MigrationResult } from 'kysely/migration';
import type { DatabaseHandle } from './database';
import { migrations } from './migrations/index';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration; throws when one fails (the server must not start then). */
export async function migrateToLatest(db: DatabaseHandle): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new MigrationError(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}
