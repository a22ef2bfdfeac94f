import { sql, type Transaction } from 'kysely';
import type { Db, PaymentRowState, Schema } from '../../db/schema';
import { credit, debitAvailable } from '../../credits/ledger';
import { notifyLive } from '../../db/live-notices';
import { blockDirectDebit } from './direct-debit-blocks';
import { consumeDiscount, releaseDiscount } from '../promotions/codes';
import { enqueuePaidMail } from './paid-mail';
import { toCents, type PaymentProvider, type ProviderPayment } from './provider';

/**
 * The one writer of payment states (issue 12, item 4; docs/money.md, "Payments: state
 * machine and exactly-once"). `applyProviderStatus` is what the webhook, the return page's check
 * and the reconciliation job all call: it fetches the payment from the provider (never trusting
 * the caller), checks that it is ours, and moves our row forward in one transaction:
 *
 *   open → pending → paid | failed | canceled | expired       (open may skip pending)
 *   paid → refunded → charged_back,  paid → charged_back
 *
 * Each transition is one guarded UPDATE (`... where state in (<predecessors>)`): of any number of
 * concurrent or repeated calls exactly one moves the row, and only that one writes what goes with
 * the move. The move to paid credits the ledger in the same transaction (idempotency key
 * `payment:<id>`, unique per member: a second credit is impossible even past the guard) and sets
 * premium (`paid_user`) and queues the confirmation mail (paid-mail.ts). Refunds and chargebacks take the credits back proportionally, never below
 * a zero balance; what cannot be taken becomes a payment debt, which blocks purchases.
 */

export interface TransitionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The predecessors of each state: the states a guarded UPDATE may move from. */
const PREDECESSORS: Record<PaymentRowState, readonly PaymentRowState[]> = {
  open: [],
  pending: ['open'],
  paid: ['open', 'pending'],
  failed: ['open', 'pending'],
  canceled: ['open', 'pending'],
  expired: ['open', 'pending'],
  refunded: ['paid'],
  charged_back: ['paid', 'refunded'],
};

/** Final for the provider's status (the reconciliation job leaves them); refunds may still follow paid. */
export const UNSETTLED_STATES: readonly PaymentRowState[] = ['open', 'pending'];

/** The ledger key of a payment's credit. */
export const purchaseKey = (paymentId: number): string => `payment:${paymentId}`;

export type ApplyResult =
  /** Our row after the call; `credited`: this call wrote the purchase credit. */
  | { outcome: 'applied'; state: PaymentRowState; credited: boolean; reversedCredits: number; debtCredits: number }
  /** No such payment of ours, or it has no provider payment yet. */
  | { outcome: 'unknown' }
  /** The provider's payment does not match our row (id, metadata, amount or currency): nothing changed. */
  | { outcome: 'mismatch' };

interface OurPayment {
  id: number;
  user_id: number;
  provider_id: string | null;
  amount: number;
  currency: string;
  credits: number;
  state: PaymentRowState;
  method: string;
}

/** The state the provider's status asks for (before refunds and chargebacks). */
function baseState(payment: ProviderPayment): PaymentRowState {
  switch (payment.status) {
    case 'open':
      return 'open';
    case 'pending':
    case 'authorized':
      return 'pending';
    default:
      return payment.status;
  }
}

const centsOf = (money: { value: string } | null): number => (money ? toCents(money.value) : 0);

/** Whether the provider's payment is the one our row created: its id, our id in its metadata, our amount and currency. */
function mismatchOf(ours: OurPayment, theirs: ProviderPayment): string | null {
  if (theirs.id !== ours.provider_id) return 'provider id';
  const metadata = theirs.metadata;
  const metaId = typeof metadata === 'object' && metadata !== null && 'payment_id' in metadata ? (metadata as { payment_id: unknown }).payment_id : undefined;
  if (metaId !== ours.id) return 'metadata';
  if (theirs.amount.currency !== ours.currency) return 'currency';
  let cents: number;
  try {
    cents = toCents(theirs.amount.value);
  } catch {
    return 'amount';
  }
  if (cents !== ours.amount) return 'amount';
  return null;
}

