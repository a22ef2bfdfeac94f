import { SUPPORTED_LANGUAGES } from 'shared-kernel/i18n';

/** "nl_NL" / "nl-NL" / "NL" → "nl". */
export const toLanguage = (locale: string): string => locale.slice(0, 2).toLowerCase();

/**
 * The languages the dropdown offers: the visible locales of the settings reduced to supported
 * language codes, without duplicates, in the settings' order.
 */
export function languageOptions(locales: readonly string[] | null | undefined): string[] {
  const supported = SUPPORTED_LANGUAGES as readonly string[];
  const out: string[] = [];
  for (const locale of locales ?? []) {
    const lng = toLanguage(locale);
    if (supported.includes(lng) && !out.includes(lng)) out.push(lng);
  }
  return out;
}
