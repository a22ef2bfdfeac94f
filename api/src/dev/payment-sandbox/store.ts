import { randomInt } from 'node:crypto';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
import { PAYMENT_METHODS, type PaymentMethodName, type ProviderPaymentStatus } from '../../domain/payments/provider';

/**
 * The sandbox provider's state (migration 0012): what Mollie would hold. Only the sandbox reads
 * and writes these tables; the app's own payments live elsewhere.
 */
export interface SandboxPaymentsTable {
  id: string;
  amount_cents: number;
  currency: string;
  description: string;
  /** Null for a recurring payment on a mandate (no member at a checkout). */
  redirect_url: string | null;
  webhook_url: string | null;
  method: string | null;
  metadata: unknown;
  issuer: string | null;
  status: Generated<ProviderPaymentStatus>;
  idempotency_key: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  paid_at: Date | null;
  failed_at: Date | null;
  canceled_at: Date | null;
  expired_at: Date | null;
  /** A payment on a mandate (migration 0016): the customer, the mandate and `recurring`. */
  customer_id: Generated<string | null>;
  mandate_id: Generated<string | null>;
  sequence_type: Generated<'oneoff' | 'first' | 'recurring'>;
}
export interface SandboxRefundsTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  currency: string;
  description: Generated<string>;
  status: Generated<string>;
  created_at: Generated<Date>;
}
export interface SandboxChargebacksTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  currency: string;
  created_at: Generated<Date>;
  reversed_at: Date | null;
}
export interface SandboxWebhooksTable {
  id: Generated<string>;
  payment_id: string;
  url: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  delivered_at: Date | null;
  gave_up_at: Date | null;
  last_status: number | null;
  last_error: string | null;
  created_at: Generated<Date>;
}
export interface SandboxCustomersTable {
  id: string;
  name: string | null;
  email: string | null;
  metadata: unknown;
  idempotency_key: string | null;
  created_at: Generated<Date>;
}
export interface SandboxMandatesTable {
  id: string;
  customer_id: string;
  method: 'directdebit';
  status: Generated<'valid' | 'pending' | 'invalid'>;
  consumer_name: string;
  consumer_account: string;
  consumer_bic: string | null;
  signature_date: string | null;
  mandate_reference: string | null;
  idempotency_key: string | null;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}
export type SandboxTables = {
  payment_sandbox_customers: SandboxCustomersTable;
  payment_sandbox_mandates: SandboxMandatesTable;
  payment_sandbox_payments: SandboxPaymentsTable;
  payment_sandbox_refunds: SandboxRefundsTable;
  payment_sandbox_chargebacks: SandboxChargebacksTable;
  payment_sandbox_webhooks: SandboxWebhooksTable;
};
export type SandboxDb = Kysely<Schema & SandboxTables>;
export type SandboxPayment = Selectable<SandboxPaymentsTable>;
export type SandboxRefund = Selectable<SandboxRefundsTable>;
export type SandboxChargeback = Selectable<SandboxChargebacksTable>;
export type SandboxCustomer = Selectable<SandboxCustomersTable>;
export type SandboxMandate = Selectable<SandboxMandatesTable>;

export const sandboxDb = (db: Kysely<Schema>): SandboxDb => db.withTables<SandboxTables>();

/** The methods the sandbox offers (the site's methods but direct debit, which needs a mandate). */
export const SANDBOX_METHODS = PAYMENT_METHODS.filter((m) => m !== 'directdebit') as readonly PaymentMethodName[];

