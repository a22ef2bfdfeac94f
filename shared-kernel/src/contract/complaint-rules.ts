/**
 * Complaints and reports (issue 14, EU Digital Services Act art. 16 notice and action): the rules
 * both sides check, without zod, so the complaints page validates as it is typed without loading
 * the schemas. The server checks the same rules through ./complaints. A rule answers a code
 * (`complaints.nameRequired`, see ./rule-values): the form's text is `rules.<code>` of mfe-landers,
 * the server's `errors.<code>` of the API catalog.
 */
import { emailError } from 'shared-kernel/contract/account-rules';

/** What a notice is about (the form's categories). */
export const COMPLAINT_CATEGORIES = ['fake_profile', 'minor', 'harassment', 'scam', 'illegal_content', 'copyright', 'service'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** Where a notice is in its handling (the back office moves it on). */
export const COMPLAINT_STATUSES = ['received', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_LIMITS = {
  explanationMin: 20,
  explanationMax: 5000,
  urlsMax: 2000,
  nameMin: 2,
  nameMax: 100,
} as const;

/** Reference of a notice as the reporter sees it: `MLD-` and 8 letters or digits. */
export const COMPLAINT_REFERENCE_PATTERN = /^MLD-[A-Z0-9]{8}$/;

export function categoryError(value: string): string | null {
  return (COMPLAINT_CATEGORIES as readonly string[]).includes(value) ? null : 'complaints.categoryRequired';
}

export function explanationError(value: string): string | null {
  const length = value.trim().length;
  if (length < COMPLAINT_LIMITS.explanationMin) return 'complaints.explanationTooShort';
  if (length > COMPLAINT_LIMITS.explanationMax) return 'complaints.explanationTooLong';
  return null;
}

/** The URL(s) or profile concerned: required, except for a complaint about the service itself. */
export function urlsError(value: string, category: string): string | null {
  const length = value.trim().length;
  if (length === 0) return category === 'service' ? null : 'complaints.urlsRequired';
  if (length > COMPLAINT_LIMITS.urlsMax) return 'complaints.urlsTooLong';
  return null;
}

export function reporterNameError(value: string): string | null {
  const length = value.trim().length;
  if (length === 0) return 'complaints.nameRequired';
  if (length < COMPLAINT_LIMITS.nameMin || length > COMPLAINT_LIMITS.nameMax) return 'complaints.nameLength';
  return null;
}

export { emailError as reporterEmailError };
