import type { Kysely } from 'kysely';
import type { MailAttachmentRef, Schema } from '../../db/schema';

export type { MailAttachmentRef };

/** One mail to send: written to the outbox table, delivered by the mail worker (SMTP or local mailbox). */
export interface OutgoingMail {
  userId: number | null;
  /** What the mail is for: 'activate', 'reset', 'mail_change', 'reactivate', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe of a non-transactional mail (see unsubscribe.ts). */
  headers?: Record<string, string>;
  /** Attachments by reference (a payment's receipt), rendered when the mail is sent (delivery.ts). */
  attachments?: MailAttachmentRef[];
}

/**
 * Puts a mail in the outbox. Call it inside the transaction of what the mail is about, so a mail
 * exists exactly when its cause was committed.
 */
export async function enqueueMail(db: Kysely<Schema>, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      user_id: mail.userId,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
      attachments: mail.attachments && mail.attachments.length > 0 ? JSON.stringify(mail.attachments) : null,
      // From the same (millisecond) clock the worker compares with: the database's now() has
      // microseconds and could put a fresh mail just after a worker round started in the same ms.
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
