/** Where the seeders write their progress (a pino logger, or the CLI's console). */
export interface SeedLogger {
  info(obj: object, msg?: string): void;
}
