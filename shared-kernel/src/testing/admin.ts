import { HttpResponse } from 'msw';
import type { Api, AuditEntry, DashboardDay, ResponseOf, Staff, StaffListEntry, StaffMe, adminApi } from '../contract';
import {
  ADMIN_ERROR_CODES,
  AUDIT_PAGE_SIZE,
  DASHBOARD_DAYS,
  STAFF_SESSION_IDLE_S,
  STAFF_SESSION_MAX_AGE_S,
  type StaffRole,
} from '../contract/admin-rules';

/**
 * The back office's mocks (issue 18): staff accounts in memory, a fixed sign-in (password
 * `MOCK_STAFF_PASSWORD`, then code `MOCK_STAFF_CODE`), an audit log that grows with each mocked
 * action, and a deterministic 30-day dashboard. Each role has a fixture account:
 * `beheer@hartklop.test` (admin), `moderatie@hartklop.test`, `klantenservice@hartklop.test`.
 */
export const MOCK_STAFF_PASSWORD = 'backoffice-mock-wachtwoord';
export const MOCK_STAFF_CODE = '123456';
const CHALLENGE_PREFIX = 'mock-staff-challenge-';

interface MockStaffAccount extends StaffListEntry {
  password: string;
}

const fixtures = (): MockStaffAccount[] => [
  account(1, 'beheer@hartklop.test', 'Anouk Beheer', 'admin'),
  account(2, 'moderatie@hartklop.test', 'Mo de Vries', 'moderator'),
  account(3, 'klantenservice@hartklop.test', 'Sanne Jansen', 'support'),
];

function account(id: number, email: string, name: string, role: StaffRole): MockStaffAccount {
  return {
    id,
    email,
    name,
    role,
    disabled: false,
    locked_until: null,
    created_at: '2026-01-05T09:00:00.000Z',
    last_sign_in_at: null,
    password: MOCK_STAFF_PASSWORD,
  };
}

let accounts = fixtures();
let staffSession: MockStaffAccount | null = null;
let audit: AuditEntry[] = [];
let nextAuditId = 1;

export const mockStaffFixture = (role: StaffRole = 'admin'): Staff => {
  const found = fixtures().find((a) => a.role === role)!;
  return { id: found.id, email: found.email, name: found.name, role: found.role };
};

/** Signs a fixture staff member in for the mocks (null: signed out). */
export function setMockStaff(role: StaffRole | null): void {
  staffSession = role === null ? null : (accounts.find((a) => a.role === role && !a.disabled) ?? null);
}
export const getMockStaff = (): Staff | null =>
  staffSession && { id: staffSession.id, email: staffSession.email, name: staffSession.name, role: staffSession.role };

export function resetMockAdmin(): void {
  accounts = fixtures();
  staffSession = null;
  audit = [];
  nextAuditId = 1;
}

const error = (status: number, code: string, message: string): Response => HttpResponse.json({ error: code, message }, { status });
const staffRequired = () => error(403, ADMIN_ERROR_CODES.staffAuthenticationRequired, 'Log in op de backoffice om verder te gaan.');
/** The roles as the API's refusal names them. */
const ROLE_NAMES: Record<StaffRole, string> = { moderator: 'Moderator', support: 'Klantenservice', admin: 'Beheerder' };
const forbidden = (roles: readonly StaffRole[]) => error(403, ADMIN_ERROR_CODES.roleForbidden, `Je rol heeft hier geen toegang toe (nodig: ${roles.map((r) => ROLE_NAMES[r]).join(' of ')}).`);

/** The mocks' audit helper: what the real admin routes write, for the audit page standalone. */
export function mockAudit(action: string, target: { type?: string; id?: string | number } = {}, before: unknown = null, after: unknown = null): void {
  audit.unshift({
    id: nextAuditId++,
    at: new Date().toISOString(),
    staff: staffSession && { id: staffSession.id, name: staffSession.name, email: staffSession.email },
    action,
    target_type: target.type ?? null,
    target_id: target.id === undefined ? null : String(target.id),
    before,
    after,
    ip: '127.0.0.1',
  });
}

/** The staff member when signed in with one of `roles` (all roles when empty), else the refusal to answer. */
export function mockStaffGuard(roles: readonly StaffRole[] = []): MockStaffAccount | Response {
  if (!staffSession) return staffRequired();
  if (roles.length > 0 && !roles.includes(staffSession.role)) return forbidden(roles);
  return staffSession;
}

const me = (a: MockStaffAccount): StaffMe => ({
  staff: { id: a.id, email: a.email, name: a.name, role: a.role },
  session: { expires_at: new Date(Date.now() + STAFF_SESSION_MAX_AGE_S * 1000).toISOString(), idle_timeout_s: STAFF_SESSION_IDLE_S },
});

const listEntry = ({ password: _password, ...entry }: MockStaffAccount): StaffListEntry => entry;

/** A wave that looks like a site's week: more on weekends, a slow rise over the month. */
export function mockDashboardDays(days = DASHBOARD_DAYS, today = new Date()): DashboardDay[] {
  const out: DashboardDay[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 1.3 : 1;
    const trend = 1 + (days - i) / (days * 2);
    const signups = Math.round((40 + ((i * 7) % 11)) * weekend * trend);
    const paying = Math.round(signups * 0.12);
    out.push({
      date: d.toISOString().slice(0, 10),
      signups,
      activations: Math.round(signups * 0.7),
      paying_members: paying,
      revenue_cents: paying * 1995 + ((i * 499) % 2000),
      messages: Math.round(signups * 14 + ((i * 37) % 90)),
      open_reports: 3 + ((i * 5) % 7),
    });
  }
  return out;
}

