import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  APPEAL_PERIOD_DAYS,
  ERROR_CODES,
  type ModerationReason,
  type StatementDecision,
} from 'shared-kernel/contract';
import type { DbOrTrx, Schema, StatementsOfReasonsTable } from '../../db/schema';
import { DomainError, notFound, byKey, type TextRef } from '../errors';
import { apiText, mailLanguage } from '../../i18n';
import { enqueueMail } from '../mail/outbox';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = (): string =>
  `BSL-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

export interface NewStatement {
  userId: number;
  source: 'moderation' | 'notice';
  decision: StatementDecision;
  /** What was restricted, in the member's words, by key (`statements.photoRestriction`: "Je foto is verwijderd …"). */
  restriction: TextRef;
  reason: ModerationReason;
  /** The moderator's own addition to the reason's facts (optional). */
  note?: string | undefined;
  suspendedUntil?: Date | null;
  moderationItemId?: number | null;
  complaintId?: number | null;
}

/** What a reason's ground rests on: the law (`statements.laws.<reason>`) or our terms (`statements.termsGround`). */
const GROUND_KIND: Readonly<Record<ModerationReason, 'terms' | 'law'>> = {
  nudity: 'terms',
  not_own_photo: 'terms',
  no_person: 'terms',
  contact_details: 'terms',
  offensive: 'terms',
  minor: 'law',
  harassment: 'terms',
  scam: 'law',
  fake_profile: 'terms',
  illegal_content: 'law',
  copyright: 'law',
};

/** The statement's record is Dutch: its texts by key from the catalog. */
const recordText = (key: string): string => apiText('nl', key);

/** A statement as the member (and the back office) reads it. */
export interface StatementView {
  reference: string;
  decision: StatementDecision;
  decision_label: string;
  restriction: string;
  facts: string;
  ground_kind: 'terms' | 'law';
  ground: string;
  automated: boolean;
  automation: string;
  redress: string;
  suspended_until: string | null;
  created_at: string;
  appeal: { status: 'received' | 'resolved'; outcome: 'upheld' | 'reversed' | null; created_at: string } | null;
  can_appeal: boolean;
}

export const formatDutchMoment = (at: Date): string =>
  at.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain mail: each line a paragraph in the HTML part; `language` is its `<html lang>` (nl by default). */
export function plainMail(subject: string, lines: readonly string[], language?: string | null): { subject: string; text: string; html: string } {
  const html = `<!doctype html>
<html lang="${mailLanguage(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p style="font-size: 20px; font-weight: bold; color: #d6336c;">Hartklop</p>
${lines
  .filter((line) => line !== '')
  .map((line) => `<p style="white-space: pre-wrap;">${escapeHtml(line)}</p>`)
  .join('\n')}
