/**
 * An amount in cents as Dutch money: "€ 12,50" (Intl nl-NL, with a plain space so it wraps and
 * matches what chat shows). A price per credit may need a third decimal ("€ 0,199").
 */
export function formatMoney(cents: number, currency: string, { maxDecimals = 2 }: { maxDecimals?: number } = {}): string {
  return new Intl.NumberFormat('nl-NL', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
  })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** The price of one credit of a bundle, e.g. "€ 0,199". */
export const formatPricePerCredit = (price: number, credits: number, currency: string): string =>
  formatMoney(price / credits, currency, { maxDecimals: 3 });

const DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "14 februari 2026". */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));
/** "14 februari 2026 om 20:31". */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** The country's Dutch name ("Nederland", "België"), or its code when the browser has no names. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['nl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