interface MockContext {
  request: Request;
  query: Record<string, string>;
  body: unknown;
}

type AdminResolvers = {
  [K in keyof typeof adminApi]: (ctx: MockContext) => ResponseOf<Api[K]> | Response;
};

/** One answer per admin endpoint (merged into the kernel's handlers). */
export const adminResolvers: AdminResolvers = {
  staffLogin: ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    const found = accounts.find((a) => a.email === email.trim().toLowerCase() && !a.disabled);
    if (!found || found.password !== password) return error(401, ADMIN_ERROR_CODES.loginFailed, 'E-mailadres of wachtwoord onjuist.');
    return { challenge: `${CHALLENGE_PREFIX}${found.id}-000000000000`, expires_at: new Date(Date.now() + 300_000).toISOString() };
  },
  staffLoginCode: ({ body }) => {
    const { challenge, code } = body as { challenge: string; code: string };
    const id = challenge.startsWith(CHALLENGE_PREFIX) ? Number(challenge.slice(CHALLENGE_PREFIX.length).split('-')[0]) : NaN;
    const found = accounts.find((a) => a.id === id && !a.disabled);
    if (!found) return error(401, ADMIN_ERROR_CODES.challengeInvalid, 'Deze aanmelding is verlopen. Log opnieuw in met je wachtwoord.');
    if (code !== MOCK_STAFF_CODE) return error(401, ADMIN_ERROR_CODES.codeInvalid, 'De code klopt niet. Gebruik de huidige code uit je authenticator-app.');
    staffSession = found;
    found.last_sign_in_at = new Date().toISOString();
    mockAudit('staff.sign_in', { type: 'staff', id: found.id });
    return me(found);
  },
  staffLogout: () => {
    const guard = mockStaffGuard();
    if (guard instanceof Response) return guard;
    mockAudit('staff.sign_out', { type: 'staff', id: guard.id });
    staffSession = null;
    return { ok: true };
  },
  staffMe: () => {
    const guard = mockStaffGuard();
    return guard instanceof Response ? guard : me(guard);
  },
  auditLog: ({ query }) => {
    const guard = mockStaffGuard(['admin']);
    if (guard instanceof Response) return guard;
    const page = Number(query.page ?? 1);
    const perPage = Number(query.per_page ?? AUDIT_PAGE_SIZE);
    const matching = audit.filter((e) => (!query.action || e.action === query.action) && (!query.target_type || e.target_type === query.target_type));
    return { entries: matching.slice((page - 1) * perPage, page * perPage), page, per_page: perPage, total: matching.length };
  },
  staffList: () => {
    const guard = mockStaffGuard(['admin']);
    return guard instanceof Response ? guard : { staff: accounts.map(listEntry) };
  },
  createStaff: ({ body }) => {
    const guard = mockStaffGuard(['admin']);
    if (guard instanceof Response) return guard;
    const input = body as { email: string; name: string; role: StaffRole; password: string };
    const email = input.email.trim().toLowerCase();
    if (accounts.some((a) => a.email === email)) return error(409, ADMIN_ERROR_CODES.emailTaken, 'Dit e-mailadres heeft al een medewerkersaccount.');
    const created: MockStaffAccount = { ...account(Math.max(...accounts.map((a) => a.id)) + 1, email, input.name.trim(), input.role), password: input.password };
    created.created_at = new Date().toISOString();
    accounts.push(created);
    mockAudit('staff.create', { type: 'staff', id: created.id }, null, { email, name: created.name, role: created.role });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    return { staff: listEntry(created), totp: { secret, uri: `otpauth://totp/Hartklop%20backoffice:${encodeURIComponent(email)}?secret=${secret}&issuer=Hartklop%20backoffice` } };
  },
  updateStaff: ({ body }) => {
    const guard = mockStaffGuard(['admin']);
    if (guard instanceof Response) return guard;
    const input = body as { id: number; disabled?: boolean; role?: StaffRole };
    const found = accounts.find((a) => a.id === input.id);
    if (!found) return error(404, 'not_found', 'Deze medewerker bestaat niet.');
    if (found.id === guard.id && (input.disabled === true || (input.role !== undefined && input.role !== found.role))) {
      return error(409, ADMIN_ERROR_CODES.selfChange, 'Je kunt je eigen account niet uitschakelen of je eigen rol verlagen.');
    }
    const before = listEntry(found);
    if (input.disabled !== undefined) found.disabled = input.disabled;
    if (input.role !== undefined) found.role = input.role;
    mockAudit('staff.update', { type: 'staff', id: found.id }, before, listEntry(found));
    return { staff: listEntry(found) };
  },
  dashboard: ({ query }) => {
    const guard = mockStaffGuard();
    if (guard instanceof Response) return guard;
    return { currency: 'EUR', days: mockDashboardDays(query.days === undefined ? DASHBOARD_DAYS : Number(query.days)) };
  },
};
