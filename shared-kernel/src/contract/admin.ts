import { z } from 'zod';
import { endpoint, IdSchema, QueryIdSchema } from './common';
import {
  ADMIN_ENDPOINTS,
  AUDIT_MAX_PAGE_SIZE,
  DASHBOARD_MAX_DAYS,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
} from './admin-rules';

// The back office's API (issue 18): sign-in in two steps, the staff member, the audit log, staff
// management and the dashboard. Every endpoint is under /api/admin and served by the admin context
// (api/src/plugins/admin): `auth: 'staff'` needs a staff session (never a member's) and one of
// `roles` (all roles when absent).

export const StaffRoleSchema = z.enum(STAFF_ROLES);

const Email = z.string().trim().toLowerCase().max(254).email('admin.emailInvalid');
const Empty = z.object({}).strict();
const DATE_FORMAT = 'admin.dateFormat';
/** A calendar day that exists (not 1994-16-98, which the database refuses), from year 1. */
const isCalendarDay = (s: string): boolean => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(2000, m - 1, d));
  day.setUTCFullYear(y);
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT).refine(isCalendarDay, DATE_FORMAT);
const intFromQuery = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

export const StaffLoginBodySchema = z
  .object({
    email: Email,
    password: z.string().min(1, 'admin.passwordRequired').max(200),
  })
  .strict();

export const StaffChallengeSchema = z.object({
  /** Sent back with the code; good for one use within its time. */
  challenge: z.string(),
  expires_at: z.string(),
});

export const StaffCodeBodySchema = z
  .object({
    challenge: z.string().min(20).max(200),
    code: z.string().trim().regex(/^\d{6}$/, 'admin.codeFormat'),
  })
  .strict();

export const StaffMeSchema = z.object({
  staff: StaffSchema,
  session: z.object({
    /** The absolute end of the session (8 hours after sign-in). */
    expires_at: z.string(),
    /** The session ends after this many seconds without a request. */
    idle_timeout_s: z.number().int(),
  }),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const AuditQuerySchema = z
  .object({
    page: intFromQuery(1, 100_000).optional(),
    per_page: intFromQuery(1, AUDIT_MAX_PAGE_SIZE).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    staff_id: QueryIdSchema.optional(),
    target_type: z.string().trim().min(1).max(50).optional(),
    target_id: z.string().trim().min(1).max(100).optional(),
    /** From this day (Europe/Amsterdam), inclusive. */
    from: IsoDate.optional(),
    /** To this day (Europe/Amsterdam), inclusive. */
    to: IsoDate.optional(),
  })
  .strict();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

export const StaffListEntrySchema = StaffSchema.extend({
  disabled: z.boolean(),
  locked_until: z.string().nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffListEntry = z.infer<typeof StaffListEntrySchema>;

export const StaffListResponseSchema = z.object({ staff: z.array(StaffListEntrySchema) });

export const CreateStaffBodySchema = z
  .object({
    email: Email,
    name: z.string().trim().min(1, 'admin.nameRequired').max(100),
    role: StaffRoleSchema,
    password: z.string().min(STAFF_PASSWORD_MIN_LENGTH, 'admin.passwordTooShort').max(200),
  })
  .strict();

/** The new account and its authenticator enrolment: shown once, never again. */
export const CreateStaffResponseSchema = z.object({
  staff: StaffListEntrySchema,
  totp: z.object({ secret: z.string(), uri: z.string() }),
});

export const UpdateStaffBodySchema = z
  .object({
    id: IdSchema,
    disabled: z.boolean().optional(),
    role: StaffRoleSchema.optional(),
  })
  .strict()
  .refine((b) => b.disabled !== undefined || b.role !== undefined, { message: 'admin.changeRequired' });

export const UpdateStaffResponseSchema = z.object({ staff: StaffListEntrySchema });

export const DashboardQuerySchema = z.object({ days: intFromQuery(1, DASHBOARD_MAX_DAYS).optional() }).strict();

export const DashboardDaySchema = z.object({
  /** The calendar day in Europe/Amsterdam, YYYY-MM-DD. */
  date: z.string(),
  signups: z.number().int(),
  /** E-mail addresses confirmed that day. */
  activations: z.number().int(),
  /** Members with at least one payment paid that day. */
  paying_members: z.number().int(),
  /** Paid that day, in cents (VAT included), before refunds. */
  revenue_cents: z.number().int(),
  messages: z.number().int(),
  /** Reports not yet decided at the end of that day. */
  open_reports: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardResponseSchema = z.object({
  currency: z.string(),
  days: z.array(DashboardDaySchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

const OkTrue = z.object({ ok: z.literal(true) });

/** The admin endpoints; spread into the contract's `api` (./index). */
export const adminApi = {
  staffLogin: endpoint({ ...ADMIN_ENDPOINTS.staffLogin, auth: 'public', body: StaffLoginBodySchema, response: StaffChallengeSchema }),
  staffLoginCode: endpoint({ ...ADMIN_ENDPOINTS.staffLoginCode, auth: 'public', body: StaffCodeBodySchema, response: StaffMeSchema }),
  staffLogout: endpoint({ ...ADMIN_ENDPOINTS.staffLogout, auth: 'staff', body: Empty, response: OkTrue }),
  staffMe: endpoint({ ...ADMIN_ENDPOINTS.staffMe, auth: 'staff', query: Empty, response: StaffMeSchema }),
  auditLog: endpoint({ ...ADMIN_ENDPOINTS.auditLog, auth: 'staff', roles: ['admin'], query: AuditQuerySchema, response: AuditResponseSchema }),
  staffList: endpoint({ ...ADMIN_ENDPOINTS.staffList, auth: 'staff', roles: ['admin'], query: Empty, response: StaffListResponseSchema }),
  createStaff: endpoint({
    ...ADMIN_ENDPOINTS.createStaff,
    auth: 'staff',
    roles: ['admin'],
    body: CreateStaffBodySchema,
    response: CreateStaffResponseSchema,
    status: 201,
  }),
  updateStaff: endpoint({ ...ADMIN_ENDPOINTS.updateStaff, auth: 'staff', roles: ['admin'], body: UpdateStaffBodySchema, response: UpdateStaffResponseSchema }),
  dashboard: endpoint({ ...ADMIN_ENDPOINTS.dashboard, auth: 'staff', query: DashboardQuerySchema, response: DashboardResponseSchema }),
} as const;
