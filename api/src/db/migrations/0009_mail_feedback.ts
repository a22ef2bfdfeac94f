import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Mail feedback (issue 4: unsubscribe, bounces, spam complaints).
 *
 * - server_secrets: secrets the server makes itself on first use (random, per database), e.g. the
 *   key of the unsubscribe links when MAIL_SECRET is not set. One row per name; the row is written
 *   with `on conflict do nothing`, so every API process of a database uses the same value.
 * - mail_outbox.headers: extra headers of a mail (List-Unsubscribe and List-Unsubscribe-Post of the
 *   non-transactional mails), handed to the SMTP transport as they are. Null: no extra headers.
 * The once-per-6-hours check of the like mails reads mail_outbox by (user_id, created_at): the
 * index mail_outbox_user of 0003 covers it.
 */
const up = [
  sql`create table server_secrets (
    name text primary key,
    value text not null,
    created_at timestamptz not null default now()
  )`,
  sql`alter table mail_outbox add column headers jsonb`,
];

const down = [sql`alter table mail_outbox drop column headers`, sql`drop table if exists server_secrets`];

export const mailFeedbackSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
