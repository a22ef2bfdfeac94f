import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type Generated, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The one runner of periodic jobs (issue 11). Every API process starts one with the same job
 * list; the table `job_runs` (migration 0011) makes each job run once per period across all of
 * them: a process takes a job with a lease in one UPDATE that only matches a due, unleased row,
 * renews the lease while the job runs, and sets the next run when it ends. A process that dies
 * stops renewing; once its lease expires another process takes the job. Time is the database's
 * clock, so the processes' clocks need not agree. Works the same on PGlite and PostgreSQL (plain
 * SQL, no LISTEN, no advisory locks); see docs/api.md, "Jobs".
 *
 * This module imports nothing of the app but the database types: jobs are plain functions given to it.
 */

/** One periodic job. Registering a job is one entry in the list given to the runner. */
export interface JobDefinition {
  /** Unique, stable: the row in `job_runs` (e.g. 'mail-outbox'). */
  name: string;
  /** Period: a run starts at most once per this many ms (across all processes). */
  everyMs: number;
  /**
   * How long a holder keeps the job without renewing (default 60 s). A running job renews it every
   * third of this; when the holder dies, another process can take the job after at most this long.
   */
  leaseMs?: number;
  run(): Promise<unknown>;
}

/** The columns of `job_runs` (kept here, not in db/schema.ts: only the runner touches it). */
export interface JobRunsTable {
  name: string;
  next_run_at: Generated<Date>;
  locked_by: string | null;
  locked_until: Date | null;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_error: string | null;
  runs: Generated<number>;
  failures: Generated<number>;
}

export type JobLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface JobRunnerOptions {
  db: Kysely<Schema>;
  jobs: readonly JobDefinition[];
  logger: JobLogger;
  /** Longest wait between two checks of one job (default 30 s): how soon a free job is noticed. */
  maxCheckMs?: number;
  /** Name of this runner in `locked_by` (default host, pid and a random part). */
  owner?: string;
}

/** What one attempt at a job did: ran it (well or not), or found it not due / held elsewhere. */
export type AttemptResult = 'ran' | 'failed' | 'skipped';

export const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_MAX_CHECK_MS = 30_000;
const MAX_ERROR_LENGTH = 1000;
const NAME = /^[a-z0-9][a-z0-9_.-]{0,62}$/;

const errorText = (err: unknown): string => {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
};

const ms = (value: number) => sql<Date>`(${value}::double precision * interval '1 millisecond')`;

export class JobRunner {
  readonly owner: string;
  private readonly db: Kysely<Schema & { job_runs: JobRunsTable }>;
  private readonly jobs: ReadonlyMap<string, JobDefinition>;
  private readonly logger: JobLogger;
  private readonly maxCheckMs: number;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<AttemptResult>>();
  private registered: Promise<void> | null = null;
  private started = false;
  private stopping: Promise<void> | null = null;

  constructor(options: JobRunnerOptions) {
    const jobs = new Map<string, JobDefinition>();
    for (const job of options.jobs) {
      if (!NAME.test(job.name)) throw new Error(`invalid job name: ${job.name}`);
      if (jobs.has(job.name)) throw new Error(`job registered twice: ${job.name}`);
      if (!(job.everyMs > 0)) throw new Error(`job ${job.name}: everyMs must be positive`);
      jobs.set(job.name, job);
    }
    this.jobs = jobs;
    this.db = options.db.withTables<{ job_runs: JobRunsTable }>();
    this.logger = options.logger;
    this.maxCheckMs = options.maxCheckMs ?? DEFAULT_MAX_CHECK_MS;
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Creates the jobs' rows (due at once when new). */
  private register(): Promise<void> {
    this.registered ??= (async () => {
      if (this.jobs.size === 0) return;
      await this.db
        .insertInto('job_runs')
        .values([...this.jobs.keys()].map((name) => ({ name })))
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    })();
    return this.registered;
  }

  /** Checks every job now and then again after its period (at most `maxCheckMs`). Timers are unref'd. */
  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    for (const job of this.jobs.values()) this.loop(job);
  }

  private loop(job: JobDefinition): void {
    if (this.stopping) return;
    this.attempt(job.name)
      .catch((err: unknown) => {
        // The database was unreachable for the claim or the bookkeeping: try again next time.
        this.logger.error({ job: job.name, err: errorText(err) }, 'job runner: could not check the job');
        return 'skipped';
      })
      .then(() => {
        if (this.stopping) return;
        const timer = setTimeout(() => {
          this.timers.delete(job.name);
          this.loop(job);
        }, Math.min(job.everyMs, this.maxCheckMs));
        timer.unref();
        this.timers.set(job.name, timer);
      })
      .catch(() => undefined);
  }

  /**
   * One attempt at a job: when it is due and no runner holds it, this runner takes it, runs it and
   * sets its next run. A job already running in this runner is not started twice.
   */
  attempt(name: string): Promise<AttemptResult> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`unknown job: ${name}`));
    const current = this.running.get(name);
    if (current) return current.then(() => 'skipped' as const);
    const run = this.claimAndRun(job).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private async claimAndRun(job: JobDefinition): Promise<AttemptResult> {
    await this.register();
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const claimed = await this.db
      .updateTable('job_runs')
      .set({ locked_by: this.owner, locked_until: sql<Date>`now() + ${ms(leaseMs)}`, last_started_at: sql<Date>`now()` })
      .where('name', '=', job.name)
      .where('next_run_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return 'skipped';

    // Renew the lease while the job runs, so a long run keeps it and a dead holder loses it.
    const heartbeat = setInterval(() => {
      this.db
        .updateTable('job_runs')
        .set({ locked_until: sql<Date>`now() + ${ms(leaseMs)}` })
        .where('name', '=', job.name)
        .where('locked_by', '=', this.owner)
        .returning('name')
        .executeTakeFirst()
        .then((row) => {
          if (!row) this.logger.warn({ job: job.name }, 'job runner: lease lost while the job runs');
        })
        .catch((err: unknown) => this.logger.warn({ job: job.name, err: errorText(err) }, 'job runner: could not renew the lease'));
    }, Math.max(10, Math.floor(leaseMs / 3)));
    heartbeat.unref();

    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = errorText(err);
      this.logger.error({ job: job.name, err }, 'job failed, it runs again next period');
    } finally {
      clearInterval(heartbeat);
    }

    await this.db
      .updateTable('job_runs')
      .set((eb) => ({
        locked_by: null,
        locked_until: null,
        next_run_at: sql<Date>`last_started_at + ${ms(job.everyMs)}`,
        last_finished_at: sql<Date>`now()`,
        last_error: error,
        runs: eb('runs', '+', 1),
        failures: error === null ? eb.ref('failures') : eb('failures', '+', 1),
      }))
      .where('name', '=', job.name)
      .where('locked_by', '=', this.owner)
      .execute();
    return error === null ? 'ran' : 'failed';
  }

  /** Stops checking and waits for the runs in progress (their leases are released when they end). */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const timer of this.timers.values()) clearTimeout(timer);
      this.timers.clear();
      await Promise.all([...this.running.values()].map((run) => run.catch(() => undefined)));
    })();
    return this.stopping;
  }
}
