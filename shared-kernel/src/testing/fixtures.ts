import {
  CompanyInfoSchema,
  CountryRegionsSchema,
  HealthResponseSchema,
  InterestSchema,
  SettingsSchema,
  UserSchema,
} from '../contract';

/** Realistic Hartklop data, parsed by the contract schemas so a fixture cannot drift. */

export const settingsFixture = SettingsSchema.parse({
  countries: ['NL', 'BE'],
  name: 'Hartklop',
  index_title: 'Hartklop - Daten en chatten met singles uit jouw buurt',
  description: 'Hartklop is de datingsite voor singles in Nederland en België. Meld je gratis aan en chat vandaag nog.',
  visible_profile_fields: ['gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'country', 'region'],
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  cdn_prefix: 'https://cdn.hartklop.nl',
  visible_profile_notes: true,
  message_credits: 10,
  photo_credits: 15,
  gift_credits: 25,
  signup_credits: 20,
  message_length: 2000,
  minimum_message_costs: {
    NL: { costs: 199, currency: 'EUR' },
    BE: { costs: 199, currency: 'EUR' },
  },
  support_email: 'support@hartklop.nl',
  support_phone: '+31 20 123 4567',
  enable_site_entry_popup: 'yes',
  site_entry_popup_countries: ['NL', 'BE', 'DE'],
  push_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  domain: 'hartklop.nl',
  domain_language: 'nl_NL',
  locales: ['nl'],
  fictional_warning:
    'Op Hartklop kunnen ook fictieve profielen voorkomen. Deze profielen zijn gemarkeerd met een icoon en worden bediend door medewerkers.',
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
  fictional_icon: 'https://cdn.hartklop.nl/icons/fictional.svg',
  refund_days: 14,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  member_resell: false,
  niche: 1,
  company_id: 1,
  mail_name: 'Hartklop',
});

export const companyInfoFixture = CompanyInfoSchema.parse({
  name: 'Hartklop Media B.V.',
  address: 'Herengracht 182',
  kvk: '81234567',
  city: '1016 BR Amsterdam',
  country: 'Nederland',
  tradenames: ['Hartklop', 'Hartklop.nl', 'Hartklop.be'],
  vat_numbers: ['NL862145637B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 50,
  added: '2024-03-01T09:00:00Z',
});

export const interestsFixture = InterestSchema.array().parse([
  { id: 1, slug: 'wandelen', name: 'Wandelen' },
  { id: 2, slug: 'koken', name: 'Koken' },
  { id: 3, slug: 'reizen', name: 'Reizen' },
  { id: 4, slug: 'muziek', name: 'Muziek' },
  { id: 5, slug: 'film', name: 'Film' },
  { id: 6, slug: 'sport', name: 'Sport' },
  { id: 7, slug: 'lezen', name: 'Lezen' },
  { id: 8, slug: 'fietsen', name: 'Fietsen' },
  { id: 9, slug: 'uit-eten', name: 'Uit eten' },
  { id: 10, slug: 'dansen', name: 'Dansen' },
]);

export const regionsFixture = CountryRegionsSchema.array().parse([
  {
    code: 'NL',
    name: 'Nederland',
    regions: [
      { id: 1, code: 'DR', name: 'Drenthe' },
      { id: 2, code: 'FL', name: 'Flevoland' },
      { id: 3, code: 'FR', name: 'Friesland' },
      { id: 4, code: 'GE', name: 'Gelderland' },
      { id: 5, code: 'GR', name: 'Groningen' },
      { id: 6, code: 'LI', name: 'Limburg' },
      { id: 7, code: 'NB', name: 'Noord-Brabant' },
      { id: 8, code: 'NH', name: 'Noord-Holland' },
      { id: 9, code: 'OV', name: 'Overijssel' },
      { id: 10, code: 'UT', name: 'Utrecht' },
      { id: 11, code: 'ZE', name: 'Zeeland' },
      { id: 12, code: 'ZH', name: 'Zuid-Holland' },
    ],
  },
  {
    code: 'BE',
    name: 'België',
    regions: [
      { id: 13, code: 'VAN', name: 'Antwerpen' },
      { id: 14, code: 'VLI', name: 'Limburg (BE)' },
      { id: 15, code: 'VOV', name: 'Oost-Vlaanderen' },
      { id: 16, code: 'VBR', name: 'Vlaams-Brabant' },
      { id: 17, code: 'VWV', name: 'West-Vlaanderen' },
      { id: 18, code: 'BRU', name: 'Brussel' },
    ],
  },
]);

export const userFixture = UserSchema.parse({
  id: 1042,
  status: 'confirmed',
  credits: 35,
  notifications_disabled: ['unsubscribe'],
  paid_user: false,
  signup_date: '2025-01-12T19:24:00Z',
  fictional_icon: true,
  language: 'nl',
  profile: {
    id: 2208,
    name: 'Sanne',
    country: 'NL',
    status: 'active',
    main_image: {
      filename: '/photos/2208/8f3a1c.jpg',
      thumb_filename: '/photos/2208/8f3a1c_thumb.jpg',
      status: 'active',
    },
  },
});

export const healthFixture = HealthResponseSchema.parse({ status: 'ok', database: 'pglite', uptime_s: 3600 });

/** A GDPR export (GET /api/export.php, and member care's export) of a mock account: its account and profile, nothing stored besides. */
export const dataExportFixture = (account: Record<string, unknown>, profile: Record<string, unknown> | null) => ({
  exported_at: new Date().toISOString(),
  account,
  profile,
  photos: [],
  interests: [],
  sessions: [],
  mails: [],
  login_failures: [],
  messages: [],
});
