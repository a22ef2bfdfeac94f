// The contract's plain values, free of zod, so the browser can use them without loading the schemas.

/** Stable error codes shared by the server and the client. */
export const ERROR_CODES = {
  authenticationRequired: 'authentication_required',
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
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The header that marks a request as made by the site's own client (SPEC §7). */
export const CLIENT_REQUEST_HEADER = 'x-client-request';

/** Paths of the API (SPEC §7); `api` in ./index pairs each with its method and schemas. */
export const API_PATHS = {
  health: '/api/health',
  settings: '/api/settings.php',
  companyInfo: '/api/companyinfo.php',
  interests: '/api/interests.php',
  regions: '/api/regions.php',
  user: '/api/user.php',
  pageHidden: '/api/page-hidden.php',
  logout: '/api/logout.php',
  signup: '/api/signup.php',
  activate: '/api/activate.php',
  activationMail: '/api/activation-mail.php',
  passwordReset: '/api/password-reset.php',
  mailChange: '/api/mail-change.php',
  accountDelete: '/api/account-delete.php',
  reactivationMail: '/api/reactivation-mail.php',
  reactivate: '/api/reactivate.php',
  dataExport: '/api/export.php',
  profile: '/api/profile.php',
  photo: '/api/photo.php',
  signupMatches: '/api/signup-matches.php',
  members: '/api/members.php',
  member: '/api/member.php',
  like: '/api/like.php',
  likes: '/api/likes.php',
  autoLike: '/api/auto-like.php',
  block: '/api/block.php',
  swipe: '/api/swipe.php',
  matchFinder: '/api/match-finder.php',
  notifications: '/api/notifications.php',
  privacy: '/api/privacy.php',
} as const;