/** Dutch banks of the hosted iDEAL page (iDEAL 2.0: the bank is chosen there, not on the merchant's site). */
export const IDEAL_BANKS = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', name: 'bunq' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_KNABNL2H', name: 'Knab' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
  { id: 'ideal_RBRBNL21', name: 'RegioBank' },
  { id: 'ideal_REVOLT21', name: 'Revolut' },
  { id: 'ideal_SNSBNL2A', name: 'SNS' },
  { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
  { id: 'ideal_FVLBNL22', name: 'Van Lanschot Kempen' },
] as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Mollie-like id: prefix + 10 random letters and digits ("tr_WDqYK6vllg"). */
export function sandboxId(prefix: 'tr' | 're' | 'chb' | 'cst' | 'mdt'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 10; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
export const SANDBOX_ID = /^(?:tr|re|chb)_[A-Za-z0-9]{10}$/;

/** How long an open payment can be paid (Mollie: 15 minutes for most methods; bank transfer: 12 days). */
export const expiryFor = (method: string | null): number => (method === 'banktransfer' ? 12 * 24 * 3600_000 : 15 * 60_000);

/** Forward moves only: an open payment may become anything, a pending or authorized one anything final. */
const NEXT: Record<ProviderPaymentStatus, readonly ProviderPaymentStatus[]> = {
  open: ['pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['paid', 'failed', 'canceled', 'expired'],
  authorized: ['paid', 'failed', 'canceled', 'expired'],
  paid: [],
  failed: [],
  canceled: [],
  expired: [],
};
export const canMove = (from: ProviderPaymentStatus, to: ProviderPaymentStatus): boolean => NEXT[from].includes(to);

export interface NewSandboxPayment {
  amountCents: number;
  currency: string;
  description: string;
  redirectUrl: string | null;
  webhookUrl: string | null;
  method: PaymentMethodName | null;
  metadata: unknown;
  idempotencyKey: string | null;
  /** A recurring direct-debit payment on a valid mandate: submitted to the bank at once (status pending). */
  recurring?: { customerId: string; mandateId: string };
}

export async function createSandboxPayment(db: SandboxDb, input: NewSandboxPayment): Promise<SandboxPayment> {
  if (input.idempotencyKey !== null) {
    const existing = await db.selectFrom('payment_sandbox_payments').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
    if (existing) return existing;
  }
  const row = await db
    .insertInto('payment_sandbox_payments')
    .values({
      id: sandboxId('tr'),
      amount_cents: input.amountCents,
      currency: input.currency,
      description: input.description,
      redirect_url: input.redirectUrl,
      webhook_url: input.webhookUrl,
      method: input.method,
      metadata: input.metadata === undefined || input.metadata === null ? null : JSON.stringify(input.metadata),
      issuer: null,
      idempotency_key: input.idempotencyKey,
      expires_at: new Date(Date.now() + expiryFor(input.method)),
      paid_at: null,
      failed_at: null,
      canceled_at: null,
      expired_at: null,
      ...(input.recurring
        ? { customer_id: input.recurring.customerId, mandate_id: input.recurring.mandateId, sequence_type: 'recurring' as const, status: 'pending' as const }
        : {}),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  // A concurrent twin with the same idempotency key was first.
  return db.selectFrom('payment_sandbox_payments').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
}

export const findSandboxPayment = (db: SandboxDb, id: string): Promise<SandboxPayment | undefined> =>
  db.selectFrom('payment_sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();

export const listSandboxPayments = (db: SandboxDb, limit = 100): Promise<SandboxPayment[]> =>
  db.selectFrom('payment_sandbox_payments').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

/** Enqueues a webhook call for the payment (when it has a webhook URL). */
async function enqueueWebhook(db: SandboxDb, payment: Pick<SandboxPayment, 'id' | 'webhook_url'>): Promise<boolean> {
  if (payment.webhook_url === null) return false;
  await db.insertInto('payment_sandbox_webhooks').values({ payment_id: payment.id, url: payment.webhook_url, locked_until: null, delivered_at: null, gave_up_at: null, last_status: null, last_error: null }).execute();
  return true;
}

/** Picks (or replaces) the iDEAL bank of an open iDEAL payment. */
export async function chooseIssuer(db: SandboxDb, id: string, issuer: string): Promise<SandboxPayment | undefined> {
  return db
    .updateTable('payment_sandbox_payments')
    .set({ issuer })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('method', '=', 'ideal')
    .returningAll()
    .executeTakeFirst();
}

/** Picks the method of a payment created without one (Mollie's method selection page). */
export async function chooseMethod(db: SandboxDb, id: string, method: PaymentMethodName): Promise<SandboxPayment | undefined> {
  return db
    .updateTable('payment_sandbox_payments')
    .set({ method, expires_at: sql<Date>`created_at + ${expiryFor(method)}::double precision * interval '1 millisecond'` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('method', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export type MoveResult = { moved: true; payment: SandboxPayment } | { moved: false; payment: SandboxPayment | undefined };

/**
 * Moves a payment to `to` when that is a forward move from its current status (one guarded
 * UPDATE, so two concurrent choices cannot both win), stamps the moment and enqueues a webhook.
 */
export async function moveSandboxPayment(db: SandboxDb, id: string, to: ProviderPaymentStatus): Promise<MoveResult> {
  const from = (Object.keys(NEXT) as ProviderPaymentStatus[]).filter((status) => canMove(status, to));
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const payment = await trx
      .updateTable('payment_sandbox_payments')
      .set({
        status: to,
        ...(to === 'paid' ? { paid_at: now } : {}),
        ...(to === 'failed' ? { failed_at: now } : {}),
        ...(to === 'canceled' ? { canceled_at: now } : {}),
        ...(to === 'expired' ? { expired_at: now } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from.length > 0 ? from : ['__none__' as ProviderPaymentStatus])
      .returningAll()
      .executeTakeFirst();
    if (!payment) return { moved: false, payment: await findSandboxPayment(trx, id) };
    await enqueueWebhook(trx, payment);
    return { moved: true, payment };
  });
}

export const refundsOf = (db: SandboxDb, paymentId: string): Promise<SandboxRefund[]> =>
  db.selectFrom('payment_sandbox_refunds').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').orderBy('id').execute();

export const chargebacksOf = (db: SandboxDb, paymentId: string): Promise<SandboxChargeback[]> =>
  db.selectFrom('payment_sandbox_chargebacks').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').orderBy('id').execute();

export type RefundResult =
  | { ok: true; refund: SandboxRefund }
  | { ok: false; reason: 'not_found' | 'not_paid' | 'currency' | 'too_much' };

/** A refund of a paid payment, never more than what is left (payment row locked meanwhile). */
export async function refundSandboxPayment(
  db: SandboxDb,
  paymentId: string,
  input: { amountCents: number; currency: string; description: string },
): Promise<RefundResult> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payment_sandbox_payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
    if (!payment) return { ok: false, reason: 'not_found' };
    if (payment.status !== 'paid') return { ok: false, reason: 'not_paid' };
    if (payment.currency !== input.currency) return { ok: false, reason: 'currency' };
    const done = await trx
      .selectFrom('payment_sandbox_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('total'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    if (Number(done.total) + input.amountCents > payment.amount_cents) return { ok: false, reason: 'too_much' };
    const refund = await trx
      .insertInto('payment_sandbox_refunds')
      .values({ id: sandboxId('re'), payment_id: paymentId, amount_cents: input.amountCents, currency: input.currency, description: input.description })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueWebhook(trx, payment);
    return { ok: true, refund };
  });
}

/** A chargeback of the whole amount of a paid payment (sandbox only: the bank's part). At most one open chargeback. */
export async function chargeBackSandboxPayment(db: SandboxDb, paymentId: string): Promise<SandboxChargeback | undefined> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payment_sandbox_payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
    if (!payment || payment.status !== 'paid') return undefined;
    const open = await trx.selectFrom('payment_sandbox_chargebacks').select('id').where('payment_id', '=', paymentId).where('reversed_at', 'is', null).executeTakeFirst();
    if (open) return undefined;
    const chargeback = await trx
      .insertInto('payment_sandbox_chargebacks')
      .values({ id: sandboxId('chb'), payment_id: paymentId, amount_cents: payment.amount_cents, currency: payment.currency, reversed_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueWebhook(trx, payment);
    return chargeback;
  });
}

/** Open payments past their expiry become expired (as at Mollie), each with its webhook. */
export async function expireDueSandboxPayments(db: SandboxDb): Promise<number> {
  const due = await db.selectFrom('payment_sandbox_payments').select('id').where('status', '=', 'open').where('expires_at', '<=', new Date()).limit(100).execute();
  let moved = 0;
  for (const { id } of due) if ((await moveSandboxPayment(db, id, 'expired')).moved) moved++;
  return moved;
}
