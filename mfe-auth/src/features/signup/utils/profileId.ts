/** Profile ids are positive integers the database can hold (PostgreSQL integer). */
export const MAX_PROFILE_ID = 2_147_483_647;

/** The profile id of a path segment such as "42", or null for anything else ("0", "42abc", "-1", "1e3"). */
export function parseProfileId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_PROFILE_ID ? id : null;
}

/** The same check for a value that arrives as a parcel prop. */
export function asProfileId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_PROFILE_ID ? value : undefined;
}
