/**
 * Credit bundles and payment countries (issue 12), seeded by migration 0013; the back office edits
 * them later. Prices are in cents, VAT included. The best-value bundle of every site and country
 * costs 25 cents per credit, so a message (settings.message_credits = 10) costs 250 cents: the
 * `minimum_message_costs` chat showed before bundles existed. That value is no longer stored:
 * it is derived from these bundles (domain/prices/bundles.ts), so chat and /pricing agree.
 */

/** Per country: its currency, the VAT rate (percent) included in its prices, the methods offered in display order. */
export const PAYMENT_COUNTRIES = [
  { country: 'NL', currency: 'EUR', vat_rate: 21, methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] },
  { country: 'BE', currency: 'EUR', vat_rate: 21, methods: ['bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] },
] as const;

/** [credits, price in cents]: 25 credits €7.99, 50 €14.99, 100 €27.49, 250 €62.50 (the best value: 25 cents a credit). */
const STANDARD_BUNDLES = [
  [25, 799],
  [50, 1499],
  [100, 2749],
  [250, 6250],
] as const;

export interface BundleSeed {
  site_domain: string;
  country: string;
  credits: number;
  price: number;
  currency: string;
  sort: number;
}

/** The same bundles for both site variants and both countries. */
export const BUNDLES: readonly BundleSeed[] = ['hartklop.nl', 'hartklop.be'].flatMap((site) =>
  PAYMENT_COUNTRIES.flatMap(({ country, currency }) =>
    STANDARD_BUNDLES.map(([credits, price], sort) => ({ site_domain: site, country, credits, price, currency, sort })),
  ),
);