/** One guarded move: true when this call moved the row. */
async function move(trx: Transaction<Schema>, id: number, to: PaymentRowState, extra: { paid_at?: Date } = {}): Promise<boolean> {
  const from = PREDECESSORS[to];
  if (from.length === 0) return false;
  const moved = await trx
    .updateTable('payments')
    .set({ state: to, updated_at: sql<Date>`now()`, checkout_url: null, ...extra })
    .where('id', '=', id)
    .where('state', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return moved !== undefined;
}

async function profileIdsOf(trx: Transaction<Schema>, userId: number): Promise<number[]> {
  return (await trx.selectFrom('profiles').select('id').where('user_id', '=', userId).execute()).map((p) => p.id);
}

/**
 * Fetches the payment from the provider and applies its status to our row (see the top of this
 * file). Throws PaymentProviderError when the provider cannot be asked: the webhook answers 503
 * then, so the provider retries.
 */
export async function applyProviderStatus(db: Db, provider: PaymentProvider, paymentId: number, log: TransitionLogger): Promise<ApplyResult> {
  const ours = await db
    .selectFrom('payments')
    .select(['id', 'user_id', 'provider_id', 'amount', 'currency', 'credits', 'state', 'method'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!ours || ours.provider_id === null) return { outcome: 'unknown' };
  // Outside any transaction: the provider may be this very app (the sandbox), and PGlite runs one
  // transaction at a time.
  const theirs = await provider.getPayment(ours.provider_id);
  const mismatch = mismatchOf(ours, theirs);
  if (mismatch !== null) {
    log.warn({ paymentId, providerId: ours.provider_id, mismatch, providerAmount: theirs.amount, status: theirs.status }, 'payment: the provider\'s payment does not match ours; nothing changed');
    return { outcome: 'mismatch' };
  }

  const base = baseState(theirs);
  const refunded = Math.min(centsOf(theirs.amountRefunded), ours.amount);
  const chargedBack = Math.min(centsOf(theirs.amountChargedBack), ours.amount);

  const result = await db.transaction().execute(async (trx) => {
    let credited = false;
    let becamePremium = false;
    let reversedCredits = 0;
    let debtCredits = 0;
    const notices: number[] = [];
    let balance: number | null = null;

    let granted: { balance: number; becamePremium: boolean } | null = null;
    if (base === 'pending') {
      await move(trx, ours.id, base);
      // A direct-debit collection is credited when it is submitted (docs/money.md, "Direct debit and SMS").
      if (grantsAtSubmission(ours)) granted = await grantOnce(trx, ours);
    } else if (base === 'failed' || base === 'canceled' || base === 'expired') {
      if (await move(trx, ours.id, base)) {
        // Not paid: a discount code the payment carried is free again.
        await releaseDiscount(trx, ours.id);
        if (grantsAtSubmission(ours)) {
          const reversal = await reverseFailedCollection(trx, ours);
          reversedCredits = reversal.taken;
          debtCredits = reversal.debt;
          if (reversal.balance !== null) balance = reversal.balance;
        }
      }
    } else if (base === 'paid') {
      if (await move(trx, ours.id, 'paid', { paid_at: theirs.paidAt ?? new Date() })) {
        // The payment's discount code is used: in this transaction, by this one move, so exactly once.
        await consumeDiscount(trx, ours.id);
        granted = await grantOnce(trx, ours);
        // The confirmation with the receipt (issue 27): by this one move, so exactly once.
        await enqueuePaidMail(trx, ours.id);
      } else if (ours.state === 'failed' || ours.state === 'canceled' || ours.state === 'expired') {
        // Final states stay final (the provider's own rule too); should a provider ever report money
        // for one, staff must look at it: it is not credited automatically.
        log.warn({ paymentId, providerId: ours.provider_id, state: ours.state }, 'payment: the provider reports paid for a payment closed as not paid; not credited, needs attention');
      }
      // Refunds and chargebacks, in the same transaction as the move to paid when the provider
      // reports both at once (a webhook that arrives late).
      if (refunded > 0 || chargedBack > 0) {
        const reversal = await applyReversal(trx, ours, refunded, chargedBack);
        reversedCredits = reversal.taken;
        debtCredits = reversal.debt;
        if (reversal.balance !== null) balance = reversal.balance;
      }
    }
    if (granted) {
      credited = true;
      becamePremium = granted.becamePremium;
      // A reversal in the same call (a late webhook reporting paid and charged back) wrote the newer balance.
      if (balance === null) balance = granted.balance;
    }
    if (balance !== null) notices.push(...(await profileIdsOf(trx, ours.user_id)));
    // Delivered at commit (PostgreSQL NOTIFY in a transaction): the nav's credits update live.
    if (balance !== null && notices.length > 0) {
      await notifyLive(trx, { type: 'credits', to: notices, credits: balance, ...(becamePremium ? { paid_user: true } : {}) });
    }
    await trx.updateTable('payments').set({ checked_at: sql<Date>`now()` }).where('id', '=', ours.id).execute();
    const after = await trx.selectFrom('payments').select('state').where('id', '=', ours.id).executeTakeFirstOrThrow();
    return { outcome: 'applied' as const, state: after.state, credited, reversedCredits, debtCredits };
  });
  if (result.credited || result.reversedCredits > 0 || result.debtCredits > 0) {
    log.info({ paymentId, userId: ours.user_id, state: result.state, credited: result.credited, reversedCredits: result.reversedCredits, debtCredits: result.debtCredits }, 'payment: status applied');
  }
  return result;
}

/**
 * A refund or chargeback of a paid payment: the state moves on (a chargeback wins over a refund),
 * and the credits of the reversed share (rounded up) are taken back, as far as the balance
 * allows; the rest is a debt. `credits_reversed` only grows, by a guarded UPDATE, so each reversed
 * cent is accounted for once.
 */
async function applyReversal(
  trx: Transaction<Schema>,
  ours: OurPayment,
  refunded: number,
  chargedBack: number,
): Promise<{ taken: number; debt: number; balance: number | null }> {
  const current = await trx
    .selectFrom('payments')
    .select(['state', 'credits_reversed', 'amount_refunded', 'amount_charged_back'])
    .where('id', '=', ours.id)
    .executeTakeFirstOrThrow();
  // Only a payment that was credited can be reversed.
  if (current.state !== 'paid' && current.state !== 'refunded' && current.state !== 'charged_back') return { taken: 0, debt: 0, balance: null };
  if (chargedBack > 0) await move(trx, ours.id, 'charged_back');
  else await move(trx, ours.id, 'refunded');
  const refundedTotal = Math.max(refunded, current.amount_refunded);
  const chargedBackTotal = Math.max(chargedBack, current.amount_charged_back);
  await trx.updateTable('payments').set({ amount_refunded: refundedTotal, amount_charged_back: chargedBackTotal }).where('id', '=', ours.id).execute();

  const reversedCents = Math.min(refundedTotal + chargedBackTotal, ours.amount);
  const target = ours.amount === 0 ? ours.credits : Math.min(ours.credits, Math.ceil((ours.credits * reversedCents) / ours.amount));
  if (chargedBackTotal > 0 && grantsAtSubmission(ours)) await blockDirectDebit(trx, { userId: ours.user_id, paymentId: ours.id, reason: 'charged_back' });
  return takeBack(trx, ours, current.credits_reversed, target, chargedBackTotal > 0 ? 'chargeback' : 'refund');
}

/**
 * Takes the credits of a payment back up to `target` (from `from` already accounted for): as much
 * as the balance holds, the rest recorded as a debt. `credits_reversed` only grows, by a guarded
 * UPDATE, so each credit is accounted for once.
 */
async function takeBack(
  trx: Transaction<Schema>,
  ours: OurPayment,
  from: number,
  target: number,
  reason: 'refund' | 'chargeback' | 'failed_collection',
): Promise<{ taken: number; debt: number; balance: number | null }> {
  if (target <= from) return { taken: 0, debt: 0, balance: null };
  const claimed = await trx
    .updateTable('payments')
    .set({ credits_reversed: target })
    .where('id', '=', ours.id)
    .where('credits_reversed', '=', from)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { taken: 0, debt: 0, balance: null };
  const wanted = target - from;
  const { taken, entry } = await debitAvailable(trx, {
    userId: ours.user_id,
    amount: wanted,
    reason: 'purchase_reversal',
    idempotencyKey: `${purchaseKey(ours.id)}:reversal:${target}`,
  });
  const debt = wanted - taken;
  if (debt > 0) {
    await trx
      .insertInto('payment_debts')
      .values({ user_id: ours.user_id, payment_id: ours.id, credits: debt, reason })
      .execute();
  }
  const balance = entry?.balance ?? (await trx.selectFrom('users').select('credits').where('id', '=', ours.user_id).executeTakeFirstOrThrow()).credits;
  return { taken, debt, balance };
}

/** Direct debit is credited when the collection is submitted; every other method when it is paid. */
const grantsAtSubmission = (ours: OurPayment): boolean => ours.method === 'directdebit';

/**
 * The credits a payment grants: its bundle's, except for a payment whose discount was the welcome
 * (first-purchase) discount when it is no longer the member's first purchase by the time it is
 * paid (another purchase was credited meanwhile; issue 27). Then the discount does not apply a
 * second time: the member gets what the amount paid buys at the bundle's full price, rounded down
 * (25 % off → 75 % of the credits). The member's row is locked first, so of two purchases credited
 * at once exactly one is the first.
 */
async function creditsDue(trx: Transaction<Schema>, ours: OurPayment): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', ours.user_id).forNoKeyUpdate().executeTakeFirst();
  const welcome = await trx
    .selectFrom('discount_redemptions')
    .innerJoin('payments', 'payments.id', 'discount_redemptions.payment_id')
    .select('payments.discount')
    .where('discount_redemptions.payment_id', '=', ours.id)
    .where('discount_redemptions.first_purchase', '=', true)
    .executeTakeFirst();
  if (!welcome || welcome.discount <= 0) return ours.credits;
  const earlier = await trx
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', ours.user_id)
    .where('id', '!=', ours.id)
    .where('credited_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (!earlier) return ours.credits;
  return Math.floor((ours.credits * ours.amount) / (ours.amount + welcome.discount));
}

/**
 * Grants a payment's credits once: `credited_at` is claimed by a guarded UPDATE, then the ledger
 * credit (idempotency key `payment:<id>`, unique per member) and premium on the first purchase.
 * Null when the credits were granted before (a direct debit's move from pending to paid). A welcome
 * discount that is no longer a first purchase grants fewer credits (`creditsDue`); the payment row
 * then records them, so its receipt and a later refund count those.
 */
async function grantOnce(trx: Transaction<Schema>, ours: OurPayment): Promise<{ balance: number; becamePremium: boolean } | null> {
  const claimed = await trx.updateTable('payments').set({ credited_at: sql<Date>`now()` }).where('id', '=', ours.id).where('credited_at', 'is', null).returning('id').executeTakeFirst();
  if (!claimed) return null;
  const due = await creditsDue(trx, ours);
  if (due !== ours.credits) {
    await trx.updateTable('payments').set({ credits: due }).where('id', '=', ours.id).execute();
    // The refund or chargeback applied in this same call counts the credits granted.
    ours.credits = due;
  }
  const entry = await credit(trx, { userId: ours.user_id, amount: ours.credits, reason: 'purchase', idempotencyKey: purchaseKey(ours.id) });
  const premium = await trx.updateTable('users').set({ paid_user: true }).where('id', '=', ours.user_id).where('paid_user', '=', false).returning('id').executeTakeFirst();
  return { balance: entry.balance, becamePremium: premium !== undefined };
}

/**
 * A direct-debit collection that failed (or was canceled or expired) after it was submitted: its
 * credits are taken back through the ledger, never below zero (the rest is a debt), and the
 * member is blocked for direct debit.
 */
async function reverseFailedCollection(trx: Transaction<Schema>, ours: OurPayment): Promise<{ taken: number; debt: number; balance: number | null }> {
  await blockDirectDebit(trx, { userId: ours.user_id, paymentId: ours.id, reason: 'failed' });
  const current = await trx.selectFrom('payments').select(['credits_reversed', 'credited_at']).where('id', '=', ours.id).executeTakeFirstOrThrow();
  if (current.credited_at === null) return { taken: 0, debt: 0, balance: null };
  return takeBack(trx, ours, current.credits_reversed, ours.credits, 'failed_collection');
}

/** The webhook's lookup: our payment of a provider id, if any. */
export async function paymentIdOfProviderId(db: Db, providerId: string): Promise<number | undefined> {
  const row = await db.selectFrom('payments').select('id').where('provider_id', '=', providerId).executeTakeFirst();
  return row?.id;
}

/**
 * The reconciliation job: re-fetches up to `limit` non-final payments (bank transfers stay
 * pending for days; a webhook may have been lost), least recently checked first, and applies
 * their status. A payment younger than `minAgeMs` is left to its webhook. One failing payment does
 * not stop the batch.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  log: TransitionLogger,
  { limit = 50, minAgeMs = 60_000 }: { limit?: number; minAgeMs?: number } = {},
): Promise<{ checked: number; changed: number; failed: number }> {
  const due = await db
    .selectFrom('payments')
    .select(['id', 'state'])
    .where('state', 'in', UNSETTLED_STATES)
    .where('provider_id', 'is not', null)
    .where('created_at', '<=', sql<Date>`now() - ${minAgeMs}::double precision * interval '1 millisecond'`)
    .orderBy(sql`checked_at nulls first`)
    .orderBy('id')
    .limit(limit)
    .execute();
  let changed = 0;
  let failed = 0;
  for (const payment of due) {
    try {
      const result = await applyProviderStatus(db, provider, payment.id, log);
      if (result.outcome === 'applied' && result.state !== payment.state) changed += 1;
      if (result.outcome === 'mismatch') {
        // Not ours to fix: checked, so the batch moves on to others next time.
        await db.updateTable('payments').set({ checked_at: sql<Date>`now()` }).where('id', '=', payment.id).execute();
      }
    } catch (err) {
      failed += 1;
      log.warn({ paymentId: payment.id, err: err instanceof Error ? err.message : String(err) }, 'payment reconciliation: could not check the payment');
      await db.updateTable('payments').set({ checked_at: sql<Date>`now()` }).where('id', '=', payment.id).execute();
    }
  }
  return { checked: due.length, changed, failed };
}
