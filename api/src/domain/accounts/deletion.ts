import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { api, User } from 'shared-kernel/contract';
import { DELETION_GRACE_DAYS } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { DatabaseHandle } from '../../db/database';
import type { Schema } from '../../db/schema';
import { authenticationRequired, byKey } from '../errors';
import { loadUser } from './user';
import { sendTokenMail } from './mails';
import { verifyPassword } from './passwords';
import { emailNotFound, findAccountByEmail, findAccountById, limitMails, limitPerIp, wrongPassword } from './recovery';
import type { ClientFacts, NewSession, SessionService } from './sessions';
import { consumeToken, linkInvalid } from './tokens';

/**
 * Account deletion with a grace period (SPEC §4, §9): a deleted account is invisible and cannot
 * log in; within 14 days the link in the deletion mail brings it back; afterwards the erase job
 * (erase.ts) removes the personal data and photos for good.
 */
export const GRACE_MS = DELETION_GRACE_DAYS * 24 * 3600_000;
export const REACTIVATION_MAILS_PER_DAY = 3;

/** When the personal data of an account deleted at `deletedAt` is erased. */
export const eraseAfter = (deletedAt: Date): Date => new Date(deletedAt.getTime() + GRACE_MS);

/** A deleted account that can still come back: not erased and inside the grace period. */
export const isReactivatable = (
  account: { status: string; deleted_at: Date | null; erased_at: Date | null },
  now: Date,
): boolean =>
  account.status === 'deleted' && account.erased_at === null && account.deleted_at !== null && eraseAfter(account.deleted_at) > now;

/** What deleting and bringing back an account needs of the app. */
export interface DeletionDeps {
  db: DatabaseHandle;
  /** The site origin of the mail's link (web/site-origin.ts). */
  origin: string;
  sessions: SessionService;
}

/**
 * Deletes the logged-in account (the password is checked): invisible at once, links already sent
 * stop working, a reactivation mail goes out and every session ends. Answers when the personal
 * data will be erased.
 */
export async function deleteAccount(
  { db: handle, origin, sessions }: DeletionDeps,
  userId: number,
  input: z.output<NonNullable<typeof api.deleteAccount.body>>,
  client: Pick<ClientFacts, 'sessionToken' | 'log'>,
): Promise<{ eraseAfter: Date }> {
  const db = handle.kysely;
  const account = await findAccountById(db, userId);
  if (!account || account.status === 'deleted') throw authenticationRequired();
  const statusBefore = account.status;
  if (!(await verifyPassword(input.password, account.password_hash))) throw wrongPassword();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        status: 'deleted',
        status_before_delete: statusBefore,
        deleted_at: now,
        delete_reason: input.reason ?? null,
        delete_comment: input.comment ? input.comment : null,
      })
      .where('id', '=', account.id)
      .execute();
    await trx.updateTable('profiles').set({ status: 'disabled' }).where('user_id', '=', account.id).execute();
    // Links already sent (activation, reset, e-mail change) stop working.
    await trx
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('user_id', '=', account.id)
      .where('used_at', 'is', null)
      .execute();
    await sendTokenMail(trx, { kind: 'reactivate', user: account, to: account.email, origin });
  });
  await sessions.endAll(account.id);
  await sessions.revoke(client.sessionToken);
  client.log.info({ userId: account.id, reason: input.reason ?? null }, 'account deleted');
  return { eraseAfter: eraseAfter(now) };
}

/** A new reactivation mail for a deleted account still inside its grace period (limited per IP and account). */
export async function sendReactivationMail(
  db: Kysely<Schema>,
  origin: string,
  email: string,
  ip: string,
): Promise<void> {
  await limitPerIp(db, 'reactivation_ip', ip);
  const account = await findAccountByEmail(db, email);
  if (!account || !isReactivatable(account, new Date())) throw emailNotFound();
  await limitMails(db, account.id, { bucket: 'reactivation_mail', perDay: REACTIVATION_MAILS_PER_DAY, code: ERROR_CODES.rateLimited, message: byKey('errors.accounts.reactivationMailRateLimited') });
  await sendTokenMail(db, { kind: 'reactivate', user: account, to: account.email, origin });
}

/** The link of the reactivation mail: the account comes back as it was, logged in. Answers the user and the new session. */
export async function reactivateAccount(
  { db: handle, sessions }: Pick<DeletionDeps, 'db' | 'sessions'>,
  tokenValue: string,
  client: Pick<ClientFacts, 'sessionToken' | 'log'>,
): Promise<{ user: User; session: NewSession }> {
  const db = handle.kysely;
  const userId = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const token = await consumeToken(trx, tokenValue, 'reactivate', now);
    const account = token && (await findAccountById(trx, token.userId, true));
    if (!account || !isReactivatable(account, now)) throw linkInvalid();
    const status = account.status_before_delete ?? 'confirmed';
    await trx
      .updateTable('users')
      .set({ status, status_before_delete: null, deleted_at: null, delete_reason: null, delete_comment: null })
      .where('id', '=', account.id)
      .execute();
    await trx
      .updateTable('profiles')
      .set({ status: status === 'confirmed' ? 'active' : 'disabled' })
      .where('user_id', '=', account.id)
      .execute();
    return account.id;
  });
  const session = await sessions.start(userId, client.sessionToken);
  const user = await loadUser(handle, userId);
  if (!user) throw linkInvalid();
  client.log.info({ userId }, 'account reactivated');
  return { user, session };
}
