import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation, type UseTranslationResponse } from 'react-i18next';

/**
 * react-i18next is used only through this module (a test enforces it): the kernel module is a federation
 * singleton, so there is one I18next context on the page, and only the parts below are shipped.
 */
export { I18nextProvider } from 'react-i18next';

/** The 11 languages the site has texts for. */
export const SUPPORTED_LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LOCALE = 'nl' as const satisfies Language;
/** Locales a visitor can actually use today. */
export const ACTIVE_LOCALES: readonly Language[] = ['nl'];

/** Country → locales for the language switcher (SPEC §9). */
export const COUNTRY_LOCALES: Readonly<Record<string, readonly Language[]>> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

export const LOCALE_COOKIE = 'locale';
/** SPEC §9: locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isActiveLocale = (value: string | null | undefined): value is Language =>
  !!value && (ACTIVE_LOCALES as readonly string[]).includes(value);

export function readLocaleCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeLocaleCookie(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Locale to start with: the cookie when it names an active locale, else nl. */
export function initialLocale(): Language {
  const fromCookie = readLocaleCookie();
  return isActiveLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

/** The page's one i18next instance (shared-kernel is a federation singleton). */
export const i18n: I18n = i18next.createInstance();

i18n.use(initReactI18next);
void i18n.init({
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  react: { useSuspense: false },
});

/** Switches language when the locale is active and remembers it in the cookie. */
export function setLocale(locale: string): boolean {
  if (!isActiveLocale(locale)) return false;
  writeLocaleCookie(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return true;
}

/**
 * SPEC §7: with no locale cookie, a domain_language whose first two letters name a locale
 * is stored and set.
 */
export function adoptDomainLanguage(domainLanguage: string | null | undefined): void {
  if (!domainLanguage || readLocaleCookie()) return;
  setLocale(domainLanguage.slice(0, 2).toLowerCase());
}

export type Resources = Record<string, unknown>;

/** Registers one namespace (one per remote) for nl and optionally other languages. */
export function addResources(ns: string, resources: { nl: Resources } & Partial<Record<Language, Resources>>): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    if (bundle) i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

/** useTranslation bound to the kernel instance. */
export function useT(ns: string | string[] = 'common'): UseTranslationResponse<string, undefined> {
  return useTranslation(ns, { i18n });
}
