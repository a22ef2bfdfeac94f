import { ConfigError } from './config';
import { DatabaseLockedError } from './db/database';

/**
 * What the operator reads when the server (or the seeder, or admin:create) cannot start: one line
 * that says what is wrong and what to do, instead of a stack trace. Null for anything unforeseen
 * (a bug): that is reported in full.
 */
export function startupFailureMessage(err: unknown): string | null {
  for (const cause of causesOf(err)) {
    const line = describe(cause);
    if (line !== null) return `hartklop: ${line}`;
  }
  return null;
}

interface ErrorFacts {
  message: string;
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
}

/** An error, also one of another realm (errors of node:fs and node:net fail `instanceof Error` in a vm, e.g. under Jest). */
const isErrorLike = (value: unknown): value is ErrorFacts & { cause?: unknown; errors?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The error, its `cause` chain and the parts of an AggregateError (a connection tried on several addresses), nearest first. */
function causesOf(err: unknown): ErrorFacts[] {
  const found: ErrorFacts[] = [];
  const queue: unknown[] = [err];
  while (queue.length > 0 && found.length < 20) {
    const next = queue.shift();
    if (!isErrorLike(next)) continue;
    found.push(next);
    if (next instanceof ConfigError || next instanceof DatabaseLockedError) continue;
    if (Array.isArray(next.errors)) queue.push(...(next.errors as unknown[]));
    if (next.cause !== undefined) queue.push(next.cause);
  }
  // The specific ones first: a ConfigError or a lock is the whole story.
  return [...found.filter((e) => e instanceof ConfigError || e instanceof DatabaseLockedError), ...found];
}

/** Files and folders the server could not make or write (DATA_DIR: the database, its lock file, uploads): what is wrong, what to do. */
const WRITABLE = "give the server's user write access to it, or set DATA_DIR to a writable folder";
const A_FOLDER = 'set DATA_DIR to a folder (not a file) the server may write in';
const SPACE = 'free disk space, or set DATA_DIR to a folder on another disk';
const FILE_CODES = new Map<string, readonly [problem: string, todo: string]>([
  ['EACCES', ['is not writable', WRITABLE]],
  ['EPERM', ['is not writable', WRITABLE]],
  ['EROFS', ['is on a read-only file system', WRITABLE]],
  ['ENOTDIR', ['lies under a file, not a folder', A_FOLDER]],
  ['EEXIST', ['is a file, not a folder', A_FOLDER]],
  ['EISDIR', ['is a folder where a file was expected', A_FOLDER]],
  ['ENOSPC', ['is on a full disk', SPACE]],
  ['EDQUOT', ['is over its disk quota', SPACE]],
]);

/** A PostgreSQL server that cannot be reached (DATABASE_URL's host or port). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/** SQLSTATEs of a refused PostgreSQL login (invalid_authorization_specification, invalid_password). */
const AUTH_STATES = new Set(['28000', '28P01']);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function describe(err: ErrorFacts): string | null {
  if (err instanceof ConfigError) return `configuration: ${err.message}`;
  if (err instanceof DatabaseLockedError) return err.message;
  const code = text(err.code);
  if (code === undefined) return null;
  if (err.syscall === 'listen') {
    const where = `${text(err.address) ?? 'its address'}:${typeof err.port === 'number' ? err.port : '?'}`;
    if (code === 'EADDRINUSE') return `port ${where} is already in use: stop the other process or set PORT to a free port`;
    if (code === 'EACCES') return `may not listen on ${where}: use a port above 1023 (PORT) or give the server the right to bind low ports`;
    if (code === 'EADDRNOTAVAIL') return `cannot listen on ${where}: HOST is not an address of this machine`;
    return null;
  }
  const file = text(err.path);
  const known = FILE_CODES.get(code);
  if (file !== undefined && known !== undefined) return `cannot write ${file}: it ${known[0]} (${code}); ${known[1]}`;
  if (NETWORK_CODES.has(code)) {
    const host = text(err.hostname) ?? text(err.address);
    const at = host === undefined ? '' : ` at ${host}${typeof err.port === 'number' ? `:${err.port}` : ''}`;
    const target = `the PostgreSQL server${at} of DATABASE_URL`;
    return `cannot reach ${target} (${code}): check the host and port in DATABASE_URL, and that PostgreSQL runs and accepts connections`;
  }
  if (AUTH_STATES.has(code)) return `PostgreSQL refused the login (${err.message}): check the user name and password in DATABASE_URL`;
  if (code === '3D000') return `${err.message}: create that database or correct its name in DATABASE_URL`;
  return null;
}
