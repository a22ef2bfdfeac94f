import { sql, type Transaction } from 'kysely';
import { PRICE_ERROR_CODES, type AdminBundle, type AdminPrices } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { DbOrTrx, Schema } from '../../db/schema';
import { DomainError, byKey, type TextRef } from '../errors';

/**
 * Credit bundles per site variant and country, edited by admins (issue 18 item 5). The member's
 * bundles and checkout read the same rows per request (payments/bundles.ts: `activeBundles`), so a
 * change is live on the next request: there is no process cache to invalidate.
 *
 * The rules: a bundle's currency is its country's (payment_countries); one bundle per size per site
 * and country (unique index of 0026); at least one active bundle per site and country that has
 * bundles. The last rule is checked under a lock of that site's and country's bundle rows, so two
 * admins switching off the last two bundles at once cannot both succeed.
 */


const invalid = (what: TextRef) => new DomainError('unprocessable', ERROR_CODES.validation, what);

const BUNDLE_COLUMNS = ['bundles.id', 'site_domain', 'bundles.country', 'bundles.credits', 'price', 'bundles.currency', 'active', 'sort', 'bundles.updated_at'] as const;

async function bundleRows(db: DbOrTrx, where?: { id: number }): Promise<AdminBundle[]> {
  let query = db
    .selectFrom('bundles')
    .select(BUNDLE_COLUMNS)
    .select((eb) => eb.selectFrom('payments').select(sql<number>`count(*)::int`.as('n')).whereRef('payments.bundle_id', '=', 'bundles.id').as('payments'))
    .orderBy('site_domain')
    .orderBy('bundles.country')
    .orderBy('sort')
    .orderBy('bundles.id');
  if (where) query = query.where('bundles.id', '=', where.id);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, payments: Number(r.payments ?? 0), updated_at: r.updated_at.toISOString() }));
}

/** GET /api/admin/prices: every site, payment country and bundle (active or not). */
export async function listPrices(db: DbOrTrx): Promise<AdminPrices> {
  const [sites, countries, bundles] = await Promise.all([
    db.selectFrom('site_settings').select('domain').orderBy('is_default', 'desc').orderBy('domain').execute(),
    db.selectFrom('payment_countries').select(['country', 'currency', sql<number>`cast(vat_rate as double precision)`.as('vat_rate'), 'methods']).orderBy('country').execute(),
    bundleRows(db),
  ]);
  return { sites: sites.map((s) => s.domain), countries: countries.map((c) => ({ ...c, vat_rate: Number(c.vat_rate) })), bundles };
}

export interface BundleInput {
  id: number | null;
  site_domain: string;
  country: string;
  credits: number;
  price: number;
  currency: string;
  active: boolean;
  sort: number;
}

/**
 * Creates or changes a bundle in the caller's transaction (its audit entry goes in the same one).
 * Returns the bundle before (null for a new one) and after.
 */
export async function saveBundle(trx: Transaction<Schema>, input: BundleInput): Promise<{ before: AdminBundle | null; after: AdminBundle }> {
  const site = await trx.selectFrom('site_settings').select('domain').where('domain', '=', input.site_domain).executeTakeFirst();
  if (!site) throw invalid(byKey('staff.prices.siteUnknown'));
  const place = await trx.selectFrom('payment_countries').select(['country', 'currency']).where('country', '=', input.country).executeTakeFirst();
  if (!place) throw invalid(byKey('staff.prices.countryUnknown'));
  if (place.currency !== input.currency) throw invalid(byKey('staff.prices.currencyMismatch', { country: place.country, currency: place.currency }));

  // The site's and country's bundles, locked: the checks below see every concurrent change.
  const siblings = await trx
    .selectFrom('bundles')
    .select(['id', 'credits', 'active'])
    .where('site_domain', '=', input.site_domain)
    .where('country', '=', input.country)
    .orderBy('id')
    .forUpdate()
    .execute();

  let before: AdminBundle | null = null;
  if (input.id !== null) {
    [before = null] = await bundleRows(trx, { id: input.id });
    if (!before) throw new DomainError('notFound', ERROR_CODES.notFound, byKey('staff.prices.bundleGone'));
    if (before.site_domain !== input.site_domain || before.country !== input.country) throw invalid(byKey('staff.prices.bundleMoved'));
  }
  if (siblings.some((b) => b.credits === input.credits && b.id !== input.id)) {
    throw new DomainError('conflict', PRICE_ERROR_CODES.duplicate, byKey('staff.prices.bundleDuplicate', { credits: input.credits, country: input.country }));
  }
  const activeAfter = siblings.filter((b) => (b.id === input.id ? input.active : b.active)).length + (input.id === null && input.active ? 1 : 0);
  if (activeAfter === 0) throw new DomainError('conflict', PRICE_ERROR_CODES.lastActiveBundle, byKey('staff.prices.lastActiveBundle'));

  const values = { credits: input.credits, price: input.price, currency: input.currency, active: input.active, sort: input.sort };
  const id =
    input.id === null
      ? (await trx.insertInto('bundles').values({ site_domain: input.site_domain, country: input.country, ...values }).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.updateTable('bundles').set({ ...values, updated_at: sql<Date>`now()` }).where('id', '=', input.id).returning('id').executeTakeFirstOrThrow()).id;
  const [after] = await bundleRows(trx, { id });
  return { before, after: after! };
}
