import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Search at a million profiles (issue 31; figures from `npm run bench:search`).
 * - The newest and the online order without a country. The indexes of 0006 and 0018 lead with
 *   gender and country (or country), so a search by gender alone (the member's sought gender, the
 *   default), by age alone, or a visitor's search without filters had no index in its order:
 *   PostgreSQL read every match and sorted it (~800 ms). These two give the order itself; the
 *   filters are checked on the included columns, so a page reads a few dozen entries, and a deep
 *   page (the API allows page 1000) skips its offset without visiting the table.
 * - A page's ids are now found from an index alone (search.ts, orderedPageQuery): the nearby
 *   indexes gain `id` and the region index gains `country` (a region
 *   search usually names its country too), `lat` and `lon`, so neither reads the table for the profiles it sorts or skips
 *   (a region count read 22,000 table pages, ~150 ms; now ~9 ms index-only).
 * - Statistics on where profiles are (country, region, city centre): members live in a few hundred
 *   towns, so a box around a city holds far more of them than the columns' separate statistics
 *   say (4,700 estimated instead of 18,700 rather than 940).
 * Cost: two more index entries per profile write (the other three replace indexes of the same
 * columns, a little wider); sizes at a million in `npm run bench:search`.
 */
const up = [
  sql`create index profiles_search_newest on profiles (has_photo desc, id desc)
      include (gender, country, birthdate, invisible, user_id) where status = 'active'`,
  sql`create index profiles_search_online_all on profiles (presence_at desc nulls last, id desc)
      include (gender, country, birthdate, invisible, user_id) where status = 'active'`,
  sql`drop index profiles_search_region`,
  sql`create index profiles_search_region on profiles (region_id, gender, has_photo desc, id desc)
      include (country, birthdate, invisible, user_id, lat, lon) where status = 'active'`,
  sql`drop index profiles_search_geo_country`,
  sql`create index profiles_search_geo_country on profiles (country, lat, lon)
      include (id, gender, region_id, birthdate, invisible, user_id, has_photo) where status = 'active' and lat is not null`,
  sql`drop index profiles_search_geo`,
  sql`create index profiles_search_geo on profiles (lat, lon)
      include (id, gender, country, region_id, birthdate, invisible, user_id, has_photo) where status = 'active' and lat is not null`,
  sql`create statistics profiles_search_place (mcv) on country, region_id, lat, lon from profiles`,
  sql`alter statistics profiles_search_place set statistics 1000`,
];

const down = [
  sql`drop statistics if exists profiles_search_place`,
  sql`drop index if exists profiles_search_geo`,
  sql`create index profiles_search_geo on profiles (lat, lon)
      include (gender, country, region_id, birthdate, invisible, user_id, has_photo) where status = 'active' and lat is not null`,
  sql`drop index if exists profiles_search_geo_country`,
  sql`create index profiles_search_geo_country on profiles (country, lat, lon)
      include (gender, region_id, birthdate, invisible, user_id, has_photo) where status = 'active' and lat is not null`,
  sql`drop index if exists profiles_search_region`,
  sql`create index profiles_search_region on profiles (region_id, gender, has_photo desc, id desc)
      include (birthdate, invisible, user_id) where status = 'active'`,
  sql`drop index if exists profiles_search_online_all`,
  sql`drop index if exists profiles_search_newest`,
];

export const searchOrders = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
