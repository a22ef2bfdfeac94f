import { sql, type Kysely } from 'kysely';
import type { Schema } from '../schema';
import { COMPANY } from '../reference/company';
import { INTERESTS } from '../reference/interests';
import { COUNTRIES } from '../reference/regions';
import { SITE_VARIANTS } from '../reference/site-settings';

/** Reference data the site cannot run without: site variants, the company, interests, regions. */
async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Schema>;
  const collator = new Intl.Collator('nl', { sensitivity: 'base' });

  await db
    .insertInto('company')
    .values({
      id: 1,
      name: COMPANY.name,
      address: COMPANY.address,
      kvk: COMPANY.kvk,
      city: COMPANY.city,
      country: COMPANY.country,
      tradenames: [...COMPANY.tradenames],
      vat_numbers: [...COMPANY.vat_numbers],
      support_phone: COMPANY.support_phone,
      delete_discount: COMPANY.delete_discount,
      added: COMPANY.added,
    })
    .execute();
  await sql`select setval(pg_get_serial_sequence('company', 'id'), (select max(id) from company))`.execute(db);

  await db
    .insertInto('site_settings')
    .values(
      SITE_VARIANTS.map((variant) => ({
        domain: variant.domain,
        country: variant.country,
        domain_language: variant.domain_language,
        tld_fallback: variant.tld_fallback,
        is_default: variant.is_default,
        settings: sql<string>`cast(${JSON.stringify(variant.settings)} as jsonb)`,
      })),
    )
    .execute();

  await db
    .insertInto('interests')
    .values(INTERESTS.map(([slug, name], position) => ({ slug, name, position })))
    .execute();

  await db
    .insertInto('countries')
    .values(COUNTRIES.map((country, position) => ({ code: country.code, name: country.name, position })))
    .execute();
  await db
    .insertInto('regions')
    .values(
      COUNTRIES.flatMap((country) =>
        [...country.regions]
          .sort((a, b) => collator.compare(a[1], b[1]))
          .map(([code, name], position) => ({ country: country.code, code, name, position })),
      ),
    )
    .execute();
}

async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Schema>;
  await db.deleteFrom('regions').execute();
  await db.deleteFrom('countries').execute();
  await db.deleteFrom('interests').execute();
  await db.deleteFrom('site_settings').execute();
  await db.deleteFrom('company').execute();
}

export const referenceData = { up, down };
