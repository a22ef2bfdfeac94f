import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Member care (issue 18): a refund asked by the back office is claimed on the payment row before the
 * provider is called (`refund_requested_at`, guarded `UPDATE … WHERE refund_requested_at IS NULL`),
 * so two clicks or two staff members at once can never refund one payment twice. The credits are
 * reversed by the payment's one state writer (transitions.ts, `credits_reversed`), exactly once.
 */
const up = [
  sql`alter table payments add column refund_requested_at timestamptz`,
  sql`alter table payments add column refund_requested_by integer`,
];

const down = [sql`alter table payments drop column if exists refund_requested_by`, sql`alter table payments drop column if exists refund_requested_at`];

export const memberCareSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
