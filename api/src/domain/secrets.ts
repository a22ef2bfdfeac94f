import { createHash, randomBytes } from 'node:crypto';

/** The sha256 of a secret as stored (tokens, session ids, rate-limit keys): never the secret itself. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** A fresh random token (256 bits, base64url); only its sha256 is stored. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
