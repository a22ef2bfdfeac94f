import { Secret, TOTP } from 'otpauth';

/**
 * The second factor: TOTP (RFC 6238; SHA-1, 6 digits, 30 s, what every authenticator app reads)
 * through `otpauth`, whose check compares in constant time. A code is accepted for the current
 * time step and one step either side (clock drift), and only for a step later than the last one
 * this account used, so an observed code cannot be replayed.
 */
export const TOTP_ISSUER = 'Hartklop backoffice';
const PERIOD_S = 30;
const DIGITS = 6;

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = 'staff'): TOTP =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The time step of a moment. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / PERIOD_S);

/** The code of a moment (tests, and the command line's check of a fresh enrolment). */
export const totpCode = (secret: string, nowMs: number): string => totpOf(secret).generate({ timestamp: nowMs });

/**
 * The time step the code belongs to when it is right for `nowMs` (±1 step) and newer than
 * `lastStep`; else null.
 */
export function verifyTotp(secret: string, code: string, nowMs: number, lastStep: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return step > lastStep ? step : null;
}
