import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The job runner (issue 11, `api/src/jobs/runner.ts`): one row per periodic job. A runner takes a
 * job by setting `locked_by`/`locked_until` (a lease) in one UPDATE that only matches when the job
 * is due and not leased, so of N API processes on one database exactly one runs it per period; a
 * holder that dies stops renewing its lease and another process takes the job once it expires.
 * `next_run_at` is the start of the last run plus the job's period; `last_error` is the error of
 * the last run (null when it succeeded).
 */
const up = [
  sql`create table job_runs (
    name text primary key,
    next_run_at timestamptz not null default now(),
    locked_by text,
    locked_until timestamptz,
    last_started_at timestamptz,
    last_finished_at timestamptz,
    last_error text,
    runs bigint not null default 0,
    failures bigint not null default 0
  )`,
];

const down = [sql`drop table if exists job_runs`];

export const jobsSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
