import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One query layer (Kysely) over either embedded PGlite or a real PostgreSQL server. */
export interface DatabaseHandle {
  kysely: Kysely<Schema>;
  kind: DatabaseKind;
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
    return { kysely, kind: 'postgres', close: () => kysely.destroy() };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [OID_INT8]: parseInt8, [OID_DATE]: keepDate },
  });
  const kysely = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }) });
  return { kysely, kind: 'pglite', close: () => kysely.destroy() };
}
