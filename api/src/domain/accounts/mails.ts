import type { Kysely } from 'kysely';
import { DELETION_GRACE_DAYS } from 'shared-kernel/contract/account-rules';
import type { Schema } from '../../db/schema';
import { apiText, mailLanguage } from '../../i18n';
import { enqueueMail } from '../mail/outbox';
import { issueToken, type TokenPurpose } from './tokens';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Mails that carry a one-time link, keyed by what the link does. */
export type TokenMailKind = 'activate' | 'reset' | 'mail_change' | 'reactivate';

/** Page each link opens (SPEC §2 routes); the page itself posts the token to the API. */
const LINK_PATHS: Record<TokenMailKind, string> = {
  activate: '/activate/done',
  reset: '/reset-password/do',
  mail_change: '/mail-change/do',
  reactivate: '/account-deleted',
};

const PURPOSES: Record<TokenMailKind, TokenPurpose> = {
  activate: 'activate',
  reset: 'reset',
  mail_change: 'mail_change',
  reactivate: 'reactivate',
};

interface MailText {
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

/** The mail's texts in the member's language (api/src/i18n; Dutch when that language has none). */
function mailText(kind: TokenMailKind, name: string, language: string | null | undefined): MailText {
  const vars = { name, days: DELETION_GRACE_DAYS };
  return {
    subject: apiText(language, `mail.${kind}.subject`, vars),
    intro: apiText(language, `mail.${kind}.intro`, vars),
    button: apiText(language, `mail.${kind}.button`, vars),
    outro: apiText(language, `mail.${kind}.outro`, vars),
  };
}

function render(text: MailText, link: string, language: string | null | undefined): { text: string; html: string } {
  const lang = mailLanguage(language);
  const fallback = apiText(language, 'mail.buttonFallback', { link });
  const plain = `${text.intro}\n\n${apiText(language, 'mail.buttonLine', { button: text.button, link })}\n\n${text.outro}\n\n${apiText(language, 'mail.greeting')}`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">Hartklop</p>
<p>${escapeHtml(text.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #d6336c; color: #fff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${escapeHtml(text.button)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(fallback)}</p>
<p style="font-size: 13px; color: #555;">${escapeHtml(text.outro)}</p>
</body></html>`;
  return { text: plain, html };
}

export interface TokenMailInput {
  kind: TokenMailKind;
  user: { id: number; name: string; /** users.language: the mail's language (nl when absent). */ language?: string | null };
  /** Recipient: the account's address, or the new address for an e-mail change. */
  to: string;
  /** The site origin of the links (web/site-origin.ts: from configuration, never the Host header alone). */
  origin: string;
  /** For an e-mail change: the address the token will switch the account to. */
  newEmail?: string;
}

/**
 * Issues a one-time token and puts the mail with its link in the outbox. Run it inside the
 * transaction of the action it belongs to. Returns the link (tests read it from the outbox).
 */
export async function sendTokenMail(db: Kysely<Schema>, input: TokenMailInput): Promise<string> {
  const token = await issueToken(db, input.user.id, PURPOSES[input.kind], input.newEmail ? { newEmail: input.newEmail } : {});
  const link = `${input.origin}${LINK_PATHS[input.kind]}?token=${encodeURIComponent(token)}`;
  const text = mailText(input.kind, input.user.name, input.user.language);
  await enqueueMail(db, { userId: input.user.id, kind: input.kind, to: input.to, subject: text.subject, ...render(text, link, input.user.language) });
  return link;
}

/** A notice without a link (e.g. to the old address after an e-mail change), in the member's language. */
export async function sendNoticeMail(
  db: Kysely<Schema>,
  input: { userId: number; kind: string; to: string; subject: string; body: string; language?: string | null },
): Promise<void> {
  const plain = `${input.body}\n\n${apiText(input.language, 'mail.greeting')}`;
  const html = `<!doctype html>
<html lang="${mailLanguage(input.language)}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">Hartklop</p>
<p>${escapeHtml(input.body)}</p>
</body></html>`;
  await enqueueMail(db, { userId: input.userId, kind: input.kind, to: input.to, subject: input.subject, text: plain, html });
}
