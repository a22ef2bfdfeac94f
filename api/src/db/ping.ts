import { sql } from 'kysely';
import type { Db } from './schema';

/** Asks the database the smallest question there is; throws when it does not answer (GET /api/health). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
