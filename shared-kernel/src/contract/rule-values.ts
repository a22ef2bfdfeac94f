// A rule's text by code: the contract's schemas and rule functions answer a code (`accounts.nameLength`),
// never a sentence. The browser renders `rules.<code>` of its own catalog, the API `errors.<code>` (or
// `staff.<code>`) of its catalog, both with the values below for the placeholders the text names.
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGNUP_MIN_AGE } from 'shared-kernel/contract/account-rules';
import { ADJUST_REASON_MIN, CREDIT_ADJUST_MAX, ERASE_REASON_MIN } from 'shared-kernel/contract/admin-ops-rules';
import { BUNDLE_CREDITS_MAX, BUNDLE_SORT_MAX, FICTIONAL_NAME_MAX, FICTIONAL_WARNING_MAX, FICTIONAL_WARNING_MIN, MAX_USES_MAX } from 'shared-kernel/contract/admin-prices-rules';
import { STAFF_PASSWORD_MIN_LENGTH } from 'shared-kernel/contract/admin-rules';
import { COMPLAINT_LIMITS } from 'shared-kernel/contract/complaint-rules';
import { APPEAL_LIMITS } from 'shared-kernel/contract/moderation-rules';

type Values = Readonly<Record<string, number>>;

/** `<group>.<name>` in lower camel case: how a code differs from a sentence. */
export const RULE_CODE_PATTERN = /^[a-z][A-Za-z]*(\.[a-z][A-Za-z0-9]*)+$/;

/** The values of the codes whose text has placeholders (the others have none). */
export const RULE_VALUES: Readonly<Record<string, Values>> = {
  'accounts.nameLength': { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH },
  'accounts.passwordTooShort': { min: PASSWORD_MIN_LENGTH },
  'accounts.passwordTooLong': { max: PASSWORD_MAX_LENGTH },
  'accounts.birthDateRequired': { minAge: SIGNUP_MIN_AGE },
  'complaints.explanationTooShort': { min: COMPLAINT_LIMITS.explanationMin },
  'complaints.explanationTooLong': { max: COMPLAINT_LIMITS.explanationMax },
  'complaints.urlsTooLong': { max: COMPLAINT_LIMITS.urlsMax },
  'complaints.nameLength': { min: COMPLAINT_LIMITS.nameMin, max: COMPLAINT_LIMITS.nameMax },
  'moderation.appealTooShort': { min: APPEAL_LIMITS.explanationMin },
  'moderation.appealTooLong': { max: APPEAL_LIMITS.explanationMax },
  'prices.creditsInvalid': { max: BUNDLE_CREDITS_MAX },
  'prices.sortInvalid': { max: BUNDLE_SORT_MAX },
  'codes.maxUsesInvalid': { max: MAX_USES_MAX },
  'settings.warningLength': { min: FICTIONAL_WARNING_MIN, max: FICTIONAL_WARNING_MAX },
  'settings.nameLength': { max: FICTIONAL_NAME_MAX },
  'admin.passwordTooShort': { min: STAFF_PASSWORD_MIN_LENGTH },
  'memberCare.amountInvalid': { max: CREDIT_ADJUST_MAX },
  'memberCare.reasonRequired': { min: ADJUST_REASON_MIN },
  'memberCare.eraseReasonRequired': { min: ERASE_REASON_MIN },
};

/** A code's values, or none. */
export const ruleValues = (code: string): Values => RULE_VALUES[code] ?? {};
