import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The hidden accounts a search reads as one set (domain/members/visibility.ts) leave out erased
 * accounts: an erased account has no profile any more (accounts/erase.ts), but its users row stays
 * deleted for good, so the set of 0033 grew with every erasure, and every search read it whole.
 * Now it holds only the accounts deleted within the grace period and the restricted ones.
 */
const up = [
  sql`drop index if exists users_hidden`,
  sql`create index users_hidden on users (id) where erased_at is null and (status = 'deleted' or restriction is not null)`,
];

const down = [
  sql`drop index if exists users_hidden`,
  sql`create index users_hidden on users (id) where status = 'deleted' or restriction is not null`,
];

export const hiddenAccountsUnerased = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
