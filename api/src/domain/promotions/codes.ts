import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  CHECKOUT_METHODS,
  discountCents,
  DISCOUNT_CODE_LIST_MAX,
  ERROR_CODES,
  PRICE_ERROR_CODES,
  type AdminDiscountCode,
  type CheckoutMethod,
  type DiscountCode,
  type DiscountCodeResponse,
} from 'shared-kernel/contract';
import type { DbOrTrx, DiscountCodesTable, PaymentRowState, Schema } from '../../db/schema';
import { DomainError, byKey, type TextRef } from '../errors';
import { activeBundles, findPriceCountry, PROVIDER_MINIMUM_AMOUNT_CENTS, type BundleRow } from '../prices/bundles';

/**
 * Discount codes, the welcome discount and the time bonus (issue 13; docs/money.md,
 * "Promotions"). The rules of a code live here; the checkout asks `priceFor` for the price of a
 * bundle with a code and `reserveDiscount` to tie the code to its payment row; the payment's one
 * state writer (payments/transitions.ts) calls `consumeDiscount` in the transaction that moves the
 * payment to paid and `releaseDiscount` in the one that moves it to failed, canceled or expired.
 *
 * Once per user is exact: a once-per-user code has at most one row per member in
 * discount_redemptions (unique index), written in the same transaction as the payment row. One
 * welcome discount per member: every first-purchase code (TIMEBONUS25, WELKOM25, ...) shares one
 * row per member (`first_purchase`, unique index, migration 0028), whichever code carries it.
 *
 * A second checkout while the member's own earlier payment holds the discount REPLACES that
 * payment (issue 27): the checkout's `releaseHolder` asks the provider for its status, cancels it
 * there while it is open, and applies the result through the one state writer, which frees the
 * row; the new payment then gets the discount. An earlier payment that can no longer be canceled
 * (being paid, processed) keeps it: 409 discount_open_payment with its `continue_url`. A checkout
 * racing another loses on the unique index: 409 discount_code_in_use. So two payments can never
 * both carry the discount, and the one that carries it consumes the code when it is paid.
 */

type CodeRow = Selectable<DiscountCodesTable>;

const notFound = (): DomainError => new DomainError('notFound', ERROR_CODES.discountCodeNotFound, byKey('errors.promotions.notFound'));
const used = (): DomainError => new DomainError('conflict', ERROR_CODES.discountCodeUsed, byKey('errors.promotions.used'));
export const discountCodeInUse = (): DomainError => new DomainError('conflict', ERROR_CODES.discountCodeInUse, byKey('errors.promotions.inUse'));
/** The member's earlier payment keeps the discount: a link to go on with it (OpenPaymentErrorSchema). */
const openPaymentHolds = (hold: Hold): DomainError =>
  new DomainError('conflict', ERROR_CODES.discountOpenPayment, byKey('errors.promotions.openPayment'), {
    payment_id: hold.paymentId,
    continue_url: hold.state === 'open' && hold.checkoutUrl !== null ? hold.checkoutUrl : `/credits/${hold.bundleId}/${hold.method}?payment=${hold.paymentId}`,
  });
const notApplicable = (what: TextRef): DomainError => new DomainError('unprocessable', ERROR_CODES.discountCodeNotApplicable, what);

/** "€ 25,00", as the pages write money. */
export const money = (cents: number, currency: string): string =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100).replace(/\u00a0/g, ' ');

/**
 * Whether a percentage leaves less of a price than the payment provider accepts (€ 0.00 for a 100 %
 * code, and for 99.99 % of a bundle under € 50): such a payment could never be started.
 */
export const belowProviderMinimum = (price: number, percentage: number): boolean => price - discountCents(price, percentage) < PROVIDER_MINIMUM_AMOUNT_CENTS;
const belowMinimum = (currency: string): DomainError => notApplicable(byKey('errors.promotions.belowMinimum', { amount: money(PROVIDER_MINIMUM_AMOUNT_CENTS, currency) }));

/** Codes are compared upper-case, without surrounding spaces. */
export const normalizeCode = (input: string): string => input.trim().toUpperCase();
const CODE_FORMAT = /^[A-Z0-9_-]{3,32}$/;

