import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DELETION_GRACE_DAYS } from 'shared-kernel/contract/account-rules';
import type { Config } from '../../config';
import type { Schema } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { issueToken, type TokenPurpose } from './tokens';

/** The origin mail links point to: PUBLIC_URL when configured, else the origin the request came in on. */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

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

const TEXTS: Record<TokenMailKind, (name: string) => MailText> = {
  activate: (name) => ({
    subject: 'Bevestig je e-mailadres bij Hartklop',
    intro: `Hoi ${name}, welkom bij Hartklop! Bevestig je e-mailadres om je account te activeren. Pas daarna is je profiel zichtbaar en kunnen leden je antwoorden.`,
    button: 'Account activeren',
    outro: 'Heb je je niet aangemeld bij Hartklop? Dan kun je deze e-mail negeren; zonder bevestiging blijft het account inactief.',
  }),
  reset: (name) => ({
    subject: 'Nieuw wachtwoord instellen voor Hartklop',
    intro: `Hoi ${name}, je hebt gevraagd om een nieuw wachtwoord. Met de knop hieronder stel je het in. De link werkt 2 uur en maar één keer.`,
    button: 'Nieuw wachtwoord instellen',
    outro: 'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: je huidige wachtwoord blijft gewoon werken.',
  }),
  mail_change: (name) => ({
    subject: 'Bevestig je nieuwe e-mailadres bij Hartklop',
    intro: `Hoi ${name}, bevestig dat je dit adres voortaan voor Hartklop wilt gebruiken. De link werkt 24 uur.`,
    button: 'Nieuw e-mailadres bevestigen',
    outro: 'Heb je dit niet zelf gevraagd? Negeer deze e-mail dan; er verandert niets.',
  }),
  reactivate: (name) => ({
    subject: 'Je Hartklop-account is verwijderd',
    intro: `Hoi ${name}, je account is verwijderd en niet meer zichtbaar voor andere leden. Binnen ${DELETION_GRACE_DAYS} dagen kun je het met de knop hieronder heractiveren; daarna wissen we je gegevens en foto's definitief.`,
    button: 'Account heractiveren',
    outro: 'Wil je echt weg? Dan hoef je niets te doen.',
  }),
};

function render(text: MailText, link: string): { text: string; html: string } {
  const plain = `${text.intro}\n\n${text.button}: ${link}\n\n${text.outro}\n\nGroet,\nHartklop`;
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">Hartklop</p>
<p>${escapeHtml(text.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #d6336c; color: #fff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${escapeHtml(text.button)}</a></p>
<p style="font-size: 13px; color: #555;">Werkt de knop niet? Kopieer dan deze link: ${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555;">${escapeHtml(text.outro)}</p>
</body></html>`;
  return { text: plain, html };
}

export interface TokenMailInput {
  kind: TokenMailKind;
  user: { id: number; name: string };
  /** Recipient: the account's address, or the new address for an e-mail change. */
  to: string;
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
  const text = TEXTS[input.kind](input.user.name);
  await enqueueMail(db, { userId: input.user.id, kind: input.kind, to: input.to, subject: text.subject, ...render(text, link) });
  return link;
}

/** A notice without a link (e.g. to the old address after an e-mail change). */
export async function sendNoticeMail(
  db: Kysely<Schema>,
  input: { userId: number; kind: string; to: string; subject: string; body: string },
): Promise<void> {
  const plain = `${input.body}\n\nGroet,\nHartklop`;
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">Hartklop</p>
<p>${escapeHtml(input.body)}</p>
</body></html>`;
  await enqueueMail(db, { userId: input.userId, kind: input.kind, to: input.to, subject: input.subject, text: plain, html });
}
