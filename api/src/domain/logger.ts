/**
 * The log a domain function writes to: an object of values first, then the sentence. The app's
 * logger (pino, `app.log` or `request.log`) fits it; a test may pass its own.
 */
export interface Logger {
  info(values: unknown, message?: string): void;
  warn(values: unknown, message?: string): void;
  error(values: unknown, message?: string): void;
}
