import { sql } from 'kysely';
import { ERROR_CODES } from 'shared-kernel/contract';

import type { Db } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { directDebitDb } from './tables';

/**
 * Direct debit without a payout risk (issue 27, item 11). Credits come when a collection is
 * submitted (docs/money.md, "Direct debit and SMS"), days before the bank has paid and
 * weeks before a return is impossible. Two rules bound what an IBAN that never paid can take:
 *
 * - **One IBAN, one account.** An IBAN on another account's valid mandate, or on a mandate of
 *   another account whose collection failed or was charged back (block not lifted), is refused
 *   ('Dit IBAN hoort al bij een ander account. …'); a partial unique index (migration 0028) makes
 *   two concurrent signings on one IBAN end with one valid mandate.
 * - **The first collection is small.** Until one of the member's collections on this IBAN is
 *   settled – the provider reported it paid, or it was submitted `settleDays`
 *   (DIRECT_DEBIT_SETTLE_DAYS, default 7) ago and neither failed nor was charged back – a collection
 *   may buy at most the smallest bundle, and only when no other collection on that IBAN is still on
 *   its way. Checked in the transaction that stores the payment, under the member's row lock
 *   (collections.ts), so concurrent first collections cannot pass together.
 */

export const ibanInUse = (): DomainError => new DomainError('conflict', ERROR_CODES.ibanInUse, byKey('errors.directDebit.ibanInUse'));
export const firstCollectionOnly = (): DomainError => new DomainError('unprocessable', ERROR_CODES.directDebitFirstCollection, byKey('errors.directDebit.firstCollection'));

/** Whether the IBAN is another account's: a valid mandate of theirs, or a returned collection of theirs not lifted. */
export async function ibanOfAnotherAccount(db: Db, userId: number, iban: string): Promise<boolean> {
  const ddb = directDebitDb(db);
  const mandate = await ddb
    .selectFrom('direct_debit_mandates')
    .select('id')
    .where('iban', '=', iban)
    .where('user_id', '<>', userId)
    .where('status', '=', 'valid')
    .limit(1)
    .executeTakeFirst();
  if (mandate) return true;
  const returned = await ddb
    .selectFrom('direct_debit_blocks')
    .innerJoin('payments', 'payments.id', 'direct_debit_blocks.payment_id')
    .innerJoin('direct_debit_mandates', 'direct_debit_mandates.reference', 'payments.mandate_id')
    .select('direct_debit_blocks.id')
    .where('direct_debit_mandates.iban', '=', iban)
    .where('direct_debit_blocks.user_id', '<>', userId)
    .where('direct_debit_blocks.lifted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return returned !== undefined;
}

/** The state of the member's collections on one IBAN: any settled, any still on its way. */
export async function collectionsOnIban(db: Db, userId: number, iban: string, settleDays: number): Promise<{ settled: boolean; outstanding: boolean }> {
  const row = await directDebitDb(db)
    .selectFrom('payments')
    .innerJoin('direct_debit_mandates', 'direct_debit_mandates.reference', 'payments.mandate_id')
    .select([
      sql<boolean>`coalesce(bool_or(payments.state in ('paid', 'refunded') or (payments.state = 'pending' and payments.created_at <= now() - ${settleDays}::double precision * interval '1 day')), false)`.as('settled'),
      sql<boolean>`coalesce(bool_or(payments.state in ('open', 'pending')), false)`.as('outstanding'),
    ])
    .where('payments.user_id', '=', userId)
    .where('payments.method', '=', 'directdebit')
    .where('direct_debit_mandates.user_id', '=', userId)
    .where('direct_debit_mandates.iban', '=', iban)
    .executeTakeFirstOrThrow();
  return { settled: row.settled === true, outstanding: row.outstanding === true };
}

/**
 * Refuses a collection of `credits` on the IBAN while no collection on it is settled, unless it is
 * the smallest bundle (`smallestCredits`) and nothing else on the IBAN is on its way.
 */
export async function checkFirstCollection(db: Db, input: { userId: number; iban: string; credits: number; smallestCredits: number; settleDays: number }): Promise<void> {
  const state = await collectionsOnIban(db, input.userId, input.iban, input.settleDays);
  if (state.settled) return;
  if (input.credits > input.smallestCredits || state.outstanding) throw firstCollectionOnly();
}

/** The credits of the smallest bundle offered (the most a new mandate's first collection buys). */
export const smallestCredits = (bundles: readonly { credits: number }[]): number => Math.min(...bundles.map((b) => b.credits));
