import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { Db } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { randomToken, sha256Hex } from '../secrets';

/** The answer for a link (of a mail) that is unknown, used or expired. */
export const linkInvalid = (): DomainError => new DomainError('invalid', ERROR_CODES.linkInvalid, byKey('errors.accounts.linkInvalid'));

export type TokenPurpose = 'activate' | 'reset' | 'mail_change' | 'reactivate';

/** How long a link in a mail works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activate: 7 * 24 * 3600_000,
  reset: 2 * 3600_000,
  mail_change: 24 * 3600_000,
  // A reactivation link works for the whole grace period; the account state decides the rest.
  reactivate: 14 * 24 * 3600_000,
};


/** Creates a single-use token; earlier unused tokens of the same purpose for that user stop working. */
export async function issueToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  options: { newEmail?: string; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomToken();
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: sha256Hex(token),
      new_email: options.newEmail ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

export interface ConsumedToken {
  userId: number;
  newEmail: string | null;
}

/**
 * Uses a token once: marks it used and returns its user, or null when it is unknown, expired,
 * used or meant for another purpose. The update is atomic, so two clicks cannot both succeed.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date = new Date()): Promise<ConsumedToken | null> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Looks at a token without using it (e.g. to show the reset form only for a working link). */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose, now: Date = new Date()): Promise<ConsumedToken | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['user_id', 'new_email'])
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}
