import {
  countryName as kernelCountryName,
  formatDate as kernelFormatDate,
  formatMoney as kernelFormatMoney,
  formatPricePerCredit as kernelFormatPricePerCredit,
} from 'shared-kernel/i18n/format';

/**
 * An amount in cents as money in the active language: "€ 12,50" (nl), "€12.50" (en), "12,50 €" (fr),
 * with plain spaces so it wraps and matches what chat shows. A price per credit may need a third decimal ("€ 0,199").
 */
export const formatMoney = (cents: number, currency: string, { maxDecimals = 2 }: { maxDecimals?: number } = {}): string =>
  kernelFormatMoney(cents, currency, { maxDecimals });

/** The price of one credit of a bundle, e.g. "€ 0,199": the kernel's one rounding, shared with the back office. */
export const formatPricePerCredit = (price: number, credits: number, currency: string): string => kernelFormatPricePerCredit(price, credits, currency);

/** "14 februari 2026" (in the active language). */
export const formatDate = (iso: string): string => kernelFormatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });
/** "14 februari 2026 om 20:31" (in the active language). */
export const formatDateTime = (iso: string): string =>
  kernelFormatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The country's name in the active language ("België", "Belgique"), or its code when the browser has no names. */
export const countryName = (code: string): string => kernelCountryName(code);
