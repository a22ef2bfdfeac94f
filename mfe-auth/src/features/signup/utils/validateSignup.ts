import {
  birthDateError,
  emailError,
  nameError,
  passwordError,
  SIGNUP_MESSAGE_MAX_LENGTH,
} from 'shared-kernel/contract/account-rules';
import type { Gender } from 'shared-kernel/contract/profile-attributes';
import { toIsoDate, type BirthDateParts } from './birthDate';
import { authRuleText } from '../../../components/i18n';

/** The fields of the form, in the order they appear (the first invalid one gets the focus). */
export const SIGNUP_FIELDS = [
  'invitation_code',
  'gender',
  'seeking',
  'email',
  'name',
  'password',
  'date_of_birth',
  'signup_message',
  'accept_terms',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

export const isSignupField = (value: unknown): value is SignupField =>
  typeof value === 'string' && (SIGNUP_FIELDS as readonly string[]).includes(value);

export interface SignupValues {
  gender: Gender | '';
  seeking: Gender | '';
  email: string;
  name: string;
  password: string;
  birthDate: BirthDateParts;
  acceptTerms: boolean;
  invitationCode: string;
  signupMessage: string;
}

/** Texts of the checks that are not shared rules of the contract. */
export interface SignupMessages {
  genderRequired: string;
  seekingRequired: string;
  termsRequired: string;
  invitationRequired: string;
  messageTooLong: string;
}

export interface SignupValidationOptions {
  /** Invitation-only signups: the code is required. */
  invitation: boolean;
  /** Signing up from a member's page: the first message is part of the form. */
  withMessage: boolean;
  today?: Date;
}

/**
 * The client-side checks, with the contract's shared rules and texts (the server applies the same
 * rules and stays the authority). Returns one text per invalid field, in the page's language.
 */
export function validateSignup(
  values: SignupValues,
  messages: SignupMessages,
  { invitation, withMessage, today = new Date() }: SignupValidationOptions,
): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  if (invitation && values.invitationCode.trim() === '') errors.invitation_code = messages.invitationRequired;
  if (!values.gender) errors.gender = messages.genderRequired;
  if (!values.seeking) errors.seeking = messages.seekingRequired;
  const email = authRuleText(emailError(values.email));
  if (email) errors.email = email;
  // Compared with the address only once there is one (an empty name is simply too short).
  const name = authRuleText(nameError(values.name, values.email.trim() ? values.email : undefined));
  if (name) errors.name = name;
  const password = authRuleText(passwordError(values.password));
  if (password) errors.password = password;
  const birthDate = authRuleText(birthDateError(toIsoDate(values.birthDate), today));
  if (birthDate) errors.date_of_birth = birthDate;
  if (withMessage && values.signupMessage.trim().length > SIGNUP_MESSAGE_MAX_LENGTH) {
    errors.signup_message = messages.messageTooLong;
  }
  if (!values.acceptTerms) errors.accept_terms = messages.termsRequired;
  return errors;
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(errors: SignupFieldErrors): SignupField | null {
  return SIGNUP_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
