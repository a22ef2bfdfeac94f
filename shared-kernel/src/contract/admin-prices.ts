import { z } from 'zod';
import { endpoint, IdSchema } from './common';
import { CHECKOUT_METHODS } from './constants';
import {
  ADMIN_PRICE_ENDPOINTS,
  BUNDLE_CREDITS_MAX,
  BUNDLE_PRICE_MAX,
  BUNDLE_SORT_MAX,
  DISCOUNT_CODE_PATTERN,
  FICTIONAL_NAME_MAX,
  FICTIONAL_WARNING_MAX,
  FICTIONAL_WARNING_MIN,
  MAX_USES_MAX,
  MINIMUM_ORDER_MAX,
  SIGNUP_MODES,
} from './admin-prices-rules';

// Prices, discount codes and site-setting switches (issue 18 item 5): admins only. Every change is
// live on the member site's next request (the API reads these rows per request) and audited.

const ADMIN = ['admin'] as const;
const Empty = z.object({}).strict();
const Country = z.string().regex(/^[A-Z]{2}$/, 'prices.countryUnknown');
const Currency = z.string().regex(/^[A-Z]{3}$/, 'prices.countryUnknown');
const Domain = z.string().min(1).max(253);

export const PriceCountrySchema = z.object({ country: z.string(), currency: z.string(), vat_rate: z.number(), methods: z.array(z.string()) });

export const AdminBundleSchema = z.object({
  id: z.number().int(),
  site_domain: z.string(),
  country: z.string(),
  credits: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  /** Payments made with this bundle (a bundle with payments is never deleted, only switched off). */
  payments: z.number().int(),
  updated_at: z.string(),
});
export type AdminBundle = z.infer<typeof AdminBundleSchema>;

export const AdminPricesResponseSchema = z.object({
  sites: z.array(z.string()),
  countries: z.array(PriceCountrySchema),
  bundles: z.array(AdminBundleSchema),
});
export type AdminPrices = z.infer<typeof AdminPricesResponseSchema>;

/** A new bundle (no id) or a change of one (id: only credits, price, active and order change). */
export const SaveBundleBodySchema = z
  .object({
    id: IdSchema.nullable(),
    site_domain: Domain,
    country: Country,
    credits: z.number('prices.creditsInvalid').refine(Number.isInteger, 'prices.creditsInvalid').min(1, 'prices.creditsInvalid').max(BUNDLE_CREDITS_MAX, 'prices.creditsInvalid'),
    price: z.number('prices.priceInvalid').refine(Number.isInteger, 'prices.priceInvalid').min(1, 'prices.priceInvalid').max(BUNDLE_PRICE_MAX, 'prices.priceInvalid'),
    currency: Currency,
    active: z.boolean(),
    sort: z.number('prices.sortInvalid').refine(Number.isInteger, 'prices.sortInvalid').min(0, 'prices.sortInvalid').max(BUNDLE_SORT_MAX, 'prices.sortInvalid'),
  })
  .strict();
export const SaveBundleResponseSchema = z.object({ bundle: AdminBundleSchema });

export const AdminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['code', 'welcome', 'time_bonus']),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  user_id: z.number().int().nullable(),
  value_percentage: z.number(),
  minimum_order_value: z.number().int(),
  validity: z.enum(['once-per-user', 'unlimited']),
  status: z.enum(['active', 'inactive']),
  expires: z.string().nullable(),
  valid_seconds_after_signup: z.number().int().nullable(),
  first_purchase_only: z.boolean(),
  paymentmethods: z.array(z.string()).nullable(),
  /** How many payments in all may carry it (null: no limit). */
  max_uses: z.number().int().nullable(),
  /** Paid payments that carried the code. */
  redeemed: z.number().int(),
  /** Unfinished payments that carry it now. */
  reserved: z.number().int(),
  created_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;

export const AdminDiscountCodesResponseSchema = z.object({ codes: z.array(AdminDiscountCodeSchema), countries: z.array(PriceCountrySchema) });

