import { ERROR_CODES } from 'shared-kernel/contract';
import { API_TEXTS_NL } from '../i18n/nl';

/** Dutch texts of the general errors (the catalog's own, `errors.http.*` of api/src/i18n/nl.ts). */
const ERROR_TEXTS = API_TEXTS_NL.errors.http;

/** A message as a catalog key (`errors.*` of api/src/i18n/nl.ts) with the values of its placeholders. */
export interface TextRef {
  key: string;
  vars: Record<string, string | number>;
}

/** What went wrong, in domain terms; `DOMAIN_ERROR_STATUS` below says how the web layer answers each. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'paymentRequired'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'gone'
  | 'tooLarge'
  | 'unsupportedType'
  | 'unprocessable'
  | 'rateLimited'
  | 'upstreamFailed'
  | 'unavailable';

/**
 * The HTTP status the web layer (web/errors.ts, the error handler) answers each kind with: the one
 * table of it. Plain data, no framework: it lives here so that `DomainError.statusCode` stays readable
 * by the tests that call domain functions directly.
 */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooLarge: 413,
  unsupportedType: 415,
  unprocessable: 422,
  rateLimited: 429,
  upstreamFailed: 502,
  unavailable: 503,
};

/**
 * The one error the domain throws: a kind, a code of the contract (`ERROR_CODES`), the Dutch text
 * (logs, tests, the back office), extra values for the answer body and, when given, the text's
 * catalog key and values (answered in the request's language by the web layer) and, for a limit,
 * the time to wait.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly text?: TextRef,
    /** For a refusal that passes: how long to wait (the web layer answers it as Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** The status of the answer (`DOMAIN_ERROR_STATUS`). */
  get statusCode(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

export const authenticationRequired = (): DomainError =>
  new DomainError('forbidden', ERROR_CODES.authenticationRequired, ERROR_TEXTS.authenticationRequired);
export const notFound = (message: string = ERROR_TEXTS.notFound): DomainError =>
  new DomainError('notFound', ERROR_CODES.notFound, message);
