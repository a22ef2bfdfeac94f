/**
 * Locale facts the server and the client share (SPEC §1, §7, §9). The i18n module holds the
 * client-side setup; these constants are plain data so the API can use them without i18next.
 */
export const SUPPORTED_LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Cookie that stores the visitor's locale (SPEC §7), kept 365 days (SPEC §9). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isSupportedLocale = (value: string): value is SupportedLocale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(value);
