import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachmentRef, Schema } from '../../db/schema';
import { disableEmail } from './unsubscribe';
import type { Logger } from '../logger';

/** A file attached to a mail (nodemailer's attachment shape). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What the worker needs of a mail transport; a nodemailer transporter fits. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string; headers?: Record<string, string>; attachments?: MailAttachment[] }): Promise<unknown>;
  close?(): void;
}

/**
 * Renders an outbox mail's attachments from their references (a receipt from its payment id), at
 * sending time; an attachment that no longer exists (an erased account) is left out. Given by the
 * job runner (jobs/index.ts), so this module knows no payments.
 */
export type AttachmentRenderer = (refs: MailAttachmentRef[], mail: { userId: number | null }) => Promise<MailAttachment[]>;

/** A mail is given up after this many failed attempts (it stays in the outbox with its last error). */
export const MAX_ATTEMPTS = 8;
/** Wait after the first failure; it doubles with every further failure. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3600_000;
/** A claimed mail is retried after this long when its worker died while sending it. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 25;
const MAX_ERROR_LENGTH = 1000;
export const POLL_INTERVAL_MS = 2000;
/** last_error of a queued non-transactional mail dropped because e-mail to its member was switched off. */
export const SUPPRESSED_ERROR = 'Niet verstuurd: e-mail staat uit voor dit lid';

/** Wait before attempt `failedAttempts + 1`: 1, 2, 4, ... minutes, at most 6 hours. */
export const retryDelayMs = (failedAttempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);

/** The SMTP transport of `SMTP_URL` (smtp:// or smtps://, credentials in the URL), or null without one. */
export function smtpTransportFor(config: Pick<Config, 'smtpUrl'>): MailTransport | null {
  if (!config.smtpUrl) return null;
  return nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/**
 * A permanent SMTP failure: the server refused the recipient for good (550 mailbox unavailable,
 * 551 user not local, 552 storage exceeded, 553 name not allowed, 554 transaction failed), or
 * nodemailer's EENVELOPE with a 5xx answer. Retrying cannot help; 4xx and network errors can.
 */
export function isPermanentFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { responseCode, code } = err as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode !== 'number') return false;
  if (responseCode >= 550 && responseCode <= 554) return true;
  return code === 'EENVELOPE' && responseCode >= 500 && responseCode <= 599;
}

export interface DeliveryResult {
  /** Handed to the SMTP server, or (without SMTP) put in the local mailbox. */
  sent: number;
  /** Failed this time, to be retried later. */
  failed: number;
  /** Failed for the last time (a permanent failure, a bounce, at once): no more attempts. */
  gaveUp: number;
}

const errorText = (err: unknown): string => {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
};

/**
 * Delivers the mails that are due. With a transport each mail goes out through it; a failure
 * counts an attempt and schedules a retry (exponential backoff) until MAX_ATTEMPTS. Without a
 * transport every due mail counts as delivered to the local mailbox. Rows are claimed with
 * `for update skip locked` and a lease, so two workers never send the same mail.
 */
