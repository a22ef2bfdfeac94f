import { sql, type Transaction } from 'kysely';
import { CHECKOUT_METHODS, PRICE_ERROR_CODES, type AdminBundle, type AdminPrices, type BundlesResponse, type CheckoutMethod, type Settings } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { DbOrTrx, Schema } from '../../db/schema';
import { DomainError, byKey, type TextRef } from '../errors';

/**
 * Credit bundles per site variant and country, edited by admins (issue 18 item 5). The member's
 * bundles and checkout read the same rows per request (`activeBundles`, below), so a
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

/**
 * The smallest amount the provider accepts for a payment, in cents: Mollie's minimum is € 0.01 for
 * most methods (it refuses € 0.00). A discount code may never bring a bundle below it: the back
 * office refuses such a code and the checkout refuses one already stored (both promotions/codes.ts),
 * so the provider is never asked for less. Here, below payments and promotions, which both need it
 * (payments/provider.ts re-exports it).
 */
export const PROVIDER_MINIMUM_AMOUNT_CENTS = 1;

/**
 * Bundles and prices (issue 12, item 1): the credit bundles of a site variant and country, the
 * best-value one, and what a message, photo message and gift cost at its price per credit. The
 * settings' `minimum_message_costs` is derived here too (`messageCostsOf`), so chat's price and
 * /pricing always agree.
 */

export interface PriceCountry {
  country: string;
  currency: string;
  /** Percent. */
  vatRate: number;
  methods: CheckoutMethod[];
}

export interface BundleRow {
  id: number;
  credits: number;
  price: number;
  currency: string;
}

const isCheckoutMethod = (value: string): value is CheckoutMethod => (CHECKOUT_METHODS as readonly string[]).includes(value);

/** The country's currency, VAT rate and methods, or undefined when payments are not set up there. */
export async function findPriceCountry(db: DbOrTrx, country: string): Promise<PriceCountry | undefined> {
  const row = await db
    .selectFrom('payment_countries')
    .select(['country', 'currency', sql<number>`cast(vat_rate as double precision)`.as('vat_rate'), 'methods'])
    .where('country', '=', country)
    .executeTakeFirst();
  if (!row) return undefined;
  return { country: row.country, currency: row.currency, vatRate: Number(row.vat_rate), methods: row.methods.filter(isCheckoutMethod) };
}

/** The active bundles of a site variant for a country, in display order. */
export function activeBundles(db: DbOrTrx, siteDomain: string, country: string): Promise<BundleRow[]> {
  return db
    .selectFrom('bundles')
    .select(['id', 'credits', 'price', 'currency'])
    .where('site_domain', '=', siteDomain)
    .where('country', '=', country)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * The best value: the lowest price per credit; on a tie the bigger bundle, then the first shown.
 * Exactly one of a non-empty list.
 */
export function bestValue<B extends { credits: number; price: number }>(bundles: readonly B[]): B | undefined {
  let best: B | undefined;
  for (const bundle of bundles) {
    if (!best) {
      best = bundle;
      continue;
    }
    // price/credits < best.price/best.credits, in integers.
    const left = bundle.price * best.credits;
    const right = best.price * bundle.credits;
    if (left < right || (left === right && bundle.credits > best.credits)) best = bundle;
  }
  return best;
}

/** What `credits` credits cost at the bundle's price per credit, in whole cents rounded up. */
export const priceOfCredits = (credits: number, best: { credits: number; price: number }): number => Math.ceil((credits * best.price) / best.credits);

/** Countries with at least one active bundle on the site variant. */
async function countriesWithBundles(db: DbOrTrx, siteDomain: string): Promise<Set<string>> {
  const rows = await db.selectFrom('bundles').select('country').distinct().where('site_domain', '=', siteDomain).where('active', '=', true).execute();
  return new Set(rows.map((r) => r.country));
}

/**
 * The country whose prices a visitor or member pays: the member's profile country, else the
 * visitor's geo-IP country, else the site variant's, each only when it has bundles on this site
 * (the site's own country otherwise). The listing and the checkout use the same rule.
 */
export async function priceCountryFor(db: DbOrTrx, site: { domain: string; country: string }, memberCountry: string | null, geoipCountry: string | null): Promise<string> {
  const available = await countriesWithBundles(db, site.domain);
  for (const candidate of [memberCountry, geoipCountry]) if (candidate !== null && available.has(candidate)) return candidate;
  return site.country;
}

type CreditsSettings = Pick<Settings, 'message_credits' | 'photo_credits' | 'gift_credits'>;

/** GET /api/bundles.php: the bundles and prices of one country on one site. */
export async function bundlesFor(db: DbOrTrx, siteDomain: string, country: string, settings: CreditsSettings): Promise<BundlesResponse> {
  const [place, bundles] = await Promise.all([findPriceCountry(db, country), activeBundles(db, siteDomain, country)]);
  const best = bestValue(bundles);
  const price = (credits: number) => (best ? priceOfCredits(credits, best) : 0);
  return {
    country,
    currency: best?.currency ?? place?.currency ?? 'EUR',
    vat_rate: place?.vatRate ?? 0,
    bundles: bundles.map((b) => ({ id: b.id, credits: b.credits, price: b.price, currency: b.currency, best_value: b === best })),
    message_price: price(settings.message_credits),
    photo_message_price: price(settings.photo_credits),
    gift_price: price(settings.gift_credits),
    methods: place?.methods ?? [],
  };
}

/**
 * GET /api/bundles.php's answer for a viewer (their profile country, null for a visitor) on a site:
 * the bundles of their price country (priceCountryFor). The endpoint and a server-rendered /pricing
 * (issue 16, the page data) both answer with it, so the HTML shows the rows the browser would fetch.
 */
export async function bundlesOfViewer(
  db: DbOrTrx,
  site: { domain: string; country: string; settings: CreditsSettings },
  memberCountry: string | null,
  geoipCountry: string | null,
): Promise<BundlesResponse> {
  const country = await priceCountryFor(db, site, memberCountry, geoipCountry);
  return bundlesFor(db, site.domain, country, site.settings);
}

/**
 * settings.minimum_message_costs of a site variant, derived from its bundles: per country with
 * active bundles, what a message costs at the best-value price per credit. Countries without
 * bundles keep the stored value.
 */
export async function messageCostsOf(
  db: DbOrTrx,
  siteDomain: string,
  messageCredits: number,
  stored: Settings['minimum_message_costs'],
): Promise<Settings['minimum_message_costs']> {
  const rows = await db
    .selectFrom('bundles')
    .select(['country', 'credits', 'price', 'currency'])
    .where('site_domain', '=', siteDomain)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const byCountry = new Map<string, typeof rows>();
  for (const row of rows) byCountry.set(row.country, [...(byCountry.get(row.country) ?? []), row]);
  const derived: Settings['minimum_message_costs'] = { ...stored };
  for (const [country, bundles] of byCountry) {
    const best = bestValue(bundles);
    if (best) derived[country] = { costs: priceOfCredits(messageCredits, best), currency: best.currency };
  }
  return derived;
}
