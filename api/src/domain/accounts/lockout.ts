
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { DomainError, byKey } from '../errors';
import type { TrustedDevice } from './devices';
import { ipKey, minutesLeft, peekRateLimit, recordRateEvent, type RateLimitResult } from '../rate-limit';
import { kyselyOf, type DbOrHandle } from '../../db/database';
import { sha256Hex } from '../secrets';

/**
 * Login lockout and rate-limit policy
 * ===================================
 *
 * Failed logins are counted per (account, client). The client is the browser's trusted-device
 * cookie (`did`: a random 256-bit token, HttpOnly, SameSite=Lax, valid 1 year, stored only as its
 * sha256) when the browser holds one that belongs to THAT account, otherwise the IP address (an
 * IPv6 address counts as its /64 network; `request.ip`, which honours TRUST_PROXY).
 *
 * - Progressive delay: after the 3rd failure of an (account, client) pair within a day, the
 *   pair's next attempt must wait 1 s after its latest failure, after the 4th 2 s, then 4 s,
 *   8 s, ... doubling up to 15 minutes. An attempt made sooner answers 429 `account_locked` with
 *   "Te veel foute pogingen, account voor {minutes} min geblokkeerd." (minutes left, rounded
 *   up) and a Retry-After header in seconds; it is neither checked nor counted.
 * - Block: 5 failed logins for the same (account, client) within 15 minutes block that client
 *   for that account until 15 minutes after the 5th failure (same answer). A failure that leaves
 *   the pair waiting a minute or more (the 5th, or a delay that has grown that long) answers
 *   that 429 at once; shorter waits answer the failure's own 401. While blocked the password is
 *   not even checked, so guessing on is useless.
 * - A successful login clears that client's failures and gives the browser a trusted-device
 *   cookie for the account. A password reset clears all failures of the account.
 * - So an attacker can only lock out their own IP addresses: the real member, on a browser they
 *   logged in from before, is never locked out, and from any other address only when sharing
 *   the attacker's address.
 * - Unknown addresses (and deleted accounts) are counted the same way per (address, IP), so the
 *   lockout answer does not tell whether an account exists; their password check runs against a
 *   dummy hash of the configured cost, so neither does the answer time.
 * - Per IP address, at most 30 failed logins per 15 minutes across all accounts, unknown
 *   addresses included; then every login from that address without a trusted-device cookie of
 *   the account answers 429 `rate_limited` with "Te veel pogingen vanaf dit adres, probeer het
 *   over {minutes} min opnieuw." until the oldest of those failures is 15 minutes old. Logins
 *   from a trusted device neither count nor are refused here.
 * - Signups: at most 10 signup attempts (forms that pass validation) per IP address per hour
 *   (429 `rate_limited`, same text); a refused attempt does not count.
 *
 * Everything is stored in the database (tables login_failures and rate_events; IP addresses and
 * device tokens only as sha256), so the limits hold across API processes; events older than
 * 2 days are pruned by a periodic job. The back office's sign-in uses the same rules per
 * (e-mail, address) (domain/staff/lockout.ts).
 */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_BLOCK_MS = 15 * 60_000;
export const IP_FAILURE_LIMIT = 30;
export const IP_FAILURE_WINDOW_MS = 15 * 60_000;
/** The progressive delay starts after this many failures of a pair... */
export const DELAY_AFTER_FAILURES = 3;
/** ...with this wait, doubling with every further failure... */
export const DELAY_FIRST_MS = 1000;
/** ...up to this. */
export const DELAY_MAX_MS = 15 * 60_000;
/** Failures older than this no longer count towards the delay (the pruning keeps 2 days). */
export const FAILURE_MEMORY_MS = 24 * 3600_000;
/** A failure that leaves the pair waiting at least this long answers 429 at once. */
export const ANNOUNCE_WAIT_MS = 60_000;
/** Failures read per pair: more than enough to reach the longest delay. */
const FAILURE_READ_LIMIT = 100;

const IP_FAILURE_BUCKET = 'login_failure_ip';
const UNKNOWN_FAILURE_BUCKET = 'login_failure_unknown';

/** Whose failures are counted: an existing account, or an address without a (live) account. */
export type LoginSubject = { kind: 'account'; userId: number } | { kind: 'unknown'; email: string };

export interface LoginClient {
  /** sha256 of the client, as stored in login_failures. */
  key: string;
  /** The IP key (address or IPv6 /64) of the request. */
  ip: string;
  /** Set when the browser holds a trusted-device cookie of the account. */
  device: TrustedDevice | null;
}

export function loginClient(requestIp: string, device: TrustedDevice | null): LoginClient {
  const ip = ipKey(requestIp);
  return { key: sha256Hex(device ? `device:${device.token}` : `ip:${ip}`), ip, device };
}

/**
 * End of the block for a list of failure times, or null: blocked until `LOCKOUT_BLOCK_MS` after
 * the latest failure that completes `LOCKOUT_MAX_FAILURES` failures within `LOCKOUT_WINDOW_MS`.
 */
