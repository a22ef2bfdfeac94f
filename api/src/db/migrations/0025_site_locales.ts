import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Languages per site variant are configuration (issue 17): the Belgian variant offers Dutch and French
 * (settings.locales; the Dutch site keeps nl only, SPEC §1). 0002 writes new databases with it already.
 */
const up = [sql`update site_settings set settings = jsonb_set(settings, '{locales}', '["nl","fr"]'::jsonb) where domain = 'hartklop.be'`];
const down = [sql`update site_settings set settings = jsonb_set(settings, '{locales}', '["nl"]'::jsonb) where domain = 'hartklop.be'`];

export const siteLocales = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
