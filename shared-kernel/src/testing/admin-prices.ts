import { HttpResponse } from 'msw';
import type { AdminBundle, AdminDiscountCode, adminPricesApi, Api, ResponseOf, SiteSettingsEntry } from '../contract';
import { CreateDiscountCodeBodySchema, SaveBundleBodySchema, SaveSiteSettingsBodySchema } from '../contract/admin-prices';
import { PRICE_ERROR_CODES } from '../contract/admin-prices-rules';
import { ERROR_CODES } from '../contract/error-codes';
import { mockAudit, mockStaffGuard } from './admin';

/**
 * Prices, discount codes and site switches for the mocks (issue 18 item 5): both sites with NL and
 * BE bundles, a few codes (used ones, one switched off, one ended) and the switches of the reference settings.
 * The same rules as the API: the country's currency, one bundle per size, one active bundle left,
 * unique codes, an end in the future.
 */
const ADMIN = ['admin'] as const;
const SITES = ['hartklop.nl', 'hartklop.be'];
const COUNTRIES = [
  { country: 'BE', currency: 'EUR', vat_rate: 21, methods: ['bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] },
  { country: 'NL', currency: 'EUR', vat_rate: 21, methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'banktransfer', 'directdebit'] },
];
const SIZES = [
  [25, 799],
  [50, 1499],
  [100, 2749],
  [250, 6250],
] as const;
const STAMP = '2026-03-01T12:00:00.000Z';

let bundles: AdminBundle[];
let codes: AdminDiscountCode[];
let sites: SiteSettingsEntry[];
let nextId = 1;

const code = (id: number, value: string, patch: Partial<AdminDiscountCode> = {}): AdminDiscountCode => ({
  id,
  code: value,
  kind: 'code',
  country: null,
  currency: null,
  user_id: null,
  value_percentage: 10,
  minimum_order_value: 0,
  validity: 'once-per-user',
  status: 'active',
  expires: null,
  valid_seconds_after_signup: null,
  first_purchase_only: false,
  paymentmethods: null,
  max_uses: null,
  redeemed: 0,
  reserved: 0,
  created_at: STAMP,
  ...patch,
});

const switches = (country: string): SiteSettingsEntry['switches'] => ({
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  member_resell: false,
  enable_site_entry_popup: 'yes',
  site_entry_popup_countries: country === 'BE' ? ['BE', 'NL', 'DE'] : ['NL', 'DE'],
  fictional_warning:
    'Dit is een fictief profiel. Fictieve profielen worden beheerd door medewerkers van Hartklop en zijn bedoeld voor entertainment: met een fictief profiel kun je chatten, maar nooit echt afspreken.',
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
});

export function resetMockAdminPrices(): void {
  nextId = 1;
  bundles = SITES.flatMap((site) =>
    ['NL', 'BE'].flatMap((country) =>
      SIZES.map(([credits, price], sort) => ({ id: nextId++, site_domain: site, country, credits, price, currency: 'EUR', active: true, sort, payments: site === 'hartklop.nl' && country === 'NL' && credits === 25 ? 3 : 0, updated_at: STAMP })),
    ),
  );
  codes = [
    code(1, 'TIMEBONUS25', { kind: 'time_bonus', value_percentage: 25, valid_seconds_after_signup: 14_400, first_purchase_only: true, redeemed: 4 }),
    code(2, 'WELKOM25', { kind: 'welcome', value_percentage: 25, valid_seconds_after_signup: 604_800, first_purchase_only: true, redeemed: 2 }),
    code(3, 'HARTJE10', { validity: 'unlimited', redeemed: 7, reserved: 1 }),
    code(4, 'LENTE20', { value_percentage: 20, country: 'NL', currency: 'EUR', minimum_order_value: 2500, max_uses: 100, redeemed: 12 }),
    code(5, 'PAUZE50', { value_percentage: 50, status: 'inactive' }),
    code(6, 'KERST2024', { value_percentage: 30, expires: '2025-01-01T00:00:00.000Z' }),
  ];
  sites = [
    { domain: 'hartklop.nl', country: 'NL', switches: switches('NL') },
    { domain: 'hartklop.be', country: 'BE', switches: switches('BE') },
  ];
}
resetMockAdminPrices();

const error = (status: number, errorCode: string, message: string): Response => HttpResponse.json({ error: errorCode, message }, { status });

interface MockContext {
  request: Request;
  query: Record<string, string>;
  body: unknown;
}
type Resolvers = { [K in keyof typeof adminPricesApi]: (ctx: MockContext) => ResponseOf<Api[K]> | Response };

export const adminPricesResolvers: Resolvers = {
  adminPrices: () => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    return { sites: [...SITES], countries: COUNTRIES, bundles };
  },
  saveBundle: ({ body }) => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    const input = SaveBundleBodySchema.parse(body);
    if (!SITES.includes(input.site_domain)) return error(422, ERROR_CODES.validation, 'Deze site bestaat niet.');
    const place = COUNTRIES.find((c) => c.country === input.country);
    if (!place) return error(422, ERROR_CODES.validation, 'Voor dit land zijn geen betalingen ingesteld.');
    if (place.currency !== input.currency) return error(422, ERROR_CODES.validation, `De valuta van ${place.country} is ${place.currency}.`);
    const before = input.id === null ? null : bundles.find((b) => b.id === input.id);
    if (before === undefined) return error(404, ERROR_CODES.notFound, 'Deze bundel bestaat niet (meer).');
    if (before && (before.site_domain !== input.site_domain || before.country !== input.country)) return error(422, ERROR_CODES.validation, 'Site en land van een bestaande bundel kunnen niet veranderen; maak een nieuwe bundel.');
    const siblings = bundles.filter((b) => b.site_domain === input.site_domain && b.country === input.country);
    if (siblings.some((b) => b.credits === input.credits && b.id !== input.id)) return error(409, PRICE_ERROR_CODES.duplicate, `Er is al een bundel van ${input.credits} credits voor ${input.country} op deze site.`);
    const activeAfter = siblings.filter((b) => (b.id === input.id ? input.active : b.active)).length + (input.id === null && input.active ? 1 : 0);
    if (activeAfter === 0) return error(409, PRICE_ERROR_CODES.lastActiveBundle, 'Er moet per site en land minstens één actieve bundel blijven.');
    const { id: _id, ...fields } = input;
    const after: AdminBundle = { ...(before ?? { id: 1000 + nextId++, payments: 0 }), ...fields, updated_at: new Date().toISOString() };
    bundles = before ? bundles.map((b) => (b.id === after.id ? after : b)) : [...bundles, after];
    mockAudit(before ? 'bundle.update' : 'bundle.create', { type: 'bundle', id: after.id }, before, after);
    return { bundle: after };
  },
  adminDiscountCodes: () => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    return { codes: [...codes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id), countries: COUNTRIES };
  },
  createDiscountCode: ({ body }) => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    const input = CreateDiscountCodeBodySchema.parse(body);
    if (input.expires !== null && Date.parse(input.expires) <= Date.now()) return error(422, ERROR_CODES.validation, 'De einddatum moet in de toekomst liggen.');
    const place = input.country === null ? undefined : COUNTRIES.find((c) => c.country === input.country);
    if (input.country !== null && !place) return error(422, ERROR_CODES.validation, 'Voor dit land zijn geen betalingen ingesteld.');
    if (place && input.currency !== null && input.currency !== place.currency) return error(422, ERROR_CODES.validation, `De valuta van ${place.country} is ${place.currency}.`);
    if (codes.some((c) => c.code === input.code)) return error(409, PRICE_ERROR_CODES.duplicate, 'Deze code bestaat al.');
    const created = code(100 + nextId++, input.code, { ...input, expires: input.expires === null ? null : new Date(input.expires).toISOString(), created_at: new Date().toISOString() });
    codes = [created, ...codes];
    mockAudit('discount_code.create', { type: 'discount_code', id: created.id }, null, created);
    return { code: created };
  },
  deactivateDiscountCode: ({ body }) => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    const { id } = body as { id: number };
    const found = codes.find((c) => c.id === id);
    if (!found) return error(404, ERROR_CODES.notFound, 'Deze code bestaat niet.');
    if (found.status === 'inactive') return error(409, PRICE_ERROR_CODES.alreadyInactive, 'Deze code is al uitgeschakeld.');
    const after: AdminDiscountCode = { ...found, status: 'inactive' };
    codes = codes.map((c) => (c.id === id ? after : c));
    mockAudit('discount_code.deactivate', { type: 'discount_code', id }, { status: 'active' }, { status: 'inactive', code: after.code });
    return { code: after };
  },
  adminSiteSettings: () => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    return { sites };
  },
  saveSiteSettings: ({ body }) => {
    const guard = mockStaffGuard(ADMIN);
    if (guard instanceof Response) return guard;
    const input = SaveSiteSettingsBodySchema.parse(body);
    const before = sites.find((s) => s.domain === input.domain);
    if (!before) return error(404, ERROR_CODES.notFound, 'Deze site bestaat niet.');
    const after: SiteSettingsEntry = { ...before, switches: input.switches };
    sites = sites.map((s) => (s.domain === after.domain ? after : s));
    mockAudit('settings.update', { type: 'site', id: after.domain }, before.switches, after.switches);
    return { site: after };
  },
};
