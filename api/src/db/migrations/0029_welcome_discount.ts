import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * One welcome discount per member (issue 27, item 6; docs/money.md, "Promotions"): every
 * code flagged `first_purchase_only` (TIMEBONUS25, WELKOM25, and any such code made in the back
 * office) shares one reservation per member. `discount_redemptions.first_purchase` is copied from
 * the code when a payment reserves it; the partial unique index allows one such row per member
 * (reserved or redeemed), so two payments can never both carry a welcome discount, also when they
 * use two different codes concurrently. A row of a failed, canceled or expired payment is deleted
 * as before, which frees it.
 *
 * Existing data: where a member holds more than one first-purchase row (the old rules allowed one
 * per code), only the redeemed one, else the oldest, is marked, so the index can be built.
 */
const up = [
  sql`alter table discount_redemptions add column first_purchase boolean not null default false`,
  sql`update discount_redemptions r set first_purchase = true
    where r.id in (
      select id from (
        select r2.id, row_number() over (partition by r2.user_id order by r2.redeemed_at nulls last, r2.id) as n
        from discount_redemptions r2 join discount_codes c on c.id = r2.code_id
        where c.first_purchase_only
      ) ranked where ranked.n = 1
    )`,
  sql`create unique index discount_redemptions_first_purchase on discount_redemptions (user_id) where first_purchase`,
];

const down = [sql`drop index if exists discount_redemptions_first_purchase`, sql`alter table discount_redemptions drop column if exists first_purchase`];

export const welcomeDiscount = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
