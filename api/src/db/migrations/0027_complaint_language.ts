import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The notifier's language (issue 17): a visitor's notice stores the language of the request that
 * sent it (request.language()), so the outcome mail (DSA art. 16(5)) is written in it, like the
 * confirmation. Existing notices were all Dutch. A member's mails follow users.language.
 */
const up = [sql`alter table complaints add column language text not null default 'nl'`];

const down = [sql`alter table complaints drop column if exists language`];

export const complaintLanguage = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
