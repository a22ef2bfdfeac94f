import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { ERROR_CODES } from 'shared-kernel/contract';
import type { DbOrTrx, Schema } from '../../db/schema';
import { DomainError, byKey } from '../errors';

/**
 * Suspends (until a moment) or bans an account and ends all its sessions, in the caller's
 * transaction. While the restriction holds, login is refused (`assertNotRestricted`, 403
 * account_restricted, which the client answers with /pages/ban) and the profile is hidden from
 * others (members/visibility.ts).
 */
export async function restrictAccount(trx: Transaction<Schema>, userId: number, restriction: { kind: 'suspended'; until: Date } | { kind: 'banned' }): Promise<void> {
  await trx
    .updateTable('users')
    .set({ restriction: restriction.kind, restricted_until: restriction.kind === 'suspended' ? restriction.until : null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Lifts a restriction (an appeal that reverses the decision). */
export async function liftRestriction(db: DbOrTrx, userId: number): Promise<void> {
  await db.updateTable('users').set({ restriction: null, restricted_until: null }).where('id', '=', userId).execute();
}

export interface RestrictionState {
  restriction: 'suspended' | 'banned' | null;
  restricted_until: Date | null;
}

/** Whether the restriction holds now (a suspension ends by itself at its moment). */
export const isRestricted = (state: RestrictionState, now = new Date()): boolean =>
  state.restriction === 'banned' || (state.restriction === 'suspended' && state.restricted_until !== null && state.restricted_until > now);

export const accountRestricted = (): DomainError => new DomainError('forbidden', ERROR_CODES.accountRestricted, byKey('errors.moderation.accountRestricted'));

/** The SQL form of `isRestricted` for the users row `alias` (the visibility rule and session checks use it). */
export const restrictionHolds = (alias: string) =>
  sql<boolean>`coalesce(${sql.ref(`${alias}.restriction`)} = 'banned' or (${sql.ref(`${alias}.restriction`)} = 'suspended' and ${sql.ref(`${alias}.restricted_until`)} > now()), false)`;
