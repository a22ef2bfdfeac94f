import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { eraseExpiredAccounts } from './plugins/accounts/erase';
import { pruneAuthEvents } from './plugins/accounts/rate-limit';
import { startMailWorker, type MailTransport } from './plugins/mail/worker';

export interface JobDeps {
  db: DatabaseHandle;
  config: Pick<Config, 'uploadsDir' | 'smtpUrl' | 'mailFrom' | 'nodeEnv'>;
  logger: FastifyBaseLogger;
  /** Overrides the SMTP transport of the configuration (tests); null = local mailbox. */
  transport?: MailTransport | null;
  /** Time between two runs of the hourly jobs. */
  hourlyIntervalMs?: number;
  /** Time between two polls of the mail outbox. */
  mailIntervalMs?: number;
}

export const HOURLY_MS = 3600_000;

/**
 * Background jobs of the server process: the mail worker (polls the outbox every 2 s) and, at
 * start and then every hour, the erase job (deleted accounts past their 14-day grace period) and
 * the pruning of old rate-limit events and login failures. Timers are unref'd. Returns a stop
 * function that waits for the jobs in progress (call it before closing the database).
 */
export function startJobs(deps: JobDeps): () => Promise<void> {
  const { db, config, logger } = deps;
  if (config.nodeEnv === 'production' && !config.smtpUrl && deps.transport === undefined) {
    logger.warn('SMTP_URL is not set: mails are only marked as delivered (the local mailbox is disabled in production)');
  }
  const mail = startMailWorker({
    db: db.kysely,
    config,
    logger,
    ...(deps.transport !== undefined ? { transport: deps.transport } : {}),
    ...(deps.mailIntervalMs !== undefined ? { intervalMs: deps.mailIntervalMs } : {}),
  });

  let running: Promise<void> | null = null;
  const hourly = async (): Promise<void> => {
    const erased = await eraseExpiredAccounts(db.kysely, config.uploadsDir, new Date(), logger);
    if (erased.erased.length > 0) {
      logger.info({ accounts: erased.erased, files: erased.files }, 'erase job: personal data of deleted accounts erased');
    } else {
      logger.debug('erase job: nothing to erase');
    }
    const pruned = await pruneAuthEvents(db);
    if (pruned.rateEvents + pruned.loginFailures + pruned.trustedDevices > 0) logger.info(pruned, 'old rate-limit events pruned');
  };
  const runHourly = (): void => {
    if (running) return;
    running = hourly()
      .catch((err: unknown) => logger.error({ err }, 'hourly job failed'))
      .finally(() => {
        running = null;
      });
  };

  runHourly();
  const timer = setInterval(runHourly, deps.hourlyIntervalMs ?? HOURLY_MS);
  timer.unref();

  let stopping: Promise<void> | null = null;
  return () => {
    stopping ??= (async () => {
      clearInterval(timer);
      await mail.stop();
      if (running) await running;
      logger.info('background jobs stopped');
    })();
    return stopping;
  };
}
