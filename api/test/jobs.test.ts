import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { JobRunner, type AttemptResult, type JobDefinition } from '../src/jobs/runner';
import { createTestDatabase } from './helpers';

/**
 * The job runner: with PostgreSQL (DATABASE_URL) the two runners are two API instances, each with
 * its own connection pool on one database; on PGlite they share the one in-process database.
 */
const databaseUrl = process.env.DATABASE_URL;
// Each test uses jobs of its own names on the one database.
const pgOnly = databaseUrl ? it : it.skip;

let db: DatabaseHandle;
let second: DatabaseHandle;
const runners: JobRunner[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  second = databaseUrl && db.schema ? await openDatabase({ kind: 'postgres', databaseUrl, searchPath: db.schema, poolSize: 4 }) : db;
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

afterAll(async () => {
  if (second !== db) await second.close();
  await db.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

function runnerOn(handle: DatabaseHandle, jobs: JobDefinition[], options: { maxCheckMs?: number; log?: LogLine[] } = {}): JobRunner {
  const log = options.log ?? [];
  const logger = {
    info: (obj: object, msg: string) => void log.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj: object, msg: string) => void log.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    error: (obj: object, msg: string) => void log.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  const runner = new JobRunner({ db: handle.kysely, jobs, logger, ...(options.maxCheckMs !== undefined ? { maxCheckMs: options.maxCheckMs } : {}) });
  runners.push(runner);
  return runner;
}

const jobRow = (name: string) =>
  db.kysely
    .withTables<{ job_runs: { name: string; runs: number; failures: number; last_error: string | null; locked_by: string | null } }>()
    .selectFrom('job_runs')
    .select(['runs', 'failures', 'last_error', 'locked_by'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

const gaps = (times: number[]): number[] => times.slice(1).map((t, i) => t - times[i]!);

describe('the job runner on two instances of one database', () => {
  it('runs a due job once when both try at the same moment, and not again within the period', async () => {
    let runs = 0;
    const job = (): JobDefinition => ({
      name: 'once',
      everyMs: 3600_000,
      run: async () => {
        runs += 1;
        await sleep(50);
      },
    });
    const a = runnerOn(db, [job()]);
    const b = runnerOn(second, [job()]);
    const first: AttemptResult[] = await Promise.all([a.attempt('once'), b.attempt('once')]);
    expect([...first].sort()).toEqual(['ran', 'skipped']);
    expect(runs).toBe(1);
    expect(await Promise.all([a.attempt('once'), b.attempt('once')])).toEqual(['skipped', 'skipped']);
    expect(runs).toBe(1);
    expect(await jobRow('once')).toMatchObject({ runs: 1, failures: 0, last_error: null, locked_by: null });
  });

  it('started on both, a job runs once per period, never twice at once', async () => {
    const PERIOD = 300;
    const starts: number[] = [];
    let active = 0;
    let overlapped = false;
    const job = (): JobDefinition => ({
      name: 'tick',
      everyMs: PERIOD,
      run: async () => {
        starts.push(Date.now());
        active += 1;
        if (active > 1) overlapped = true;
        await sleep(20);
        active -= 1;
      },
    });
    const a = runnerOn(db, [job()], { maxCheckMs: 25 });
    const b = runnerOn(second, [job()], { maxCheckMs: 25 });
    a.start();
    b.start();
    await sleep(1700);
    await Promise.all([a.stop(), b.stop()]);
    expect(overlapped).toBe(false);
    // 1.7 s at one run per 300 ms: 5 or 6 runs; without the lock each instance would run its own.
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(starts.length).toBeLessThanOrEqual(6);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(PERIOD - 40);
  });

  it('logs a failing job and tries it again next period, while the other jobs go on', async () => {
    const PERIOD = 250;
    const failed: number[] = [];
    let good = 0;
    const log: LogLine[] = [];
    const runner = runnerOn(
      db,
      [
        {
          name: 'broken',
          everyMs: PERIOD,
          run: async () => {
            failed.push(Date.now());
            throw new Error('kapot');
          },
        },
        { name: 'healthy', everyMs: PERIOD, run: async () => void (good += 1) },
      ],
      { maxCheckMs: 20, log },
    );
    runner.start();
    await sleep(900);
    await runner.stop();
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed.length).toBeLessThanOrEqual(4);
    for (const gap of gaps(failed)) expect(gap).toBeGreaterThanOrEqual(PERIOD - 40);
    expect(good).toBeGreaterThanOrEqual(3);
    const errors = log.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(failed.length);
    for (const line of errors) {
      expect(line.obj.job).toBe('broken');
      expect(String(line.obj.err)).toContain('kapot');
    }
    expect(await jobRow('broken')).toMatchObject({ runs: failed.length, failures: failed.length, last_error: 'kapot', locked_by: null });
    expect(await jobRow('healthy')).toMatchObject({ failures: 0, last_error: null });
  });

  pgOnly(
    "keeps a job while its holder lives, and hands it on when the holder's process is killed and its lease expires",
    async () => {
      const fixture = path.join(__dirname, 'fixtures', 'job-holder.ts');
      const holder: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fixture, databaseUrl!, db.schema!], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      holder.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the holder did not start: ${stderr}`)), 20_000);
          holder.stdout!.on('data', (chunk: Buffer) => {
            if (chunk.toString('utf8').includes('running')) {
              clearTimeout(timer);
              resolve();
            }
          });
          holder.on('exit', () => reject(new Error(`the holder exited: ${stderr}`)));
        });
        let runs = 0;
        const b = runnerOn(second, [{ name: 'crash-test', everyMs: 3600_000, leaseMs: 1500, run: async () => void (runs += 1) }]);
        // Longer than the 1.5 s lease: the living holder renews it, so the job stays its own.
        for (let i = 0; i < 5; i++) {
          expect(await b.attempt('crash-test')).toBe('skipped');
          await sleep(500);
        }
        expect((await jobRow('crash-test')).locked_by).toBe('job-holder');

        holder.kill('SIGKILL');
        const killedAt = Date.now();
        let result: AttemptResult = 'skipped';
        while (result === 'skipped' && Date.now() - killedAt < 5000) {
          await sleep(100);
          result = await b.attempt('crash-test');
        }
        expect(result).toBe('ran');
        expect(runs).toBe(1);
        // Taken over once the lease ran out, not before.
        expect(Date.now() - killedAt).toBeGreaterThanOrEqual(900);
        expect(Date.now() - killedAt).toBeLessThan(3000);
        expect(await jobRow('crash-test')).toMatchObject({ runs: 1, locked_by: null });
      } finally {
        holder.kill('SIGKILL');
      }
    },
    30_000,
  );
});
