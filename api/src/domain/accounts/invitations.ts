import { randomInt } from 'node:crypto';
import { kyselyOf, type DbOrHandle } from '../../db/database';
import { sha256Hex } from '../secrets';

/**
 * Invitation codes for signups while the site is closed (setting `signups`). A code is 16
 * characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown in groups of four
 * (`ABCD-EFGH-JKMN-PQRS`, about 79 bits); only its sha256 is stored. Case, spaces and dashes do
 * not matter when it is typed.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
export const DEFAULT_INVITATION_DAYS = 30;

export const normalizeInvitationCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');
const hashOf = (code: string): string => sha256Hex(normalizeInvitationCode(code));

export interface CreatedInvitation {
  id: number;
  /** The code to hand out; it cannot be read back from the database. */
  code: string;
  maxUses: number;
  expiresAt: Date | null;
}

/** Creates a code that can be used `uses` times within `days` days (no expiry when `days` is null). */
export async function createInvitationCode(
  db: DbOrHandle,
  options: { uses?: number; days?: number | null; now?: Date } = {},
): Promise<CreatedInvitation> {
  const uses = options.uses ?? 1;
  const days = options.days === undefined ? DEFAULT_INVITATION_DAYS : options.days;
  if (!Number.isInteger(uses) || uses < 1) throw new RangeError(`uses must be a whole number >= 1, got ${uses}`);
  if (days !== null && (!Number.isInteger(days) || days < 1)) throw new RangeError(`days must be a whole number >= 1, got ${days}`);
  const now = options.now ?? new Date();
  const raw = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const code = raw.match(/.{4}/g)!.join('-');
  const expiresAt = days === null ? null : new Date(now.getTime() + days * 86_400_000);
  const row = await kyselyOf(db)
    .insertInto('invitation_codes')
    .values({ code_hash: hashOf(code), max_uses: uses, uses: 0, expires_at: expiresAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, maxUses: uses, expiresAt };
}

/** The id of a code that can still be used (not used up, not expired), without using it. */
export async function findUsableInvitation(db: DbOrHandle, code: string, now: Date = new Date()): Promise<number | null> {
  const row = await kyselyOf(db)
    .selectFrom('invitation_codes')
    .select('id')
    .where('code_hash', '=', hashOf(code))
    .where((eb) => eb('uses', '<', eb.ref('max_uses')))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Uses a code once, atomically (`update ... where uses < max_uses returning`): two signups cannot
 * both take its last use. Returns its id, or null when it is unknown, used up or expired. Run it in
 * the signup's transaction, so a signup that fails afterwards gives the use back.
 */
export async function useInvitationCode(db: DbOrHandle, code: string, now: Date = new Date()): Promise<number | null> {
  const row = await kyselyOf(db)
    .updateTable('invitation_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code_hash', '=', hashOf(code))
    .where((eb) => eb('uses', '<', eb.ref('max_uses')))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