</body></html>`;
  return { subject, text: lines.join('\n'), html };
}

/**
 * Writes a statement of reasons (DSA art. 17) and mails it to the member, in the caller's
 * transaction: the decision, the statement and its mail exist together or not at all.
 */
export async function createStatement(trx: Transaction<Schema>, input: NewStatement): Promise<Selectable<StatementsOfReasonsTable>> {
  const groundKind = GROUND_KIND[input.reason];
  const reasonFacts = recordText(`statements.facts.${input.reason}`);
  const note = input.note?.trim();
  const facts = note ? `${reasonFacts} ${note}` : reasonFacts;
  let reference = newReference();
  while (await trx.selectFrom('statements_of_reasons').select('id').where('reference', '=', reference).executeTakeFirst()) reference = newReference();
  const row = await trx
    .insertInto('statements_of_reasons')
    .values({
      reference,
      user_id: input.userId,
      source: input.source,
      decision: input.decision,
      restriction: apiText('nl', input.restriction.key, input.restriction.vars),
      facts,
      ground_kind: groundKind,
      ground: recordText(groundKind === 'law' ? `statements.laws.${input.reason}` : 'statements.termsGround'),
      automated: false,
      redress: recordText('statements.redress'),
      suspended_until: input.suspendedUntil ?? null,
      moderation_item_id: input.moderationItemId ?? null,
      complaint_id: input.complaintId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const user = await trx.selectFrom('users').select(['email', 'status', 'language']).where('id', '=', input.userId).executeTakeFirst();
  if (user && user.status !== 'deleted') {
    // The statement is stored in Dutch (the record); its mail is in the member's language, each text
    // by its key (a moderator's own note and a law's name stay as written).
    const lang = user.language;
    const t = (key: string, vars: Record<string, string | number> = {}): string => apiText(lang, key, vars);
    const translatedFacts = t(`statements.facts.${input.reason}`);
    const mail = plainMail(
      t('mail.statement.subject', { reference }),
      [
        t('mail.helloAnonymous'),
        '',
        t('mail.statement.intro', { reference }),
        '',
        t('mail.statement.restriction', { restriction: t(input.restriction.key, input.restriction.vars) }),
        t('mail.statement.facts', { facts: note ? `${translatedFacts} ${note}` : translatedFacts }),
        t(row.ground_kind === 'law' ? 'mail.statement.groundLaw' : 'mail.statement.groundTerms', { ground: row.ground_kind === 'law' ? row.ground : t('statements.termsGround') }),
        t('mail.statement.automated', { automation: t('statements.automation') }),
        t('mail.statement.redress', { redress: t('statements.redress') }),
        '',
        t('mail.statement.profilePage'),
        '',
        ...t('mail.greeting').split('\n'),
      ],
      lang,
    );
    await enqueueMail(trx, { userId: input.userId, kind: 'statement_of_reasons', to: user.email, ...mail });
  }
  return row;
}

const appealDeadline = (createdAt: Date): Date => new Date(createdAt.getTime() + APPEAL_PERIOD_DAYS * 86_400_000);

/** The member's statements, newest first, with their appeal. */
export async function listOwnStatements(db: DbOrTrx, userId: number, now = new Date()): Promise<StatementView[]> {
  const rows = await db
    .selectFrom('statements_of_reasons as s')
    .leftJoin('appeals as a', 'a.statement_id', 's.id')
    .selectAll('s')
    .select(['a.status as appeal_status', 'a.outcome as appeal_outcome', 'a.created_at as appeal_created_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    decision: row.decision,
    decision_label: recordText(`statements.decisions.${row.decision}`),
    restriction: row.restriction,
    facts: row.facts,
    ground_kind: row.ground_kind,
    ground: row.ground,
    automated: row.automated,
    automation: recordText('statements.automation'),
    redress: row.redress,
    suspended_until: row.suspended_until?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    appeal:
      row.appeal_status && row.appeal_created_at
        ? { status: row.appeal_status, outcome: row.appeal_outcome, created_at: row.appeal_created_at.toISOString() }
        : null,
    can_appeal: !row.appeal_status && appealDeadline(row.created_at) > now,
  }));
}

/**
 * A member's appeal against one of their own statements (DSA art. 20): one per statement, within 6
 * months. It lands in the back office's reports queue.
 */
export async function appealStatement(db: Kysely<Schema>, userId: number, reference: string, explanation: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const statement = await trx
      .selectFrom('statements_of_reasons')
      .select(['id', 'created_at'])
      .where('reference', '=', reference)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!statement) throw notFound(byKey('errors.moderation.statementGone'));
    if (appealDeadline(statement.created_at) <= now) throw new DomainError('conflict', ERROR_CODES.appealNotAllowed, byKey('errors.moderation.appealTooLate'));
    const inserted = await trx
      .insertInto('appeals')
      .values({ statement_id: statement.id, user_id: userId, explanation: explanation.trim(), created_at: now })
      .onConflict((oc) => oc.column('statement_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new DomainError('conflict', ERROR_CODES.appealNotAllowed, byKey('errors.moderation.appealExists'));
  });
}
