import { HttpError } from 'shared-kernel/http';

export interface ErrorTexts {
  generic: string;
  network: string;
}

/** The server's Dutch text (shown verbatim), or ours when there was no answer or no readable body. */
export function errorText(error: unknown, texts: ErrorTexts): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return texts.network;
    const body = error.body as { message?: unknown } | null | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
  }
  return texts.generic;
}
