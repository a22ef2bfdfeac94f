import { z } from 'zod';
import { APPEAL_LIMITS, appealExplanationError, STATEMENT_DECISIONS } from './moderation-rules';

export * from './moderation-rules';

/** A statement of reasons (DSA art. 17) as the member reads it on their own profile. */
export const StatementSchema = z.object({
  reference: z.string(),
  decision: z.enum(STATEMENT_DECISIONS),
  decision_label: z.string(),
  /** What was restricted. */
  restriction: z.string(),
  /** The facts and circumstances. */
  facts: z.string(),
  ground_kind: z.enum(['terms', 'law']),
  ground: z.string(),
  automated: z.boolean(),
  automation: z.string(),
  /** How to appeal. */
  redress: z.string(),
  suspended_until: z.string().nullable(),
  created_at: z.string(),
  appeal: z
    .object({ status: z.enum(['received', 'resolved']), outcome: z.enum(['upheld', 'reversed']).nullable(), created_at: z.string() })
    .nullable(),
  can_appeal: z.boolean(),
});
export type Statement = z.infer<typeof StatementSchema>;

export const StatementsResponseSchema = z.object({ statements: z.array(StatementSchema) });

/** POST /api/appeal.php: the member's appeal against one of their statements (DSA art. 20). */
export const AppealBodySchema = z
  .object({
    reference: z.string().max(20),
    explanation: z
      .string()
      .max(APPEAL_LIMITS.explanationMax * 4)
      .superRefine((value, ctx) => {
        const error = appealExplanationError(value);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((value) => value.trim()),
  })
  .strict();
export type AppealBody = z.input<typeof AppealBodySchema>;
