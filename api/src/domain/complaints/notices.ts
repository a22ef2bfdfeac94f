import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  ERROR_CODES,
  ReporterSchema,
  type Complaint,
  type ComplaintCategory,
} from 'shared-kernel/contract';
import type { ComplaintsTable, Schema } from '../../db/schema';
import { DomainError, authenticationRequired, notFound, byKey } from '../errors';
import { parseInput } from '../validation';
import { hitRateLimit, ipKey, minutesLeft } from '../rate-limit';
import { type DbOrHandle, kyselyOf } from '../../db/database';
import { sha256Hex } from '../secrets';
import { apiText, formatMoment, mailLanguage } from '../../i18n';
import { enqueueMail } from '../mail/outbox';

/** Notices one address may send per hour (visitors and members alike). */
export const COMPLAINTS_PER_IP_HOUR = 10;
/** Notices one member may send per day. */
export const COMPLAINTS_PER_MEMBER_DAY = 20;
/** Notices per e-mail address a visitor gives, per day. */
export const COMPLAINTS_PER_EMAIL_DAY = 10;
/** "Mijn meldingen" lists this many of a member's newest notices. */
export const OWN_COMPLAINTS_LIMIT = 100;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The validated body of POST /api/complaint.php (ComplaintBodySchema's output). */
export interface ComplaintInput {
  category: ComplaintCategory;
  explanation: string;
  urls: string;
  name?: string | undefined;
  email?: string | undefined;
  profile_id?: number | undefined;
  message_id?: number | undefined;
}

export interface ComplaintSource {
  ip: string;
  userAgent: string | undefined;
  /** The logged-in account, if any: its name and e-mail are used, not the ones sent. */
  userId: number | null;
  /** The member's profile (a message can only be reported by a member of its conversation). */
  profileId: number | null;
  /** The request's language (a visitor's confirmation mail); a member's mail uses users.language. */
  language?: string;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = (): string =>
  `MLD-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** 429 rate_limited with a Dutch text; the web layer answers `retryAfterMs` as Retry-After. */
export class ComplaintsRateLimited extends DomainError {
  constructor(retryAfterMs: number) {
    super('rateLimited', ERROR_CODES.rateLimited, byKey('errors.complaints.tooMany', { minutes: minutesLeft(retryAfterMs) }), {}, retryAfterMs);
  }
}

type ComplaintRow = Pick<
  Selectable<ComplaintsTable>,
  'reference' | 'category' | 'status' | 'explanation' | 'urls' | 'reported_profile_id' | 'reported_message_id' | 'created_at' | 'status_changed_at'
>;
const COLUMNS = [
  'reference',
  'category',
  'status',
  'explanation',
  'urls',
  'reported_profile_id',
  'reported_message_id',
  'created_at',
  'status_changed_at',
] as const;

const toComplaint = (row: ComplaintRow): Complaint => ({
  reference: row.reference,
  category: row.category as ComplaintCategory,
  status: row.status,
  explanation: row.explanation,
  urls: row.urls,
  profile_id: row.reported_profile_id,
  message_id: row.reported_message_id === null ? null : Number(row.reported_message_id),
  created_at: row.created_at.toISOString(),
  status_changed_at: row.status_changed_at.toISOString(),
});

/** Who reports: the account's name and e-mail for a member, the checked ones sent for a visitor. */
async function reporterOf(db: Kysely<Schema>, input: ComplaintInput, source: ComplaintSource): Promise<{ name: string; email: string; language: string }> {
  if (source.userId !== null) {
    const account = await db
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.email', 'u.language', 'p.name'])
      .where('u.id', '=', source.userId)
      .executeTakeFirst();
    if (account) return { name: account.name ?? account.email, email: account.email, language: account.language };
  }
  return { ...parseInput(ReporterSchema, { name: input.name ?? '', email: input.email ?? '' }, 'body'), language: source.language ?? 'nl' };
}

/** The reported message, when the reporter is a member of its conversation; else 404. */
async function reportedMessage(db: Kysely<Schema>, messageId: number, profileId: number | null) {
  if (profileId === null) throw authenticationRequired();
  const message = await db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (join) => join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.profile_id', '=', profileId))
    .select(['m.id', 'm.body', 'm.kind', 'm.sender_profile_id'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  if (!message) throw notFound(byKey('errors.complaints.messageGone'));
  return message;
}

function confirmationMail(reference: string, name: string, complaint: ComplaintInput, receivedAt: Date, lang: string) {
  const t = (key: string, vars: Record<string, string> = {}): string => apiText(lang, key, vars);
  const subject = t('mail.complaintReceived.subject', { reference });
  const lines = [
    t('mail.hello', { name }),
    '',
    t('mail.complaintReceived.received', { when: formatMoment(receivedAt, lang), reference }),
    '',
    t('mail.complaintReceived.category', { category: t(`mail.complaintReceived.categories.${complaint.category}`) }),
    ...(complaint.urls ? [t('mail.complaintReceived.urls', { urls: complaint.urls })] : []),
    t('mail.complaintReceived.explanation', { explanation: complaint.explanation }),
    t('mail.complaintReceived.status', { status: t('mail.complaintReceived.statusReceived') }),
    '',
    t('mail.complaintReceived.review'),
    '',
    ...t('mail.greeting').split('\n'),
  ];
  const text = lines.join('\n');
  const escape = (value: string): string =>
    value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  const html = `<!doctype html>
<html lang="${mailLanguage(lang)}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">Hartklop</p>
${lines
  .filter((line) => line !== '')
  .map((line) => `<p style="white-space: pre-wrap;">${escape(line)}</p>`)
  .join('\n')}
</body></html>`;
  return { subject, text, html };
}

/**
 * Stores a notice and queues its confirmation of receipt (DSA art. 16(4)) in one transaction.
 * Rate-limited per address, per member and per visitor's e-mail address (429 with a Dutch text).
 */
export async function submitComplaint(db: DbOrHandle, input: ComplaintInput, source: ComplaintSource): Promise<Complaint> {
  const k = kyselyOf(db);
  const reporter = await reporterOf(k, input, source);
  const message = input.message_id === undefined ? null : await reportedMessage(k, input.message_id, source.profileId);
  if (input.profile_id !== undefined) {
    const profile = await k.selectFrom('profiles').select('id').where('id', '=', input.profile_id).executeTakeFirst();
    if (!profile) throw notFound(byKey('errors.members.profileGone'));
  }

  return k.transaction().execute(async (trx) => {
    const limits = [
      { bucket: 'complaint_ip', key: ipKey(source.ip), limit: COMPLAINTS_PER_IP_HOUR, windowMs: HOUR_MS },
      source.userId !== null
        ? { bucket: 'complaint_user', key: String(source.userId), limit: COMPLAINTS_PER_MEMBER_DAY, windowMs: DAY_MS }
        : { bucket: 'complaint_email', key: reporter.email.toLowerCase(), limit: COMPLAINTS_PER_EMAIL_DAY, windowMs: DAY_MS },
    ];
    for (const rule of limits) {
      const state = await hitRateLimit(trx, rule);
      if (!state.allowed) throw new ComplaintsRateLimited(state.retryAfterMs);
    }
    const now = new Date();
    // A reference is random; on the (unlikely) clash with an existing one, draw again.
    let reference = newReference();
    while (await trx.selectFrom('complaints').select('id').where('reference', '=', reference).executeTakeFirst()) reference = newReference();
    const mail = confirmationMail(reference, reporter.name, input, now, reporter.language);
    const mailId = await enqueueMail(trx, { userId: source.userId, kind: 'complaint_received', to: reporter.email, ...mail });
    const row = await trx
      .insertInto('complaints')
      .values({
        reference,
        category: input.category,
        explanation: input.explanation,
        urls: input.urls,
        reporter_user_id: source.userId,
        reporter_name: reporter.name,
        reporter_email: reporter.email,
        good_faith: true,
        reported_profile_id: input.profile_id ?? message?.sender_profile_id ?? null,
        reported_message_id: message ? Number(message.id) : null,
        reported_message_text: message ? (message.body ?? `[${message.kind}]`) : null,
        reported_message_sender_profile_id: message?.sender_profile_id ?? null,
        source_ip_hash: sha256Hex(ipKey(source.ip)),
        user_agent: source.userAgent?.slice(0, 500) ?? null,
        confirmation_mail_id: mailId,
        language: reporter.language,
        created_at: now,
        status_changed_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toComplaint(row);
  });
}

/** A member's own notices, newest first (index complaints_reporter). */
export async function ownComplaints(db: DbOrHandle, userId: number): Promise<Complaint[]> {
  const rows = await kyselyOf(db)
    .selectFrom('complaints')
    .select(COLUMNS)
    .where('reporter_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OWN_COMPLAINTS_LIMIT)
    .execute();
  return rows.map(toComplaint);
}

/** One of a member's own notices by reference (unique index); another member's is a 404. */
export async function ownComplaint(db: DbOrHandle, userId: number, reference: string): Promise<Complaint> {
  const row = await kyselyOf(db)
    .selectFrom('complaints')
    .select(COLUMNS)
    .where('reference', '=', reference)
    .where('reporter_user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(byKey('errors.complaints.notFound'));
  return toComplaint(row);
}
