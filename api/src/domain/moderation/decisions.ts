import { sql } from 'kysely';
import {
  type NoticeAction,
  COMPLAINT_CATEGORIES,
  ERROR_CODES,
  type ModerationReason,
} from 'shared-kernel/contract';
import type { Db, Trx } from '../../db/schema';
import { DomainError, notFound, byKey, type TextRef } from '../errors';
import { failValidation } from '../validation';
import { apiText, formatMoment } from '../../i18n';
import { enqueueMail } from '../mail/outbox';
import { liftRestriction, restrictAccount } from './restrictions';
import { createStatement, formatDutchMoment, plainMail } from './statements';

/** One entry of the reports queue: a notice (`/complaints`, report actions) or a member's appeal. */
export interface ReportQueueEntry {
  type: 'notice' | 'appeal';
  id: number;
  reference: string;
  category: string;
  category_label: string;
  explanation: string;
  created_at: string;
  /** The reported (notice) or appealing (appeal) member, if any. */
  user_id: number | null;
  profile_id: number | null;
  profile_name: string | null;
  reported_message_text: string | null;
}

/**
 * The reports queue, oldest first: open notices (received or in progress) and open appeals,
 * optionally of one category (`appeal` for appeals only).
 */
export async function listReports(db: Db, { limit = 50, category }: { limit?: number; category?: string } = {}): Promise<ReportQueueEntry[]> {
  const notices =
    category === 'appeal'
      ? []
      : await (() => {
          let query = db
            .selectFrom('complaints as c')
            .leftJoin('profiles as p', 'p.id', 'c.reported_profile_id')
            .select([
              'c.id',
              'c.reference',
              'c.category',
              'c.explanation',
              'c.created_at',
              'p.user_id',
              'c.reported_profile_id as profile_id',
              'p.name as profile_name',
              'c.reported_message_text',
            ])
            .where('c.status', 'in', ['received', 'in_progress'])
            .orderBy('c.created_at')
            .orderBy('c.id')
            .limit(limit);
          if (category) query = query.where('c.category', '=', category);
          return query.execute();
        })();
  const appeals =
    category && category !== 'appeal'
      ? []
      : await db
          .selectFrom('appeals as a')
          .innerJoin('statements_of_reasons as s', 's.id', 'a.statement_id')
          .leftJoin('profiles as p', 'p.user_id', 'a.user_id')
          .select(['a.id', 's.reference', 'a.explanation', 'a.created_at', 'a.user_id', 'p.id as profile_id', 'p.name as profile_name'])
          .where('a.status', '=', 'received')
          .orderBy('a.created_at')
          .orderBy('a.id')
          .limit(limit)
          .execute();
  const entries: ReportQueueEntry[] = [
    ...notices.map((row) => ({
      type: 'notice' as const,
      id: row.id,
      reference: row.reference,
      category: row.category,
      category_label: (COMPLAINT_CATEGORIES as readonly string[]).includes(row.category) ? apiText('nl', `mail.complaintReceived.categories.${row.category}`) : row.category,
      explanation: row.explanation,
      created_at: row.created_at.toISOString(),
      user_id: row.user_id,
      profile_id: row.profile_id,
      profile_name: row.profile_name,
      reported_message_text: row.reported_message_text,
    })),
    ...appeals.map((row) => ({
      type: 'appeal' as const,
      id: row.id,
      reference: row.reference,
      category: 'appeal',
      category_label: apiText('nl', 'staff.notices.appealCategory'),
      explanation: row.explanation,
      created_at: row.created_at.toISOString(),
      user_id: row.user_id,
      profile_id: row.profile_id,
      profile_name: row.profile_name,
      reported_message_text: null,
    })),
  ];
  return entries.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id).slice(0, limit);
}

export interface NoticeDecision {
  action: NoticeAction;
  reason?: ModerationReason | undefined;
  note?: string | undefined;
  /** For `suspend`: the end of the suspension. */
  until?: Date | undefined;
}

/** Removes what a notice is about: the reported message, or the profile's text and photos. */
async function removeReportedContent(trx: Trx, complaint: { reported_message_id: number | null; reported_profile_id: number | null }): Promise<TextRef> {
  if (complaint.reported_message_id !== null) {
    await trx.updateTable('messages').set({ body: '' }).where('id', '=', complaint.reported_message_id).execute();
    return byKey('statements.messageRestriction');
  }
  await trx.updateTable('profiles').set({ about: '' }).where('id', '=', complaint.reported_profile_id!).execute();
  await trx.updateTable('photos').set({ status: 'rejected' }).where('profile_id', '=', complaint.reported_profile_id!).execute();
  return byKey('statements.profileRestriction');
}

/**
 * Decides a notice (DSA art. 16, 17), in the caller's transaction (with its audit entry): no
 * action, remove the content, suspend or ban the reported member's account. A restriction comes
 * with a statement of reasons to the reported member; the notifier gets the outcome by mail (art.
 * 16(5)). Only an open notice.
 */
