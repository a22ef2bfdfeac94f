import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { serverSecret } from '../../db/server-secrets';

/**
 * Encryption of the staff's TOTP secrets at rest: AES-256-GCM, stored as
 * `v1.<iv b64url>.<tag b64url>.<ciphertext b64url>`.
 *
 * The key is STAFF_SECRET_KEY (config `staffSecretKey`, hashed to 32 bytes) when set, so a copy of
 * the database alone does not reveal the secrets (set it in production, kept outside the database);
 * unset, a random key made once per database and kept in server_secrets (better than plain text in
 * a row, and it lets a fresh machine work without configuration). Changing the key makes existing
 * secrets unreadable: staff then need a new enrolment (`npm run admin:create -- --reset-totp`).
 */
const SECRET_NAME = 'staff_totp_key';
const FORMAT = /^v1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

export type SecretKey = Buffer;

export async function staffSecretKey(db: Kysely<Schema>, configured: string | undefined): Promise<SecretKey> {
  if (configured !== undefined) return createHash('sha256').update(configured, 'utf8').digest();
  return Buffer.from(await serverSecret(db, SECRET_NAME), 'base64url');
}

export function sealSecret(key: SecretKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The plain secret, or null when the value was not sealed with this key (or is damaged). */
export function openSecret(key: SecretKey, sealed: string): string | null {
  const match = FORMAT.exec(sealed);
  if (!match) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(match[1]!, 'base64url'));
    decipher.setAuthTag(Buffer.from(match[2]!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(match[3]!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
