import { ERROR_CODES } from 'shared-kernel/contract';
import { apiText, type TextKey } from '../i18n';

/**
 * A message as a catalog key (`errors.*` of api/src/i18n/nl.ts, `staff.*` of i18n/staff.ts) with
 * the values of its placeholders: the one way an error names its text.
 */
export interface TextRef {
  key: TextKey;
  vars: Record<string, string | number>;
  /** Values that are themselves catalog texts (a schema's own message inside a sentence): by key, translated with it. */
  nested?: Record<string, { key: TextKey; vars: Record<string, string | number> }>;
}

/** A text by its key, e.g. `byKey('errors.chat.emptyText')` or `byKey('errors.chat.textTooLong', { max: 2000 })`. */
export const byKey = (key: TextKey, vars: Record<string, string | number> = {}): TextRef => ({ key, vars });

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
 * The one error the domain throws: a kind, a code of the contract (`ERROR_CODES`), the text by its
 * catalog key and values (answered in the request's language by the web layer; `message` is its
 * Dutch, for logs, tests and the back office), extra values for the answer body and, for a limit,
 * the time to wait. No call site writes a sentence.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    readonly text: TextRef,
    readonly extra: Record<string, unknown> = {},
    /** For a refusal that passes: how long to wait (the web layer answers it as Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(apiText('nl', text.key, text.vars));
  }

  /** The status of the answer (`DOMAIN_ERROR_STATUS`). */
  get statusCode(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

export const authenticationRequired = (): DomainError =>
  new DomainError('forbidden', ERROR_CODES.authenticationRequired, byKey('errors.http.authenticationRequired'));
export const notFound = (what: TextRef = byKey('errors.http.notFound')): DomainError =>
  new DomainError('notFound', ERROR_CODES.notFound, what);