export const CreateDiscountCodeBodySchema = z
  .object({
    code: z
      .string('codes.codeInvalid')
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'codes.codeInvalid')),
    country: Country.nullable(),
    currency: Currency.nullable(),
    value_percentage: z
      .number('codes.percentageInvalid')
      .gt(0, 'codes.percentageInvalid')
      .max(100, 'codes.percentageInvalid')
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'codes.percentageInvalid'),
    minimum_order_value: z.number('codes.minimumInvalid').refine(Number.isInteger, 'codes.minimumInvalid').min(0, 'codes.minimumInvalid').max(MINIMUM_ORDER_MAX, 'codes.minimumInvalid'),
    validity: z.enum(['once-per-user', 'unlimited']),
    /** How many payments in all may carry the code, or null for no limit. */
    max_uses: z.number('codes.maxUsesInvalid').refine(Number.isInteger, 'codes.maxUsesInvalid').min(1, 'codes.maxUsesInvalid').max(MAX_USES_MAX, 'codes.maxUsesInvalid').nullable(),
    /** ISO 8601 end, or null for no end. */
    expires: z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), 'codes.expiryInvalid').nullable(),
    paymentmethods: z.array(z.enum(CHECKOUT_METHODS, 'codes.methodUnknown')).min(1, 'codes.methodsEmpty').max(CHECKOUT_METHODS.length).nullable(),
    /** For one member only, or null for everyone. */
    user_id: IdSchema.nullable(),
  })
  .strict();
export const DiscountCodeResponseBodySchema = z.object({ code: AdminDiscountCodeSchema });

export const DeactivateDiscountCodeBodySchema = z.object({ id: IdSchema }).strict();

/** The switches of SPEC §3 that the back office edits, per site variant. */
export const SiteSwitchesSchema = z.object({
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  site_entry_popup_countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'settings.popupCountries')).max(50, 'settings.popupCountries'),
  fictional_warning: z.string().trim().min(FICTIONAL_WARNING_MIN, 'settings.warningLength').max(FICTIONAL_WARNING_MAX, 'settings.warningLength'),
  fictional_singular: z.string().trim().min(1, 'settings.nameLength').max(FICTIONAL_NAME_MAX, 'settings.nameLength'),
  fictional_plural: z.string().trim().min(1, 'settings.nameLength').max(FICTIONAL_NAME_MAX, 'settings.nameLength'),
});
export type SiteSwitches = z.infer<typeof SiteSwitchesSchema>;
export const SITE_SWITCH_FIELDS = Object.keys(SiteSwitchesSchema.shape) as (keyof SiteSwitches)[];

export const SiteSettingsEntrySchema = z.object({ domain: z.string(), country: z.string(), switches: SiteSwitchesSchema });
export type SiteSettingsEntry = z.infer<typeof SiteSettingsEntrySchema>;
export const AdminSiteSettingsResponseSchema = z.object({ sites: z.array(SiteSettingsEntrySchema) });

export const SaveSiteSettingsBodySchema = z.object({ domain: Domain, switches: SiteSwitchesSchema.strict() }).strict();
export const SaveSiteSettingsResponseSchema = z.object({ site: SiteSettingsEntrySchema });

/** The price, code and settings endpoints; spread into the contract's `api` (./index). */
export const adminPricesApi = {
  adminPrices: endpoint({ ...ADMIN_PRICE_ENDPOINTS.adminPrices, auth: 'staff', roles: ADMIN, query: Empty, response: AdminPricesResponseSchema }),
  saveBundle: endpoint({ ...ADMIN_PRICE_ENDPOINTS.saveBundle, auth: 'staff', roles: ADMIN, body: SaveBundleBodySchema, response: SaveBundleResponseSchema }),
  adminDiscountCodes: endpoint({ ...ADMIN_PRICE_ENDPOINTS.adminDiscountCodes, auth: 'staff', roles: ADMIN, query: Empty, response: AdminDiscountCodesResponseSchema }),
  createDiscountCode: endpoint({ ...ADMIN_PRICE_ENDPOINTS.createDiscountCode, auth: 'staff', roles: ADMIN, body: CreateDiscountCodeBodySchema, response: DiscountCodeResponseBodySchema }),
  deactivateDiscountCode: endpoint({ ...ADMIN_PRICE_ENDPOINTS.deactivateDiscountCode, auth: 'staff', roles: ADMIN, body: DeactivateDiscountCodeBodySchema, response: DiscountCodeResponseBodySchema }),
  adminSiteSettings: endpoint({ ...ADMIN_PRICE_ENDPOINTS.adminSiteSettings, auth: 'staff', roles: ADMIN, query: Empty, response: AdminSiteSettingsResponseSchema }),
  saveSiteSettings: endpoint({ ...ADMIN_PRICE_ENDPOINTS.saveSiteSettings, auth: 'staff', roles: ADMIN, body: SaveSiteSettingsBodySchema, response: SaveSiteSettingsResponseSchema }),
} as const;
