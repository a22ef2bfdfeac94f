import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The adults-only entry warning for Belgian visitors too (issue 27): BE joins the countries whose
 * visitors see it (settings.site_entry_popup_countries) on both site variants. Only where the list
 * is still the old default ["NL","DE"]: a list the back office changed stays as it was. 0002 writes
 * new databases with the new default already (db/reference/site-settings.ts).
 */
const up = [
  sql`update site_settings set settings = jsonb_set(settings, '{site_entry_popup_countries}', '["NL","BE","DE"]'::jsonb) where settings -> 'site_entry_popup_countries' = '["NL","DE"]'::jsonb`,
];
const down = [
  sql`update site_settings set settings = jsonb_set(settings, '{site_entry_popup_countries}', '["NL","DE"]'::jsonb) where settings -> 'site_entry_popup_countries' = '["NL","BE","DE"]'::jsonb`,
];

export const entryWarningBelgium = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
