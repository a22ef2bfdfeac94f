import { sql, type RawBuilder, type Transaction } from 'kysely';
import { prepared } from '../db/prepared';
import type { Db, LedgerReason, Schema } from '../db/schema';
import { debit, debitExpressions, findByIdempotencyKey, isIdempotencyConflict, type DebitResult, type KeyedLedgerRow, type LedgerEntry } from './ledger';

/**
 * The one paid-action primitive (ARCHITECTURE §5): every action a member pays credits for runs
 * through `payOnce`, so a retried request never charges twice and a short balance changes nothing.
 *
 *  1. Replay: when the member's ledger already has a row with this idempotency key, the action was
 *     done: `replay` answers as the first time (and throws its own 409 when the same key now comes
 *     with other content). A row with the key for another kind of action (another ledger reason)
 *     is the 409 of `errors.idempotencyConflict`.
 *  2. In one transaction: `prepare` (the checks and locks that must hold when paying; it names the
 *     cost), the guarded debit with its ledger row (credits/ledger.ts stays the only writer of
 *     balances), then `work` (the rows paid for). Whatever throws rolls all of it back, debit included.
 *  3. A unique violation of the key means a concurrent twin committed first: the answer is its
 *     answer. A short balance is the 402 of `errors.insufficientCredits`, unless a twin took the
 *     credits this attempt waited for (then again the twin's answer).
 *
 * It opens its own transaction: a unique violation aborts a PostgreSQL transaction, so the caller
 * must not already be inside one.
 */

/** What an action refuses with, in its own words (status codes: 402 and 409). */
export interface PaidActionErrors {
  insufficientCredits(): Error;
  idempotencyConflict(): Error;
}

/** Which paid action a key belongs to: the member, the client's key, the ledger reason. */
export interface PaidActionKey<Answer> {
  db: Db;
  userId: number;
  key: string;
  reason: LedgerReason;
  /**
   * The answer of the action that wrote `entry` (the ledger row with this key and reason). Throws
   * the action's 409 when the request's content differs from what was paid for with the key.
   */
  replay(entry: KeyedLedgerRow, db: Db): Promise<Answer>;
  errors: PaidActionErrors;
}

export interface PaidAction<Prepared extends { cost: number }, Answer> extends PaidActionKey<Answer> {
  /**
   * Inside the transaction, before the debit: the checks (and row locks) of the action; returns
   * its cost in credits (a whole number, 0 for a free keyed action) and what `work` needs.
   */
  prepare(trx: Transaction<Schema>): Promise<Prepared>;
  /** Inside the transaction, after the debit: writes what was paid for and makes the answer. */
  work(trx: Transaction<Schema>, prepared: Prepared, paid: LedgerEntry): Promise<Answer>;
}

export interface PaidOutcome<Answer> {
  answer: Answer;
  /** An earlier attempt with the same key answered: nothing was stored or charged now. */
  replayed: boolean;
}

/** The answer of an earlier action with this key, or undefined when the key is new (step 1 of `payOnce`). */
export async function replayPaid<Answer>(action: PaidActionKey<Answer>): Promise<Answer | undefined> {
  const entry = await findByIdempotencyKey(action.db, action.userId, action.key);
  if (!entry) return undefined;
  if (entry.reason !== action.reason) throw action.errors.idempotencyConflict();
  return action.replay(entry, action.db);
}

/** Thrown inside the transaction to roll it back when the balance is short. */
class CreditsShort extends Error {
  override name = 'CreditsShort';
  constructor(readonly result: Extract<DebitResult, { ok: false }>) {
    super(`insufficient credits: balance ${result.balance}, cost ${result.cost}`);
  }
}

/** Runs a paid action once per idempotency key (see the top of this file). */
export async function payOnce<Prepared extends { cost: number }, Answer>(action: PaidAction<Prepared, Answer>): Promise<PaidOutcome<Answer>> {
  const earlier = await replayPaid(action);
  if (earlier !== undefined) return { answer: earlier, replayed: true };
  try {
    const answer = await action.db.transaction().execute(async (trx) => {
      const prepared = await action.prepare(trx);
      const paid = await debit(trx, { userId: action.userId, amount: prepared.cost, reason: action.reason, idempotencyKey: action.key });
      if (!paid.ok) throw new CreditsShort(paid);
      return action.work(trx, prepared, { ledgerId: paid.ledgerId, balance: paid.balance });
    });
    return { answer, replayed: false };
  } catch (err) {
    if (err instanceof CreditsShort) return twinOr(action, action.errors.insufficientCredits());
    if (isIdempotencyConflict(err)) return twinOr(action, err);
    throw err;
  }
}

