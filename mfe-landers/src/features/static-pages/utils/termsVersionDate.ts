import { currentLocale, formatDate } from 'shared-kernel/i18n/format';

/** SPEC §9: the terms are versioned at 2023-12-01 12:00 UTC unless the company was added later. */
export const DEFAULT_TERMS_VERSION_DATE = new Date(Date.UTC(2023, 11, 1, 12, 0, 0));

/**
 * The version date of the terms: the default date, or the company's `added` date if that is
 * later. A missing or unparsable `added` value falls back to the default.
 */
export function termsVersionDate(added: string | null | undefined): Date {
  const addedTime = added ? Date.parse(added) : Number.NaN;
  const defaultTime = DEFAULT_TERMS_VERSION_DATE.getTime();
  return new Date(Number.isNaN(addedTime) ? defaultTime : Math.max(defaultTime, addedTime));
}

/** The version date in the language, e.g. "1 december 2023" (Amsterdam time, so the day never shifts). */
export function formatVersionDate(date: Date, locale = currentLocale()): string {
  return formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }, locale);
}
