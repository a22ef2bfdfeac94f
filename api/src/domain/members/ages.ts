/** Ages as birth-date bounds (UTC calendar dates), for the member search and the signup matches. */
import { AGE_WINDOW_YEARS, type AgePreference } from 'shared-kernel/contract/members';
import { MAX_AGE, MIN_AGE } from 'shared-kernel/contract/profile-attributes';

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

/** An age range in whole years, both ends included. */
export interface AgeRange {
  min: number;
  max: number;
}

/**
 * The ages the swipe game and the match finder offer a member: the member's age preference (a
 * missing end is open up to MIN_AGE or MAX_AGE), or without one the member's own age ±
 * AGE_WINDOW_YEARS, kept within MIN_AGE..MAX_AGE.
 */
export function ageWindow(ownAge: number, preference: AgePreference = {}): AgeRange {
  const { min_age, max_age } = preference;
  if (min_age === undefined && max_age === undefined) {
    return {
      min: Math.min(MAX_AGE, Math.max(MIN_AGE, ownAge - AGE_WINDOW_YEARS)),
      max: Math.max(MIN_AGE, Math.min(MAX_AGE, ownAge + AGE_WINDOW_YEARS)),
    };
  }
  return { min: min_age ?? MIN_AGE, max: max_age ?? MAX_AGE };
}
