// Account rules shared by the signup and account screens and the API (SPEC §5, §8, §9).
// Plain functions and texts, free of zod, so the browser can use them without loading the schemas.
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

/** Texts of the account screens and API answers; the quoted SPEC texts are verbatim. */
export const ACCOUNT_TEXTS = {
  invalidEmail: 'Ongeldige e-mail',
  /** An empty e-mail field: it is required (the login form's text), not invalid. */
  emailRequired: 'Vul je e-mailadres in.',
  birthDateRequired: (minAge: number) => `Vul uw geboortedatum in (${minAge}+ jaar)`,
  invalidBirthDate: 'Ongeldige geboortedatum.',
  loginFailed: 'Login mislukt, probeer opnieuw',
  lockedOut: (minutes: number) => `Te veel foute pogingen, account voor ${minutes} min geblokkeerd.`,
  resetRateLimited: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  emailNotFound: 'E-mailadres niet gevonden',
  linkInvalid: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  activationFailed: 'Activeren mislukt',
  passwordsDiffer: 'De opgegeven wachtwoorden zijn niet gelijk.',
  emailTaken: 'Dit e-mailadres heeft al een account op deze site.',
  newEmailInvalid: 'Nieuw e-mailadres invalide.',
  nameStartsWithAt: 'Je naam mag niet met @ beginnen.',
  nameIsEmail: 'Je naam mag niet gelijk zijn aan je e-mailadres.',
  nameLength: `Kies een naam van ${NAME_MIN_LENGTH} tot ${NAME_MAX_LENGTH} tekens.`,
  nameCharacters: "Je naam mag alleen letters, cijfers, spaties en . _ - ' bevatten.",
  passwordTooShort: `Kies een wachtwoord van minimaal ${PASSWORD_MIN_LENGTH} tekens.`,
  passwordTooLong: `Je wachtwoord mag maximaal ${PASSWORD_MAX_LENGTH} tekens lang zijn.`,
  accountExists: 'Er is al een account met dit e-mailadres. Log in om verder te gaan.',
  accountDeleted: `Dit account is verwijderd. Je kunt het binnen ${DELETION_GRACE_DAYS} dagen heractiveren via de link in je e-mail.`,
  signupsClosed: 'Aanmelden is op dit moment alleen mogelijk met een uitnodigingscode.',
  invitationInvalid: 'Deze uitnodigingscode is ongeldig of al gebruikt.',
  wrongPassword: 'Het wachtwoord is onjuist.',
  tooManyRequests: (minutes: number) => `Te veel pogingen vanaf dit adres, probeer het over ${minutes} min opnieuw.`,
  activationMailRateLimited: 'Er zijn vandaag al genoeg activatiemails verstuurd, probeer het morgen nog eens.',
  alreadyConfirmed: 'Je e-mailadres is al bevestigd.',
  reactivationMailRateLimited: 'Te veel heractivatiemails verstuurd, probeer het morgen nog eens.',
  mailChangeRateLimited: 'Te veel e-mails verstuurd, probeer het morgen nog eens.',
  sameEmail: 'Dit is al je huidige e-mailadres.',
} as const;

// No spaces, control characters (PostgreSQL refuses NUL) or characters that need quoting.
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern refuses
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]{2,}$/;
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} ._'-]+$/u;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Normal form of an e-mail address: trimmed, lower case (addresses are unique case-insensitively). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** null when valid, else the text to show: empty says it is required, anything else 'Ongeldige e-mail'. */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (value.length === 0) return ACCOUNT_TEXTS.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return ACCOUNT_TEXTS.invalidEmail;
  return null;
}

/** What is wrong with a profile name, as the key of its text in ACCOUNT_TEXTS (the API answers it by key). */
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

/** The Dutch text of `nameProblem` (the browser's forms). */
export function nameError(name: string, email?: string): string | null {
  const problem = nameProblem(name, email);
  return problem ? ACCOUNT_TEXTS[problem] : null;
}

export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TEXTS.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_TEXTS.passwordTooLong;
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
 * Birth date as `YYYY-MM-DD`. Empty or too young: 'Vul uw geboortedatum in (18+ jaar)'; not a real
 * calendar date, in the future or implausibly old: 'Ongeldige geboortedatum.'.
 */
export function birthDateError(value: string, today: Date = new Date(), minAge: number = SIGNUP_MIN_AGE): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return ACCOUNT_TEXTS.birthDateRequired(minAge);
  const match = DATE_PATTERN.exec(trimmed);
  if (!match) return ACCOUNT_TEXTS.invalidBirthDate;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return ACCOUNT_TEXTS.invalidBirthDate;
  }
  const age = ageOn({ year, month, day }, today);
  if (age < 0 || age >= SIGNUP_MAX_AGE) return ACCOUNT_TEXTS.invalidBirthDate;
  if (age < minAge) return ACCOUNT_TEXTS.birthDateRequired(minAge);
  return null;
}

/** A path inside this site to return to after login (`/members?x=1`), or null for anything else. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- a control character in a return path is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
