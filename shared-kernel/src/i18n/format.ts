import { i18n } from 'shared-kernel/i18n';

/**
 * Dates, numbers and money in the active interface language, through Intl (issue 17): "€ 2,50" in nl,
 * "€2.50" in en, "2,50 €" in fr and de. Non-breaking spaces become plain ones, so amounts wrap and
 * match what tests and screen readers get. Each call reads the language, so a switch shows at once.
 */
export const currentLocale = (): string => i18n.language || 'nl';

const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/** An amount in cents as money, e.g. formatMoney(250, 'EUR') → "€ 2,50" (nl). */
export function formatMoney(cents: number, currency: string, { maxDecimals = 2, locale = currentLocale() }: { maxDecimals?: number; locale?: string } = {}): string {
  return plainSpaces(
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: maxDecimals }).format(cents / 100),
  );
}

/** Decimals a price per credit shows at most: "€ 0,275" (a bundle of 40 credits for € 11,00). */
export const PRICE_PER_CREDIT_DECIMALS = 3;

/**
 * The price of one credit of a bundle (price in cents for `credits` credits), the one rounding
 * the member site and the back office share: at least 2 and at most PRICE_PER_CREDIT_DECIMALS
 * decimals, e.g. formatPricePerCredit(1100, 40, 'EUR') → "€ 0,275" (nl).
 */
export function formatPricePerCredit(priceCents: number, credits: number, currency: string, { locale = currentLocale() }: { locale?: string } = {}): string {
  // Rounded to whole thousandths of a unit here (half up), not left to the number format's reading of a binary fraction.
  const thousandths = Math.round((priceCents * 10) / credits);
  return formatMoney(thousandths / 10, currency, { maxDecimals: PRICE_PER_CREDIT_DECIMALS, locale });
}

/** A whole number with the language's grouping: 12.345 (nl), 12,345 (en), 12 345 (fr). */
export const formatNumber = (value: number, locale = currentLocale()): string => plainSpaces(new Intl.NumberFormat(locale).format(value));

/** A date (or date and time) in the language, e.g. { day: 'numeric', month: 'long', year: 'numeric' }. */
export const formatDate = (value: string | number | Date, options: Intl.DateTimeFormatOptions, locale = currentLocale()): string =>
  plainSpaces(new Intl.DateTimeFormat(locale, options).format(new Date(value)));

/** "5 minuten geleden", "5 minutes ago", "il y a 5 minutes"; numeric auto: "gisteren", "yesterday", "hier". */
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit, locale = currentLocale()): string =>
  plainSpaces(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit));

/** A country's name in the language ("België", "Belgium", "Belgique"), or its code when the browser has no names. */
export function countryName(code: string, locale = currentLocale()): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
