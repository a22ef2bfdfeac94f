import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The welcome discount by direct debit too (issue 27, item 11): the discount code the member's
 * form carried (the code as typed, normalized; null for none) is kept with the SMS code's
 * challenge, so the collection that follows the signed mandate is priced with it, by the same
 * rules as a card checkout (domain/promotions). Nothing is reserved here: the collection reserves
 * the code with its payment row.
 */
const up = [sql`alter table direct_debit_challenges add column discount_code text`];

const down = [sql`alter table direct_debit_challenges drop column if exists discount_code`];

export const directDebitDiscount = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
