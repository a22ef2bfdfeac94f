import { z } from 'zod';
import { IdSchema } from './common';
import {
  categoryError,
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINT_STATUSES,
  explanationError,
  reporterEmailError,
  reporterNameError,
  urlsError,
} from './complaint-rules';

export * from './complaint-rules';

const checked = (max: number, rule: (value: string) => string | null) =>
  z
    .string()
    .max(max * 4)
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((v) => v.trim());


/**
 * POST /api/complaint.php: one notice (public). A visitor gives name and e-mail; for a member the
 * server takes both from the account (sent ones are ignored). `profile_id` or `message_id` (members
 * only, a message of one of their own conversations) says which profile or message is reported.
 */
export const ComplaintBodySchema = z
  .object({
    category: z.string().max(40).superRefine((value, ctx) => {
      const error = categoryError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    explanation: checked(COMPLAINT_LIMITS.explanationMax, explanationError),
    urls: z.string().max(COMPLAINT_LIMITS.urlsMax * 4).default(''),
    name: z.string().max(COMPLAINT_LIMITS.nameMax * 4).optional(),
    email: z.string().max(1024).optional(),
    good_faith: z.boolean().refine((v) => v, 'complaints.goodFaithRequired'),
    profile_id: IdSchema.optional(),
    message_id: IdSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const error = urlsError(body.urls, body.category);
    if (error) ctx.addIssue({ code: 'custom', path: ['urls'], message: error });
  })
  .transform((body) => ({ ...body, category: body.category as (typeof COMPLAINT_CATEGORIES)[number], urls: body.urls.trim() }));
export type ComplaintBody = z.input<typeof ComplaintBodySchema>;

/** A visitor's name and e-mail address (checked by the server when no member is logged in). */
export const ReporterSchema = z.object({
  name: checked(COMPLAINT_LIMITS.nameMax, reporterNameError),
  email: checked(254, (v) => reporterEmailError(v)),
});

export const ComplaintSchema = z.object({
  reference: z.string().regex(COMPLAINT_REFERENCE_PATTERN),
  category: z.enum(COMPLAINT_CATEGORIES),
  status: z.enum(COMPLAINT_STATUSES),
  explanation: z.string(),
  urls: z.string(),
  profile_id: z.number().int().nullable(),
  message_id: z.number().int().nullable(),
  created_at: z.string(),
  /** When the status last changed (the notice's receipt at first). */
  status_changed_at: z.string(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;

export const ComplaintResponseSchema = z.object({ complaint: ComplaintSchema });
/** The logged-in member's own notices, newest first. */
export const ComplaintsResponseSchema = z.object({ complaints: z.array(ComplaintSchema) });
export const ComplaintQuerySchema = z
  .object({ reference: z.string().max(20).regex(COMPLAINT_REFERENCE_PATTERN, 'complaints.notFound') })
  .strict();
