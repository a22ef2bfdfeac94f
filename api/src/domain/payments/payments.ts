import { sql, type Selectable, type Transaction as DbTransaction } from 'kysely';
import { API_PATHS, ERROR_CODES, type CheckoutMethod, type PaymentState, type RepeatOrderResponseSchema, type Transaction } from 'shared-kernel/contract';
import type { z } from 'zod';
import type { Db, PaymentRowState, PaymentsTable, Schema } from '../../db/schema';
import { DomainError, byKey, type TextRef } from '../errors';
import { activeBundles, bestValue, findPriceCountry } from '../prices/bundles';
import { fromCents, PaymentProviderError, paymentWebhookUrl, type PaymentProvider } from './provider';
import { discountCodeInUse, normalizeCode, priceFor, reserveDiscount } from '../promotions/codes';
import { renderReceipt } from './receipt';
import { applyProviderStatus, UNSETTLED_STATES, type TransitionLogger } from './transitions';

/**
 * Checkout, the member's payments and the repeat order (issue 12, items 2, 5, 6, 7). The server
 * fixes every amount from the bundle; the client names a bundle and a method only.
 */

export const bundleNotFound = (what: TextRef = byKey('errors.payments.bundleNotFound')): DomainError => new DomainError('notFound', ERROR_CODES.bundleNotFound, what);
export const methodUnavailable = (): DomainError => new DomainError('unprocessable', ERROR_CODES.methodUnavailable, byKey('errors.payments.methodUnavailable'));
export const paymentsBlocked = (): DomainError => new DomainError('forbidden', ERROR_CODES.paymentsBlocked, byKey('errors.payments.paymentsBlocked'));
export const providerUnavailable = (): DomainError => new DomainError('unavailable', ERROR_CODES.providerUnavailable, byKey('errors.payments.providerUnavailable'));
export const paymentNotFound = (): DomainError => new DomainError('notFound', ERROR_CODES.notFound, byKey('errors.payments.paymentNotFound'));

/** What the member sees (SPEC §4): open and pending are pending; paid is completed; expired counts as failed. */
export function memberState(state: PaymentRowState): PaymentState {
  switch (state) {
    case 'open':
    case 'pending':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'failed':
    case 'expired':
      return 'failed';
    case 'canceled':
      return 'cancelled';
    default:
      return state;
  }
}

/** Our reference, printed on the receipt: HK-<year>-<id, six digits>. */
export const referenceOf = (id: number, year: number): string => `HK-${year}-${String(id).padStart(6, '0')}`;

/** The VAT included in a price: amount × rate / (100 + rate), rounded to whole cents. */
export const vatIncluded = (amount: number, ratePercent: number): number => Math.round((amount * ratePercent) / (100 + ratePercent));

type PaymentRow = Selectable<PaymentsTable> & { discount_code: string | null };

const PAYMENT_COLUMNS = [
  'id',
  'user_id',
  'bundle_id',
  'country',
  'credits',
  'method',
  'amount',
  'discount',
  'currency',
  sql<string>`cast(vat_rate as double precision)`.as('vat_rate'),
  'vat_amount',
  'reference',
  'provider',
  'provider_id',
  'checkout_url',
  'state',
  'idempotency_key',
  'mandate_id',
  'amount_refunded',
  'amount_charged_back',
  'credits_reversed',
  'created_at',
  'paid_at',
  'updated_at',
  'checked_at',
  'discount_code_id',
  'credited_at',
  sql<string | null>`(select code from discount_codes where discount_codes.id = payments.discount_code_id)`.as('discount_code'),
] as const;

/** The contract's view of a payment row. */
export function toTransaction(row: PaymentRow): Transaction {
  return {
    id: row.id,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    bundle_id: row.bundle_id,
    credits: row.credits,
    method: row.method as CheckoutMethod,
    amount: row.amount,
    currency: row.currency,
    discount: row.discount,
    discount_code: row.discount_code,
    vat_rate: Number(row.vat_rate),
    vat_amount: row.vat_amount,
    state: memberState(row.state),
    credited: row.credited_at !== null && row.credits_reversed < row.credits,
    checkout_url: row.state === 'open' ? row.checkout_url : null,
  };
}

const findRow = (db: Db, id: number): Promise<PaymentRow | undefined> =>
  db.selectFrom('payments').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst() as Promise<PaymentRow | undefined>;

/** The member's own payment; another member's id is the same 404 as a missing one. */
export async function findOwnPayment(db: Db, userId: number, id: number): Promise<PaymentRow> {
  const row = await findRow(db, id);
  if (!row || row.user_id !== userId || row.provider_id === null) throw paymentNotFound();
  return row;
}

