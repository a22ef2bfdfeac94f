/** Ages as birth-date bounds (UTC calendar dates), for the member search and the signup matches. */

const pad = (n: number): string => String(n).padStart(2, '0');

/** The date `years` years before `today` (UTC calendar), 29 February → 28 February. */
export function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Birth-date bounds of an age range: age ≥ min ⇔ born on or before today − min years; age ≤ max ⇔ born after today − (max+1) years. */
export function birthdateRange(today: Date, minAge: number | undefined, maxAge: number | undefined) {
  return {
    bornOnOrBefore: minAge === undefined ? null : yearsBefore(today, minAge),
    bornAfter: maxAge === undefined ? null : yearsBefore(today, maxAge + 1),
  };
}
