import { HttpError } from 'shared-kernel/http';

/**
 * The server's Dutch explanation of a failed call, shown verbatim; null when there is none
 * (no connection, or an answer without a message).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status === 0) return null;
  const { body } = error;
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return null;
}

/** The API error code (ERROR_CODES) of a failed call, if the server sent one. */
export const errorCode = (error: unknown): string | undefined => (error instanceof HttpError ? error.code : undefined);

/** true for an answer in the 4xx range: the request itself was refused (bad link, wrong input). */
export const isClientError = (error: unknown): boolean =>
  error instanceof HttpError && error.status >= 400 && error.status < 500;

export interface ErrorTexts {
  /** When the server sent no readable text. */
  generic: string;
  /** When no answer came at all (offline, server down). */
  network: string;
}

/** The server's Dutch text (shown verbatim), or ours when there was no answer or no readable text. */
export function errorText(error: unknown, texts: ErrorTexts): string {
  if (error instanceof HttpError && error.status === 0) return texts.network;
  return serverMessage(error) || texts.generic;
}
