import type { Kysely, RawBuilder } from 'kysely';

/** Runs DDL statements one by one (the extended query protocol takes one statement per call). */
export async function runStatements(db: Kysely<unknown>, statements: RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) {
    await statement.execute(db);
  }
}
