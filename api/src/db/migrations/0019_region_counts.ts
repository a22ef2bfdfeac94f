import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Members per province for the map lander (issue 14, GET /api/region-counts.php): two grouped
 * counts, each an index-only scan of a partial index holding exactly the profiles it counts, with
 * the columns the visibility rule and the gender filter read (checked with EXPLAIN on PostgreSQL
 * 15 over 60,000 profiles: "Index Only Scan … Heap Fetches: 0" for both).
 * - Profiles with a province: by `region_id` (and gender).
 * - Profiles without one: by country and lower-cased city, which the API maps to a province
 *   through the gazetteer. `city` itself is included because PostgreSQL answers an expression
 *   index only-from-index when the expression's column is in it.
 */
const up = [
  sql`create index profiles_region_members on profiles (region_id, gender)
      include (invisible, user_id) where status = 'active' and region_id is not null`,
  sql`create index profiles_city_without_region on profiles (country, lower(city))
      include (city, gender, invisible, user_id) where status = 'active' and region_id is null`,
];

const down = [sql`drop index if exists profiles_city_without_region`, sql`drop index if exists profiles_region_members`];

export const regionCountsIndex = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
