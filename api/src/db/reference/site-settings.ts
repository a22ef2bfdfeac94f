import type { Settings } from 'shared-kernel/contract';

/** Settings fields that depend on the request, not on the stored site variant. */
export type PerRequestSettingsField = 'geoip_country' | 'geoip_selected_country' | 'domain' | 'domain_language';
export type StoredSettings = Omit<Settings, PerRequestSettingsField>;

export interface SiteVariant {
  domain: string;
  country: string;
  domain_language: string;
  tld_fallback: string | null;
  is_default: boolean;
  settings: StoredSettings;
}

const FICTIONAL_WARNING =
  'Dit is een fictief profiel. Fictieve profielen worden beheerd door medewerkers van Hartklop en zijn ' +
  'bedoeld voor entertainment: met een fictief profiel kun je chatten, maar nooit echt afspreken.';

const common = {
  name: 'Hartklop',
  visible_profile_fields: [
    'age',
    'gender',
    'sexuality',
    'country',
    'region',
    'city',
    'relationship_status',
    'hair_colour',
    'eye_colour',
    'body_type',
    'interests',
  ],
  cdn_prefix: '/media/',
  visible_profile_notes: true,
  message_credits: 10,
  photo_credits: 5,
  gift_credits: 20,
  signup_credits: 10,
  message_length: 2000,
  minimum_message_costs: {
    NL: { costs: 250, currency: 'EUR' },
    BE: { costs: 250, currency: 'EUR' },
  },
  enable_site_entry_popup: 'yes',
  // Issue 27: Belgian visitors see the adults-only warning too (migration 0030 for existing databases).
  site_entry_popup_countries: ['NL', 'BE', 'DE'],
  push_public_key: '',
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  locales: ['nl'],
  fictional_warning: FICTIONAL_WARNING,
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
  fictional_icon: '🎭',
  refund_days: 14,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  member_resell: false,
  niche: 1,
  company_id: 1,
  mail_name: 'Hartklop',
} satisfies Partial<StoredSettings>;

/** The Dutch site (default for unknown hosts and localhost) and its Belgian variant. */
export const SITE_VARIANTS: readonly SiteVariant[] = [
  {
    domain: 'hartklop.nl',
    country: 'NL',
    domain_language: 'nl-NL',
    tld_fallback: null,
    is_default: true,
    settings: {
      ...common,
      countries: ['NL', 'BE'],
      index_title: 'Hartklop – daten en chatten met singles in Nederland',
      description:
        'Hartklop is de datingsite voor Nederland en België: gratis inschrijven, profielen bekijken, ' +
        'liken, matchen en chatten met singles bij jou in de buurt.',
      support_email: 'support@hartklop.nl',
      support_phone: '+31 (0)20-123 45 67',
    },
  },
  {
    domain: 'hartklop.be',
    country: 'BE',
    domain_language: 'nl-BE',
    tld_fallback: 'be',
    is_default: false,
    settings: {
      ...common,
      countries: ['BE', 'NL'],
      // SPEC §9 (BE → nl, fr, de): the Belgian variant offers Dutch and French (issue 17).
      locales: ['nl', 'fr'],
      index_title: 'Hartklop – daten en chatten met singles in België',
      description:
        'Hartklop is de datingsite voor Vlaanderen, Brussel en Wallonië: gratis inschrijven, profielen ' +
        'bekijken, liken, matchen en chatten met singles bij jou in de buurt.',
      support_email: 'support@hartklop.be',
      support_phone: '+32 (0)2-123 45 67',
    },
  },
];
