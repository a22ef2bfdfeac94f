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
} as const;
