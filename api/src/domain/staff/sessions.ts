import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_SESSION_IDLE_S, STAFF_SESSION_MAX_AGE_S, type StaffRole } from 'shared-kernel/contract/admin-rules';
import type { Schema } from '../../db/schema';
import { sha256Hex } from '../secrets';

/**
 * Staff sessions: a random 256-bit token in the cookie `hk_staff` (HttpOnly, SameSite=Strict,
 * path /api/admin so the browser sends it nowhere else, Secure over https), stored as its sha256.
 * A session ends 8 hours after sign-in or after 30 minutes without a request, whichever comes
 * first, and at once when the account is disabled. The web layer sets and clears the cookie
 * (web/staff-context.ts). Members' sessions (cookie `sid`) are a
 * different table and cookie: neither is ever read as the other.
 */
export const STAFF_COOKIE = 'hk_staff';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often per session (the idle timeout needs no finer grain). */
const TOUCH_INTERVAL_MS = 60_000;

export interface StaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
}

const tokenOf = (cookie: string | undefined): string | null => (cookie && TOKEN_FORMAT.test(cookie) ? cookie : null);

/** The staff session of a request's cookie, or null (none, unknown, expired, idle, or the account disabled). */
export async function authenticateStaff(db: Kysely<Schema>, cookie: string | undefined, now: Date = new Date()): Promise<StaffSession | null> {
  const token = tokenOf(cookie);
  if (!token) return null;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as sessionId',
      'staff_sessions.expires_at as expiresAt',
      'staff_sessions.last_seen_at as lastSeenAt',
      'staff_accounts.id as staffId',
      'staff_accounts.email',
      'staff_accounts.name',
      'staff_accounts.role',
    ])
    .where('staff_sessions.token_hash', '=', sha256Hex(token))
    .where('staff_sessions.expires_at', '>', now)
    .where('staff_sessions.last_seen_at', '>', new Date(now.getTime() - STAFF_SESSION_IDLE_S * 1000))
    .where('staff_accounts.disabled', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
  }
  const { lastSeenAt: _seen, ...session } = row;
  return session;
}

/**
 * Starts a session for a staff member who passed both steps; the request's old session (its cookie,
 * if any) ends. Returns the new token for the cookie.
 */
export async function startStaffSession(
  db: Kysely<Schema>,
  previousCookie: string | undefined,
  staffId: number,
  now: Date = new Date(),
): Promise<{ sessionId: number; expiresAt: Date; token: string }> {
  const previous = tokenOf(previousCookie);
  if (previous) await db.deleteFrom('staff_sessions').where('token_hash', '=', sha256Hex(previous)).execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MAX_AGE_S * 1000);
  const row = await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: sha256Hex(token), created_at: now, last_seen_at: now, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sessionId: row.id, expiresAt, token };
}

/** Ends the session of a request's cookie (the web layer clears the cookie). */
export async function endStaffSession(db: Kysely<Schema>, cookie: string | undefined): Promise<void> {
  const token = tokenOf(cookie);
  if (token) await db.deleteFrom('staff_sessions').where('token_hash', '=', sha256Hex(token)).execute();
}

/** Ends every session of a staff member (disabled by an admin). */
export async function endAllStaffSessions(db: Pick<Kysely<Schema>, 'deleteFrom'>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
