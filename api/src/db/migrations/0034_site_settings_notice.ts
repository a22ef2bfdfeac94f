import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Site settings are cached per API process (domain/site/site-variant.ts `SiteVariants`), so that a
 * request (every chat send) does not read them. Any change of `site_settings`, by the staff's
 * routes, a script or psql, sends the live notice `{"type":"settings","to":[]}` on the schema's live
 * channel (db/live-notices.ts, the same channel name as `notifyCall`) at its commit: every process
 * drops its cached settings and reads them again on the next request.
 */
const up = [
  sql`create function site_settings_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        case when coalesce(current_schema(), 'public') = 'public' then 'hartklop_live' else 'hartklop_live_' || current_schema() end,
        '{"type":"settings","to":[]}');
      return null;
    end $$`,
  sql`create trigger site_settings_changed after insert or update or delete or truncate on site_settings
      for each statement execute function site_settings_changed()`,
];

const down = [sql`drop trigger if exists site_settings_changed on site_settings`, sql`drop function if exists site_settings_changed()`];

export const siteSettingsNotice = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
