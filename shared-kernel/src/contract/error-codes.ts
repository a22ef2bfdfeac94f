// The contract's error codes, free of zod (like ./constants), in a module of their own: the site's
// first load needs only one of them (AUTHENTICATION_REQUIRED, in ./constants).
import { AUTHENTICATION_REQUIRED } from 'shared-kernel/contract/constants';

/** Stable error codes shared by the server and the client. */
export const ERROR_CODES = {
  authenticationRequired: AUTHENTICATION_REQUIRED,
  validation: 'validation_error',
  notFound: 'not_found',
  forbidden: 'forbidden',
  csrf: 'csrf_rejected',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  accountExists: 'account_exists',
  accountDeleted: 'account_deleted',
  loginFailed: 'login_failed',
  accountLocked: 'account_locked',
  resetRateLimited: 'reset_rate_limited',
  emailNotFound: 'email_not_found',
  linkInvalid: 'link_invalid',
  activationFailed: 'activation_failed',
  emailTaken: 'email_taken',
  signupsClosed: 'signups_closed',
  invitationInvalid: 'invitation_invalid',
  wrongPassword: 'wrong_password',
  alreadyConfirmed: 'already_confirmed',
  swipeLimit: 'swipe_limit',
  blocked: 'blocked',
  photoLimit: 'photo_limit',
  invalidImage: 'invalid_image',
  insufficientCredits: 'insufficient_credits',
  idempotencyConflict: 'idempotency_conflict',
  locationNotFound: 'location_not_found',
  /** A free member tried to start a third conversation (CHAT_RULES.freeConversationLimit). */
  conversationLimit: 'conversation_limit',
  /** The other member has not confirmed their e-mail yet: no reply until they do. */
  replyNeedsConfirmation: 'reply_needs_confirmation',
  /** The bundle (or, for a repeat order, the last purchase) does not exist for the member's country. */
  bundleNotFound: 'bundle_not_found',
  /** The payment method is not offered in the member's country (or, direct debit, not through this call). */
  methodUnavailable: 'method_unavailable',
  /** A chargeback or refund left credits that could not be taken back: no purchases until settled. */
  paymentsBlocked: 'payments_blocked',
  /** The payment provider could not be reached or refused the payment. */
  providerUnavailable: 'provider_unavailable',
  /** Direct debit (issue 13): blocked after a failed or charged-back collection. */
  directDebitBlocked: 'direct_debit_blocked',
  /** Direct debit: the member's limit of the period is reached. */
  directDebitLimit: 'direct_debit_limit',
  /** Direct debit: the SMS code is wrong. */
  otpInvalid: 'otp_invalid',
  /** Direct debit: the SMS code expired or was tried too often. */
  otpExpired: 'otp_expired',
  /** Direct debit: no valid mandate to collect on. */
  noMandate: 'no_mandate',
  /** Direct debit: the IBAN belongs to another account's mandate (or a returned collection of one). */
  ibanInUse: 'iban_in_use',
  /** Direct debit: a new mandate buys the smallest bundle, one collection at a time, until one is settled. */
  directDebitFirstCollection: 'direct_debit_first_collection',
  /** SPEC §5 'Code niet gevonden': unknown, inactive, ended, or for another country, currency or member. */
  discountCodeNotFound: 'discount_code_not_found',
  /** SPEC §5 'Code reeds gebruikt': a once-per-user code this member has used. */
  discountCodeUsed: 'discount_code_used',
  /** A once-per-user code that an unfinished payment of the member already carries. */
  discountCodeInUse: 'discount_code_in_use',
  /**
   * The discount is held by the member's own earlier payment that can no longer be canceled (being
   * paid or processed); the body carries `payment_id` and `continue_url` (OpenPaymentErrorSchema).
   */
  discountOpenPayment: 'discount_open_payment',
  /** The code exists but not for this order: below its minimum, another method, not a first purchase. */
  discountCodeNotApplicable: 'discount_code_not_applicable',
  /** Login of a suspended or banned account (issue 18): the client shows /pages/ban. */
  accountRestricted: 'account_restricted',
  /** An appeal against a decision that already has one, or after its 6 months (issue 18). */
  appealNotAllowed: 'appeal_not_allowed',
  /** A moderation item or notice that was decided meanwhile (issue 18). */
  alreadyDecided: 'already_decided',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
