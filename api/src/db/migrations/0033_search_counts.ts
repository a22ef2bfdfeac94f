import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Search counts and region orders at a million profiles (issue 31; figures from `npm run
 * bench:search`). A search counts its matches only up to the last one a member can page to
 * (SEARCH_MAX_RESULTS, domain/members/search.ts), so a count reads at most that many index entries
 * when the index leads with what the search filters on:
 * - An age range: the indexes of 0006 and 0032 are in the newest order, so a count with an age
 *   range read every profile of the gender and country to find the ages (a 4-year range of Dutch
 *   women: 337,000 entries, ~100 ms). These two lead with the birth date after gender (and
 *   country): the count reads only the matches (~9 ms).
 * - The online order within a region had no index: PostgreSQL read the region's profiles from the
 *   table (~60–80 ms for a few thousand).
 * - The nearby order's boxes by gender: a box around a city read every profile in it, men and
 *   women, to keep the sought ones (a member's search nearly always has a gender).
 * - Hidden accounts (deleted, suspended, banned) are read once per search from a small partial
 *   index (domain/members/visibility.ts) instead of looked up for every profile.
 * Cost: four more index entries per profile write; sizes at a million in `npm run bench:search`.
 */
const up = [
  sql`create index profiles_search_age on profiles (gender, country, birthdate)
      include (invisible, user_id) where status = 'active'`,
  sql`create index profiles_search_age_gender on profiles (gender, birthdate)
      include (country, invisible, user_id) where status = 'active'`,
  sql`create index profiles_search_online_region on profiles (region_id, gender, presence_at desc nulls last, id desc)
      include (country, birthdate, invisible, user_id) where status = 'active'`,
  sql`create index profiles_search_geo_gender on profiles (gender, lat, lon)
      include (id, country, region_id, birthdate, invisible, user_id, has_photo) where status = 'active' and lat is not null`,
  sql`create index users_hidden on users (id) where status = 'deleted' or restriction is not null`,
];

const down = [
  sql`drop index if exists users_hidden`,
  sql`drop index if exists profiles_search_geo_gender`,
  sql`drop index if exists profiles_search_online_region`,
  sql`drop index if exists profiles_search_age_gender`,
  sql`drop index if exists profiles_search_age`,
];

export const searchCounts = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
