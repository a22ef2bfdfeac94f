import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Schema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One query layer (Kysely) over either embedded PGlite or a real PostgreSQL server. */
export interface DatabaseHandle {
  kysely: Kysely<Schema>;
  kind: DatabaseKind;
  /** The schema worked in, when not the server's default (tests use throwaway ones). */
  schema?: string;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; databaseUrl: string; /** Schema to work in (tests use a throwaway one). */ searchPath?: string; poolSize?: number }
  | { kind: 'pglite'; /** Directory of the data files; omitted = in memory. */ dataDir?: string };

const OID_INT8 = 20;
const OID_DATE = 1082;

/** Both drivers read `date` as 'YYYY-MM-DD' (no time-zone shifts) and int8 as a number. */
const parseInt8 = (value: string): number => Number(value);
const keepDate = (value: string): string => value;

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID_INT8) return parseInt8;
    if (oid === OID_DATE) return keepDate;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const searchPath = options.searchPath;
    if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
      throw new Error(`invalid schema name: ${searchPath}`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, kind: 'postgres', ...(searchPath ? { schema: searchPath } : {}), close: () => kysely.destroy() };
  }

  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      parsers: { [OID_INT8]: parseInt8, [OID_DATE]: keepDate },
    });
    const kysely = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }) });
    return {
      kysely,
      kind: 'pglite',
      close: async () => {
        try {
          await kysely.destroy();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it. A lock
 * file with the owner's pid keeps a second server or a seeder run out while the first runs.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  // Beside the data directory, not in it: that one belongs to PostgreSQL.
  const lockFile = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(
          `the database in ${dataDir} is in use by process ${owner}; stop it first (PGlite allows one process)`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new DatabaseLockedError(`could not lock ${dataDir}`);
}

/** The database the configuration asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', databaseUrl: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
}
