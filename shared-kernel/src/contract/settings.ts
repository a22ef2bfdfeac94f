import { z } from 'zod';

export const NICHES = ['default', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;

export const MinimumMessageCostSchema = z.object({
  costs: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

/** Global settings of SPEC §3: every field the client reads at start. */
export const SettingsSchema = z.object({
  countries: z.array(z.string().length(2)),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  visible_profile_fields: z.array(z.string()),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  cdn_prefix: z.string(),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  minimum_message_costs: z.record(z.string(), MinimumMessageCostSchema),
  support_email: z.string(),
  support_phone: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  /** Countries whose visitors see the site-entry warning. */
  site_entry_popup_countries: z.array(z.string().length(2)),
  push_public_key: z.string(),
  search_fields: z.array(z.string()),
  domain: z.string(),
  domain_language: z.string(),
  /** Locales a visitor can choose; the language dropdown shows only when there is more than one. */
  locales: z.array(z.string()),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  fictional_icon: z.string(),
  refund_days: z.number().int().nonnegative(),
  signups: z.enum(['all', 'with_trafficsource', 'closed']),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  niche: z.number().int().min(1).max(7),
  company_id: z.number().int().positive(),
  mail_name: z.string(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsQuerySchema = z
  .object({
    /** The host the visitor used; the client forces it so the server picks the site variant. */
    domain: z.string().max(253).regex(/^[a-z0-9.-]*$/i, "De waarde van 'domain' is geen geldige domeinnaam.").optional(),
  })
  .catchall(z.string().max(2048));

export const SettingsResponseSchema = z.object({ settings: SettingsSchema });

export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  /** Percentage discount offered to a member who is about to delete the account. */
  delete_discount: z.number().int().min(0).max(100),
  /** ISO 8601 date-time the company was added. */
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;
export const CompanyInfoResponseSchema = z.object({ companyinfo: CompanyInfoSchema });

export const InterestSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type Interest = z.infer<typeof InterestSchema>;
export const InterestsResponseSchema = z.object({ interests: z.array(InterestSchema) });

export const RegionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const CountryRegionsSchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  regions: z.array(RegionSchema),
});
export type Region = z.infer<typeof RegionSchema>;
export type CountryRegions = z.infer<typeof CountryRegionsSchema>;
export const RegionsResponseSchema = z.object({ countries: z.array(CountryRegionsSchema) });
