import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { eraseExpiredAccounts } from '../domain/accounts/erase';
import { pruneAuthEvents } from '../domain/accounts/rate-limit';
import { mailOutboxJob, type MailTransport } from '../domain/mail/delivery';
import { JobRunner, type JobDefinition } from './runner';

export interface JobDeps {
  db: DatabaseHandle;
  config: Pick<Config, 'uploadsDir' | 'smtpUrl' | 'mailFrom' | 'nodeEnv'>;
  logger: FastifyBaseLogger;
  /** Overrides the SMTP transport of the configuration (tests); null = local mailbox. */
  transport?: MailTransport | null;
  /** Period of the hourly jobs. */
  hourlyIntervalMs?: number;
  /** Period of the mail outbox job. */
  mailIntervalMs?: number;
  /** Longest wait between two checks of a job (default 30 s). */
  maxCheckMs?: number;
}

export const HOURLY_MS = 3600_000;

/**
 * Every background job of the server process, on one job runner (`./runner.ts`): each runs once per
 * period across all API processes on the database. The mail outbox every 2 s; every hour the erase
 * job (deleted accounts past their 14-day grace period) and the pruning of old rate-limit events,
 * login failures and trusted devices. A new job is one more entry in `jobs`. Returns a stop
 * function that waits for the runs in progress (call it before closing the database).
 */
export function startJobs(deps: JobDeps): () => Promise<void> {
  const { db, config, logger } = deps;
  if (config.nodeEnv === 'production' && !config.smtpUrl && deps.transport === undefined) {
    logger.warn('SMTP_URL is not set: mails are only marked as delivered (the local mailbox is disabled in production)');
  }
  const hourly = deps.hourlyIntervalMs ?? HOURLY_MS;
  const mail = mailOutboxJob({
    db: db.kysely,
    config,
    logger,
    ...(deps.transport !== undefined ? { transport: deps.transport } : {}),
    ...(deps.mailIntervalMs !== undefined ? { intervalMs: deps.mailIntervalMs } : {}),
  });

  const jobs: JobDefinition[] = [
    mail,
    {
      name: 'erase-accounts',
      everyMs: hourly,
      run: async () => {
        const erased = await eraseExpiredAccounts(db.kysely, config.uploadsDir, new Date(), logger);
        if (erased.erased.length > 0) {
          logger.info({ accounts: erased.erased, files: erased.files }, 'erase job: personal data of deleted accounts erased');
        } else {
          logger.debug('erase job: nothing to erase');
        }
      },
    },
    {
      name: 'prune-auth-events',
      everyMs: hourly,
      run: async () => {
        const pruned = await pruneAuthEvents(db);
        if (pruned.rateEvents + pruned.loginFailures + pruned.trustedDevices > 0) logger.info(pruned, 'old rate-limit events pruned');
      },
    },
  ];

  const runner = new JobRunner({ db: db.kysely, jobs, logger, ...(deps.maxCheckMs !== undefined ? { maxCheckMs: deps.maxCheckMs } : {}) });
  runner.start();

  let stopping: Promise<void> | null = null;
  return () => {
    stopping ??= (async () => {
      await runner.stop();
      mail.close();
      logger.info('mail worker stopped');
      logger.info('background jobs stopped');
    })();
    return stopping;
  };
}
