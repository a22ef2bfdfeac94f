import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Notification preferences (SPEC §3): one row per member who changed one, with one boolean column
 * per preference (default true: on until switched off). No row means every preference is on, so
 * existing and new accounts need no backfill. Columns rather than a jsonb document: the mailers
 * can filter on a preference in SQL, and a typo in a key cannot slip in. Why e-mail is off
 * altogether stays in users.notifications_disabled.
 */
const up = [
  sql`create table notification_preferences (
    user_id integer primary key references users (id) on delete cascade,
    new_conversations boolean not null default true,
    new_messages boolean not null default true,
    like_received boolean not null default true,
    unread_message_reminder boolean not null default true,
    promotions boolean not null default true,
    weekly_updates boolean not null default true,
    news boolean not null default true,
    reminders boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
];

const down = [sql`drop table if exists notification_preferences`];

export const notificationPreferencesSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