const CODE_COLUMNS = [
  'id',
  'code',
  'kind',
  'country',
  'user_id',
  'expires',
  'value_percentage',
  'currency',
  'minimum_order_value',
  'status',
  'validity',
  'paymentmethods',
  'valid_seconds_after_signup',
  'first_purchase_only',
  'created_at',
  'max_uses',
] as const;

interface Member {
  userId: number;
  signupDate: Date;
  paidUser: boolean;
}

/** Where and what the member buys: their price country and its currency. */
export interface BuyerPlace {
  userId: number;
  country: string;
  currency: string;
}

async function memberOf(db: DbOrTrx, userId: number): Promise<Member> {
  const row = await db.selectFrom('users').select(['signup_date', 'paid_user']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { userId, signupDate: row.signup_date, paidUser: row.paid_user };
}

/** When the code ends for this member: its fixed end, or signup + its window, whichever is first. */
function endFor(code: CodeRow, member: Member): Date | null {
  const relative = code.valid_seconds_after_signup === null ? null : new Date(member.signupDate.getTime() + code.valid_seconds_after_signup * 1000);
  if (code.expires === null) return relative;
  if (relative === null) return code.expires;
  return code.expires < relative ? code.expires : relative;
}

const isMethod = (m: string): m is CheckoutMethod => (CHECKOUT_METHODS as readonly string[]).includes(m);

/** The contract's view of a code for this member. */
function toDiscountCode(code: CodeRow, member: Member, now: Date): DiscountCode {
  const end = endFor(code, member);
  return {
    code: code.code,
    country: code.country,
    user_id: code.user_id,
    expires: end === null ? null : end.toISOString(),
    value_percentage: Number(code.value_percentage),
    currency: code.currency,
    minimum_order_value: code.minimum_order_value,
    status: code.status,
    validity: code.validity,
    expired: end !== null && end.getTime() <= now.getTime(),
    paymentmethods: code.paymentmethods === null ? null : code.paymentmethods.filter(isMethod),
  };
}

/** A code row by what the member typed, or undefined. */
async function findCode(db: DbOrTrx, input: string): Promise<CodeRow | undefined> {
  const code = normalizeCode(input);
  if (!CODE_FORMAT.test(code)) return undefined;
  return db.selectFrom('discount_codes').select(CODE_COLUMNS).where('code', '=', code).executeTakeFirst() as Promise<CodeRow | undefined>;
}

/**
 * Whether the code exists for this member at all: 'Code niet gevonden' when it is unknown,
 * inactive, ended (for them), or for another country, currency or member.
 */
function checkFound(code: CodeRow | undefined, member: Member, place: BuyerPlace, now: Date, { allowExpired = false } = {}): CodeRow {
  if (!code || code.status !== 'active') throw notFound();
  if (code.user_id !== null && code.user_id !== member.userId) throw notFound();
  if (code.country !== null && code.country !== place.country) throw notFound();
  if (code.currency !== null && code.currency !== place.currency) throw notFound();
  const end = endFor(code, member);
  if (!allowExpired && end !== null && end.getTime() <= now.getTime()) throw notFound();
  return code;
}

interface Hold {
  paymentId: number;
  /** The code this row is of: this code (once per user), or another first-purchase code. */
  codeId: number;
  redeemed: boolean;
  state: PaymentRowState;
  /** Null while the checkout that made it is still creating the provider's payment. */
  providerId: string | null;
  checkoutUrl: string | null;
  bundleId: number;
  method: string;
}

/**
 * The member's rows that this code collides with: the code's own row when it is once per user,
 * and, for a first-purchase code, the member's one first-purchase row (of any such code).
 */
async function holdsOf(db: DbOrTrx, code: CodeRow, userId: number): Promise<Hold[]> {
  const own = code.validity === 'once-per-user';
  if (!own && !code.first_purchase_only) return [];
  const rows = await db
    .selectFrom('discount_redemptions')
    .innerJoin('payments', 'payments.id', 'discount_redemptions.payment_id')
    .select([
      'discount_redemptions.payment_id',
      'discount_redemptions.code_id',
      'discount_redemptions.redeemed_at',
      'payments.state',
      'payments.provider_id',
      'payments.checkout_url',
      'payments.bundle_id',
      'payments.method',
    ])
    .where('discount_redemptions.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        ...(own ? [eb.and([eb('discount_redemptions.code_id', '=', code.id), eb('discount_redemptions.once_per_user', '=', true)])] : []),
        ...(code.first_purchase_only ? [eb('discount_redemptions.first_purchase', '=', true)] : []),
      ]),
    )
    .orderBy('discount_redemptions.id')
    .execute();
  return rows.map((row) => ({
    paymentId: row.payment_id,
    codeId: row.code_id,
    redeemed: row.redeemed_at !== null,
    state: row.state,
    providerId: row.provider_id,
    checkoutUrl: row.checkout_url,
    bundleId: row.bundle_id,
    method: row.method,
  }));
}

