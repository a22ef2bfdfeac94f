import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiError } from 'shared-kernel/contract';
import { apiText } from '../i18n';
import { API_TEXTS_NL } from '../i18n/nl';
import { DomainError, byKey, type TextRef } from '../domain/errors';

/** Dutch texts of the errors the API itself produces (the catalog's own, so both never drift apart). */
export const MESSAGES = API_TEXTS_NL.errors.http;

/** A message as a catalog key (`errors.*` of api/src/i18n/nl.ts) with the values of its placeholders. */
export type ApiText = TextRef;

/**
 * An error with a status code and an API error body; thrown by handlers and hooks. `message` is the
 * Dutch text; `text`, when given, is its catalog key, answered in the request's language.
 */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly text?: ApiText,
  ) {
    super(message);
  }

  body(): ApiError & Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

/** An error answer whose text is a catalog key (`errors.http.*` …): answered in the request's language. */
export const httpError = (statusCode: number, code: string, what: TextRef, extra: Record<string, unknown> = {}): ApiHttpError =>
  new ApiHttpError(statusCode, code, apiText('nl', what.key, what.vars), extra, what);

export const authenticationRequired = (): ApiHttpError =>
  httpError(403, ERROR_CODES.authenticationRequired, byKey('errors.http.authenticationRequired'));
export const csrfRejected = (): ApiHttpError => httpError(403, ERROR_CODES.csrf, byKey('errors.http.csrf'));
export const unsupportedMediaType = (): ApiHttpError =>
  httpError(415, ERROR_CODES.unsupportedMediaType, byKey('errors.http.unsupportedMediaType'));
export const notFound = (what: TextRef = byKey('errors.http.notFound')): ApiHttpError => httpError(404, ERROR_CODES.notFound, what);

/**
 * A domain error as an answer: the one mapping of domain errors to HTTP (the status by its kind,
 * `DOMAIN_ERROR_STATUS` of domain/errors.ts; the code, text and values as thrown; its wait, if
 * any, as the Retry-After header, by the error handler).
 */
export const fromDomainError = (error: DomainError): ApiHttpError =>
  new ApiHttpError(error.statusCode, error.code, error.message, error.extra, error.text);

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as FastifyError).statusCode === 'number';

/** Maps a framework error (body parser, limits, ...) with a 4xx status to an API error. */
function clientErrorFor(error: FastifyError): ApiHttpError {
  const status = error.statusCode ?? 400;
  if (status === 413) return httpError(413, ERROR_CODES.payloadTooLarge, byKey('errors.http.payloadTooLarge'));
  if (status === 415) return unsupportedMediaType();
  if (status === 404) return notFound();
  if (status === 403) return httpError(403, ERROR_CODES.forbidden, byKey('errors.http.forbidden'));
  if (status === 429) return httpError(429, ERROR_CODES.rateLimited, byKey('errors.http.rateLimited'));
  const code = error.code ?? '';
  if (error instanceof SyntaxError || code.includes('JSON') || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return httpError(400, ERROR_CODES.validation, byKey(code.includes('JSON') || error instanceof SyntaxError ? 'errors.http.invalidJson' : 'errors.http.badRequest'));
  }
  return httpError(status, 'bad_request', byKey('errors.http.badRequest'));
}

/** Sends an error answer; bodies of HEAD requests are dropped by Fastify itself. */
export function sendApiError(reply: FastifyReply, error: ApiHttpError): FastifyReply {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.body());
}

/** The message of an error in a language, by its catalog key; an error without a key keeps its text. */
export function messageIn(language: string, error: ApiHttpError): string {
  if (!error.text) return error.message;
  // A value may itself be a catalog text (a schema's own message inside a sentence): translated with it.
  const nested = Object.fromEntries(Object.entries(error.text.nested ?? {}).map(([name, inner]) => [name, apiText(language, inner.key, inner.vars)]));
  return apiText(language, error.text.key, { ...error.text.vars, ...nested });
}

/**
 * The error in the request's language (`request.language()`), by its catalog key (every domain
 * error has one). An error without a key costs no look-up of the language; the look-up never fails
 * the answer (Dutch then).
 */
async function localized(request: FastifyRequest, error: ApiHttpError): Promise<ApiHttpError> {
  if (!error.text) return error;
  let language = 'nl';
  try {
    language = await request.language();
  } catch (err) {
    request.log.warn({ err }, 'language of the request unknown: answering in Dutch');
  }
  if (language === 'nl') return error;
  const message = messageIn(language, error);
  return message === error.message ? error : new ApiHttpError(error.statusCode, error.code, message, error.extra);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (thrown instanceof DomainError && thrown.retryAfterMs !== undefined) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(thrown.retryAfterMs / 1000))));
    }
    const error = thrown instanceof DomainError ? fromDomainError(thrown) : thrown;
    if (error instanceof ApiHttpError) {
      request.log.info({ status: error.statusCode, code: error.code, url: request.url }, 'request refused');
      return sendApiError(reply, await localized(request, error));
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const mapped = clientErrorFor(error);
      request.log.info({ status: mapped.statusCode, code: error.code, url: request.url, err: error.message }, 'request refused');
      return sendApiError(reply, await localized(request, mapped));
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
    return sendApiError(reply, await localized(request, httpError(500, ERROR_CODES.internal, byKey('errors.http.internal'))));
  });
}
