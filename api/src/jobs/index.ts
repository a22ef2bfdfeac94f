import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { eraseExpiredAccounts } from '../domain/accounts/erase';
import { removeOrphanFiles } from '../domain/uploads/orphans';
import { pruneAuthEvents } from '../domain/rate-limit';
import { mailOutboxJob, type MailTransport } from '../domain/mail/delivery';
import type { PaymentProviderSource } from '../domain/payments/provider-source';
import { receiptAttachments } from '../domain/payments/receipt-attachments';
import { reconcilePayments } from '../domain/payments/transitions';
import { deliverPendingSms, SMS_POLL_MS, smsTransportFor, type SmsTransport } from '../domain/sms/delivery';
import { fileStoreOf } from '../storage';
import { JobRunner, type JobDefinition } from './runner';

export interface JobDeps {
  db: DatabaseHandle;
  config: Pick<Config, 'uploadsDir' | 'storage' | 'smtpUrl' | 'mailFrom' | 'nodeEnv' | 'directDebit'> & Partial<Pick<Config, 'repoRoot'>>;
  logger: FastifyBaseLogger;
  /** Overrides the SMTP transport of the configuration (tests); null = local mailbox. */
  transport?: MailTransport | null;
  /** Period of the hourly jobs. */
  hourlyIntervalMs?: number;
  /** Period of the daily jobs (the orphan files). */
  dailyIntervalMs?: number;
  /** Period of the mail outbox job. */
  mailIntervalMs?: number;
  /** Longest wait between two checks of a job (default 30 s). */
  maxCheckMs?: number;
  /** The app's payment provider (`app.deps.payments`); without one, no payment reconciliation. */
  payments?: PaymentProviderSource;
  /** Period of the payment reconciliation (default 5 min). */
  paymentReconcileIntervalMs?: number;
  /** Overrides the SMS provider of the configuration (tests); null = local mailbox. */
  smsTransport?: SmsTransport | null;
  /** Period of the SMS outbox job (default 2 s). */
  smsIntervalMs?: number;
}

/** The SMS outbox (issue 13): the SMS provider of the configuration (CM.com), else the local mailbox. */
export function smsOutboxJob(deps: { db: DatabaseHandle; logger: FastifyBaseLogger; transport: SmsTransport | null; everyMs?: number }): JobDefinition {
  return {
    name: 'sms-outbox',
    everyMs: deps.everyMs ?? SMS_POLL_MS,
    run: async () => {
      const result = await deliverPendingSms(deps.db.kysely, deps.transport, deps.logger);
      if (result.sent + result.failed + result.gaveUp > 0) deps.logger.info({ ...result, provider: deps.transport?.name ?? 'local-mailbox' }, 'sms outbox');
    },
  };
}

export const PAYMENT_RECONCILE_MS = 5 * 60_000;

/**
 * The payment reconciliation job: re-fetches non-final payments from the provider in bounded
 * batches (a bank transfer stays pending for days; a lost webhook is caught up), applying their
 * status exactly as the webhook does (domain/payments/transitions.ts).
 */
export function paymentReconcileJob(deps: { db: DatabaseHandle; logger: FastifyBaseLogger; payments: PaymentProviderSource; everyMs?: number; minAgeMs?: number }): JobDefinition {
  return {
    name: 'payment-reconcile',
    everyMs: deps.everyMs ?? PAYMENT_RECONCILE_MS,
    run: async () => {
      const provider = deps.payments.get();
      if (!provider) {
        deps.logger.debug('payment reconciliation: no payment provider');
        return;
      }
      const result = await reconcilePayments(deps.db.kysely, provider, deps.logger, deps.minAgeMs !== undefined ? { minAgeMs: deps.minAgeMs } : {});
      if (result.checked > 0) deps.logger.info(result, 'payment reconciliation');
    },
  };
}

export const HOURLY_MS = 3600_000;
export const DAILY_MS = 24 * HOURLY_MS;

/**
 * Every background job of the server process, on one job runner (`./runner.ts`): each runs once per
 * period across all API processes on the database. The mail and SMS outboxes every 2 s; every hour the erase
 * job (deleted accounts past their 14-day grace period) and the pruning of old rate-limit events,
 * login failures and trusted devices; every day the removal of uploaded files no row names (older
than a day); every 5 minutes the payment reconciliation. A new job is one
 * more entry in `jobs`. Returns a stop
 * function that waits for the runs in progress (call it before closing the database).
 */
export function startJobs(deps: JobDeps): () => Promise<void> {
  const { db, config, logger } = deps;
  const smsTransport = deps.smsTransport !== undefined ? deps.smsTransport : smsTransportFor(config.directDebit);
  if (config.nodeEnv === 'production' && !smsTransport) logger.warn('SMS_PROVIDER is not set: SMS are only marked as delivered (the local mailbox is disabled in production)');
  if (config.nodeEnv === 'production' && !config.smtpUrl && deps.transport === undefined) {
    logger.warn('SMTP_URL is not set: mails are only marked as delivered (the local mailbox is disabled in production)');
  }
  const hourly = deps.hourlyIntervalMs ?? HOURLY_MS;
  const mail = mailOutboxJob({
    db: db.kysely,
    config,
    logger,
    // Receipts are rendered when their mail is sent (the outbox holds a reference).
    renderAttachments: receiptAttachments(db.kysely, config.repoRoot),
    ...(deps.transport !== undefined ? { transport: deps.transport } : {}),
    ...(deps.mailIntervalMs !== undefined ? { intervalMs: deps.mailIntervalMs } : {}),
  });

  const jobs: JobDefinition[] = [
    mail,
    smsOutboxJob({ db, logger, transport: smsTransport, ...(deps.smsIntervalMs !== undefined ? { everyMs: deps.smsIntervalMs } : {}) }),
    {
      name: 'erase-accounts',
      everyMs: hourly,
      run: async () => {
        const erased = await eraseExpiredAccounts(db.kysely, fileStoreOf(config), new Date(), logger);
        if (erased.erased.length > 0) {
          logger.info({ accounts: erased.erased, files: erased.files }, 'erase job: personal data of deleted accounts erased');
        } else {
          logger.debug('erase job: nothing to erase');
        }
      },
    },
    {
      name: 'remove-orphan-files',
      everyMs: deps.dailyIntervalMs ?? DAILY_MS,
      run: async () => {
        const result = await removeOrphanFiles(db.kysely, fileStoreOf(config));
        if (result.removed > 0) logger.info(result, 'orphan files removed');
        else logger.debug(result, 'orphan files: none');
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
    ...(deps.payments
      ? [
          paymentReconcileJob({
            db,
            logger,
            payments: deps.payments,
            ...(deps.paymentReconcileIntervalMs !== undefined ? { everyMs: deps.paymentReconcileIntervalMs } : {}),
          }),
        ]
      : []),
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
