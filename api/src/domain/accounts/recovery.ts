import { sql, type Kysely } from 'kysely';
import { normalizeEmail } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { Config } from '../../config';
import type { Schema, UsersTable } from '../../db/schema';
import { DomainError, authenticationRequired, byKey, type TextRef } from '../errors';
import { failValidation } from '../validation';
import { clearLoginFailures } from './lockout';
import { apiText } from '../../i18n';
import { sendNoticeMail, sendTokenMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import { hitRateLimit, ipKey, rateLimited } from '../rate-limit';
import { type DbOrHandle } from '../../db/database';
import type { SessionService } from './sessions';
import { consumeToken, linkInvalid, peekToken } from './tokens';

/**
 * Activation, password reset and e-mail change (SPEC §4, §5, §8).
 *
 * Mail limits: per account 5 activation mails, 3 password-reset mails and 5 e-mail-change mails
 * per 24 hours; per IP address 10 password-reset (and reactivation) requests per hour, counted
 * for unknown addresses too, so the "not found" answer cannot be used to test many addresses.
 */
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
export const ACTIVATION_MAILS_PER_DAY = 5;
export const RESET_MAILS_PER_DAY = 3;
export const MAIL_CHANGES_PER_DAY = 5;
export const MAIL_REQUESTS_PER_IP_HOUR = 10;

/** Text when too many mails of one kind went to an account (no SPEC text exists for these). */

export const emailNotFound = (): DomainError => new DomainError('notFound', ERROR_CODES.emailNotFound, byKey('errors.accounts.emailNotFound'));
export const wrongPassword = (): DomainError => new DomainError('forbidden', ERROR_CODES.wrongPassword, byKey('errors.accounts.wrongPassword'));
export const emailTaken = (): DomainError => new DomainError('conflict', ERROR_CODES.emailTaken, byKey('errors.accounts.emailTaken'));

/** A 429 for a per-account mail limit, with Retry-After. */
export function mailLimitReached(retryAfterMs: number, code: string, what: TextRef): DomainError {
  return new DomainError('rateLimited', code, what, {}, retryAfterMs);
}

/** Counts one request of this IP address against a per-hour limit; throws 429 rate_limited past it. */
export async function limitPerIp(db: DbOrHandle, bucket: string, ip: string): Promise<void> {
  const state = await hitRateLimit(db, { bucket, key: ipKey(ip), limit: MAIL_REQUESTS_PER_IP_HOUR, windowMs: HOUR_MS });
  if (!state.allowed) throw rateLimited(state.retryAfterMs);
}

/** Counts one mail to an account against a per-day limit; returns the wait when refused. */
export async function limitPerAccount(db: DbOrHandle, bucket: string, userId: number, limit: number): Promise<number | null> {
  const state = await hitRateLimit(db, { bucket, key: String(userId), limit, windowMs: DAY_MS });
  return state.allowed ? null : state.retryAfterMs;
}

/** A kind of account mail with its per-day limit, and the 429's code and text past it. */
export interface MailLimit {
  bucket: string;
  perDay: number;
  code: string;
  message: TextRef;
}

/** Counts one mail of this kind to the account; past its limit, a 429 with Retry-After. */
export async function limitMails(db: DbOrHandle, userId: number, limit: MailLimit): Promise<void> {
  const wait = await limitPerAccount(db, limit.bucket, userId, limit.perDay);
  if (wait !== null) throw mailLimitReached(wait, limit.code, limit.message);
}

/** `sanne@example.nl` → `s***e@example.nl`: enough to recognise, not enough to read off. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const first = Array.from(local)[0] ?? '';
  const last = local.length > 1 ? Array.from(local).at(-1)! : '';
  return `${first}***${last}${email.slice(at)}`;
}

type AccountRow = Pick<UsersTable, 'email' | 'status' | 'password_hash' | 'deleted_at' | 'erased_at' | 'status_before_delete'> & {
  language: string;
  id: number;
  name: string;
};

const accountColumns = [
  'users.id',
  'users.email',
  'users.status',
  'users.password_hash',
  'users.deleted_at',
  'users.erased_at',
  'users.status_before_delete',
  'users.language',
  'profiles.name',
] as const;

/** The account with this address (case-insensitive), whatever its state, or undefined. */
export function findAccountByEmail(db: Kysely<Schema>, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(accountColumns)
    .where(sql<string>`lower(users.email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findAccountById(db: Kysely<Schema>, userId: number, lock = false): Promise<AccountRow | undefined> {
  let query = db.selectFrom('users').innerJoin('profiles', 'profiles.user_id', 'users.id').select(accountColumns).where('users.id', '=', userId);
  if (lock) query = query.forUpdate('users');
  return query.executeTakeFirst();
}

/** Whether another account (any state, erased ones have a placeholder address) uses this address. */
export async function emailInUse(db: Kysely<Schema>, email: string, exceptUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .where('id', '<>', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks an account confirmed (the link in a mail proved the address) and makes its profile visible. */
async function confirmAccount(db: Kysely<Schema>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ status: 'confirmed', confirmed_at: now }).where('id', '=', userId).where('status', '=', 'not_confirmed').execute();
  await db.updateTable('profiles').set({ status: 'active' }).where('user_id', '=', userId).execute();
}

const isUniqueViolation = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '23505';

/** Activation (POST /api/activate.php): the link of the activation mail confirms the account. */
export async function activateAccount(db: Kysely<Schema>, tokenValue: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const token = await consumeToken(trx, tokenValue, 'activate', now);
    const account = token && (await findAccountById(trx, token.userId, true));
    if (!account || account.status === 'deleted') throw new DomainError('invalid', ERROR_CODES.activationFailed, byKey('errors.accounts.activationFailed'));
    if (account.status === 'not_confirmed') await confirmAccount(trx, account.id, now);
  });
}

/**
 * A new activation mail for the logged-in, not yet confirmed account. `origin`: the site origin of
 * the links (web/site-origin.ts), as for every mail-sending account action.
 */
export async function sendActivationMail(db: Kysely<Schema>, origin: string, userId: number): Promise<void> {
  const account = await findAccountById(db, userId);
  if (!account) throw authenticationRequired();
  if (account.status !== 'not_confirmed') throw new DomainError('conflict', ERROR_CODES.alreadyConfirmed, byKey('errors.accounts.alreadyConfirmed'));
  await limitMails(db, account.id, { bucket: 'activation_mail', perDay: ACTIVATION_MAILS_PER_DAY, code: ERROR_CODES.rateLimited, message: byKey('errors.accounts.activationMailRateLimited') });
  await sendTokenMail(db, { kind: 'activate', user: account, to: account.email, origin });
}

/** A password-reset mail to the account with this address (limited per IP address and per account). */
export async function requestPasswordReset(db: Kysely<Schema>, origin: string, email: string, ip: string): Promise<void> {
  await limitPerIp(db, 'reset_ip', ip);
  const account = await findAccountByEmail(db, email);
  if (!account || account.status === 'deleted') throw emailNotFound();
  await limitMails(db, account.id, { bucket: 'reset_mail', perDay: RESET_MAILS_PER_DAY, code: ERROR_CODES.resetRateLimited, message: byKey('errors.accounts.resetRateLimited') });
  await sendTokenMail(db, { kind: 'reset', user: account, to: account.email, origin });
}

/** Whether a reset link still works, without using it: the hint of its account's address. */
export async function checkResetLink(db: Kysely<Schema>, tokenValue: string): Promise<{ emailHint: string }> {
  const token = await peekToken(db, tokenValue, 'reset');
  const account = token && (await findAccountById(db, token.userId));
  if (!account || account.status === 'deleted') throw linkInvalid();
  return { emailHint: emailHint(account.email) };
}

/** A new password through a reset link: every session ends and no client stays locked out. */
export async function resetPassword(
  db: Kysely<Schema>,
  deps: { config: Pick<Config, 'scryptLogN'>; sessions: SessionService },
  tokenValue: string,
  password: string,
): Promise<void> {
  // Look before hashing: a bad link costs no scrypt work.
  if (!(await peekToken(db, tokenValue, 'reset'))) throw linkInvalid();
  const hash = await hashPassword(password, deps.config.scryptLogN);
  const userId = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const token = await consumeToken(trx, tokenValue, 'reset', now);
    const account = token && (await findAccountById(trx, token.userId, true));
    if (!account || account.status === 'deleted') throw linkInvalid();
    await trx.updateTable('users').set({ password_hash: hash, password_changed_at: now }).where('id', '=', account.id).execute();
    return account.id;
  });
  // Whoever knew the old password is logged out everywhere, and no client stays locked out.
  await deps.sessions.endAll(userId);
  await clearLoginFailures(db, userId);
}

/** An e-mail change: a link to the new address, a notice to the old one (the password is checked first). */
export async function requestMailChange(
  db: Kysely<Schema>,
  origin: string,
  userId: number,
  input: { password: string; newEmail: string },
): Promise<void> {
  const account = await findAccountById(db, userId);
  if (!account) throw authenticationRequired();
  if (!(await verifyPassword(input.password, account.password_hash))) throw wrongPassword();
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === normalizeEmail(account.email)) failValidation(byKey('errors.accounts.sameEmail'), 'new_email');
  if (await emailInUse(db, newEmail, account.id)) throw emailTaken();
  await limitMails(db, account.id, { bucket: 'mail_change', perDay: MAIL_CHANGES_PER_DAY, code: ERROR_CODES.rateLimited, message: byKey('errors.accounts.mailChangeRateLimited') });
  await db.transaction().execute(async (trx) => {
    await sendTokenMail(trx, { kind: 'mail_change', user: account, to: newEmail, origin, newEmail });
    await sendNoticeMail(trx, {
      userId: account.id,
      kind: 'mail_change_notice',
      to: account.email,
      subject: apiText(account.language, 'mail.mailChangeNotice.subject'),
      body: apiText(account.language, 'mail.mailChangeNotice.body', { name: account.name, email: emailHint(newEmail) }),
      language: account.language,
    });
  });
}

/** The link sent to the new address: the account takes it. Answers the new address. */
export async function confirmMailChange(db: Kysely<Schema>, tokenValue: string): Promise<string> {
  try {
    return await db.transaction().execute(async (trx) => {
      const now = new Date();
      const token = await consumeToken(trx, tokenValue, 'mail_change', now);
      const account = token?.newEmail ? await findAccountById(trx, token.userId, true) : undefined;
      if (!token?.newEmail || !account || account.status === 'deleted') throw linkInvalid();
      if (await emailInUse(trx, token.newEmail, account.id)) throw emailTaken();
      await trx.updateTable('users').set({ email: token.newEmail }).where('id', '=', account.id).execute();
      // Links sent to the old address stop working.
      await trx
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('user_id', '=', account.id)
        .where('purpose', 'in', ['activate', 'reset', 'mail_change'])
        .where('used_at', 'is', null)
        .execute();
      if (account.status === 'not_confirmed') await confirmAccount(trx, account.id, now);
      return token.newEmail;
    });
  } catch (err) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
