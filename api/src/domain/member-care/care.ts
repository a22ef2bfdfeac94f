import { sql } from 'kysely';
import { ERROR_CODES } from 'shared-kernel/contract';
import { credit, debit, isIdempotencyConflict } from '../../credits/ledger';
import type { Db, Trx } from '../../db/schema';
import { DomainError, notFound, byKey } from '../errors';
import { directDebitDb } from '../direct-debit/tables';
import { listOwnStatements } from '../moderation/statements';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider';
import { applyProviderStatus, type TransitionLogger } from '../payments/transitions';

const PG_INT_MAX = 2_147_483_647;

export interface MemberHit {
  user_id: number;
  profile_id: number | null;
  email: string;
  name: string | null;
  status: string;
  restriction: 'suspended' | 'banned' | null;
  credits: number;
  paid_user: boolean;
  signup_date: string;
}

/** Members by id (account or profile), e-mail (from its start) or name (from its start), newest first. */
export async function searchMembers(db: Db, q: string, limit = 20): Promise<MemberHit[]> {
  const term = q.trim();
  let query = db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id as user_id', 'p.id as profile_id', 'u.email', 'p.name', 'u.status', 'u.restriction', 'u.credits', 'u.paid_user', 'u.signup_date'])
    .where('u.erased_at', 'is', null)
    .orderBy('u.id', 'desc')
    .limit(limit);
  const like = `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (/^\d{1,10}$/.test(term) && Number(term) <= PG_INT_MAX) {
    query = query.where((eb) => eb.or([eb('u.id', '=', Number(term)), eb('p.id', '=', Number(term))]));
  } else if (term.includes('@')) {
    query = query.where(sql<boolean>`lower(u.email) like ${like}`);
  } else {
    query = query.where(sql<boolean>`lower(p.name) like ${like}`);
  }
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, signup_date: r.signup_date.toISOString() }));
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Everything member care looks at for one account: status, payments, ledger, mandates, reports, blocks, decisions. */
export async function memberDetail(db: Db, userId: number) {
  const hit = (await searchMembers(db, String(userId), 5)).find((h) => h.user_id === userId);
  if (!hit) throw notFound(byKey('staff.memberCare.memberGone'));
  const user = await db.selectFrom('users').select(['restricted_until', 'deleted_at', 'confirmed_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'reference', 'method', 'amount', 'currency', 'credits', 'state', 'amount_refunded', 'amount_charged_back', 'credits_reversed', 'created_at', 'paid_at', 'refund_requested_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const ledger = await db
    .selectFrom('credit_ledger')
    .select(['id', 'delta', 'balance_after', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const mandates = await directDebitDb(db)
    .selectFrom('direct_debit_mandates')
    .select(['reference', 'iban', 'status', 'signed_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const profileId = hit.profile_id ?? -1;
  const reports = await db
    .selectFrom('complaints')
    .select(['reference', 'category', 'status', 'decision', 'created_at', 'reporter_user_id'])
    .where((eb) => eb.or([eb('reported_profile_id', '=', profileId), eb('reporter_user_id', '=', userId)]))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const blocks = await db
    .selectFrom('blocks')
    .select(['blocker_profile_id', 'blocked_profile_id', 'created_at'])
    .where((eb) => eb.or([eb('blocker_profile_id', '=', profileId), eb('blocked_profile_id', '=', profileId)]))
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return {
    member: { ...hit, restricted_until: iso(user.restricted_until), deleted_at: iso(user.deleted_at), confirmed_at: iso(user.confirmed_at) },
    payments: payments.map((p) => ({
      ...p,
      created_at: p.created_at.toISOString(),
      paid_at: iso(p.paid_at),
      refund_requested_at: iso(p.refund_requested_at),
      refundable: p.state === 'paid' && p.refund_requested_at === null && p.amount_refunded === 0,
    })),
    ledger: ledger.map((l) => ({ ...l, id: Number(l.id), created_at: l.created_at.toISOString() })),
    mandates: mandates.map((m) => ({ reference: m.reference, iban_end: m.iban.slice(-4), status: m.status, signed_at: m.signed_at.toISOString(), revoked_at: iso(m.revoked_at) })),
    reports: reports.map((r) => ({
      reference: r.reference,
      category: r.category,
      status: r.status,
      decision: r.decision,
      created_at: r.created_at.toISOString(),
      role: r.reporter_user_id === userId ? ('reporter' as const) : ('reported' as const),
    })),
    blocks: blocks.map((b) => ({
      direction: b.blocker_profile_id === profileId ? ('gave' as const) : ('received' as const),
      profile_id: b.blocker_profile_id === profileId ? b.blocked_profile_id : b.blocker_profile_id,
      created_at: b.created_at.toISOString(),
    })),
    statements: await listOwnStatements(db, userId),
  };
}

/**
 * Adds or takes credits through the ledger (reason `admin`), in the caller's transaction (with its
 * audit entry). Never below zero: a take larger than the balance is refused (409). The form's key
 * makes a repeated submission a no-op answered 409 rather than a second change.
 */
export async function adjustCredits(trx: Trx, input: { userId: number; amount: number; key: string }): Promise<{ before: number; after: number }> {
  const user = await trx.selectFrom('users').select('credits').where('id', '=', input.userId).where('erased_at', 'is', null).executeTakeFirst();
  if (!user) throw notFound(byKey('staff.memberCare.memberGone'));
  const change = { userId: input.userId, amount: Math.abs(input.amount), reason: 'admin' as const, idempotencyKey: `admin:${input.key}` };
  try {
    if (input.amount > 0) {
      const entry = await credit(trx, change);
      return { before: entry.balance - input.amount, after: entry.balance };
    }
    const result = await debit(trx, change);
    if (!result.ok) throw new DomainError('conflict', ERROR_CODES.insufficientCredits, byKey('staff.memberCare.belowZero', { balance: result.balance }));
    return { before: result.balance + change.amount, after: result.balance };
  } catch (error) {
    if (isIdempotencyConflict(error)) throw new DomainError('conflict', ERROR_CODES.idempotencyConflict, byKey('staff.memberCare.alreadyApplied'));
    throw error;
  }
}

/** Claims a paid payment for a refund: once, whoever asks first (the row's guarded UPDATE). */
export async function claimRefund(trx: Trx, paymentId: number, staffId: number) {
  const claimed = await trx
    .updateTable('payments')
    .set({ refund_requested_at: sql<Date>`now()`, refund_requested_by: staffId })
    .where('id', '=', paymentId)
    .where('state', '=', 'paid')
    .where('refund_requested_at', 'is', null)
    .where('amount_refunded', '=', 0)
    .returning(['id', 'user_id', 'provider_id', 'amount', 'credits', 'reference'])
    .executeTakeFirst();
  if (claimed) return claimed;
  const exists = await trx.selectFrom('payments').select('id').where('id', '=', paymentId).executeTakeFirst();
  if (!exists) throw notFound(byKey('staff.memberCare.paymentGone'));
  throw new DomainError('conflict', ERROR_CODES.alreadyDecided, byKey('staff.memberCare.notRefundable'));
}

export const releaseRefund = (db: Db, paymentId: number) =>
  db.updateTable('payments').set({ refund_requested_at: null, refund_requested_by: null }).where('id', '=', paymentId).execute();

/**
 * The refund itself, after `claimRefund` committed: the provider refunds the whole payment, then the
 * payment's one state writer applies it (state refunded, the credits reversed through the ledger,
 * what cannot be taken becomes a debt), exactly once. Outside a transaction: the sandbox provider is
 * this app. A provider failure frees the claim again.
 */
export async function refundAtProvider(db: Db, provider: PaymentProvider, payment: { id: number; provider_id: string | null; reference: string }, log: TransitionLogger) {
  if (!payment.provider_id) {
    await releaseRefund(db, payment.id);
    throw new DomainError('conflict', ERROR_CODES.alreadyDecided, byKey('staff.memberCare.notRefundable'));
  }
  try {
    await provider.createRefund(payment.provider_id, { description: `Terugbetaling ${payment.reference}` });
  } catch (error) {
    await releaseRefund(db, payment.id);
    if (error instanceof PaymentProviderError) throw new DomainError('upstreamFailed', ERROR_CODES.providerUnavailable, byKey('staff.memberCare.providerFailed'));
    throw error;
  }
  await applyProviderStatus(db, provider, payment.id, log);
  return db.selectFrom('payments').select(['state', 'amount_refunded', 'credits_reversed']).where('id', '=', payment.id).executeTakeFirstOrThrow();
}
