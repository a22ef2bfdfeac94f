import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { preparedName } from './prepared';
import type { Schema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One query layer (Kysely) over either embedded PGlite or a real PostgreSQL server. */
export interface DatabaseHandle {
  kysely: Kysely<Schema>;
  kind: DatabaseKind;
  /** The schema worked in, when not the server's default (tests use throwaway ones). */
  schema?: string;
  /**
   * LISTENs on a channel: `onPayload` gets the payload of every notification on it (also those
   * this process sends), and `sentHere`: whether one of this handle's own connections sent it (in
   * PGlite always; on PostgreSQL the notification's backend pid is one of this pool's connections).
   * Resolves once listening, with a function that stops. On PostgreSQL this
   * holds one dedicated connection (not a pooled one) that is re-opened with backoff when it
   * breaks; notifications sent while it was down are lost, so `onReconnect` is called after it
   * listens again (the caller catches up otherwise).
   */
  listen(channel: string, onPayload: OnPayload, hooks?: ListenHooks): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The app's database handle, or Kysely itself or an open transaction (a function that may run inside one takes either). */
export type DbOrHandle = DatabaseHandle | Kysely<Schema>;
export const kyselyOf = (db: DbOrHandle): Kysely<Schema> => ('kysely' in db ? db.kysely : db);

/** A notification's payload, and whether this handle's own connections sent it. */
export type OnPayload = (payload: string, sentHere: boolean) => void;

export interface ListenHooks {
  /** Listening again after the connection broke (notifications in between were missed). */
  onReconnect?: () => void;
  /** The connection broke or could not be re-opened (it is retried). */
  onError?: (err: Error) => void;
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
      // No JIT: the API's queries are short, and the planner's cost of the visibility rule's
      // EXISTS (charged per row, though it runs hashed) put a count over a few hundred thousand
      // profiles above jit_optimize_above_cost, where compiling took longer (~130 ms, measured by
      // npm run bench:search at a million profiles) than the count itself.
      options: `-c jit=off${searchPath ? ` -c search_path=${searchPath}` : ''}`,
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // The backend pids of this pool's connections: a notification names the pid that sent it, so
    // a listener can tell what this process committed from what other processes did.
    const ownPids = new Set<number>();
    const pidOf = (client: pg.PoolClient): number | null => (client as pg.PoolClient & { processID?: number | null }).processID ?? null;
    pool.on('connect', (client) => {
      const pid = pidOf(client);
      if (pid !== null) ownPids.add(pid);
      // The registered hot texts as named prepared statements (db/prepared.ts); the class's own
      // query is looked up at each call, so wrappers of pg.Client (tests count round trips) still see it.
      const query = (...args: unknown[]): unknown => (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);
      client.query = ((...args: unknown[]) => {
        const [text, values] = args;
        const name = typeof text === 'string' && args.length === 2 && Array.isArray(values) ? preparedName(text) : undefined;
        return name ? query({ name, text, values }) : query(...args);
      }) as typeof client.query;
    });
    pool.on('remove', (client) => {
      const pid = pidOf(client);
      if (pid !== null) ownPids.delete(pid);
    });
    const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    const clientConfig: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      application_name: 'hartklop-listen',
      // A dead peer (no FIN, e.g. a failed-over server) is noticed within a minute or so.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    };
    const listeners = new Set<PgListener>();
    return {
      kysely,
      kind: 'postgres',
      ...(searchPath ? { schema: searchPath } : {}),
      listen: async (channel, onPayload, hooks = {}) => {
        const listener = new PgListener(clientConfig, channel, (payload, pid) => onPayload(payload, ownPids.has(pid)), hooks);
        await listener.start();
        listeners.add(listener);
        return async () => {
          listeners.delete(listener);
          await listener.stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((l) => l.stop()));
        listeners.clear();
        await kysely.destroy();
      },
    };
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
      // One in-process database: the connection never breaks, so there is nothing to re-open, and
      // every notification was sent by this process.
      listen: async (channel, onPayload) => {
        const unlisten = await pglite.listen(checkedChannel(channel), (payload) => onPayload(payload, true));
        return async () => {
          if (!pglite.closed) await unlisten();
        };
      },
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

/** Channel names are plain lower-case identifiers here, so they go into LISTEN unquoted. */
const checkedChannel = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid channel name: ${name}`);
  return name;
};

const LISTEN_BACKOFF_MIN_MS = 250;
const LISTEN_BACKOFF_MAX_MS = 10_000;

/**
 * One LISTEN on its own PostgreSQL connection. When the connection breaks (server restart, network,
 * pg_terminate_backend) it is opened again after a delay that doubles up to 10 s, LISTENs again
 * and reports the reconnect.
 */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private delayMs = LISTEN_BACKOFF_MIN_MS;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    /** The payload and the backend pid of the session that sent it. */
    private readonly onPayload: (payload: string, pid: number) => void,
    private readonly hooks: ListenHooks,
  ) {
    checkedChannel(channel);
  }

  /** The first connection: a failure is the caller's (nothing is retried). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    let ready = false;
    let broken = false;
    let lostEarly = false;
    const onBroken = (err?: Error): void => {
      if (!ready) {
        lostEarly = true;
        return;
      }
      if (broken) return;
      broken = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      // Ending a broken client can fail again: that is expected.
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.hooks.onError?.(err ?? new Error('listen connection ended'));
      this.scheduleReconnect();
    };
    // Before it is ready a failure rejects connect() below; afterwards it is a broken connection.
    client.on('error', (err) => onBroken(err));
    client.on('end', () => onBroken());
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.onPayload(msg.payload ?? '', msg.processId);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (lostEarly) throw new Error('listen connection ended while it was opened');
    } catch (err) {
      client.removeAllListeners('notification');
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) {
      client.removeAllListeners('notification');
      await client.end().catch(() => undefined);
      return;
    }
    ready = true;
    this.client = client;
    this.delayMs = LISTEN_BACKOFF_MIN_MS;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, LISTEN_BACKOFF_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => {
          if (!this.stopped) this.hooks.onReconnect?.();
        },
        (err: unknown) => {
          this.hooks.onError?.(err instanceof Error ? err : new Error(String(err)));
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (!client) return;
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    await client.end().catch(() => undefined);
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
