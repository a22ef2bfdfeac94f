import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto (ARCHITECTURE §5: N=2^17, r=8, p=1), stored with their
 * parameters as `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so the cost can rise later
 * without invalidating old hashes.
 */
const KEY_LENGTH = 32;
const R = 8;
const P = 1;

const scrypt = (password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> => {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
};

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const HASH_FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when the password matches; false for a wrong password or an unusable hash. Constant-time compare. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = stored ? HASH_FORMAT.exec(stored) : null;
  if (!match) return false;
  const [, logN, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const actual = await scrypt(password, Buffer.from(salt!, 'base64'), Number(logN), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** True when the stored hash was made with a lower cost than configured (rehash after a login). */
export function needsRehash(stored: string, logN: number): boolean {
  const match = HASH_FORMAT.exec(stored);
  return !match || Number(match[1]) < logN;
}

/** The scrypt cost (log2 N) a stored hash was made with, or null for an unusable hash. */
export function hashCost(stored: string | null): number | null {
  const match = stored ? HASH_FORMAT.exec(stored) : null;
  return match ? Number(match[1]) : null;
}

/** One dummy hash per cost, made on first use. */
const dummyHashes = new Map<number, Promise<string>>();
/**
 * Spends the same time as checking a real password of cost `logN` (the configured cost for an
 * unknown address, the account's own for a refused attempt), so the answer time does not tell
 * whether an account exists or is locked.
 */
export async function burnPasswordCheck(password: string, logN: number): Promise<void> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', logN);
    dummyHashes.set(logN, dummy);
  }
  await verifyPassword(password, await dummy);
}
