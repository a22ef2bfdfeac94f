import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DomainError } from '../errors';
import type { AttachmentRenderer, MailAttachment } from '../mail/delivery';
import { receiptFor } from './payments';

/** The file name of a receipt, as GET /api/receipt.php names it. */
export const receiptFileName = (reference: string): string => `hartklop-${reference}.pdf`;

/**
 * Renders the receipts of a mail when it is sent (the mail worker's `renderAttachments`): the
 * member's own paid payment in their language now; a receipt that no longer exists (the account
 * was erased, the payment is not the member's) is left out rather than holding the mail back.
 */
export function receiptAttachments(db: Kysely<Schema>, resolveFrom?: string): AttachmentRenderer {
  return async (refs, mail) => {
    const files: MailAttachment[] = [];
    for (const ref of refs) {
      if (ref.kind !== 'receipt' || mail.userId === null) continue;
      try {
        const { pdf, reference } = await receiptFor(db, mail.userId, ref.payment_id, resolveFrom);
        files.push({ filename: receiptFileName(reference), content: Buffer.from(pdf), contentType: 'application/pdf' });
      } catch (err) {
        if (err instanceof DomainError && err.kind === 'notFound') continue;
        throw err;
      }
    }
    return files;
  };
}
