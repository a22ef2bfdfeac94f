import { countryName as kernelCountryName } from 'shared-kernel/i18n/format';
import { COUNTRY_LOCALES, SUPPORTED_LANGUAGES } from 'shared-kernel/i18n';

export interface LocaleChoice {
  locale: string;
  /** The site offers it (settings.locales): it can be chosen. */
  active: boolean;
}

/** "nl_NL" / "nl-NL" → "nl". */
const language = (locale: string): string => locale.slice(0, 2).toLowerCase();

/**
 * /lang-config (SPEC §9): the locales of the visitor's country, from the country → locale map, each
 * selectable when the site offers it (its visible locales). A country outside the map gets the
 * site's own locales.
 */
export function countryLocaleChoices(country: string | null | undefined, siteLocales: readonly string[] | null | undefined): LocaleChoice[] {
  const supported = SUPPORTED_LANGUAGES as readonly string[];
  const offered = [...new Set((siteLocales ?? []).map(language))].filter((l) => supported.includes(l));
  const forCountry = COUNTRY_LOCALES[(country ?? '').toUpperCase()];
  const locales = forCountry && forCountry.length > 0 ? [...forCountry] : offered;
  return locales.map((locale) => ({ locale, active: offered.includes(locale) }));
}

/** A language by its own name ("Nederlands", "français"); the code when the browser has no name. */
export function nativeLanguageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** A country code as its name in the active language ("BE" → "België", "Belgique"). */
export const countryName = (country: string): string => kernelCountryName(country.toUpperCase());
