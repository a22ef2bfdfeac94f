import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Counts the statements the API sends to its database while `counting` is on: each is one round
 * trip on PostgreSQL (node-postgres sends one query at a time per connection, BEGIN and COMMIT
 * included). It wraps both drivers (pg.Client's query; PGlite's query and transaction, whose
 * BEGIN and COMMIT count as two), so the same test measures on PGlite and on PostgreSQL.
 */
export class RoundTrips {
  /** The statements sent while counting, in order (their SQL). */
  readonly statements: string[] = [];
  counting = false;
  private readonly restores: Array<() => void> = [];

  constructor() {
    const note = (text: string): void => {
      if (this.counting) this.statements.push(text);
    };
    const textOf = (query: unknown): string =>
      typeof query === 'string' ? query : typeof query === 'object' && query !== null && 'text' in query ? String((query as { text: unknown }).text) : '?';

    const clientQuery = pg.Client.prototype.query;
    pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
      note(textOf(args[0]));
      return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof clientQuery;
    this.restores.push(() => {
      pg.Client.prototype.query = clientQuery;
    });

    const liteQuery = PGlite.prototype.query;
    PGlite.prototype.query = function query(this: PGlite, ...args: Parameters<PGlite['query']>) {
      note(textOf(args[0]));
      return liteQuery.apply(this, args);
    } as typeof liteQuery;
    const liteTransaction = PGlite.prototype.transaction;
    PGlite.prototype.transaction = function transaction<T>(this: PGlite, callback: (tx: PGliteTransaction) => Promise<T>) {
      note('BEGIN');
      const counted = (tx: PGliteTransaction): PGliteTransaction =>
        new Proxy(tx, {
          get: (target, key, receiver) =>
            key === 'query'
              ? (...args: Parameters<PGliteTransaction['query']>) => {
                  note(textOf(args[0]));
                  return target.query(...args);
                }
              : (Reflect.get(target, key, receiver) as unknown),
        });
      return liteTransaction.call(this, async (tx) => callback(counted(tx))).finally(() => note('COMMIT')) as Promise<T>;
    } as typeof liteTransaction;
    this.restores.push(() => {
      PGlite.prototype.query = liteQuery;
      PGlite.prototype.transaction = liteTransaction;
    });
  }

  /** The statements `run` sends (and whatever else the API sends meanwhile). */
  async during(run: () => Promise<void>): Promise<string[]> {
    this.statements.length = 0;
    this.counting = true;
    try {
      await run();
    } finally {
      this.counting = false;
    }
    return [...this.statements];
  }

  /** Puts the drivers back as they were. */
  restore(): void {
    for (const restore of this.restores.splice(0)) restore();
  }
}
