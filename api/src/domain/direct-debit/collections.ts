import { sql, type Transaction as DbTransaction } from 'kysely';
import { ERROR_CODES, type DirectDebitCollection as CollectionResponse, type DirectDebitStatus, type RepeatOrderResponseSchema } from 'shared-kernel/contract';
import { maskIban } from 'shared-kernel/contract/direct-debit-rules';
import type { z } from 'zod';
import type { Db, Schema } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { apiText, formatDay, formatMoney, mailLanguage } from '../../i18n';
import { enqueueMail } from '../mail/outbox';
import { activeBundles } from '../prices/bundles';
import { repeatOrderInfo, startPayment, type CheckoutContext } from '../payments/payments';
import { isDirectDebitProvider } from '../payments/provider';
import { applyProviderStatus } from '../payments/transitions';
import type { DirectDebitConfig } from '../../config';
import { isDirectDebitBlocked } from '../payments/direct-debit-blocks';
import { checkFirstCollection, smallestCredits } from './risk';
import { blocked, creditorOf, directDebitProviderOf, unavailable, validMandateOf, type Mandate } from './mandates';

/**
 * Collections on a mandate (issue 13, items 4 and 6). A collection is a payment of method
 * `directdebit` made through `startPayment` with the mandate; the provider submits it to the bank
 * at once (status pending), and `applyProviderStatus` then grants the credits (see
 * docs/money.md, "Direct debit and SMS": credits when the collection is submitted). Before
 * each collection a pre-notification mail goes out (amount, date, mandate reference, creditor id).
 * The limit per member and period is checked in the transaction that stores the payment, with the
 * member's row locked, so two concurrent collections cannot both pass it.
 */

export const limitReached = (): DomainError => new DomainError('unprocessable', ERROR_CODES.directDebitLimit, byKey('errors.directDebit.limitReached'));
export const noMandate = (): DomainError => new DomainError('unprocessable', ERROR_CODES.noMandate, byKey('errors.directDebit.noMandate'));

/** Collections that count against the limit: every one submitted in the period, except those that failed. */
const COUNTED_STATES = ['open', 'pending', 'paid', 'refunded', 'charged_back'] as const;

