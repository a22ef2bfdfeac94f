import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { notFound, sendApiError } from './errors';

/**
 * The product's side of the development doubles (`api/src/dev/`: the local mailbox, the embedded
 * payment sandbox): when each is on, and the paths it answers. app.ts imports a double's module only
 * when it is on (a production process never evaluates it); off, `closedPaths` answers its paths with
 * a JSON 404 (never the shell of the SPA fallback). Product code never imports `api/src/dev/` (lint zone).
 */

/** The local mailbox (`/dev/mailbox`, its JSON list and each mail): outside production only. */
export const MAILBOX_PATH = '/dev/mailbox';
export const MAILBOX_PATHS = [MAILBOX_PATH, `${MAILBOX_PATH}.json`, `${MAILBOX_PATH}/*`];
export const mailboxEnabled = (config: Pick<Config, 'nodeEnv'>): boolean => config.nodeEnv !== 'production';

/** The embedded sandbox payment provider: Mollie's v2 API and the hosted pages (`config.paymentSandbox`). */
export const SANDBOX_API_PREFIX = '/v2';
export const SANDBOX_PAGES_PREFIX = '/payment-sandbox';
export const SANDBOX_PATHS = [SANDBOX_API_PREFIX, SANDBOX_PAGES_PREFIX].flatMap((prefix) => [prefix, `${prefix}/*`]);
export const paymentSandboxEnabled = (config: Pick<Config, 'paymentSandbox'>): boolean => config.paymentSandbox;

/** A plugin that answers every method on `paths` with a JSON 404: a switched-off double. */
export function closedPaths(paths: readonly string[]) {
  return async function closed(app: FastifyInstance): Promise<void> {
    const gone = async (_request: unknown, reply: FastifyReply) => sendApiError(reply, notFound());
    for (const path of paths) app.all(path, gone);
  };
}
