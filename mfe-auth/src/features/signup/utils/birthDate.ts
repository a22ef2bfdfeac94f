import { SIGNUP_MIN_AGE } from 'shared-kernel/contract/account-rules';

/** The oldest age the year select offers. */
export const BIRTH_YEAR_MAX_AGE = 100;

/** The three selects of the birth date; '' while nothing is chosen. */
export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { day: '', month: '', year: '' };

export const BIRTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
export const BIRTH_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/** Years from (this year - 18) back to (this year - 100), newest first. */
export function birthYears(thisYear: number = new Date().getFullYear()): number[] {
  const newest = thisYear - SIGNUP_MIN_AGE;
  return Array.from({ length: BIRTH_YEAR_MAX_AGE - SIGNUP_MIN_AGE + 1 }, (_, i) => newest - i);
}

/**
 * The date as the API wants it (`YYYY-MM-DD`), or '' while a part is missing. Whether it is a real
 * date and old enough is for birthDateError (the same rule as the server).
 */
export function toIsoDate({ day, month, year }: BirthDateParts): string {
  if (!day || !month || !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The first part the visitor still has to choose (to focus), or 'day' when all are chosen. */
export function firstMissingPart(parts: BirthDateParts): keyof BirthDateParts {
  if (!parts.day) return 'day';
  if (!parts.month) return 'month';
  if (!parts.year) return 'year';
  return 'day';
}
