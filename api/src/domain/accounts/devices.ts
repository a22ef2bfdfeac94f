import { TRUSTED_DEVICE_RETENTION_MS } from '../rate-limit';
import { kyselyOf, type DbOrHandle } from '../../db/database';
import { randomToken, sha256Hex } from '../secrets';

/**
 * Trusted devices: after a successful login the browser gets a `did` cookie (set by
 * web/member-session.ts; a random 256-bit token, HttpOnly, SameSite=Lax, Secure over https, 1 year); the database keeps only its sha256,
 * tied to the account that logged in. Login failures from a browser that holds a device cookie
 * of THAT account are counted for the device instead of the IP address (see lockout.ts), so an
 * attacker who locks out their own IP address does not lock out the member's own browsers.
 */
export const DEVICE_COOKIE = 'did';
export const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface TrustedDevice {
  id: number;
  token: string;
}

/** The device of a device cookie's token when it belongs to `userId` (and was used within a year), else null. */
export async function trustedDeviceOf(db: DbOrHandle, token: string | undefined, userId: number, now: Date = new Date()): Promise<TrustedDevice | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const row = await kyselyOf(db)
    .selectFrom('trusted_devices')
    .select('id')
    .where('token_hash', '=', sha256Hex(token))
    .where('user_id', '=', userId)
    .where('last_used_at', '>', new Date(now.getTime() - TRUSTED_DEVICE_RETENTION_MS))
    .executeTakeFirst();
  return row ? { id: row.id, token } : null;
}

/**
 * After a successful login: marks the browser's device of this account as used, or gives the
 * browser a new device token for it (replacing a cookie of another account). The web layer sends
 * the cookie again either way, so it lives a year after the last login.
 */
export async function trustDevice(
  db: DbOrHandle,
  userId: number,
  existing: TrustedDevice | null,
  now: Date = new Date(),
): Promise<TrustedDevice> {
  const k = kyselyOf(db);
  let device = existing;
  if (device) {
    await k.updateTable('trusted_devices').set({ last_used_at: now }).where('id', '=', device.id).execute();
  } else {
    const token = randomToken();
    const row = await k
      .insertInto('trusted_devices')
      .values({ user_id: userId, token_hash: sha256Hex(token), created_at: now, last_used_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    device = { id: row.id, token };
  }
  return device;
}