/** Whether the member has a debt from a refund or chargeback that is not settled. */
export async function hasOpenDebt(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('payment_debts').select('id').where('user_id', '=', userId).where('settled_at', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface CheckoutContext {
  db: Db;
  /** Null when no provider is configured (or reachable yet): provider_unavailable. */
  provider: PaymentProvider | null;
  config: { publicUrl: string | undefined; paymentWebhookBaseUrl: string | undefined };
  /** The site origin of the member's request (web/site-origin.ts): the redirect URL's, and the webhook's without PUBLIC_URL. */
  origin: string;
  log: TransitionLogger & { error(obj: object, msg: string): void };
}

export interface StartPaymentInput {
  userId: number;
  siteDomain: string;
  /** The price country (bundles.ts, priceCountryFor). */
  country: string;
  bundleId: number;
  method: CheckoutMethod;
  idempotencyKey: string;
  /** A discount code the member typed (issue 13), or none. */
  discountCode?: string | undefined;
  /** Direct debit only (domain/direct-debit): the mandate collected on. Without it, `directdebit` is refused. */
  directDebit?: DirectDebitCollection;
}

/** A direct-debit collection: the mandate at the provider, and a check run in the transaction that stores the payment. */
export interface DirectDebitCollection {
  /** Our mandate reference, kept in `payments.mandate_id`. */
  reference: string;
  customerId: string;
  mandateId: string;
  /** Runs before our row is inserted, in that transaction (the period limit, under a lock); throws to refuse. */
  check(trx: DbTransaction<Schema>, amount: number, currency: string): Promise<void>;
}

/**
 * POST /api/payment.php (and the repeat order): stores our row, creates the provider's payment for
 * the bundle's amount, and answers the payment with its checkout URL. The same idempotency key
 * answers the same payment and never creates a second provider payment (our row is unique per
 * member and key; the provider gets `hartklop-payment-<our id>` as its idempotency key, so even
 * two concurrent twins end on one provider payment). When the provider cannot be reached, our row
 * is deleted (no phantom pending payment; the member may retry with the same key) and the answer
 * is 503 provider_unavailable.
 */
export async function startPayment(ctx: CheckoutContext, input: StartPaymentInput): Promise<{ payment: Transaction; created: boolean }> {
  const { db } = ctx;
  const earlier = await db.selectFrom('payments').select(PAYMENT_COLUMNS).where('user_id', '=', input.userId).where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
  if (earlier) return { payment: await resumeEarlier(ctx, earlier as PaymentRow, input), created: false };

  if (await hasOpenDebt(db, input.userId)) throw paymentsBlocked();
  if (input.method === 'directdebit' && !input.directDebit) throw methodUnavailable();
  const place = await findPriceCountry(db, input.country);
  const bundle = (await activeBundles(db, input.siteDomain, input.country)).find((b) => b.id === input.bundleId);
  if (!place || !bundle) throw bundleNotFound();
  if (!place.methods.includes(input.method)) throw methodUnavailable();
  const provider = ctx.provider;
  if (!provider) {
    ctx.log.error({ userId: input.userId }, 'payment: no payment provider configured (MOLLIE_API_KEY or the sandbox)');
    throw providerUnavailable();
  }

  // The amount: the bundle's price minus the code's discount (domain/promotions), fixed here.
  const price = await priceFor(
    db,
    { userId: input.userId, country: place.country, currency: place.currency, bundle, method: input.method, code: input.discountCode ?? null },
    { releaseHolder: (paymentId) => replaceOpenPayment(db, provider, paymentId, ctx.log) },
  );
  const { discount, amount } = price;
  const inserted = await db.transaction().execute(async (trx) => {
    const { id } = (await sql<{ id: number }>`select nextval(pg_get_serial_sequence('payments', 'id'))::integer as id`.execute(trx)).rows[0]!;
    const year = new Date().getUTCFullYear();
    await input.directDebit?.check(trx, amount, bundle.currency);
    const row = await trx
      .insertInto('payments')
      .values({
        id,
        user_id: input.userId,
        bundle_id: bundle.id,
        country: place.country,
        credits: bundle.credits,
        method: input.method,
        amount,
        discount,
        currency: bundle.currency,
        vat_rate: place.vatRate,
        vat_amount: vatIncluded(amount, place.vatRate),
        reference: referenceOf(id, year),
        provider: provider.name,
        idempotency_key: input.idempotencyKey,
        mandate_id: input.directDebit?.reference ?? null,
        discount_code_id: price.codeId,
        // The confirmation mail's link goes to the site the member bought on (issue 27).
        origin: ctx.origin,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // A concurrent checkout reserved the once-per-user code first: this one is refused (rolled back).
    if (row && !(await reserveDiscount(trx, { paymentId: row.id, userId: input.userId, price }))) throw discountCodeInUse();
    return row;
  });
  if (!inserted) {
    // A concurrent twin with the same key stored its row first: continue with that one.
    const twin = await db.selectFrom('payments').select(PAYMENT_COLUMNS).where('user_id', '=', input.userId).where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
    return { payment: await resumeEarlier(ctx, twin as PaymentRow, input), created: false };
  }
  const row = (await findRow(db, inserted.id))!;
  return { payment: await createAtProvider(ctx, provider, row, input.directDebit), created: true };
}

/**
 * Starting again replaces the member's own unfinished payment that holds a discount (issue 27):
 * its status is asked from the provider and applied; while it is still open it is canceled at the
 * provider (Mollie's cancel) and that result applied too, always through the one state writer
 * (`applyProviderStatus`), whose move to canceled frees the discount. A payment the provider no
 * longer lets cancel (being paid, processed) stays as it is and keeps the discount.
 */
export async function replaceOpenPayment(db: Db, provider: PaymentProvider, paymentId: number, log: CheckoutContext['log']): Promise<void> {
  const before = await applyProviderStatus(db, provider, paymentId, log);
  if (before.outcome !== 'applied' || before.state !== 'open' || !provider.cancelPayment) return;
  const row = await db.selectFrom('payments').select('provider_id').where('id', '=', paymentId).executeTakeFirst();
  if (!row?.provider_id) return;
  try {
    await provider.cancelPayment(row.provider_id);
  } catch (err) {
    // Not cancelable (any more): what the provider says now is applied below all the same.
    log.info({ paymentId, err: err instanceof Error ? err.message : String(err) }, 'payment: the provider did not cancel the earlier payment');
  }
  const after = await applyProviderStatus(db, provider, paymentId, log);
  if (after.outcome === 'applied' && after.state === 'canceled') log.info({ paymentId }, 'payment: the earlier payment was canceled at the provider; it is replaced');
}

/** The same key again: the same payment (a 409 when the key now names another bundle or method). */
async function resumeEarlier(ctx: CheckoutContext, row: PaymentRow, input: StartPaymentInput): Promise<Transaction> {
  const code = input.discountCode === undefined ? null : normalizeCode(input.discountCode);
  if (row.bundle_id !== input.bundleId || row.method !== input.method || row.discount_code !== code) {
    throw new DomainError('conflict', ERROR_CODES.idempotencyConflict, byKey('errors.payments.idempotencyConflict'));
  }
  if (row.provider_id !== null) return toTransaction(row);
  // The twin is still creating the provider's payment: the provider's idempotency key makes this the same one.
  if (!ctx.provider) throw providerUnavailable();
  return createAtProvider(ctx, ctx.provider, row, input.directDebit);
}

async function createAtProvider(ctx: CheckoutContext, provider: PaymentProvider, row: PaymentRow, directDebit?: DirectDebitCollection): Promise<Transaction> {
  const { db } = ctx;
  const { origin } = ctx;
  let created;
  try {
    created = await provider.createPayment({
      amount: { currency: row.currency, value: fromCents(row.amount) },
      description: `Hartklop ${row.credits} credits (${row.reference})`,
      redirectUrl: `${origin}/credits/${row.bundle_id}/${row.method}?payment=${row.id}`,
      webhookUrl: paymentWebhookUrl(ctx.config, origin, API_PATHS.paymentWebhook),
      method: row.method as CheckoutMethod,
      metadata: { payment_id: row.id, reference: row.reference },
      idempotencyKey: `hartklop-payment-${row.id}`,
      ...(directDebit ? { mandate: { customerId: directDebit.customerId, mandateId: directDebit.mandateId } } : {}),
    });
  } catch (err) {
    const providerError = err instanceof PaymentProviderError;
    ctx.log.error({ paymentId: row.id, userId: row.user_id, err: err instanceof Error ? err.message : String(err), statusCode: providerError ? err.statusCode : undefined }, 'payment: the provider did not create the payment; our row is removed');
    await db.deleteFrom('payments').where('id', '=', row.id).where('provider_id', 'is', null).execute();
    throw providerUnavailable();
  }
  const updated = await db
    .updateTable('payments')
    .set({ provider_id: created.id, checkout_url: created.checkoutUrl, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('provider_id', 'is', null), eb('provider_id', '=', created.id)]))
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    ctx.log.error({ paymentId: row.id, providerId: created.id }, 'payment: our row was removed or got another provider payment meanwhile');
    throw providerUnavailable();
  }
  ctx.log.info({ paymentId: row.id, userId: row.user_id, providerId: created.id, amount: row.amount, method: row.method }, 'payment: started');
  return toTransaction((await findRow(db, row.id))!);
}

/**
 * GET /api/payment.php?id=: the member's own payment; while it is not final, its status is
 * re-checked with the provider first (the return page does not wait for the webhook). A provider
 * that cannot be reached leaves the stored state.
 */
export async function checkOwnPayment(ctx: Pick<CheckoutContext, 'db' | 'provider' | 'log'>, userId: number, id: number): Promise<Transaction> {
  const row = await findOwnPayment(ctx.db, userId, id);
  if ((UNSETTLED_STATES as readonly string[]).includes(row.state) && ctx.provider) {
    try {
      await applyProviderStatus(ctx.db, ctx.provider, row.id, ctx.log);
    } catch (err) {
      ctx.log.warn({ paymentId: row.id, err: err instanceof Error ? err.message : String(err) }, 'payment: the provider could not be asked; answering the stored state');
    }
    return toTransaction(await findOwnPayment(ctx.db, userId, id));
  }
  return toTransaction(row);
}

/** GET /api/transactions.php: the member's payments, newest first. */
export async function listTransactions(db: Db, userId: number): Promise<Transaction[]> {
  const rows = (await db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('user_id', '=', userId)
    .where('provider_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()) as PaymentRow[];
  return rows.map(toTransaction);
}

/** The member's payments for the GDPR export (every stored field that is about them). */
export async function paymentsForExport(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  const rows = (await db.selectFrom('payments').select(PAYMENT_COLUMNS).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()) as PaymentRow[];
  return rows.map((row) => ({
    ...toTransaction(row),
    provider: row.provider,
    provider_id: row.provider_id,
    country: row.country,
    amount_refunded: row.amount_refunded,
    amount_charged_back: row.amount_charged_back,
    credits_reversed: row.credits_reversed,
  }));
}

type RepeatOrder = z.infer<typeof RepeatOrderResponseSchema>;

/** The last credited purchase's bundle and method, when both are still offered in the country. */
export async function repeatOrderInfo(db: Db, userId: number, siteDomain: string, country: string): Promise<RepeatOrder> {
  const last = await db
    .selectFrom('payments')
    .select(['bundle_id', 'method'])
    .where('user_id', '=', userId)
    // The last credited purchase: paid, or a direct-debit collection credited when submitted (issue 13).
    .where('state', 'in', ['paid', 'pending'])
    .where('credited_at', 'is not', null)
    .orderBy('credited_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return { last: null };
  const [place, bundles] = await Promise.all([findPriceCountry(db, country), activeBundles(db, siteDomain, country)]);
  const bundle = bundles.find((b) => b.id === last.bundle_id);
  const method = last.method as CheckoutMethod;
  // A last purchase by direct debit is repeated only with a valid mandate (the plugin asks domain/direct-debit).
  if (!place || !bundle || !place.methods.includes(method)) return { last: null };
  const best = bestValue(bundles);
  return { last: { bundle: { id: bundle.id, credits: bundle.credits, price: bundle.price, currency: bundle.currency, best_value: bundle === best }, method } };
}

/** The states that have a receipt: paid once (a refund or chargeback later is noted on it). */
const RECEIPT_STATES: readonly PaymentRowState[] = ['paid', 'refunded', 'charged_back'];

/**
 * GET /api/receipt.php?id=: the receipt PDF of the member's own completed payment (also after a
 * refund or chargeback); anything else is the same 404 as a missing payment.
 */
/** A payment's receipt in the member's language; `resolveFrom` is where its font package is found (config.repoRoot). */
export async function receiptFor(db: Db, userId: number, id: number, resolveFrom?: string): Promise<{ pdf: Uint8Array; reference: string }> {
  const row = await findOwnPayment(db, userId, id);
  if (!RECEIPT_STATES.includes(row.state)) throw paymentNotFound();
  const [company, member, country] = await Promise.all([
    db.selectFrom('company').select(['name', 'address', 'city', 'country', 'kvk', 'vat_numbers']).orderBy('id').limit(1).executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'users.language', 'profiles.name'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('countries').select('name').where('code', '=', row.country).executeTakeFirst(),
  ]);
  const pdf = await renderReceipt({
    company,
    member: { name: member.name ?? '', email: member.email },
    transaction: toTransaction(row),
    countryName: country?.name ?? row.country,
    countryCode: row.country,
    language: member.language,
    ...(resolveFrom === undefined ? {} : { resolveFrom }),
  });
  return { pdf, reference: row.reference };
}
