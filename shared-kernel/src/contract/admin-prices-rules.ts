// The back office's prices, discount codes and site-setting switches (issue 18, item 5): endpoint
// refs, limits and Dutch texts, free of zod like ./admin-rules. The member site never imports this
// module; mfe-backoffice and the API do. Schemas: ./admin-prices.
import type { EndpointRef } from 'shared-kernel/contract/constants';

type Method = EndpointRef['method'];
const route = (method: Method, path: string) => ({ method, path });

const ROUTES = {
  adminPrices: route('GET', '/api/admin/prices'),
  saveBundle: route('POST', '/api/admin/prices/bundle'),
  adminDiscountCodes: route('GET', '/api/admin/discount-codes'),
  createDiscountCode: route('POST', '/api/admin/discount-codes'),
  deactivateDiscountCode: route('POST', '/api/admin/discount-codes/deactivate'),
  adminSiteSettings: route('GET', '/api/admin/settings'),
  saveSiteSettings: route('POST', '/api/admin/settings'),
};

/** The price, code and settings endpoints' methods and paths for `http.call` (schemas in ./admin-prices). */
export const ADMIN_PRICE_ENDPOINTS: { readonly [N in keyof typeof ROUTES]: EndpointRef<N> } = ROUTES;

/** Error codes of these endpoints beside the contract's (validation_error, not_found). */
export const PRICE_ERROR_CODES = {
  /** A code or bundle size that exists already. */
  duplicate: 'duplicate',
  /** The change would leave a site and country without an active bundle. */
  lastActiveBundle: 'last_active_bundle',
  /** A discount code that is inactive already. */
  alreadyInactive: 'already_inactive',
} as const;

export const BUNDLE_CREDITS_MAX = 100_000;
/** € 10,000.00 in cents: far above any bundle, below any overflow. */
export const BUNDLE_PRICE_MAX = 1_000_000;
export const BUNDLE_SORT_MAX = 1000;

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const MINIMUM_ORDER_MAX = 1_000_000;
export const MAX_USES_MAX = 1_000_000;
/** Most codes the list answers (newest first). */
export const DISCOUNT_CODE_LIST_MAX = 500;

export const FICTIONAL_WARNING_MIN = 20;
export const FICTIONAL_WARNING_MAX = 1000;
export const FICTIONAL_NAME_MAX = 60;

/** The signups modes of SPEC §3, with the back office's labels. */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
export const SIGNUP_MODE_LABELS: Record<SignupMode, string> = {
  all: 'Open voor iedereen',
  with_trafficsource: 'Alleen via een trafficbron (anders uitnodigingscode)',
  closed: 'Gesloten (alleen met uitnodigingscode)',
};

export const PRICE_TEXTS = {
  creditsInvalid: `Vul een aantal credits in tussen 1 en ${BUNDLE_CREDITS_MAX}.`,
  priceInvalid: 'Vul een prijs in groter dan € 0 en hoogstens € 10.000.',
  sortInvalid: `De volgorde is een getal van 0 tot ${BUNDLE_SORT_MAX}.`,
  siteUnknown: 'Deze site bestaat niet.',
  countryUnknown: 'Voor dit land zijn geen betalingen ingesteld.',
  currencyMismatch: (country: string, currency: string) => `De valuta van ${country} is ${currency}.`,
  bundleGone: 'Deze bundel bestaat niet (meer).',
  bundleMoved: 'Site en land van een bestaande bundel kunnen niet veranderen; maak een nieuwe bundel.',
  bundleDuplicate: (credits: number, country: string) => `Er is al een bundel van ${credits} credits voor ${country} op deze site.`,
  lastActiveBundle: 'Er moet per site en land minstens één actieve bundel blijven.',
} as const;

export const CODE_TEXTS = {
  codeInvalid: 'Een code heeft 3 tot 32 tekens: letters, cijfers, - of _.',
  codeDuplicate: 'Deze code bestaat al.',
  percentageInvalid: 'Het percentage moet groter dan 0 en hoogstens 100 zijn (twee decimalen).',
  minimumInvalid: 'Het minimale bestelbedrag is een bedrag in centen, 0 of meer.',
  maxUsesInvalid: `Het maximale aantal keer is een getal van 1 tot ${MAX_USES_MAX}, of leeg voor geen limiet.`,
  expiryPast: 'De einddatum moet in de toekomst liggen.',
  expiryInvalid: 'Ongeldige einddatum.',
  methodsEmpty: 'Kies minstens één betaalmethode, of geen beperking.',
  methodUnknown: 'Onbekende betaalmethode.',
  countryUnknown: 'Voor dit land zijn geen betalingen ingesteld.',
  currencyMismatch: (country: string, currency: string) => `De valuta van ${country} is ${currency}.`,
  memberGone: 'Dit lid bestaat niet (meer).',
  codeGone: 'Deze code bestaat niet.',
  alreadyInactive: 'Deze code is al uitgeschakeld.',
  /**
   * The percentage leaves less of a bundle than the payment provider accepts (a 100 % code, or
   * 99.99 % of a bundle under € 50): the member could never pay with it.
   */
  belowProviderMinimum: (percentage: number, bundle: { credits: number; price: string; country: string; site: string }, minimum: string) =>
    `Met ${String(percentage).replace('.', ',')} % korting blijft er van het pakket van ${bundle.credits} credits (${bundle.price}, ${bundle.country}, ${bundle.site}) minder over dan ${minimum}, het minimum dat de betaalprovider accepteert. Kies een lager percentage, of een minimaal bestelbedrag boven de prijs van dat pakket.`,
} as const;

export const SETTINGS_TEXTS = {
  siteUnknown: 'Deze site bestaat niet.',
  warningLength: `De waarschuwing over fictieve profielen heeft ${FICTIONAL_WARNING_MIN} tot ${FICTIONAL_WARNING_MAX} tekens.`,
  nameLength: `Vul een benaming in van 1 tot ${FICTIONAL_NAME_MAX} tekens.`,
  popupCountries: 'Kies landcodes van twee letters (bijvoorbeeld NL, DE).',
} as const;
