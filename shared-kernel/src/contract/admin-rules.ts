// The back office's plain values (issue 18), free of zod like ./constants: roles, paths, endpoint
// refs, error codes, limits and texts. The member site never imports this module; mfe-backoffice
// and the API do. The schemas are in ./admin.
import type { EndpointRef } from 'shared-kernel/contract/constants';

/** Staff roles, least to most powerful. An endpoint of the admin context names the roles it allows. */
export const STAFF_ROLES = ['moderator', 'support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every action the API writes to the audit log, `area.verb` (api/src/domain/staff/audit.ts takes
 * only these). The back office shows each by its Dutch text (audit.actions.<area>.<verb>).
 */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_out',
  'staff.create',
  'staff.update',
  'bundle.create',
  'bundle.update',
  'discount_code.create',
  'discount_code.deactivate',
  'settings.update',
  'credits.adjust',
  'payment.refund',
  'member.export',
  'member.erase',
  'moderation.approve',
  'moderation.reject',
  'notice.decide',
  'appeal.decide',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every target type of the audit log's entries. */
export const AUDIT_TARGET_TYPES = ['staff', 'bundle', 'discount_code', 'site', 'user', 'payment', 'moderation_item', 'complaint', 'appeal'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Every admin endpoint lives below this path; the staff cookie is sent only there. */
export const ADMIN_API_BASE = '/api/admin';

export const ADMIN_PATHS = {
  login: '/api/admin/login',
  loginCode: '/api/admin/login/code',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  audit: '/api/admin/audit',
  staff: '/api/admin/staff',
  dashboard: '/api/admin/dashboard',
} as const;

type Method = EndpointRef['method'];
const route = (method: Method, path: string) => ({ method, path });

const ROUTES = {
  staffLogin: route('POST', ADMIN_PATHS.login),
  staffLoginCode: route('POST', ADMIN_PATHS.loginCode),
  staffLogout: route('POST', ADMIN_PATHS.logout),
  staffMe: route('GET', ADMIN_PATHS.me),
  auditLog: route('GET', ADMIN_PATHS.audit),
  staffList: route('GET', ADMIN_PATHS.staff),
  createStaff: route('POST', ADMIN_PATHS.staff),
  updateStaff: route('PUT', ADMIN_PATHS.staff),
  dashboard: route('GET', ADMIN_PATHS.dashboard),
};

/** The admin endpoints' methods and paths for `http.call` (their schemas are `adminApi` in ./admin). */
export const ADMIN_ENDPOINTS: { readonly [N in keyof typeof ROUTES]: EndpointRef<N> } = ROUTES;

export const ADMIN_ERROR_CODES = {
  /**
   * No (valid) staff session. Deliberately not `authentication_required`: the kernel's http client
   * turns that code into a member logout, and a staff page must never log a member out.
   */
  staffAuthenticationRequired: 'staff_authentication_required',
  /** Signed in, but the role may not do this. */
  roleForbidden: 'role_forbidden',
  /** Wrong e-mail or password (the same answer for an unknown e-mail). */
  loginFailed: 'staff_login_failed',
  /** The step between password and code is unknown, used or expired: start again. */
  challengeInvalid: 'staff_challenge_invalid',
  /** The authenticator code is wrong (or was used already). */
  codeInvalid: 'staff_code_invalid',
  /** Too many wrong passwords or codes: locked for a while. */
  locked: 'staff_locked',
  /** An e-mail address that already has a staff account. */
  emailTaken: 'staff_email_taken',
  /** An admin cannot disable or demote themselves (the last way back in). */
  selfChange: 'staff_self_change',
} as const;

/** Sessions: short (ARCHITECTURE §5 "Staff"). */
export const STAFF_SESSION_MAX_AGE_S = 8 * 60 * 60;
export const STAFF_SESSION_IDLE_S = 30 * 60;
/** The password step is good for this long, once. */
export const STAFF_CHALLENGE_TTL_S = 5 * 60;
/** Wrong passwords and codes together, per (e-mail, client address) within 15 minutes: after this many that pair waits STAFF_LOCK_MINUTES (api domain/staff/lockout.ts). */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCK_MINUTES = 15;
/** Staff passwords: at least this long (no default password ever exists). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Days the dashboard shows by default, and the most it shows. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_MAX_DAYS = 90;
/** Audit log entries per page by default, and the most per page. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

