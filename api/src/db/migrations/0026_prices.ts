import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Prices edited in the back office (issue 18 item 5; docs/back-office.md, "Prices,
 * codes and settings"). The bundles and payment countries are the rows 0013 seeded from
 * reference/bundles.ts, now edited by admins; codes are rows of 0015's discount_codes.
 *
 * - One bundle per size: a site and country cannot offer two bundles of the same number of credits
 *   (the admin edits the one there is; a second would confuse /credits and the best value).
 * - discount_codes.max_uses: how many payments in all may carry the code (null: no limit). Counted
 *   over discount_redemptions (reserved or redeemed; a failed payment's row is deleted, which frees
 *   its use), under a lock of the code row in the payment's transaction (promotions/codes.ts).
 * - The back office's list and the limit count redemptions per code.
 */
const up = [
  sql`create unique index bundles_site_country_credits on bundles (site_domain, country, credits)`,
  sql`alter table discount_codes add column max_uses integer check (max_uses > 0)`,
  sql`create index discount_redemptions_code on discount_redemptions (code_id)`,
];

const down = [
  sql`drop index if exists discount_redemptions_code`,
  sql`alter table discount_codes drop column if exists max_uses`,
  sql`drop index if exists bundles_site_country_credits`,
];

export const pricesSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
