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
/** Locales of the Dutch site (SPEC §1); a site variant's own come from settings.locales (setSiteLocales). */
export const ACTIVE_LOCALES: readonly Language[] = ['nl'];

const isSupported = (value: string | null | undefined): value is Language =>
  !!value && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

let siteLocales: readonly Language[] = ACTIVE_LOCALES;

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
  !!value && (siteLocales as readonly string[]).includes(value);

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

/**
 * Locale to start with, before the settings are known: the cookie when it names a supported language
 * (the cookie belongs to this host, so the site offered it), else nl. setSiteLocales corrects it.
 */
export function initialLocale(): Language {
  const fromCookie = readLocaleCookie();
  return isSupported(fromCookie) ? fromCookie : DEFAULT_LOCALE;
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
  // Texts that arrive after a first render (a language chunk) re-render the components that use them.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** `<html lang>` follows the interface language. */
const followHtmlLang = (lng: string): void => {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = lng;
};
followHtmlLang(i18n.language);
i18n.on('languageChanged', followHtmlLang);

/** A package's texts in one language: `{ "<ns>": {...} }` (<pkg>/src/locales/<lang>.json). */
export type LocaleFile = Record<string, Resources>;
export type LocaleLoader = (lang: Language) => Promise<LocaleFile | { default: LocaleFile }>;

const loaders = new Map<string, LocaleLoader>();
const loads = new Map<string, Promise<void>>();

function loadPackage(pkg: string, lang: string): Promise<void> {
  const loader = loaders.get(pkg);
  if (!loader || lang === DEFAULT_LOCALE || !isSupported(lang)) return Promise.resolve();
  const key = `${pkg}:${lang}`;
  let load = loads.get(key);
  if (!load) {
    load = loader(lang).then(
      (mod) => {
        const file = (('default' in mod ? mod.default : mod) ?? {}) as LocaleFile;
        for (const [ns, bundle] of Object.entries(file)) i18n.addResourceBundle(lang, ns, bundle, true, true);
      },
      // No file for this language (or the chunk failed): its texts fall back to Dutch; try again next time.
      () => {
        loads.delete(key);
      },
    );
    loads.set(key, load);
  }
  return load;
}

/**
 * Registers a package's language files, one chunk per language:
 * `registerLocales('mfe-auth', (lang) => import(\`./${lang}.json\`))`. Starts loading the current language.
 */
export function registerLocales(pkg: string, loader: LocaleLoader): Promise<void> {
  loaders.set(pkg, loader);
  return loadPackage(pkg, i18n.language);
}

/** Loads the texts of every registered package in a language (nothing for nl: it is bundled). */
export function loadLanguage(lang: string): Promise<void> {
  return Promise.all([...loaders.keys()].map((pkg) => loadPackage(pkg, lang))).then(() => undefined);
}

/** Resolves once every registered package has its texts in the current language (before a first render). */
export const languageReady = (): Promise<void> => loadLanguage(i18n.language);

/** Loads a language's texts, then switches to it (no half-translated page in between). */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Switches language when the site offers it and remembers it in the cookie (365 days). */
export function setLocale(locale: string): boolean {
  if (!isActiveLocale(locale)) return false;
  writeLocaleCookie(locale);
  void changeLanguage(locale);
  return true;
}

/**
 * The site variant's locales (settings.locales): what the dropdown and /lang-config offer. A current
 * language the site does not offer falls back to the site's first locale.
 */
export function setSiteLocales(locales: readonly string[] | null | undefined): void {
  // settings may name a locale with its region (nl_BE, fr-BE): the language is what counts
  const offered = [...new Set((locales ?? []).map((l) => l.slice(0, 2).toLowerCase()))].filter(isSupported);
  siteLocales = offered.length > 0 ? offered : ACTIVE_LOCALES;
  if (!isActiveLocale(i18n.language)) void changeLanguage(siteLocales[0] ?? DEFAULT_LOCALE);
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
