import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { DatabaseLockedError } from '../src/db/database';
import { MigrationError } from '../src/db/migrate';
import { startupFailureMessage } from '../src/startup-failure';
import { makeTempDir, removeTempDirs } from './helpers';

/**
 * Issue 26, item 9: what the operator reads when the server cannot start. A configuration error, a
 * DATA_DIR that cannot be written or that another process holds, a missing PUBLIC_URL in
 * production, or a DATABASE_URL that does not work: one line that says what to do, exit code 1,
 * no stack trace.
 */
const repoRoot = path.resolve(__dirname, '../..');

afterAll(() => removeTempDirs());

/** The error a synchronous call throws. */
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('did not throw');
};

const errnoError = (code: string, facts: Record<string, unknown>): Error => Object.assign(new Error(`${code}: something`), { code, ...facts });

/** A pg DatabaseError as the server sends it (a SQLSTATE in `code`). */
const pgError = (message: string, code: string): Error => Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity: 'FATAL' });

describe('startupFailureMessage', () => {
  it('a configuration error: the variable and what to set, from loadConfig itself', () => {
    expect(startupFailureMessage(thrown(() => loadConfig({ NODE_ENV: 'production' }, '/repo')))).toBe(
      'hartklop: configuration: PUBLIC_URL is required with NODE_ENV=production: set it to the public origin of the site, e.g. PUBLIC_URL=https://www.hartklop.nl',
    );
    expect(startupFailureMessage(thrown(() => loadConfig({ PORT: 'abc' }, '/repo')))).toBe('hartklop: configuration: PORT must be an integer between 0 and 65535, got "abc"');
  });

  it('a DATABASE_URL that is no PostgreSQL URL: said at config load, without repeating the password', () => {
    for (const url of ['postgres://user:geheim@[bad', 'mysql://user:geheim@db/x', 'geheim']) {
      const line = startupFailureMessage(thrown(() => loadConfig({ DATABASE_URL: url }, '/repo')));
      expect(line).toBe('hartklop: configuration: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database (or unset for the embedded database)');
    }
    expect(loadConfig({ DATABASE_URL: ' postgresql://u:p@db:5432/x ' }, '/repo').databaseUrl).toBe('postgresql://u:p@db:5432/x');
    expect(loadConfig({ DATABASE_URL: '/var/run/postgresql' }, '/repo').databaseUrl).toBe('/var/run/postgresql');
  });

  it('a DATA_DIR under a file, or a file itself: the path and what to do (real errors of fs)', () => {
    const file = path.join(makeTempDir(), 'a-file');
    fs.writeFileSync(file, '');
    expect(startupFailureMessage(thrown(() => fs.mkdirSync(path.join(file, 'uploads'), { recursive: true })))).toBe(
      `hartklop: cannot write ${file}/uploads: it lies under a file, not a folder (ENOTDIR); set DATA_DIR to a folder (not a file) the server may write in`,
    );
    expect(startupFailureMessage(thrown(() => fs.mkdirSync(file)))).toBe(
      `hartklop: cannot write ${file}: it is a file, not a folder (EEXIST); set DATA_DIR to a folder (not a file) the server may write in`,
    );
  });

  it('a DATA_DIR without write access, on a read-only or a full disk', () => {
    expect(startupFailureMessage(errnoError('EACCES', { syscall: 'mkdir', path: '/srv/data/uploads' }))).toBe(
      "hartklop: cannot write /srv/data/uploads: it is not writable (EACCES); give the server's user write access to it, or set DATA_DIR to a writable folder",
    );
    expect(startupFailureMessage(errnoError('EROFS', { syscall: 'open', path: '/srv/data/pgdata.lock' }))).toBe(
      "hartklop: cannot write /srv/data/pgdata.lock: it is on a read-only file system (EROFS); give the server's user write access to it, or set DATA_DIR to a writable folder",
    );
    expect(startupFailureMessage(errnoError('ENOSPC', { syscall: 'write', path: '/srv/data/pgdata.lock' }))).toBe(
      'hartklop: cannot write /srv/data/pgdata.lock: it is on a full disk (ENOSPC); free disk space, or set DATA_DIR to a folder on another disk',
    );
  });

  it('a DATA_DIR another process holds', () => {
    const err = new DatabaseLockedError('the database in /srv/data/pgdata is in use by process 4242; stop it first (PGlite allows one process)');
    expect(startupFailureMessage(err)).toBe('hartklop: the database in /srv/data/pgdata is in use by process 4242; stop it first (PGlite allows one process)');
  });

  it('a PostgreSQL server that cannot be reached: a real refused connection, inside the migration error that carries it', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://u:geheim@127.0.0.1:1/x' });
    pool.on('error', () => undefined);
    const refused = await pool.query('select 1').then(
      () => null,
      (err: unknown) => err,
    );
    await pool.end().catch(() => undefined);
    const expected =
      'hartklop: cannot reach the PostgreSQL server at 127.0.0.1:1 of DATABASE_URL (ECONNREFUSED): check the host and port in DATABASE_URL, and that PostgreSQL runs and accepts connections';
    expect(startupFailureMessage(refused)).toBe(expected);
    expect(startupFailureMessage(new MigrationError(`migration 0001 failed: ${String(refused)}`, { cause: refused }))).toBe(expected);
    // localhost tried on ::1 and 127.0.0.1: an AggregateError of both.
    const both = new AggregateError([errnoError('ECONNREFUSED', { address: '::1', port: 5432 }), errnoError('ECONNREFUSED', { address: '127.0.0.1', port: 5432 })], 'connect');
    expect(startupFailureMessage(both)).toMatch(/^hartklop: cannot reach the PostgreSQL server at ::1:5432 of DATABASE_URL \(ECONNREFUSED\)/);
    expect(startupFailureMessage(errnoError('ENOTFOUND', { syscall: 'getaddrinfo', hostname: 'db.invalid' }))).toMatch(
      /^hartklop: cannot reach the PostgreSQL server at db\.invalid of DATABASE_URL \(ENOTFOUND\): check the host and port/,
    );
  });

  it('a refused login or a missing database', () => {
    expect(startupFailureMessage(pgError('password authentication failed for user "hartklop"', '28P01'))).toBe(
      'hartklop: PostgreSQL refused the login (password authentication failed for user "hartklop"): check the user name and password in DATABASE_URL',
    );
    expect(startupFailureMessage(pgError('role "nobody" does not exist', '28000'))).toMatch(/^hartklop: PostgreSQL refused the login \(role "nobody" does not exist\)/);
    expect(startupFailureMessage(pgError('database "hartklop" does not exist', '3D000'))).toBe(
      'hartklop: database "hartklop" does not exist: create that database or correct its name in DATABASE_URL',
    );
  });

  it('a port in use (a real second listener)', async () => {
    const first = net.createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const port = (first.address() as net.AddressInfo).port;
    const second = net.createServer();
    const err = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    first.close();
    expect(startupFailureMessage(err)).toBe(`hartklop: port 127.0.0.1:${port} is already in use: stop the other process or set PORT to a free port`);
  });

  it('anything unforeseen is no operator message (it is reported in full)', () => {
    for (const err of [new Error('boom'), new TypeError('x is not a function'), errnoError('EACCES', {}), errnoError('EWHATEVER', { path: '/x' }), pgError('syntax error', '42601'), 'a string', null, undefined, { code: 'EACCES', path: '/x' }]) {
      expect(startupFailureMessage(err)).toBeNull();
    }
  });
});

