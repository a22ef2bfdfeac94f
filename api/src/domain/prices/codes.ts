import { sql, type Transaction } from 'kysely';
import { DISCOUNT_CODE_LIST_MAX, PRICE_ERROR_CODES, type AdminDiscountCode } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { DbOrTrx, Schema } from '../../db/schema';
import { DomainError, byKey, type TextRef } from '../errors';
import { PROVIDER_MINIMUM_AMOUNT_CENTS } from '../payments/provider';
import { belowProviderMinimum, money } from '../promotions/codes';

/**
 * Discount codes made in the back office (issue 18 item 5). They are rows of the same
 * `discount_codes` table as the seeded ones (migration 0015), so the member's checkout applies them
 * through the same rules (promotions/codes.ts) and reads them per request: a new or switched-off
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