export async function deliverPendingMails(
  db: Kysely<Schema>,
  transport: MailTransport | null,
  options: { from: string; logger?: Logger; now?: Date; batchSize?: number; renderAttachments?: AttachmentRenderer },
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const due = (eb: Kysely<Schema>) =>
    eb
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked();

  // A non-transactional mail (it has the unsubscribe headers) still waiting for a member whose
  // e-mail was switched off meanwhile is not sent any more.
  const suppressed = await db
    .updateTable('mail_outbox')
    .set({ attempts: MAX_ATTEMPTS, last_error: SUPPRESSED_ERROR })
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('next_attempt_at', '<=', now)
    .where('headers', 'is not', null)
    .where('user_id', 'in', db.selectFrom('users').select('id').where(sql<boolean>`cardinality(notifications_disabled) > 0`))
    .returning(['id', 'kind', 'user_id'])
    .execute();
  for (const mail of suppressed) options.logger?.info({ mailId: mail.id, kind: mail.kind, userId: mail.user_id }, 'mail not sent: e-mail is off for the member');

  if (!transport) {
    const delivered = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), last_error: null }))
      .where('id', 'in', due(db))
      .returning(['id', 'kind'])
      .execute();
    for (const mail of delivered) options.logger?.info({ mailId: mail.id, kind: mail.kind }, 'mail delivered to the local mailbox');
    return { sent: delivered.length, failed: 0, gaveUp: 0 };
  }

  const claimed = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where('id', 'in', due(db))
    .returning(['id', 'user_id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attachments', 'attempts'])
    .execute();
  claimed.sort((a, b) => a.id - b.id);

  const result: DeliveryResult = { sent: 0, failed: 0, gaveUp: 0 };
  for (const mail of claimed) {
    try {
      // Rendered now; a failure to render counts as a failed attempt (retried like a network error).
      if (mail.attachments && mail.attachments.length > 0 && !options.renderAttachments) throw new Error('mail has attachments but no renderer was given');
      const attachments = mail.attachments && mail.attachments.length > 0 ? await options.renderAttachments!(mail.attachments, { userId: mail.user_id }) : [];
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
        .where('id', '=', mail.id)
        .execute();
      result.sent += 1;
      options.logger?.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
    } catch (err) {
      const attempts = mail.attempts + 1;
      if (isPermanentFailure(err)) {
        // A bounce: this mail is not tried again, and e-mail to the member stays off until they
        // switch it on again (the notifications page shows why).
        await db
          .updateTable('mail_outbox')
          .set({ attempts: Math.max(attempts, MAX_ATTEMPTS), last_error: errorText(err) })
          .where('id', '=', mail.id)
          .execute();
        if (mail.user_id !== null) await disableEmail(db, mail.user_id, 'bounce');
        result.gaveUp += 1;
        options.logger?.warn(
          { mailId: mail.id, kind: mail.kind, userId: mail.user_id, attempts, responseCode: (err as { responseCode?: number }).responseCode, err: errorText(err) },
          'mail bounced: permanent failure, e-mail switched off for the member',
        );
        continue;
      }
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({ attempts, last_error: errorText(err), next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)) })
        .where('id', '=', mail.id)
        .execute();
      if (gaveUp) {
        result.gaveUp += 1;
        options.logger?.error({ mailId: mail.id, kind: mail.kind, attempts, err: errorText(err) }, 'mail given up');
      } else {
        result.failed += 1;
        options.logger?.warn({ mailId: mail.id, kind: mail.kind, attempts, err: errorText(err) }, 'mail failed, will retry');
      }
    }
  }
  return result;
}

/**
 * The mail outbox job: every 2 s (`POLL_INTERVAL_MS`), run by the job runner (`api/src/jobs/`),
 * delivers what is due through the transport of `SMTP_URL` (or the given one), or without one to
 * the local mailbox. `close` closes the transport (after the runner stopped).
 */
export function mailOutboxJob(options: {
  db: Kysely<Schema>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  logger: Logger;
  /** Overrides the transport made from `config.smtpUrl` (tests); null = local mailbox. */
  transport?: MailTransport | null;
  intervalMs?: number;
  /** Renders the attachments of a mail (receipts) when it is sent. */
  renderAttachments?: AttachmentRenderer;
}): { name: string; everyMs: number; run(): Promise<DeliveryResult>; close(): void } {
  const transport = options.transport !== undefined ? options.transport : smtpTransportFor(options.config);
  const everyMs = options.intervalMs ?? POLL_INTERVAL_MS;
  options.logger.info(
    transport ? { delivery: 'smtp', intervalMs: everyMs } : { delivery: 'local mailbox', mailbox: '/dev/mailbox', intervalMs: everyMs },
    'mail worker started',
  );
  return {
    name: 'mail-outbox',
    everyMs,
    run: () =>
      deliverPendingMails(options.db, transport, {
        from: options.config.mailFrom,
        logger: options.logger,
        ...(options.renderAttachments ? { renderAttachments: options.renderAttachments } : {}),
      }),
    close: () => transport?.close?.(),
  };
}