interface Run {
  code: number | null;
  stderr: string;
}

/** The server from source (tsx), as an operator starts it; killed after 60 s if it does start. */
function startServer(env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, PUBLIC_URL: _unset, ...base } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
      cwd: repoRoot,
      env: { ...base, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', SEED_PROFILES: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** Exit code 1 and exactly one line on stderr, without a stack frame. */
const expectOneLine = (run: Run, line: string | RegExp): void => {
  expect(run.code).toBe(1);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  const lines = run.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  if (typeof line === 'string') expect(lines[0]).toBe(line);
  else expect(lines[0]).toMatch(line);
};

describe('the server refuses to start with one line', () => {
  jest.setTimeout(120_000);

  it('NODE_ENV=production without PUBLIC_URL', async () => {
    expectOneLine(
      await startServer({ NODE_ENV: 'production', DATA_DIR: makeTempDir() }),
      'hartklop: configuration: PUBLIC_URL is required with NODE_ENV=production: set it to the public origin of the site, e.g. PUBLIC_URL=https://www.hartklop.nl',
    );
  });

  it('a DATA_DIR that is a file', async () => {
    const file = path.join(makeTempDir(), 'data');
    fs.writeFileSync(file, '');
    expectOneLine(await startServer({ DATA_DIR: file }), `hartklop: cannot write ${file}/uploads: it lies under a file, not a folder (ENOTDIR); set DATA_DIR to a folder (not a file) the server may write in`);
  });

  it('a DATA_DIR another live process holds', async () => {
    const dataDir = makeTempDir();
    fs.writeFileSync(path.join(dataDir, 'pgdata.lock'), String(process.pid));
    expectOneLine(
      await startServer({ DATA_DIR: dataDir }),
      `hartklop: the database in ${path.join(dataDir, 'pgdata')} is in use by process ${process.pid}; stop it first (PGlite allows one process)`,
    );
    // The lock is the other process's: left alone.
    expect(fs.readFileSync(path.join(dataDir, 'pgdata.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('an S3 endpoint that is no URL, and a bucket that cannot be reached', async () => {
    expectOneLine(
      await startServer({ DATA_DIR: makeTempDir(), S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }),
      'hartklop: configuration: S3_ENDPOINT must be an http(s) URL without query, fragment or credentials (those come from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY), got "minio:9000"',
    );
    expectOneLine(
      await startServer({ DATA_DIR: makeTempDir(), S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' }),
      /^hartklop: configuration: S3 bucket "photos" cannot be reached.*: check S3_ENDPOINT, S3_REGION and the AWS credentials$/,
    );
  });

  it('a DATABASE_URL whose server does not answer', async () => {
    expectOneLine(await startServer({ DATA_DIR: makeTempDir(), DATABASE_URL: 'postgres://hartklop:geheim@127.0.0.1:1/hartklop' }), /^hartklop: cannot reach the PostgreSQL server at 127\.0\.0\.1:1 of DATABASE_URL \(ECONNREFUSED\)/);
  });
});
