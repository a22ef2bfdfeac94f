import { sql } from 'kysely';
import type { BundlesResponse, CheckoutMethod, Settings } from 'shared-kernel/contract';
import { CHECKOUT_METHODS } from 'shared-kernel/contract';
import type { DbOrTrx } from '../../db/schema';

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
