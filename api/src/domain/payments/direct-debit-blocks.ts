import type { Generated, Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * The direct-debit block (issue 13, item 4): a collection that failed or was charged back blocks
 * the member for direct debit ('Je account is geblokkeerd voor automatische incasso.') until the
 * back office lifts it. Written by the payment transition (domain/payments/transitions.ts) in the
 * transaction of the move; one block per payment, so a repeated webhook adds nothing. Here in
 * payments, below direct-debit (which reads it before a mandate or collection), so the two folders
 * do not import each other; the table's type is here too (direct-debit/tables.ts adds it).
 */
export interface DirectDebitBlocksTable {
  id: Generated<number>;
  user_id: number;
  payment_id: number;
  reason: 'failed' | 'charged_back';
  created_at: Generated<Date>;
  lifted_at: Date | null;
  lifted_note: string | null;
}

const blocksDb = (db: Kysely<Schema>) => db.withTables<{ direct_debit_blocks: DirectDebitBlocksTable }>();

export async function blockDirectDebit(trx: Transaction<Schema>, block: { userId: number; paymentId: number; reason: 'failed' | 'charged_back' }): Promise<void> {
  await blocksDb(trx)
    .insertInto('direct_debit_blocks')
    .values({ user_id: block.userId, payment_id: block.paymentId, reason: block.reason })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
}

/** Whether the member is blocked for direct debit (a block not lifted). */
export async function isDirectDebitBlocked(db: Kysely<Schema>, userId: number): Promise<boolean> {
  const row = await blocksDb(db).selectFrom('direct_debit_blocks').select('id').where('user_id', '=', userId).where('lifted_at', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}