async function usedInPeriod(db: Db | DbTransaction<Schema>, userId: number, days: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('used'))
    .where('user_id', '=', userId)
    .where('method', '=', 'directdebit')
    .where('state', 'in', COUNTED_STATES)
    .where('created_at', '>', sql<Date>`now() - ${days}::double precision * interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** GET /api/direct-debit.php. */
export async function directDebitStatus(ctx: { db: Db; config: DirectDebitConfig; provider: CheckoutContext['provider'] }, userId: number): Promise<DirectDebitStatus> {
  const [creditor, mandate, isBlocked, used] = await Promise.all([
    creditorOf(ctx.db, ctx.config),
    validMandateOf(ctx.db, userId),
    isDirectDebitBlocked(ctx.db, userId),
    usedInPeriod(ctx.db, userId, ctx.config.limitDays),
  ]);
  return {
    available: creditor !== null && ctx.provider !== null && isDirectDebitProvider(ctx.provider),
    creditor: creditor ?? { name: '', id: '' },
    mandate: mandate ? { reference: mandate.reference, account_holder: mandate.account_holder, iban: maskIban(mandate.iban), signed_at: mandate.signed_at.toISOString() } : null,
    blocked: isBlocked,
    limit: { amount: ctx.config.limitCents, used, currency: 'EUR', period_days: ctx.config.limitDays },
  };
}

export interface CollectInput {
  userId: number;
  siteDomain: string;
  country: string;
  bundleId: number;
  idempotencyKey: string;
  /** A discount code (issue 27: the welcome discount by direct debit too), priced by the card checkout's rules; or none. */
  discountCode?: string | null | undefined;
  /** The mandate to collect on; default the member's valid one. */
  mandate?: Mandate;
}

/** The date the bank will debit, as announced: the next working day (Mollie submits recurring SEPA collections at once). */
function collectionDate(now: Date): Date {
  const date = new Date(now.getTime() + 24 * 3600_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setTime(date.getTime() + 24 * 3600_000);
  return date;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The SEPA pre-notification: amount, date, mandate reference and creditor identifier, in the member's language. */
export function preNotificationMail(input: {
  name: string;
  amount: string;
  date: string;
  reference: string;
  paymentReference: string;
  creditorName: string;
  creditorId: string;
  iban: string;
  /** The collection's transaction page (absolute). */
  link?: string;
  language?: string | null;
}): { subject: string; text: string; html: string } {
  const t = (key: string, vars: Record<string, string> = {}): string => apiText(input.language, key, vars);
  const lines = [
    t('mail.directDebit.hello', { name: input.name }),
    t('mail.directDebit.announcement', { creditorName: input.creditorName, date: input.date, amount: input.amount, iban: input.iban, paymentReference: input.paymentReference }),
    t('mail.directDebit.mandateReference', { reference: input.reference }),
    t('mail.directDebit.creditorId', { creditorId: input.creditorId }),
    t('mail.directDebit.chargeback'),
    ...(input.link ? [t('mail.directDebit.link', { link: input.link })] : []),
  ];
  return {
    subject: t('mail.directDebit.subject', { amount: input.amount }),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${mailLanguage(input.language)}"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  };
}

/** A collection on the member's mandate; the answer has the payment (pending) and the new balance. */
export async function collect(checkout: CheckoutContext, config: DirectDebitConfig, input: CollectInput): Promise<CollectionResponse> {
  const { db } = checkout;
  const creditor = await creditorOf(db, config);
  if (!creditor) throw unavailable();
  const provider = directDebitProviderOf(checkout.provider);
  if (await isDirectDebitBlocked(db, input.userId)) throw blocked();
  const mandate = input.mandate ?? (await validMandateOf(db, input.userId));
  if (!mandate || mandate.status !== 'valid') throw noMandate();
  // The bundle's credits for the first-collection rule (risk.ts); an unknown bundle is startPayment's 404.
  const bundles = await activeBundles(db, input.siteDomain, input.country);
  const credits = bundles.find((b) => b.id === input.bundleId)?.credits ?? 0;

  const { payment, created } = await startPayment(checkout, {
    userId: input.userId,
    siteDomain: input.siteDomain,
    country: input.country,
    bundleId: input.bundleId,
    method: 'directdebit',
    idempotencyKey: input.idempotencyKey,
    discountCode: input.discountCode ?? undefined,
    directDebit: {
      reference: mandate.reference,
      customerId: mandate.provider_customer_id,
      mandateId: mandate.provider_mandate_id,
      check: async (trx, amount) => {
        // The member's row is the lock of the limit: concurrent collections are counted one after the other.
        await trx.selectFrom('users').select('id').where('id', '=', input.userId).forUpdate().executeTakeFirstOrThrow();
        if (await isDirectDebitBlocked(trx, input.userId)) throw blocked();
        if ((await usedInPeriod(trx, input.userId, config.limitDays)) + amount > config.limitCents) throw limitReached();
        // Issue 27: an IBAN without a settled collection buys the smallest bundle, one collection at a time.
        await checkFirstCollection(trx, { userId: input.userId, iban: mandate.iban, credits, smallestCredits: smallestCredits(bundles), settleDays: config.settleDays });
      },
    },
  });
  if (created) {
    const member = await db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'users.language', 'profiles.name'])
      .where('users.id', '=', input.userId)
      .executeTakeFirstOrThrow();
    const mail = preNotificationMail({
      language: member.language,
      name: member.name ?? mandate.account_holder,
      amount: formatMoney(payment.amount, payment.currency, member.language),
      date: formatDay(collectionDate(new Date()), member.language),
      reference: mandate.reference,
      paymentReference: payment.reference,
      creditorName: creditor.name,
      creditorId: mandate.creditor_id,
      iban: maskIban(mandate.iban),
      link: `${checkout.origin}/transactions/${payment.id}`,
    });
    await enqueueMail(db, { userId: input.userId, kind: 'direct_debit_prenotification', to: member.email, ...mail });
  }
  // The collection was submitted: its credits now (the webhook would do the same, once).
  await applyProviderStatus(db, provider, payment.id, checkout.log);
  const [row, user] = await Promise.all([
    db.selectFrom('payments').select(['state', 'credited_at', 'credits_reversed', 'credits']).where('id', '=', payment.id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select('credits').where('id', '=', input.userId).executeTakeFirstOrThrow(),
  ]);
  const state = row.state === 'paid' ? 'completed' : row.state === 'open' || row.state === 'pending' ? 'pending' : payment.state;
  const credited = row.credited_at !== null && row.credits_reversed < row.credits;
  // The credits granted: a welcome discount that was no longer the first purchase grants fewer (transitions.ts, creditsDue).
  return { payment: { ...payment, credits: row.credits, state, credited, checkout_url: null }, mandate_reference: mandate.reference, credits: user.credits };
}

type RepeatOrder = z.infer<typeof RepeatOrderResponseSchema>;

/**
 * The repeat order (issue 13, item 6): with a valid mandate (and no block), the last bundle is
 * bought by direct debit in one step; a last purchase by direct debit without a valid mandate
 * cannot be repeated that way.
 */
export async function repeatOrderWithMandate(db: Db, userId: number, siteDomain: string, country: string): Promise<{ info: RepeatOrder; mandate: Mandate | null }> {
  const info = await repeatOrderInfo(db, userId, siteDomain, country);
  const mandate = (await validMandateOf(db, userId)) ?? null;
  const usable = mandate !== null && !(await isDirectDebitBlocked(db, userId));
  if (!info.last) return { info, mandate: null };
  if (usable) return { info: { last: { ...info.last, method: 'directdebit' } }, mandate };
  if (info.last.method === 'directdebit') return { info: { last: null }, mandate: null };
  return { info, mandate: null };
}

