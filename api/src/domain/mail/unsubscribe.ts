import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { API_PATHS, NOTIFICATION_KINDS } from 'shared-kernel/contract';
import type { Config } from '../../config';
import type { DbOrTrx, Schema } from '../../db/schema';
import { serverSecret } from '../../db/server-secrets';

/** Why e-mail to a member is off (users.notifications_disabled). */
export type EmailOffReason = (typeof NOTIFICATION_KINDS)[number];

/** The page a mail's unsubscribe link opens; it posts the token with a button (a link scanner does not unsubscribe). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
const SECRET_NAME = 'mail_unsubscribe';
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The key of the unsubscribe links: MAIL_SECRET, or else a random key made on first use and kept
 * in server_secrets (so links stay valid across restarts and API processes of one database).
 */
export function mailSecret(db: Kysely<Schema>, config: Pick<Config, 'mailSecret'>): Promise<string> {
  return config.mailSecret !== undefined ? Promise.resolve(config.mailSecret) : serverSecret(db, SECRET_NAME);
}

const signatureOf = (secret: string, userId: number): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest();

/** `<userId>.<HMAC-SHA256 of the id, base64url>`: no table needed, valid as long as the key. */
export const unsubscribeToken = (secret: string, userId: number): string => `${userId}.${signatureOf(secret, userId).toString('base64url')}`;

/** The user id of a genuine token, else null (compared in constant time). */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
  // Compare the text, not the decoded bytes: base64url's last character has spare bits, so two
  // spellings decode to the same bytes and only the canonical one may pass.
  const given = Buffer.from(match[2]!, 'utf8');
  const expected = Buffer.from(signatureOf(secret, userId).toString('base64url'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export interface UnsubscribeLinks {
  /** The page with the button, for the visible link in the mail. */
  page: string;
  /** The RFC 8058 one-click address of the List-Unsubscribe header. */
  oneClick: string;
  /** The headers every non-transactional mail carries. */
  headers: Record<string, string>;
}

export function unsubscribeLinks(origin: string, token: string): UnsubscribeLinks {
  const query = `?token=${encodeURIComponent(token)}`;
  const oneClick = `${origin}${API_PATHS.unsubscribe}${query}`;
  return {
    page: `${origin}${UNSUBSCRIBE_PAGE}${query}`,
    oneClick,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Switches e-mail off for the member for this reason (kept with the reasons already there; a
 * reason already present is not added twice). Returns whether the account exists.
 */
export async function disableEmail(db: DbOrTrx, userId: number, reason: EmailOffReason): Promise<boolean> {
  const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!exists) return false;
  await db
    .updateTable('users')
    .set({ notifications_disabled: sql<string[]>`array_append(notifications_disabled, ${reason}::text)` })
    .where('id', '=', userId)
    .where(sql<boolean>`not (${reason}::text = any(notifications_disabled))`)
    .execute();
  return true;
}
