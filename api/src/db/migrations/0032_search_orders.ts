import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Search at a million profiles (issue 31): the newest and the online order without a country.
 * The indexes of 0006 and 0018 lead with gender and country (or country), so a search by gender
 * alone (the member's sought gender, the default), by age alone, or a visitor's search without
 * filters had no index in its order: PostgreSQL read every match and sorted it (seconds at a
 * million). These two give the order itself; the filters (half the profiles pass a gender, a third
 * an age range) are checked on the included columns, so a page reads a few dozen entries, and a
 * deep page (the API allows page 1000) skips its offset without visiting the table.
 * Cost: two more entries per profile write (both are on `presence_at`'s update path already taken
 * by the 0018 indexes; sizes at a million in `npm run bench:search`).
 */
const up = [
  sql`create index profiles_search_newest on profiles (has_photo desc, id desc)
      include (gender, country, birthdate, invisible, user_id) where status = 'active'`,
  sql`create index profiles_search_online_all on profiles (presence_at desc nulls last, id desc)
      include (gender, country, birthdate, invisible, user_id) where status = 'active'`,
];

const down = [sql`drop index if exists profiles_search_online_all`, sql`drop index if exists profiles_search_newest`];

export const searchOrders = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
