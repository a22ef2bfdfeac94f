import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * After paying and direct debit without a payout risk (issue 27, items 9 and 11):
 * - `payments.origin`: the site origin the member bought on (the .be site keeps .be links), for the
 *   link in the confirmation mail written when the payment becomes paid (null for older payments:
 *   their mail has no link);
 * - `mail_outbox.attachments`: what to attach, as references (`[{"kind":"receipt","payment_id":12}]`),
 *   rendered when the mail is sent (domain/mail/delivery.ts), so the outbox holds no PDF bytes;
 * - one valid mandate per IBAN: another account cannot sign one on an IBAN already in use.
 */
const up = [
  sql`alter table payments add column origin text`,
  sql`alter table mail_outbox add column attachments jsonb`,
  sql`create unique index direct_debit_mandates_valid_iban on direct_debit_mandates (iban) where status = 'valid'`,
];

const down = [
  sql`drop index if exists direct_debit_mandates_valid_iban`,
  sql`alter table mail_outbox drop column if exists attachments`,
  sql`alter table payments drop column if exists origin`,
];

export const paymentMails = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
