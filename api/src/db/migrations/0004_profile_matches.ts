import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Signup matches (issue 3): the newest active profiles of one country, read backwards along
 * (country, id) until enough fit the member's preferences, instead of sorting every profile.
 */
const up = [sql`create index profiles_active_country on profiles (country, id) where status = 'active'`];

const down = [sql`drop index if exists profiles_active_country`];

export const profileMatchesIndexes = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
