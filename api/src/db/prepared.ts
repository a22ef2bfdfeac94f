import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';

/**
 * The hottest statements (every chat send's, every member request's session look-up) run as named
 * prepared statements on PostgreSQL: parsed and planned once per connection rather than on every
 * call (a text send's statement is long: its parsing and planning were a good part of the database's
 * CPU per send). Kysely sends every query unnamed; `openDatabase` gives each pool connection a
 * `query` that names the texts registered here. PGlite ignores it.
 *
 * Only for statements of a fixed text whose plan does not depend on the values (look-ups by key):
 * PostgreSQL may switch a prepared statement to a generic plan. At most MAX_PREPARED texts.
 */
const names = new Map<string, string>();
const MAX_PREPARED = 32;

/** Marks the compiled query's text as one to prepare; returns the query. */
export function prepared<O>(query: CompiledQuery<O>): CompiledQuery<O> {
  if (!names.has(query.sql) && names.size < MAX_PREPARED) {
    names.set(query.sql, `hartklop_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`);
  }
  return query;
}

/** The statement name of a registered text, if any. */
export const preparedName = (text: string): string | undefined => names.get(text);
