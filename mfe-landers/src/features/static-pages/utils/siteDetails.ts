import type { CompanyInfo, Settings } from 'shared-kernel/contract';

/** Everything a static page is filled from. */
export interface SiteDetails {
  company: CompanyInfo;
  settings: Settings;
}

/** The phone number visitors should call: the site's own support line, else the company's. */
export function supportPhone({ company, settings }: SiteDetails): string {
  return settings.support_phone.trim() || company.support_phone.trim();
}

/** A country code ("NL") as its Dutch name ("Nederland"); a name is returned as it is. */
export function countryName(country: string): string {
  const value = country.trim();
  if (!/^[a-z]{2}$/i.test(value)) return value;
  try {
    return new Intl.DisplayNames(['nl'], { type: 'region' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}

/** ["a", "b", "c"] → "a, b en c" (Dutch list). */
export function joinDutch(items: readonly string[]): string {
  const list = items.map((s) => s.trim()).filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} en ${list[list.length - 1]}`;
}

/** "fictieve profielen" → "Fictieve profielen". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
