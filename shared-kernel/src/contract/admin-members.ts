import { z } from 'zod';
import { endpoint, IdSchema, QueryIdSchema } from './common';
import { DataExportSchema } from './accounts';
import { ADJUST_REASON_MAX, ADJUST_REASON_MIN, ADMIN_OPS_ENDPOINTS, CREDIT_ADJUST_MAX, ERASE_REASON_MAX, ERASE_REASON_MIN } from './admin-ops-rules';
import { StatementSchema } from './moderation';

// Member care (issue 18 item 4): support and admins find a member, see their account, adjust credits
// through the ledger with a reason, and refund a payment through the payment provider.

const CARE = ['support', 'admin'] as const;

export const MemberSearchQuerySchema = z.object({ q: z.string().trim().min(1, 'memberCare.queryRequired').max(254) }).strict();

export const MemberHitSchema = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  restriction: z.enum(['suspended', 'banned']).nullable(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
});
export type MemberHit = z.infer<typeof MemberHitSchema>;

export const MemberSearchResponseSchema = z.object({ members: z.array(MemberHitSchema) });

export const MemberDetailQuerySchema = z.object({ id: QueryIdSchema }).strict();

export const CarePaymentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  method: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  state: z.string(),
  amount_refunded: z.number().int(),
  amount_charged_back: z.number().int(),
  credits_reversed: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refund_requested_at: z.string().nullable(),
  refundable: z.boolean(),
});

export const MemberDetailResponseSchema = z.object({
  member: MemberHitSchema.extend({ restricted_until: z.string().nullable(), deleted_at: z.string().nullable(), confirmed_at: z.string().nullable() }),
  payments: z.array(CarePaymentSchema),
  ledger: z.array(z.object({ id: z.number().int(), delta: z.number().int(), balance_after: z.number().int(), reason: z.string(), created_at: z.string() })),
  mandates: z.array(z.object({ reference: z.string(), iban_end: z.string(), status: z.string(), signed_at: z.string(), revoked_at: z.string().nullable() })),
  reports: z.array(
    z.object({ reference: z.string(), category: z.string(), status: z.string(), decision: z.string().nullable(), created_at: z.string(), role: z.enum(['reporter', 'reported']) }),
  ),
  blocks: z.array(z.object({ direction: z.enum(['gave', 'received']), profile_id: z.number().int(), created_at: z.string() })),
  statements: z.array(StatementSchema),
});
export type MemberDetail = z.infer<typeof MemberDetailResponseSchema>;

export const AdjustCreditsBodySchema = z
  .object({
    user_id: IdSchema,
    amount: z
      .number('memberCare.amountInvalid')
      .int('memberCare.amountInvalid')
      .min(-CREDIT_ADJUST_MAX, 'memberCare.amountInvalid')
      .max(CREDIT_ADJUST_MAX, 'memberCare.amountInvalid')
      .refine((n) => n !== 0, 'memberCare.amountInvalid'),
    reason: z.string().trim().min(ADJUST_REASON_MIN, 'memberCare.reasonRequired').max(ADJUST_REASON_MAX),
    /** The form's key: a repeated submission is not applied twice. */
    key: z.string().uuid(),
  })
  .strict();
export const AdjustCreditsResponseSchema = z.object({ before: z.number().int(), after: z.number().int() });

export const RefundBodySchema = z.object({ payment_id: IdSchema }).strict();
export const RefundResponseSchema = z.object({ state: z.string(), amount_refunded: z.number().int(), credits_reversed: z.number().int() });

/** A member's data export (the member's own GDPR export, GDPR art. 15 and 20), asked for by support. */
export const MemberExportQuerySchema = MemberDetailQuerySchema;
export const MemberExportResponseSchema = DataExportSchema;

/** Erasing a member's personal data on request (GDPR art. 17), at once; the reason goes to the audit log. */
export const EraseMemberBodySchema = z
  .object({
    user_id: IdSchema,
    reason: z.string().trim().min(ERASE_REASON_MIN, 'memberCare.eraseReasonRequired').max(ERASE_REASON_MAX),
  })
  .strict();
export const EraseMemberResponseSchema = z.object({ user_id: z.number().int(), erased_at: z.string() });

/** The member care endpoints; spread into the contract's `api` (./index). */
export const adminMembersApi = {
  memberSearch: endpoint({ ...ADMIN_OPS_ENDPOINTS.memberSearch, auth: 'staff', roles: CARE, query: MemberSearchQuerySchema, response: MemberSearchResponseSchema }),
  memberDetail: endpoint({ ...ADMIN_OPS_ENDPOINTS.memberDetail, auth: 'staff', roles: CARE, query: MemberDetailQuerySchema, response: MemberDetailResponseSchema }),
  adjustCredits: endpoint({ ...ADMIN_OPS_ENDPOINTS.adjustCredits, auth: 'staff', roles: CARE, body: AdjustCreditsBodySchema, response: AdjustCreditsResponseSchema }),
  refundPayment: endpoint({ ...ADMIN_OPS_ENDPOINTS.refundPayment, auth: 'staff', roles: CARE, body: RefundBodySchema, response: RefundResponseSchema }),
  memberExport: endpoint({ ...ADMIN_OPS_ENDPOINTS.memberExport, auth: 'staff', roles: CARE, query: MemberExportQuerySchema, response: MemberExportResponseSchema }),
  memberErase: endpoint({ ...ADMIN_OPS_ENDPOINTS.memberErase, auth: 'staff', roles: CARE, body: EraseMemberBodySchema, response: EraseMemberResponseSchema }),
} as const;
