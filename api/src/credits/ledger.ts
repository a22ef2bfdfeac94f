import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DbOrTrx, LedgerReason, Schema } from '../db/schema';

/**
 * The credit ledger (ARCHITECTURE §5): the one place that changes users.credits. Every change is
 * a row in credit_ledger with the balance after it, written in the caller's transaction, so it
 * commits or rolls back together with what it pays for. A debit is one guarded statement
 * (`UPDATE ... WHERE credits >= cost RETURNING credits`): two debits at once can never take the
 * balance below zero, whatever the isolation level.
 *
 * Paid actions pass the client's idempotency key. The unique index on (user_id, idempotency_key)
 * makes a second row with the same key fail with a unique violation (see `isIdempotencyConflict`),
 * which rolls the second attempt back; the caller then answers with the first one
 * (`findByIdempotencyKey`).
 */

export interface LedgerChange {
  userId: number;
  /** Credits to take (debit) or add (credit): a whole number, 0 only for a keyed (free) paid action. */
  amount: number;
  reason: LedgerReason;
  /** The client's key of a paid action; unique per user. */
  idempotencyKey?: string | null;
}

export interface LedgerEntry {
  /** The credit_ledger row. */
  ledgerId: number;
  /** users.credits after this change. */
  balance: number;
}

export type DebitResult = ({ ok: true } & LedgerEntry) | { ok: false; reason: 'insufficient_credits'; balance: number; cost: number };

function checkAmount(change: LedgerChange): void {
  if (!Number.isSafeInteger(change.amount) || change.amount < 0) throw new RangeError(`ledger: invalid amount ${change.amount}`);
  if (change.amount === 0 && !change.idempotencyKey) throw new RangeError('ledger: a change of 0 credits is only recorded for a keyed paid action');
}

async function writeRow(trx: Transaction<Schema>, change: LedgerChange, delta: number, balance: number): Promise<LedgerEntry> {
  const row = await trx
    .insertInto('credit_ledger')
    .values({
      user_id: change.userId,
      delta,
      balance_after: balance,
      reason: change.reason,
      idempotency_key: change.idempotencyKey ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ledgerId: row.id, balance };
}

/**
 * Takes `amount` credits from the user, or nothing when the balance is short. Must run inside
 * the transaction of what is paid for: the ledger row (and the caller's rows) roll back with it.
 */
export async function debit(trx: Transaction<Schema>, change: LedgerChange): Promise<DebitResult> {
  checkAmount(change);
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', change.amount) }))
    .where('id', '=', change.userId)
    .where('credits', '>=', change.amount)
    .returning('credits')
    .executeTakeFirst();
  if (!updated) {
    const user = await trx.selectFrom('users').select('credits').where('id', '=', change.userId).executeTakeFirst();
    if (!user) throw new Error(`ledger: user ${change.userId} does not exist`);
    return { ok: false, reason: 'insufficient_credits', balance: user.credits, cost: change.amount };
  }
  return { ok: true, ...(await writeRow(trx, change, -change.amount, updated.credits)) };
}

/**
 * Takes up to `amount` credits: all of them when the balance allows, otherwise what is there (the
 * balance becomes 0, never negative). For reversals the member cannot refuse (a refunded or charged
 * back purchase); the caller records what could not be taken. Returns the credits taken and the
 * ledger entry (none when nothing was taken).
 */
export async function debitAvailable(trx: Transaction<Schema>, change: LedgerChange): Promise<{ taken: number; entry: LedgerEntry | null }> {
  checkAmount(change);
  // One statement: the row lock of the UPDATE makes the read of the old balance and the change atomic.
  const result = await sql<{ credits: number; taken: number }>`
    with old as (select id, credits from users where id = ${change.userId} for update)
    update users set credits = users.credits - least(old.credits, ${change.amount})
    from old where users.id = old.id
    returning users.credits, least(old.credits, ${change.amount}) as taken`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error(`ledger: user ${change.userId} does not exist`);
  const taken = Number(row.taken);
  if (taken === 0) return { taken: 0, entry: null };
  return { taken, entry: await writeRow(trx, change, -taken, Number(row.credits)) };
}

/** Adds `amount` credits to the user (signup bonus, purchase, refund, grant) with its ledger row. */
export async function credit(trx: Transaction<Schema>, change: LedgerChange): Promise<LedgerEntry> {
  checkAmount(change);
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', change.amount) }))
    .where('id', '=', change.userId)
    .returning('credits')
    .executeTakeFirst();
  if (!updated) throw new Error(`ledger: user ${change.userId} does not exist`);
  return writeRow(trx, change, change.amount, updated.credits);
}

/**
 * The guarded debit with its ledger row as common table expressions of one statement, for a paid
 * action that is a single statement (pay-once.ts `payInOneStatement`), so it costs one round trip
 * rather than a transaction's. The same guard as `debit`: `credits >= amount` in the UPDATE, which
 * PostgreSQL checks again on the newest row version after a concurrent debit, so two debits at once
 * can never take the balance below zero. It adds:
 *
 *  - `ledger_keyed`: the member's ledger row with this key, if any (then nothing is debited);
 *  - `ledger_debit`: the balance after the debit, a row only when the debit happened, which it
 *    does only when `guard` holds (the action's checks, SQL over its own earlier expressions);
 *  - `ledger_row`: the new ledger row (`ledger_id`, `balance_after`), inserted from `ledger_debit`.
 *
 * A second row with the same key fails the statement with the unique violation of `isIdempotencyConflict`.
 */
export function debitExpressions(change: LedgerChange & { idempotencyKey: string }, guard: RawBuilder<boolean>): RawBuilder<unknown> {
  checkAmount(change);
  return sql`ledger_keyed as (
      select id from credit_ledger where user_id = ${change.userId} and idempotency_key = ${change.idempotencyKey}
    ),
    ledger_debit as (
      update users set credits = credits - ${change.amount}
      where id = ${change.userId} and credits >= ${change.amount} and not exists (select 1 from ledger_keyed) and (${guard})
      returning credits
    ),
    ledger_row as (
      insert into credit_ledger (user_id, delta, balance_after, reason, idempotency_key)
      select ${change.userId}, ${-change.amount}, credits, ${change.reason}, ${change.idempotencyKey} from ledger_debit
      returning id as ledger_id, balance_after
    )`;
}

export interface KeyedLedgerRow {
  id: number;
  delta: number;
  balance_after: number;
  reason: LedgerReason;
  created_at: Date;
}

/** The ledger row a paid action with this key wrote for the user, if any. */
export async function findByIdempotencyKey(db: DbOrTrx, userId: number, idempotencyKey: string): Promise<KeyedLedgerRow | undefined> {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'delta', 'balance_after', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Whether an error is the unique violation of a second ledger row with the same idempotency key
 * (both drivers report SQLSTATE 23505; node-postgres also names the index).
 */
export function isIdempotencyConflict(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'credit_ledger_idempotency');
}
