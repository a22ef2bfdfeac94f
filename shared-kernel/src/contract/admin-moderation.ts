import { z } from 'zod';
import { endpoint, IdSchema } from './common';
import { ADMIN_OPS_ENDPOINTS, APPEAL_OUTCOMES, NOTE_MAX, NOTICE_ACTIONS, QUEUE_MAX } from './admin-ops-rules';
import { MODERATION_REASONS } from './moderation-rules';

// The back office's moderation (issue 18 item 2) and notices and reports (item 3): moderators and
// admins only. Every decision is audited in its transaction (api/src/plugins/admin/moderation.ts).

const Note = z.string().trim().max(NOTE_MAX).optional();
const OkTrue = z.object({ ok: z.literal(true) });

export const ModerationQueueQuerySchema = z
  .object({
    kind: z.enum(['photo', 'text']).optional(),
    limit: z.coerce.number().int().min(1).max(QUEUE_MAX).optional(),
  })
  .strict();

export const ModerationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'text']),
  profile_id: z.number().int(),
  profile_name: z.string(),
  user_id: z.number().int().nullable(),
  photo_id: z.number().int().nullable(),
  /** The text, or the photo's file name. */
  content: z.string(),
  /** The photo (full size and thumbnail) as the site serves it; null for a text. */
  image: z.string().nullable(),
  thumb: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

export const ModerationQueueResponseSchema = z.object({ items: z.array(ModerationItemSchema), open: z.number().int() });

export const ApproveItemBodySchema = z.object({ id: IdSchema }).strict();
export const RejectItemBodySchema = z.object({ id: IdSchema, reason: z.enum(MODERATION_REASONS, 'notices.reasonRequired'), note: Note }).strict();
export const RejectItemResponseSchema = z.object({ statement: z.string() });

export const ReportsQueueQuerySchema = z
  .object({
    /** A notice category, or `appeal` for the members' appeals only. */
    category: z.string().trim().max(40).optional(),
    limit: z.coerce.number().int().min(1).max(QUEUE_MAX).optional(),
  })
  .strict();

export const ReportEntrySchema = z.object({
  type: z.enum(['notice', 'appeal']),
  id: z.number().int(),
  reference: z.string(),
  category: z.string(),
  category_label: z.string(),
  explanation: z.string(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  profile_id: z.number().int().nullable(),
  profile_name: z.string().nullable(),
  reported_message_text: z.string().nullable(),
});
export type ReportEntry = z.infer<typeof ReportEntrySchema>;

export const ReportsQueueResponseSchema = z.object({ reports: z.array(ReportEntrySchema), open: z.number().int() });

export const DecideNoticeBodySchema = z
  .object({
    id: IdSchema,
    action: z.enum(NOTICE_ACTIONS, 'notices.actionRequired'),
    reason: z.enum(MODERATION_REASONS, 'notices.reasonRequired').optional(),
    note: Note,
    /** For `suspend`: the end of the suspension (ISO 8601). */
    until: z.iso.datetime({ offset: true, message: 'notices.momentInvalid' }).optional(),
  })
  .strict();
export const DecideNoticeResponseSchema = z.object({ statement: z.string().nullable() });

export const DecideAppealBodySchema = z.object({ id: IdSchema, outcome: z.enum(APPEAL_OUTCOMES, 'notices.outcomeRequired') }).strict();

const MODERATORS = ['moderator', 'admin'] as const;

/** The moderation and reports endpoints; spread into the contract's `api` (./index). */
export const adminModerationApi = {
  moderationQueue: endpoint({ ...ADMIN_OPS_ENDPOINTS.moderationQueue, auth: 'staff', roles: MODERATORS, query: ModerationQueueQuerySchema, response: ModerationQueueResponseSchema }),
  approveItem: endpoint({ ...ADMIN_OPS_ENDPOINTS.approveItem, auth: 'staff', roles: MODERATORS, body: ApproveItemBodySchema, response: OkTrue }),
  rejectItem: endpoint({ ...ADMIN_OPS_ENDPOINTS.rejectItem, auth: 'staff', roles: MODERATORS, body: RejectItemBodySchema, response: RejectItemResponseSchema }),
  reportsQueue: endpoint({ ...ADMIN_OPS_ENDPOINTS.reportsQueue, auth: 'staff', roles: MODERATORS, query: ReportsQueueQuerySchema, response: ReportsQueueResponseSchema }),
  decideNotice: endpoint({ ...ADMIN_OPS_ENDPOINTS.decideNotice, auth: 'staff', roles: MODERATORS, body: DecideNoticeBodySchema, response: DecideNoticeResponseSchema }),
  decideAppeal: endpoint({ ...ADMIN_OPS_ENDPOINTS.decideAppeal, auth: 'staff', roles: MODERATORS, body: DecideAppealBodySchema, response: OkTrue }),
} as const;
