import type { Transaction as DbTransaction } from 'kysely';
import { methodBrand, WORDED_METHODS } from 'shared-kernel/contract';
import type { Schema } from '../../db/schema';
import { apiText, formatMoney, mailLanguage } from '../../i18n';
import { enqueueMail } from '../mail/outbox';

/**
 * The confirmation after paying (issue 27, item 9): when a payment becomes paid, a mail in the
 * member's language with the amount, the credits, our reference, a link to /transactions/{id} and
 * the receipt PDF attached. It is written by the transition to paid (transitions.ts) in the same
 * transaction as the guarded move, so duplicate webhooks, the return page's check and the
 * reconciliation job queue it exactly once. The PDF is not stored in the outbox: the mail carries
 * a reference (`{ kind: 'receipt', payment_id }`) that `receiptAttachments` (receipt-attachments.ts)
 * renders when sending.
 */
export const PAID_MAIL_KIND = 'payment_paid';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PaidMailInput {
  /** The member's profile name; none: "Hoi,". */
  name: string | null;
  amount: number;
  currency: string;
  credits: number;
  reference: string;
  method: string;
  /** The transaction page (absolute), or null when the payment's site is not known (older payments). */
  link: string | null;
  language?: string | null;
}

export function renderPaidMail(input: PaidMailInput): { subject: string; text: string; html: string } {
  const lang = input.language;
  const t = (key: string, vars: Record<string, string | number> = {}): string => apiText(lang, key, vars);
  const amount = formatMoney(input.amount, input.currency, lang);
  const worded = (WORDED_METHODS as readonly string[]).includes(input.method);
  const method = methodBrand(input.method) ?? (worded ? t(`receipt.methods.${input.method}`) : input.method);
  const hello = input.name ? t('mail.hello', { name: input.name }) : t('mail.helloAnonymous');
  const facts = [
    t('mail.paymentPaid.amount', { amount }),
    t('mail.paymentPaid.credits', { credits: input.credits }),
    t('mail.paymentPaid.reference', { reference: input.reference }),
    t('mail.paymentPaid.method', { method }),
  ];
  const subject = t('mail.paymentPaid.subject', { reference: input.reference });
  const intro = t('mail.paymentPaid.intro', { amount });
  const receipt = t('mail.paymentPaid.receipt');
  const text = [hello, intro, facts.join('\n'), ...(input.link ? [t('mail.paymentPaid.linkText', { link: input.link })] : []), receipt, t('mail.greeting')].join('\n\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${mailLanguage(lang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${e(hello)}</p>
<p>${e(intro)}</p>
<p>${facts.map(e).join('<br>')}</p>
${
  input.link
    ? `<p><a href="${e(input.link)}" style="display: inline-block; background: #d6336c; color: #fff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${e(t('mail.paymentPaid.button'))}</a></p>
<p style="font-size: 13px; color: #555;">${e(t('mail.buttonFallback', { link: input.link }))}</p>`
    : ''
}
<p>${e(receipt)}</p>
<p>${e(t('mail.greeting')).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

/** Queues the confirmation of a payment that just became paid; call it in the transaction of that move. */
export async function enqueuePaidMail(trx: DbTransaction<Schema>, paymentId: number): Promise<void> {
  const row = await trx
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['payments.id', 'payments.user_id', 'payments.amount', 'payments.currency', 'payments.credits', 'payments.reference', 'payments.method', 'payments.origin', 'users.email', 'users.language', 'users.deleted_at', 'profiles.name'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) return;
  const mail = renderPaidMail({
    name: row.name,
    amount: row.amount,
    currency: row.currency,
    credits: row.credits,
    reference: row.reference,
    method: row.method,
    link: row.origin ? `${row.origin}/transactions/${row.id}` : null,
    language: row.language,
  });
  await enqueueMail(trx, { userId: row.user_id, kind: PAID_MAIL_KIND, to: row.email, ...mail, attachments: [{ kind: 'receipt', payment_id: row.id }] });
}
