import type { CompanyInfo, Settings } from 'shared-kernel/contract';
import { countryName as localCountryName, currentLocale } from 'shared-kernel/i18n/format';

/** Everything a static page is filled from. */
export interface SiteDetails {
  company: CompanyInfo;
  settings: Settings;
}

/** The phone number visitors should call: the site's own support line, else the company's. */
export function supportPhone({ company, settings }: SiteDetails): string {
  return settings.support_phone.trim() || company.support_phone.trim();
}

/** A country code ("NL") as its name in the current language ("Nederland", "Netherlands"); a name is returned as it is. */
export function countryName(country: string, locale = currentLocale()): string {
  const value = country.trim();
  return /^[a-z]{2}$/i.test(value) ? localCountryName(value.toUpperCase(), locale) : value;
}

/** ["a", "b", "c"] → "a, b en c" (nl), "a, b, and c" (en): a list in the current language. */
export function joinList(items: readonly string[], locale = currentLocale()): string {
  const list = items.map((s) => s.trim()).filter(Boolean);
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(list);
  } catch {
    return list.join(', ');
  }
}

/** "fictieve profielen" → "Fictieve profielen". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The site's own words and figures that the texts of the static pages fill in (terms, FAQ). */
export function siteTextValues(details: SiteDetails) {
  const { settings } = details;
  return {
    site: settings.name,
    email: settings.support_email,
    phone: supportPhone(details),
    fictionalPlural: settings.fictional_plural,
    FictionalPlural: capitalise(settings.fictional_plural),
    fictionalSingular: settings.fictional_singular,
    messageCredits: settings.message_credits,
    photoCredits: settings.photo_credits,
    giftCredits: settings.gift_credits,
    refundDays: settings.refund_days,
  };
}
