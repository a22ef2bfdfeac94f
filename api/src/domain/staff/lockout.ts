import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { FAILURE_MEMORY_MS, retryAt } from '../accounts/lockout';
import { ipKey, lockRateKey, peekRateLimit } from '../rate-limit';
import { sha256Hex } from '../secrets';
import type { Db } from './db';

/**
 * Staff sign-in throttling (issue 26): the members' rules (domain/accounts/lockout.ts), counted
 * per (e-mail address as typed, client address) instead of per account, so nobody can lock a
 * colleague out of the back office from another address.
 *
 * - Wrong passwords and wrong codes of a pair count together (rate_events, bucket
 *   `staff_login_failure`, key: sha256 of e-mail and address; an IPv6 address per /64). After
 *   the 3rd failure within a day the pair's next attempt must wait 1 s, then 2 s, 4 s, ... up to
 *   15 minutes; 5 failures within 15 minutes block the pair for 15 minutes after the 5th.
 * - Per address, at most 30 attempts that were refused or failed per 15 minutes, whatever the
 *   e-mail address (credential stuffing from one address); then every attempt from it waits.
 * - A refused attempt is not checked and does not count for its pair (so waiting it out works),
 *   but it is recorded (bucket `staff_login_refused`, and towards the address's 30), so it costs
 *   the same database work as a checked one.
 * - The password step answers a waiting pair exactly like an unknown e-mail address or a wrong
 *   password, after the same scrypt work (signin.ts): the answer tells nothing about accounts
 *   or locks. The code step, reached only with the right password, says that it must wait.
 * - A full sign-in (the right code) clears its pair's failures.
 *
 * Every check and record runs in one transaction under an advisory lock of the address, so
 * concurrent guesses from one address are counted one after another. `staff_accounts`'
 * `failed_attempts` and `locked_until` (the old per-account lock) are no longer written.
 */

const PAIR_BUCKET = 'staff_login_failure';
const REFUSED_BUCKET = 'staff_login_refused';
const IP_BUCKET = 'staff_login_ip';
/** Attempts that were refused or failed, per address and window, across all e-mail addresses. */
export const STAFF_IP_ATTEMPT_LIMIT = 30;
export const STAFF_IP_WINDOW_MS = 15 * 60_000;

/** Who is throttled: the (e-mail address, client address) pair, and the client address alone. */
export interface StaffClient {
  pair: string;
  ip: string;
}

/** The client of a sign-in attempt; `requestIp` is `request.ip` (honours TRUST_PROXY). */
export function staffClient(email: string, requestIp: string): StaffClient {
  const ip = ipKey(requestIp);
  return { pair: `${email.trim().toLowerCase()}\n${ip}`, ip };
}

/** An allowed attempt carries the ids of its events, to forget them when it succeeds. */
export type StaffAttempt = { allowed: true; eventIds: number[] } | { allowed: false; retryAt: Date };

/** Minutes left of a lock (rounded up), or 0 when not locked. */
export function lockMinutesLeft(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
}

/** When the pair may try again after its failures so far (null: now); the address's limit aside. */
export async function staffRetryAt(db: Db, client: StaffClient, now: Date = new Date()): Promise<Date | null> {
  const rows = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('bucket', '=', PAIR_BUCKET)
    .where('key_hash', '=', sha256Hex(client.pair))
    .where('created_at', '>', new Date(now.getTime() - FAILURE_MEMORY_MS))
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return retryAt(
    rows.map((r) => r.created_at),
    now,
  );
}

/**
 * Takes one attempt: when neither the pair nor the address must wait, records it in advance as a
 * failure (`forgetAttempt` removes it when it succeeds) and allows it; otherwise records it as
 * refused and answers when to try again.
 */
export async function takeStaffAttempt(db: Kysely<Schema>, client: StaffClient, now: Date = new Date()): Promise<StaffAttempt> {
  return db.transaction().execute(async (trx) => {
    await lockRateKey(trx, IP_BUCKET, client.ip);
    const pairUntil = await staffRetryAt(trx, client, now);
    const perIp = await peekRateLimit(trx, { bucket: IP_BUCKET, key: client.ip, limit: STAFF_IP_ATTEMPT_LIMIT, windowMs: STAFF_IP_WINDOW_MS, now });
    const waits = [pairUntil?.getTime() ?? 0, perIp.allowed ? 0 : now.getTime() + perIp.retryAfterMs];
    const until = Math.max(...waits);
    const refused = until > now.getTime();
    const rows = await trx
      .insertInto('rate_events')
      .values([
        { bucket: refused ? REFUSED_BUCKET : PAIR_BUCKET, key_hash: sha256Hex(client.pair), created_at: now },
        { bucket: IP_BUCKET, key_hash: sha256Hex(client.ip), created_at: now },
      ])
      .returning('id')
      .execute();
    return refused ? { allowed: false, retryAt: new Date(until) } : { allowed: true, eventIds: rows.map((r) => r.id) };
  });
}

/** Forgets a successful attempt's events (a right password counts neither for its pair nor its address). */
export async function forgetAttempt(db: Db, attempt: { eventIds: number[] }): Promise<void> {
  if (attempt.eventIds.length > 0) await db.deleteFrom('rate_events').where('id', 'in', attempt.eventIds).execute();
}

/** After a full sign-in: forgets every failure of the pair, and the attempt's own events. */
export async function clearStaffFailures(db: Db, client: StaffClient, attempt: { eventIds: number[] }): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', PAIR_BUCKET).where('key_hash', '=', sha256Hex(client.pair)).execute();
  await forgetAttempt(db, attempt);
}
