import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';

import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { kyselyOf, type DbOrHandle } from '../db/database';
import type { Schema } from '../db/schema';
import { DomainError, byKey } from './errors';
import { sha256Hex } from './secrets';

export interface RateLimitRule {
  /** What is limited, e.g. 'signup_ip'; each bucket counts on its own. */
  bucket: string;
  /** Who is limited (an IP address, an e-mail address, ...); stored only as its sha256. */
  key: string;
  /** Events allowed within the window. */
  limit: number;
  windowMs: number;
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: milliseconds until the next event would be allowed (else 0). */
  retryAfterMs: number;
}

/** Auth events (rate events and login failures) are kept this long, then pruned. */
export const AUTH_EVENT_RETENTION_MS = 2 * 24 * 3600_000;
/** A trusted device not used for this long is forgotten (its cookie has expired by then). */
export const TRUSTED_DEVICE_RETENTION_MS = 365 * 24 * 3600_000;

/**
 * The key a client's IP address is counted under: the address itself for IPv4 (also when
 * written IPv4-mapped, `::ffff:1.2.3.4`), the /64 network for IPv6, because one subscriber
 * usually holds a whole /64 and could otherwise rotate through addresses.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string): string[] => {
    if (part === '') return [];
    const parts = part.split(':');
    const last = parts[parts.length - 1]!;
    // An embedded IPv4 address at the end takes two groups.
    if (last.includes('.')) parts.splice(parts.length - 1, 1, '0', '0');
    return parts;
  };
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const fill = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const all = [...left, ...fill, ...right].map((g) => parseInt(g, 16).toString(16));
  return `${all.slice(0, 4).join(':')}::/64`;
}

/** Whole minutes to wait, rounded up, at least 1 (for the Dutch texts). */
export const minutesLeft = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/**
 * 429 rate_limited with `Te veel pogingen vanaf dit adres, probeer het over {minutes} min opnieuw.`
 * and a Retry-After header; throw the result.
 */
export function rateLimited(retryAfterMs: number): DomainError {
  return new DomainError('rateLimited', ERROR_CODES.rateLimited, byKey('errors.accounts.tooManyRequests', { minutes: minutesLeft(retryAfterMs) }), {}, retryAfterMs);
}

async function stateOf(db: Kysely<Schema>, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const rows = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('bucket', '=', rule.bucket)
    .where('key_hash', '=', sha256Hex(rule.key))
    .where('created_at', '>', new Date(now.getTime() - rule.windowMs))
    .orderBy('created_at', 'desc')
    .limit(rule.limit)
    .execute();
  if (rows.length < rule.limit) return { allowed: true, retryAfterMs: 0 };
  // The next event is allowed once the oldest of the last `limit` events leaves the window.
  const oldest = rows[rows.length - 1]!.created_at.getTime();
  return { allowed: false, retryAfterMs: Math.max(1, oldest + rule.windowMs - now.getTime()) };
}

/** Whether one more event would be allowed, without recording anything. */
export async function peekRateLimit(db: DbOrHandle, rule: RateLimitRule): Promise<RateLimitResult> {
  return stateOf(kyselyOf(db), rule, rule.now ?? new Date());
}

/** Records an event without checking the limit (e.g. a failed login, counted after the fact). */
export async function recordRateEvent(db: DbOrHandle, event: { bucket: string; key: string; now?: Date }): Promise<void> {
  await kyselyOf(db)
    .insertInto('rate_events')
    .values({ bucket: event.bucket, key_hash: sha256Hex(event.key), created_at: event.now ?? new Date() })
    .execute();
}

/** A transaction-scoped advisory lock id for one (bucket, key): 60 bits of its sha256. */
const lockIdOf = (bucket: string, key: string): string => BigInt(`0x${sha256Hex(`${bucket}\n${key}`).slice(0, 15)}`).toString();

/** Takes the advisory lock of one (bucket, key) until the end of the transaction `trx`. */
export async function lockRateKey(trx: Kysely<Schema>, bucket: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lockIdOf(bucket, key)}::bigint)`.execute(trx);
}

/**
 * Counts one event against a sliding-window limit, in the database, so it holds across API
 * processes: allowed events are recorded, a refused one is not (a client that keeps trying does
 * not extend its own wait). The check and the insert run under a PostgreSQL advisory lock per
 * (bucket, key), so concurrent requests cannot both take the last slot.
 */
export async function hitRateLimit(db: DbOrHandle, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = rule.now ?? new Date();
  const run = async (trx: Kysely<Schema>): Promise<RateLimitResult> => {
    await lockRateKey(trx, rule.bucket, rule.key);
    const state = await stateOf(trx, rule, now);
    if (state.allowed) await recordRateEvent(trx, { bucket: rule.bucket, key: rule.key, now });
    return state;
  };
  const k = kyselyOf(db);
  // Inside a caller's transaction the lock lasts until that transaction ends.
  return k.isTransaction ? run(k) : k.transaction().execute(run);
}

export interface PruneResult {
  rateEvents: number;
  loginFailures: number;
  trustedDevices: number;
}

/**
 * Deletes rate events and login failures older than 2 days (every limit looks back at most a
 * day) and trusted devices unused for a year. Meant for a periodic job.
 */
export async function pruneAuthEvents(db: DbOrHandle, now: Date = new Date()): Promise<PruneResult> {
  const k = kyselyOf(db);
  const before = new Date(now.getTime() - AUTH_EVENT_RETENTION_MS);
  const rateEvents = await k.deleteFrom('rate_events').where('created_at', '<', before).executeTakeFirst();
  const loginFailures = await k.deleteFrom('login_failures').where('created_at', '<', before).executeTakeFirst();
  const trustedDevices = await k
    .deleteFrom('trusted_devices')
    .where('last_used_at', '<', new Date(now.getTime() - TRUSTED_DEVICE_RETENTION_MS))
    .executeTakeFirst();
  return {
    rateEvents: Number(rateEvents.numDeletedRows),
    loginFailures: Number(loginFailures.numDeletedRows),
    trustedDevices: Number(trustedDevices.numDeletedRows),
  };
}
