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

const dutchDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** A date written the Dutch way, e.g. "1 december 2023" (Amsterdam time, so the day never shifts). */
export function formatDutchDate(date: Date): string {
  return dutchDate.format(date);
}