export async function decideNotice(trx: Trx, complaintId: number, staffId: number, decision: NoticeDecision, now = new Date()): Promise<{ statement: string | null; userId: number | null }> {
  if (decision.action !== 'no_action' && !decision.reason) failValidation(byKey('staff.notices.reasonRequired'), 'reason');
  if (decision.action === 'suspend' && (!decision.until || decision.until <= now)) failValidation(byKey('staff.notices.untilRequired'), 'until');
  const complaint = await trx.selectFrom('complaints').selectAll().where('id', '=', complaintId).forUpdate().executeTakeFirst();
  if (!complaint) throw notFound(byKey('staff.notices.noticeGone'));
  if (complaint.status === 'resolved') throw new DomainError('conflict', ERROR_CODES.alreadyDecided, byKey('staff.notices.alreadyDecided'));
  const profile =
    complaint.reported_profile_id === null
      ? undefined
      : await trx.selectFrom('profiles').select(['id', 'user_id']).where('id', '=', complaint.reported_profile_id).executeTakeFirst();
  const userId = profile?.user_id ?? null;
  if (decision.action !== 'no_action' && (decision.action !== 'remove_content' ? userId === null : profile === undefined)) {
    failValidation(byKey('staff.notices.noMember'), 'action');
  }

  let statement: string | null = null;
  if (decision.action !== 'no_action') {
    const reason = decision.reason!;
    let restriction: TextRef;
    if (decision.action === 'remove_content') restriction = await removeReportedContent(trx, complaint);
    else if (decision.action === 'suspend') {
      await restrictAccount(trx, userId!, { kind: 'suspended', until: decision.until! });
      restriction = byKey('statements.suspendedRestriction', { until: formatDutchMoment(decision.until!) });
    } else {
      await restrictAccount(trx, userId!, { kind: 'banned' });
      restriction = byKey('statements.bannedRestriction');
    }
    if (userId !== null) {
      const row = await createStatement(trx, {
        userId,
        source: 'notice',
        decision: decision.action === 'remove_content' ? 'content_removed' : decision.action === 'suspend' ? 'account_suspended' : 'account_banned',
        restriction,
        reason,
        note: decision.note,
        suspendedUntil: decision.action === 'suspend' ? decision.until! : null,
        complaintId: complaint.id,
      });
      statement = row.reference;
    }
  }

  // A member's mails follow users.language; a visitor's, the language stored with the notice (0027).
  const reporter =
    complaint.reporter_user_id === null
      ? undefined
      : await trx.selectFrom('users').select('language').where('id', '=', complaint.reporter_user_id).executeTakeFirst();
  const lang = reporter?.language ?? complaint.language;
  const t = (key: string, vars: Record<string, string> = {}): string => apiText(lang, key, vars);
  const outcome = t(`mail.complaintOutcome.outcomes.${decision.action}`);
  const mail = plainMail(
    t('mail.complaintOutcome.subject', { reference: complaint.reference }),
    [
      t('mail.hello', { name: complaint.reporter_name }),
      '',
      t('mail.complaintOutcome.decided', { reference: complaint.reference, date: formatMoment(complaint.created_at, lang) }),
      '',
      decision.reason ? t('mail.complaintOutcome.withReason', { outcome, reason: t(`mail.reasons.${decision.reason}`) }) : outcome,
      '',
      t('mail.complaintOutcome.disagree'),
      '',
      ...t('mail.greeting').split('\n'),
    ],
    lang,
  );
  const mailId = await enqueueMail(trx, { userId: complaint.reporter_user_id, kind: 'complaint_outcome', to: complaint.reporter_email, ...mail });
  await trx
    .updateTable('complaints')
    .set({ status: 'resolved', status_changed_at: now, decision: `${decision.action}${decision.reason ? `:${decision.reason}` : ''}`, decided_at: now, decided_by: staffId, outcome_mail_id: mailId })
    .where('id', '=', complaint.id)
    .execute();
  return { statement, userId };
}

/**
 * Decides a member's appeal (DSA art. 20), in the caller's transaction: upheld (the decision
 * stands) or reversed (a restricted account is lifted; removed content stays removed, the member
 * may post it again). The member gets the outcome by mail.
 */
export async function decideAppeal(trx: Trx, appealId: number, staffId: number, outcome: 'upheld' | 'reversed', now = new Date()): Promise<{ userId: number }> {
  const appeal = await trx
    .selectFrom('appeals as a')
    .innerJoin('statements_of_reasons as s', 's.id', 'a.statement_id')
    .select(['a.id', 'a.status', 'a.user_id', 's.reference', 's.decision'])
    .where('a.id', '=', appealId)
    .forUpdate('a')
    .executeTakeFirst();
  if (!appeal) throw notFound(byKey('staff.notices.appealGone'));
  if (appeal.status !== 'received') throw new DomainError('conflict', ERROR_CODES.alreadyDecided, byKey('staff.notices.appealDecided'));
  if (outcome === 'reversed' && appeal.decision !== 'content_removed') await liftRestriction(trx, appeal.user_id);
  await trx.updateTable('appeals').set({ status: 'resolved', outcome, decided_at: now, decided_by: staffId }).where('id', '=', appeal.id).execute();
  const user = await trx.selectFrom('users').select(['email', 'status', 'language']).where('id', '=', appeal.user_id).executeTakeFirst();
  if (user && user.status !== 'deleted') {
    const mail = plainMail(
      apiText(user.language, 'mail.appealOutcome.subject', { reference: appeal.reference }),
      [
        apiText(user.language, 'mail.helloAnonymous'),
        '',
        apiText(user.language, `mail.appealOutcome.${outcome}`, { reference: appeal.reference }),
        '',
        ...apiText(user.language, 'mail.greeting').split('\n'),
      ],
      user.language,
    );
    await enqueueMail(trx, { userId: appeal.user_id, kind: 'appeal_outcome', to: user.email, ...mail });
  }
  return { userId: appeal.user_id };
}

/** Open notices plus open appeals (the back office's badge). */
export async function countOpenReports(db: Db): Promise<number> {
  const row = await sql<{ n: number }>`
    select (select count(*) from complaints where status in ('received', 'in_progress'))
         + (select count(*) from appeals where status = 'received') as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
