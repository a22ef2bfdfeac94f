// Account rules shared by the signup and account screens and the API (SPEC §5, §8, §9).
// Plain functions and the codes of their texts, free of zod, so the browser can use them without loading the schemas.
// The server applies the same rules and is the authority.

export const SIGNUP_MIN_AGE = 18;
/** Oldest birth date accepted: nobody signs up at 120 or older. */
export const SIGNUP_MAX_AGE = 120;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const SIGNUP_MESSAGE_MAX_LENGTH = 1000;
/** Days a deleted account can be reactivated through the e-mail link (SPEC §4, §9). */
export const DELETION_GRACE_DAYS = 14;
/** The session cookie lives 30 days (SPEC §9). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The codes of the account rules' texts (`accounts.<name>`, values in ./rule-values): a form renders
 * `rules.<code>` of its remote's catalog, the API `errors.<code>` of its own (SPEC texts verbatim there).
 */
export const ACCOUNT_CODES = {
  invalidEmail: 'accounts.invalidEmail',
  /** An empty e-mail field: it is required (the login form's text), not invalid. */
  emailRequired: 'accounts.emailRequired',
  birthDateRequired: 'accounts.birthDateRequired',
  invalidBirthDate: 'accounts.invalidBirthDate',
  linkInvalid: 'accounts.linkInvalid',
  passwordsDiffer: 'accounts.passwordsDiffer',
  newEmailInvalid: 'accounts.newEmailInvalid',
  nameStartsWithAt: 'accounts.nameStartsWithAt',
  nameIsEmail: 'accounts.nameIsEmail',
  nameLength: 'accounts.nameLength',
  nameCharacters: 'accounts.nameCharacters',
  passwordTooShort: 'accounts.passwordTooShort',
  passwordTooLong: 'accounts.passwordTooLong',
  signupsClosed: 'accounts.signupsClosed',
} as const;

// No spaces, control characters (PostgreSQL refuses NUL) or characters that need quoting.
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern refuses
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]{2,}$/;
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} ._'-]+$/u;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Normal form of an e-mail address: trimmed, lower case (addresses are unique case-insensitively). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** null when valid, else the code of its text: empty says it is required, anything else 'Ongeldige e-mail'. */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (value.length === 0) return ACCOUNT_CODES.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return ACCOUNT_CODES.invalidEmail;
  return null;
}

/** What is wrong with a profile name, as the name of its code in ACCOUNT_CODES. */
export type NameProblem = 'nameStartsWithAt' | 'nameIsEmail' | 'nameLength' | 'nameCharacters';

/** SPEC §5: the profile name differs from the e-mail address and does not start with @. */
export function nameProblem(name: string, email?: string): NameProblem | null {
  const value = name.trim();
  if (value.startsWith('@')) return 'nameStartsWithAt';
  if (email !== undefined && normalizeEmail(value) === normalizeEmail(email)) return 'nameIsEmail';
  if (value.length < NAME_MIN_LENGTH || value.length > NAME_MAX_LENGTH) return 'nameLength';
  if (!NAME_PATTERN.test(value)) return 'nameCharacters';
  return null;
}

/** The code of `nameProblem`'s text. */
export function nameError(name: string, email?: string): string | null {
  const problem = nameProblem(name, email);
  return problem ? ACCOUNT_CODES[problem] : null;
}

export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_CODES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_CODES.passwordTooLong;
  return null;
}

/** Age in whole years on `today` of someone born on the given calendar date. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - birth.year;
  if (m < birth.month || (m === birth.month && d < birth.day)) age -= 1;
  return age;
}

/**
 * Birth date as `YYYY-MM-DD`. Empty or too young: `birthDateRequired` ('Vul uw geboortedatum in (18+
 * jaar)', with `minAge` as its value); not a real calendar date, in the future or implausibly old:
 * `invalidBirthDate` ('Ongeldige geboortedatum.').
 */
export function birthDateError(value: string, today: Date = new Date(), minAge: number = SIGNUP_MIN_AGE): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return ACCOUNT_CODES.birthDateRequired;
  const match = DATE_PATTERN.exec(trimmed);
  if (!match) return ACCOUNT_CODES.invalidBirthDate;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return ACCOUNT_CODES.invalidBirthDate;
  }
  const age = ageOn({ year, month, day }, today);
  if (age < 0 || age >= SIGNUP_MAX_AGE) return ACCOUNT_CODES.invalidBirthDate;
  if (age < minAge) return ACCOUNT_CODES.birthDateRequired;
  return null;
}

/** A path inside this site to return to after login (`/members?x=1`), or null for anything else. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- a control character in a return path is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