export function blockedUntil(failures: readonly Date[], now: Date): Date | null {
  const times = failures.map((d) => d.getTime()).sort((a, b) => a - b);
  for (let i = times.length - 1; i >= LOCKOUT_MAX_FAILURES - 1; i--) {
    if (times[i]! - times[i - (LOCKOUT_MAX_FAILURES - 1)]! <= LOCKOUT_WINDOW_MS) {
      const until = times[i]! + LOCKOUT_BLOCK_MS;
      return until > now.getTime() ? new Date(until) : null;
    }
  }
  return null;
}

/** The wait after `count` failures of a pair: none before the 3rd, then 1 s, 2 s, 4 s, ... at most 15 minutes. */
export function progressiveDelayMs(count: number): number {
  if (count < DELAY_AFTER_FAILURES) return 0;
  // 2^20 s is far beyond the cap: no overflow for large counts.
  return Math.min(DELAY_MAX_MS, DELAY_FIRST_MS * 2 ** Math.min(20, count - DELAY_AFTER_FAILURES));
}

/**
 * When a pair with these failure times (those of the last `FAILURE_MEMORY_MS`) may try again:
 * the later of the progressive delay after its latest failure and the block; null when now.
 */
export function retryAt(failures: readonly Date[], now: Date): Date | null {
  if (failures.length === 0) return null;
  const latest = Math.max(...failures.map((d) => d.getTime()));
  const delayEnd = latest + progressiveDelayMs(failures.length);
  const block = blockedUntil(failures, now)?.getTime() ?? 0;
  const until = Math.max(delayEnd, block);
  return until > now.getTime() ? new Date(until) : null;
}

const unknownKey = (email: string, client: LoginClient): string => `${email}\n${client.key}`;

async function failureTimes(db: DbOrHandle, subject: LoginSubject, client: LoginClient, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const k = kyselyOf(db);
  const rows =
    subject.kind === 'account'
      ? await k
          .selectFrom('login_failures')
          .select('created_at')
          .where('user_id', '=', subject.userId)
          .where('client_key', '=', client.key)
          .where('created_at', '>', since)
          .orderBy('created_at', 'desc')
          .limit(FAILURE_READ_LIMIT)
          .execute()
      : await k
          .selectFrom('rate_events')
          .select('created_at')
          .where('bucket', '=', UNKNOWN_FAILURE_BUCKET)
          .where('key_hash', '=', sha256Hex(unknownKey(subject.email, client)))
          .where('created_at', '>', since)
          .orderBy('created_at', 'desc')
          .limit(FAILURE_READ_LIMIT)
          .execute();
  return rows.map((r) => r.created_at);
}

/** When this client may try again for this account (progressive delay or block), else null. */
export async function lockedUntil(db: DbOrHandle, subject: LoginSubject, client: LoginClient, now: Date = new Date()): Promise<Date | null> {
  return retryAt(await failureTimes(db, subject, client, now), now);
}

/** The per-IP failure limit, for a login that does not come from a trusted device. */
export function ipFailureState(db: DbOrHandle, client: LoginClient, now: Date = new Date()): Promise<RateLimitResult> {
  return peekRateLimit(db, { bucket: IP_FAILURE_BUCKET, key: client.ip, limit: IP_FAILURE_LIMIT, windowMs: IP_FAILURE_WINDOW_MS, now });
}

/** Records a failed login for (subject, client), and for the IP address unless it came from a trusted device. */
export async function recordLoginFailure(db: DbOrHandle, subject: LoginSubject, client: LoginClient, now: Date = new Date()): Promise<void> {
  if (subject.kind === 'account') {
    await kyselyOf(db).insertInto('login_failures').values({ user_id: subject.userId, client_key: client.key, created_at: now }).execute();
  } else {
    await recordRateEvent(db, { bucket: UNKNOWN_FAILURE_BUCKET, key: unknownKey(subject.email, client), now });
  }
  if (!client.device) await recordRateEvent(db, { bucket: IP_FAILURE_BUCKET, key: client.ip, now });
}

/** After a successful login: forgets this client's failures for the account. */
export async function clearClientFailures(db: DbOrHandle, userId: number, client: LoginClient): Promise<void> {
  await kyselyOf(db).deleteFrom('login_failures').where('user_id', '=', userId).where('client_key', '=', client.key).execute();
}

/** Forgets every login failure of an account (after a password reset): no client stays blocked. */
export async function clearLoginFailures(db: DbOrHandle, userId: number): Promise<void> {
  await kyselyOf(db).deleteFrom('login_failures').where('user_id', '=', userId).execute();
}

/**
 * 429 account_locked with `Te veel foute pogingen, account voor {minutes} min geblokkeerd.` and a
 * Retry-After header; throw the result.
 */
export function accountLocked(until: Date, now: Date): DomainError {
  const ms = until.getTime() - now.getTime();
  return new DomainError('rateLimited', ERROR_CODES.accountLocked, byKey('errors.accounts.lockedOut', { minutes: minutesLeft(ms) }), {}, ms);
}
