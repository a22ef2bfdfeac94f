import { z } from 'zod';
import { IdSchema } from './common';
import {
  ACCOUNT_CODES,
  birthDateError,
  DELETION_GRACE_DAYS,
  EMAIL_MAX_LENGTH,
  emailError,
  nameError,
  passwordError,
  PASSWORD_MAX_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
} from './account-rules';
import { SUPPORTED_LOCALES } from './locale';
import { GENDERS } from './profile-attributes';

export * from './account-rules';

/** A string that is checked by one of the shared rule functions (message = the code of the rule's text). */
const ruled = (max: number, rule: (value: string) => string | null) =>
  z
    .string()
    .max(max * 4)
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

export const EmailSchema = ruled(EMAIL_MAX_LENGTH, emailError).transform((v) => v.trim());
/** A password as typed at signup or reset: 8 to 128 characters. */
export const NewPasswordSchema = ruled(PASSWORD_MAX_LENGTH, passwordError);
/** A password as typed at login or to confirm an action: never checked for strength, only bounded. */
export const PasswordInputSchema = z.string().min(1).max(1024);
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, ACCOUNT_CODES.linkInvalid);
/** An unsubscribe link's token (`<userId>.<signature>`); the server checks it (a bad one: 400 link_invalid). */
const UnsubscribeTokenSchema = z.string().max(200, ACCOUNT_CODES.linkInvalid);
/**
 * POST /api/unsubscribe.php: `{token}` as JSON from the /unsubscribe page, or the RFC 8058 one-click
 * form post of a mail provider (`List-Unsubscribe=One-Click`, the token in the query string).
 */
export const UnsubscribeBodySchema = z.object({
  token: UnsubscribeTokenSchema.optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() });
const TrackingValue = z.string().trim().max(100).regex(/^[\w.:@~+-]*$/, 'validation.invalidValue');

/** Tracking data of SPEC §3, stored with the account. */
export const TrackingSchema = z
  .object({
    network: TrackingValue.optional(),
    ref: TrackingValue.optional(),
    sub1: TrackingValue.optional(),
    sub2: TrackingValue.optional(),
    sub3: TrackingValue.optional(),
  })
  .strict();
export type Tracking = z.infer<typeof TrackingSchema>;

/** The signup form of SPEC §3 plus what the first step asks (who you are, whom you seek). */
export const SignupBodySchema = z
  .object({
    email: EmailSchema,
    name: z.string().max(200),
    password: NewPasswordSchema,
    date_of_birth: ruled(20, (v) => birthDateError(v)),
    gender: z.enum(GENDERS),
    seeking: z.enum(GENDERS),
    signup_message: z.string().trim().max(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
    /** The member whose landing or signup page the visitor came from (the message goes to them). */
    target_profile_id: IdSchema.optional(),
    invitation_code: z.string().trim().max(64).optional(),
    tracking: TrackingSchema.optional(),
    /** The visitor accepted the terms and privacy statement. */
    accept_terms: z.literal(true, { message: 'validation.termsRequired' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const error = nameError(body.name, body.email);
    if (error) ctx.addIssue({ code: 'custom', path: ['name'], message: error });
  });
export type SignupBody = z.input<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH * 4), password: PasswordInputSchema }).strict();
export const UpdateUserBodySchema = z.object({ language: z.enum(SUPPORTED_LOCALES) }).strict();
export const OkSchema = z.object({ ok: z.literal(true) });

export const EmailBodySchema = z.object({ email: EmailSchema }).strict();
export const TokenBodySchema = z.object({ token: TokenSchema }).strict();
export const TokenQuerySchema = z.object({ token: TokenSchema }).strict();

export const PasswordResetBodySchema = z
  .object({ token: TokenSchema, password: NewPasswordSchema, password_repeat: z.string().max(PASSWORD_MAX_LENGTH * 4) })
  .strict()
  .superRefine((body, ctx) => {
    if (body.password !== body.password_repeat) {
      ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: ACCOUNT_CODES.passwordsDiffer });
    }
  });
/** A reset link that can still be used: the address it is for, partly hidden. */
export const PasswordResetCheckSchema = z.object({ ok: z.literal(true), email_hint: z.string() });

export const MailChangeBodySchema = z
  .object({
    new_email: z
      .string()
      .max(EMAIL_MAX_LENGTH * 4)
      .refine((v) => emailError(v) === null, ACCOUNT_CODES.newEmailInvalid)
      .transform((v) => v.trim()),
    password: PasswordInputSchema,
  })
  .strict();
export const MailChangeConfirmSchema = z.object({ ok: z.literal(true), email: z.string() });

export const DELETE_REASONS = ['found_someone', 'no_matches', 'too_expensive', 'too_many_messages', 'privacy', 'other'] as const;
export const DeleteAccountBodySchema = z
  .object({ password: PasswordInputSchema, reason: z.enum(DELETE_REASONS).optional(), comment: z.string().trim().max(1000).optional() })
  .strict();
export const DeleteAccountResponseSchema = z.object({
  ok: z.literal(true),
  /** ISO date-time after which the personal data is erased. */
  erase_after: z.string(),
  grace_days: z.literal(DELETION_GRACE_DAYS),
});

/** The GDPR export: everything stored about the member, as one JSON document. */
export const DataExportSchema = z.object({
  exported_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  photos: z.array(z.record(z.string(), z.unknown())),
  interests: z.array(z.string()),
  sessions: z.array(z.record(z.string(), z.unknown())),
  mails: z.array(z.record(z.string(), z.unknown())),
  login_failures: z.array(z.record(z.string(), z.unknown())),
  /** The messages of the member's conversations, sent and received, oldest first. */
  messages: z.array(z.record(z.string(), z.unknown())),
}).catchall(z.unknown());