/**
 * Step 3, for both primitives: an attempt that failed on the key's unique violation, or on a short
 * balance, answers with the answer of a concurrent attempt with the same key when one committed
 * first (it paid, or took the credits this one waited for); otherwise the refusal stands.
 */
async function twinOr<Answer>(action: PaidActionKey<Answer>, refusal: unknown): Promise<PaidOutcome<Answer>> {
  const first = await replayPaid(action);
  if (first !== undefined) return { answer: first, replayed: true };
  throw refusal;
}

/**
 * A paid action that is one SQL statement (its checks, the guarded debit with its ledger row, the
 * rows paid for and its live notices): the same rules as `payOnce`, in one round trip instead of a
 * transaction's many. A single statement is atomic on its own: it commits or fails as a whole.
 */
export interface PaidStatement<Row, Answer> extends PaidActionKey<Answer> {
  /** The credits it costs (a whole number), known before the statement. */
  cost: number;
  /** Expressions (`name as (...)`) before the debit: what the checks read. */
  before: RawBuilder<unknown>;
  /** The checks as SQL over `before`: the debit, and all that it pays for, happens only when they hold. */
  guard: RawBuilder<boolean>;
  /** Expressions after the debit: the rows paid for, made from `ledger_row` (nothing when it has no row). */
  after: RawBuilder<unknown>;
  /** The statement's columns (`Row`), over `joins`. */
  columns: RawBuilder<unknown>;
  /** `left join ... on true` of the expressions the columns read (one row each at most). */
  joins: RawBuilder<unknown>;
  /** Throws the action's refusal when the row's checks did not hold. */
  check(row: Row): void;
  /** The answer from the row of a paid statement. */
  answer(row: Row, paid: LedgerEntry): Answer;
}

/** The columns `payInOneStatement` adds to the action's own. */
interface PaidColumns {
  paid_keyed: boolean;
  paid_ledger_id: number | null;
  paid_balance: number | null;
}

/**
 * Runs a one-statement paid action once per idempotency key. As `payOnce`: an earlier row with the
 * key answers instead (the statement then changes nothing); a concurrent twin's unique violation
 * answers with the twin's answer; when the checks held but nothing was paid, the balance was short
 * (the 402), unless a twin took the credits.
 */
export async function payInOneStatement<Row extends object, Answer>(action: PaidStatement<Row, Answer>): Promise<PaidOutcome<Answer>> {
  const change = { userId: action.userId, amount: action.cost, reason: action.reason, idempotencyKey: action.key };
  const statement = sql<Row & PaidColumns>`with ${action.before}, ${debitExpressions(change, action.guard)}, ${action.after}
    select ${action.columns}, exists (select 1 from ledger_keyed) as paid_keyed, paid.ledger_id as paid_ledger_id, paid.balance_after as paid_balance
    from (select 1) as paid_one left join ledger_row as paid on true ${action.joins}`;
  let row: (Row & PaidColumns) | undefined;
  try {
    row = (await action.db.executeQuery(prepared(statement.compile(action.db)))).rows[0];
  } catch (err) {
    if (!isIdempotencyConflict(err)) throw err;
    return twinOr(action, err);
  }
  if (!row) throw new Error('pay-once: the paid statement returned no row');
  if (row.paid_keyed) {
    const earlier = await replayPaid(action);
    if (earlier !== undefined) return { answer: earlier, replayed: true };
  }
  action.check(row);
  if (row.paid_ledger_id !== null && row.paid_balance !== null) {
    return { answer: action.answer(row, { ledgerId: Number(row.paid_ledger_id), balance: Number(row.paid_balance) }), replayed: false };
  }
  // The checks held and nothing was paid: the balance was short, or a twin took the credits first.
  return twinOr(action, action.errors.insufficientCredits());
}