/** Payments that carry the code now or were paid with it (a failed, canceled or expired one's row is gone). */
async function usesOf(db: DbOrTrx, codeId: number): Promise<number> {
  const row = await db.selectFrom('discount_redemptions').select(sql<number>`count(*)::int`.as('n')).where('code_id', '=', codeId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * 'Code reeds gebruikt' for a used once-per-user code, and for a code whose total limit (max_uses,
 * set in the back office) other payments have taken; 'alleen eerste aankoop' for a member who
 * bought before or whose welcome discount another first-purchase code took. Answers the rows of
 * unfinished payments that still hold the code or the welcome discount.
 */
async function checkUnused(db: DbOrTrx, code: CodeRow, member: Member): Promise<Hold[]> {
  const holds = await holdsOf(db, code, member.userId);
  const own = holds.find((h) => h.codeId === code.id);
  if (code.max_uses !== null && !own && (await usesOf(db, code.id)) >= code.max_uses) throw used();
  if (own?.redeemed && code.validity === 'once-per-user') throw used();
  if (code.first_purchase_only && (member.paidUser || holds.some((h) => h.redeemed))) throw notApplicable(byKey('errors.promotions.firstPurchase'));
  return holds.filter((h) => !h.redeemed);
}

/**
 * The bundles of the member's country with the code's discount: 0 below its minimum order value,
 * and 0 where the discount would leave less than the provider's minimum (the checkout refuses the
 * code for that bundle).
 */
function pricesWith(code: CodeRow, bundles: readonly BundleRow[], active: boolean): DiscountCodeResponse['prices'] {
  const percentage = Number(code.value_percentage);
  return bundles.map((b) => {
    const applies = active && b.price >= code.minimum_order_value && !belowProviderMinimum(b.price, percentage);
    const discount = applies ? discountCents(b.price, percentage) : 0;
    return { bundle_id: b.id, price: b.price, discount, amount: b.price - discount };
  });
}

export type DiscountCodeQuery = { code: string } | { welcome: true };

/**
 * GET /api/discountcode.php (SPEC §7): a code the member typed, or (`welcome`) the welcome code, with
 * the member's bundles priced with it. A typed code that does not exist for the member is 404
 * 'Code niet gevonden', a used once-per-user code 409 'Code reeds gebruikt'. The welcome code is
 * answered also when its time is over (`expired: true`, no discount in the prices).
 */
export async function discountCodeFor(
  db: Kysely<Schema>,
  input: { userId: number; siteDomain: string; country: string; query: DiscountCodeQuery },
  now: Date = new Date(),
): Promise<DiscountCodeResponse> {
  const [member, place, bundles] = await Promise.all([memberOf(db, input.userId), findPriceCountry(db, input.country), activeBundles(db, input.siteDomain, input.country)]);
  if (!place) throw notFound();
  const buyer: BuyerPlace = { userId: input.userId, country: place.country, currency: place.currency };
  const welcome = 'welcome' in input.query;
  const row =
    'code' in input.query
      ? await findCode(db, input.query.code)
      : ((await db.selectFrom('discount_codes').select(CODE_COLUMNS).where('kind', '=', 'welcome').executeTakeFirst()) as CodeRow | undefined);
  const code = checkFound(row, member, buyer, now, { allowExpired: welcome });
  await checkUnused(db, code, member);
  const discountcode = toDiscountCode(code, member, now);
  // A code that would leave less than the provider's minimum on every bundle it applies to (a 100 %
  // code) is of no use to the member: said now, not at the checkout.
  const eligible = bundles.filter((b) => b.price >= code.minimum_order_value);
  if (!discountcode.expired && eligible.length > 0 && eligible.every((b) => belowProviderMinimum(b.price, discountcode.value_percentage))) {
    throw belowMinimum(place.currency);
  }
  return { discountcode, prices: pricesWith(code, bundles, !discountcode.expired) };
}

export interface PriceInput extends BuyerPlace {
  bundle: BundleRow;
  method: CheckoutMethod;
  /** What the member typed, or null for no code. */
  code: string | null;
}

export interface Price {
  discount: number;
  amount: number;
  /** The code to reserve with the payment row, or null. */
  codeId: number | null;
  oncePerUser: boolean;
  /** A first-purchase (welcome) code: it takes the member's one welcome reservation. */
  firstPurchase: boolean;
  /** The code's total limit (null: none), checked again when the payment reserves it. */
  maxUses: number | null;
}

export interface PriceOptions {
  /**
   * Frees the discount from the member's own unfinished payment that holds it, if it can (the
   * checkout passes `replaceOpenPayment`: the provider's status is applied, an open payment is
   * canceled at the provider). Without it, a held discount is refused.
   */
  releaseHolder?: (paymentId: number) => Promise<unknown>;
  now?: Date;
}

/**
 * The checkout's price of a bundle with an optional code: every rule of the code is checked
 * (found, unused, first purchase, minimum order value, method), then whether an unfinished payment
 * of the member holds it. Throws the API errors the member sees.
 */
export async function priceFor(db: Kysely<Schema>, input: PriceInput, { releaseHolder, now = new Date() }: PriceOptions = {}): Promise<Price> {
  if (input.code === null) return { discount: 0, amount: input.bundle.price, codeId: null, oncePerUser: false, firstPurchase: false, maxUses: null };
  const member = await memberOf(db, input.userId);
  const code = checkFound(await findCode(db, input.code), member, input, now);
  let holds = await checkUnused(db, code, member);
  if (input.bundle.price < code.minimum_order_value) {
    throw notApplicable(byKey('errors.promotions.minimumOrder', { amount: money(code.minimum_order_value, input.bundle.currency) }));
  }
  if (code.paymentmethods !== null && !code.paymentmethods.includes(input.method)) throw notApplicable(byKey('errors.promotions.method'));
  // A code stored before the back office refused such percentages (or a bundle made cheaper since):
  // refused here, before any provider is asked for € 0.00.
  if (belowProviderMinimum(input.bundle.price, Number(code.value_percentage))) throw belowMinimum(input.bundle.currency);
  if (holds.length > 0 && releaseHolder) {
    for (const hold of holds) {
      // A payment still being created (no provider payment yet) is another checkout's, this very moment.
      if (hold.providerId === null) continue;
      try {
        await releaseHolder(hold.paymentId);
      } catch {
        // The provider cannot be asked now: the payment still holds the discount.
      }
    }
    // Checked again: the earlier payment may have been paid meanwhile ('Code reeds gebruikt').
    holds = await checkUnused(db, code, member);
  }
  const holder = holds[0];
  if (holder) throw holder.providerId === null ? discountCodeInUse() : openPaymentHolds(holder);
  const discount = discountCents(input.bundle.price, Number(code.value_percentage));
  return {
    discount,
    amount: input.bundle.price - discount,
    codeId: code.id,
    oncePerUser: code.validity === 'once-per-user',
    firstPurchase: code.first_purchase_only,
    maxUses: code.max_uses,
  };
}

/**
 * Ties the code to the new payment row, in the transaction that inserts it. false when a
 * once-per-user code, or the member's welcome discount, is held by another payment of the member
 * (a concurrent checkout won). A code
 * with a total limit is counted under a lock of its row, so concurrent checkouts of different
 * members cannot exceed it: the one over the limit is refused 'Code reeds gebruikt' (rolled back).
 */
export async function reserveDiscount(trx: Transaction<Schema>, input: { paymentId: number; userId: number; price: Price }): Promise<boolean> {
  if (input.price.codeId === null) return true;
  if (input.price.maxUses !== null) {
    // NO KEY UPDATE, not UPDATE: the payment row just inserted holds a KEY SHARE lock on the code
    // (its foreign key), which UPDATE would wait for in the other checkout: a deadlock.
    await trx.selectFrom('discount_codes').select('id').where('id', '=', input.price.codeId).forNoKeyUpdate().executeTakeFirst();
    if ((await usesOf(trx, input.price.codeId)) >= input.price.maxUses) throw used();
  }
  const row = await trx
    .insertInto('discount_redemptions')
    .values({
      code_id: input.price.codeId,
      user_id: input.userId,
      payment_id: input.paymentId,
      once_per_user: input.price.oncePerUser,
      first_purchase: input.price.firstPurchase,
    })
    // Either unique index: the code once per member, or the member's one welcome discount.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The payment was paid: its code is used (in the transaction of the move to paid; payments/transitions.ts). */
export async function consumeDiscount(trx: Transaction<Schema>, paymentId: number): Promise<void> {
  await trx.updateTable('discount_redemptions').set({ redeemed_at: sql<Date>`now()` }).where('payment_id', '=', paymentId).where('redeemed_at', 'is', null).execute();
}

/** The payment failed, was canceled or expired: its code is free again. */
export async function releaseDiscount(trx: Transaction<Schema>, paymentId: number): Promise<void> {
  await trx.deleteFrom('discount_redemptions').where('payment_id', '=', paymentId).where('redeemed_at', 'is', null).execute();
}

/**
 * Discount codes made in the back office (issue 18 item 5). They are rows of the same
 * `discount_codes` table as the seeded ones (migration 0015), so the member's checkout applies them
 * through the same rules (above) and reads them per request: a new or switched-off
 * code is live at once. Codes are never deleted (payments refer to them); they are switched off.
 */


const invalid = (what: TextRef) => new DomainError('unprocessable', ERROR_CODES.validation, what);

async function codeRows(db: DbOrTrx, where?: { id: number }): Promise<AdminDiscountCode[]> {
  let query = db
    .selectFrom('discount_codes as c')
    .select([
      'c.id',
      'c.code',
      'c.kind',
      'c.country',
      'c.currency',
      'c.user_id',
      sql<number>`cast(c.value_percentage as double precision)`.as('value_percentage'),
      'c.minimum_order_value',
      'c.validity',
      'c.status',
      'c.expires',
      'c.valid_seconds_after_signup',
      'c.first_purchase_only',
      'c.paymentmethods',
      'c.max_uses',
      'c.created_at',
      sql<number>`(select count(*) from discount_redemptions r where r.code_id = c.id and r.redeemed_at is not null)::int`.as('redeemed'),
      sql<number>`(select count(*) from discount_redemptions r where r.code_id = c.id and r.redeemed_at is null)::int`.as('reserved'),
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(DISCOUNT_CODE_LIST_MAX);
  if (where) query = query.where('c.id', '=', where.id);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    value_percentage: Number(r.value_percentage),
    redeemed: Number(r.redeemed),
    reserved: Number(r.reserved),
    expires: r.expires === null ? null : r.expires.toISOString(),
    created_at: r.created_at.toISOString(),
  }));
}

/** GET /api/admin/discount-codes: the newest codes first, with their redemptions. */
export const listCodes = (db: DbOrTrx): Promise<AdminDiscountCode[]> => codeRows(db);

export interface CodeInput {
  code: string;
  country: string | null;
  currency: string | null;
  value_percentage: number;
  minimum_order_value: number;
  validity: 'once-per-user' | 'unlimited';
  max_uses: number | null;
  expires: string | null;
  paymentmethods: string[] | null;
  user_id: number | null;
}

/** Creates a code (already upper-case and of the right form: the contract's schema) in the caller's transaction. */
export async function createCode(trx: Transaction<Schema>, input: CodeInput, now: Date = new Date()): Promise<AdminDiscountCode> {
  const expires = input.expires === null ? null : new Date(input.expires);
  if (expires && expires.getTime() <= now.getTime()) throw invalid(byKey('staff.codes.expiryPast'));
  if (input.country !== null) {
    const place = await trx.selectFrom('payment_countries').select(['country', 'currency']).where('country', '=', input.country).executeTakeFirst();
    if (!place) throw invalid(byKey('staff.codes.countryUnknown'));
    if (input.currency !== null && input.currency !== place.currency) throw invalid(byKey('staff.codes.currencyMismatch', { country: place.country, currency: place.currency }));
  } else if (input.currency !== null) {
    const known = await trx.selectFrom('payment_countries').select('country').where('currency', '=', input.currency).executeTakeFirst();
    if (!known) throw invalid(byKey('staff.codes.countryUnknown'));
  }
  if (input.user_id !== null) {
    const member = await trx.selectFrom('users').select('id').where('id', '=', input.user_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!member) throw new DomainError('notFound', ERROR_CODES.notFound, byKey('staff.codes.memberGone'));
  }
  await checkProviderMinimum(trx, input);
  // The unique index decides between two admins creating the same code at once.
  const row = await trx
    .insertInto('discount_codes')
    .values({
      code: input.code,
      kind: 'code',
      country: input.country,
      currency: input.currency,
      user_id: input.user_id,
      expires,
      value_percentage: input.value_percentage.toFixed(2),
      minimum_order_value: input.minimum_order_value,
      status: 'active',
      validity: input.validity,
      max_uses: input.max_uses,
      paymentmethods: input.paymentmethods === null ? null : [...new Set(input.paymentmethods)],
      valid_seconds_after_signup: null,
      first_purchase_only: false,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DomainError('conflict', PRICE_ERROR_CODES.duplicate, byKey('staff.codes.codeDuplicate'));
  const [created] = await codeRows(trx, { id: row.id });
  return created!;
}

/**
 * Refuses a percentage that leaves any active bundle the code applies to (its country and currency,
 * from its minimum order value up, on every site) with less than the payment provider accepts:
 * checkout could never start such a payment. The cheapest such bundle is named.
 */
async function checkProviderMinimum(trx: Transaction<Schema>, input: CodeInput): Promise<void> {
  let query = trx
    .selectFrom('bundles')
    .select(['site_domain', 'country', 'credits', 'price', 'currency'])
    .where('active', '=', true)
    .where('price', '>=', input.minimum_order_value)
    .orderBy('price')
    .orderBy('id');
  if (input.country !== null) query = query.where('country', '=', input.country);
  if (input.currency !== null) query = query.where('currency', '=', input.currency);
  const broken = (await query.execute()).find((b) => belowProviderMinimum(b.price, input.value_percentage));
  if (!broken) return;
  const bundle = { credits: broken.credits, price: money(broken.price, broken.currency), country: broken.country, site: broken.site_domain };
  throw invalid(
    byKey('staff.codes.belowProviderMinimum', { percentage: String(input.value_percentage).replace('.', ','), ...bundle, minimum: money(PROVIDER_MINIMUM_AMOUNT_CENTS, broken.currency) }),
  );
}

/**
 * Switches a code off (the member sees 'Code niet gevonden' from the next request on). Unfinished
 * payments that carry it keep their price: the member was shown it before the switch.
 */
export async function deactivateCode(trx: Transaction<Schema>, id: number): Promise<{ before: AdminDiscountCode; after: AdminDiscountCode }> {
  const [before] = await codeRows(trx, { id });
  if (!before) throw new DomainError('notFound', ERROR_CODES.notFound, byKey('staff.codes.codeGone'));
  const changed = await trx.updateTable('discount_codes').set({ status: 'inactive' }).where('id', '=', id).where('status', '=', 'active').returning('id').executeTakeFirst();
  if (!changed) throw new DomainError('conflict', PRICE_ERROR_CODES.alreadyInactive, byKey('staff.codes.alreadyInactive'));
  const [after] = await codeRows(trx, { id });
  return { before, after: after! };
}
