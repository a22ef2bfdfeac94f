import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from 'shared-kernel/contract/admin-rules';
import type { DatabaseHandle } from '../src/db/database';
import { createStaffAccount } from '../src/domain/staff/accounts';
import { staffSecretKey } from '../src/domain/staff/secret-box';
import { STAFF_COOKIE } from '../src/domain/staff/sessions';
import { totpCode } from '../src/domain/staff/totp';
import { sha256Hex } from '../src/domain/secrets';
import { ruleValues } from 'shared-kernel/contract/rule-values';
import { apiText } from '../src/i18n';
import { cookieFrom, sameOrigin } from './helpers';

/** Helpers of the back office's API tests (issue 18): staff accounts, sessions and admin requests. */

/** A back-office text as the API answers it (`staff.<code>`, Dutch), with the contract's values for its placeholders. */
export const staffText = (code: string, vars: Record<string, string | number> = {}): string =>
  apiText('nl', `staff.${code}`, { ...ruleValues(code), ...vars });

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  /** The TOTP secret (base32), to compute codes. */
  secret: string;
  role: StaffRole;
}

let counter = 0;

/** A staff account written through the domain (low scrypt cost unless `scryptLogN` says otherwise). */
export async function createTestStaff(db: DatabaseHandle, role: StaffRole = 'admin', email?: string, scryptLogN = 10): Promise<TestStaff> {
  counter += 1;
  const address = email ?? `medewerker${counter}-${randomBytes(3).toString('hex')}@hartklop.test`;
  const password = 'staff-wachtwoord-123';
  const key = await staffSecretKey(db.kysely, undefined);
  const created = await createStaffAccount(db.kysely, key, { email: address, name: `Medewerker ${counter}`, role, password, createdBy: null }, scryptLogN);
  return { id: created.staff.id, email: created.staff.email, password, secret: created.totp.secret, role };
}

/** A staff session written straight into the database, as the `cookie` header of a signed-in browser. */
export async function staffCookieFor(db: DatabaseHandle, staffId: number, options: { lastSeenAt?: Date; expiresAt?: Date } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('staff_sessions')
    .values({
      staff_id: staffId,
      token_hash: sha256Hex(token),
      last_seen_at: options.lastSeenAt ?? new Date(),
      expires_at: options.expiresAt ?? new Date(Date.now() + 3_600_000),
    })
    .execute();
  return `${STAFF_COOKIE}=${token}`;
}

export interface AdminRequest {
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

/** A same-origin request to the admin API; a body is sent as JSON. */
export const adminRequest = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: AdminRequest = {}) =>
  app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...sameOrigin,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  });

/**
 * Signs in through both steps with the code of `now` (or a later step, so two sign-ins within one
 * 30 s step both work: a code is accepted once), from `ip` (default 127.0.0.1). Returns the staff cookie.
 */
export async function signIn(app: FastifyInstance, staff: TestStaff, stepOffset = 0, ip?: string): Promise<string> {
  const first = await adminRequest(app, 'POST', '/api/admin/login', { body: { email: staff.email, password: staff.password }, ...(ip ? { ip } : {}) });
  if (first.statusCode !== 200) throw new Error(`password step: ${first.statusCode} ${first.body}`);
  const { challenge } = first.json<{ challenge: string }>();
  const code = totpCode(staff.secret, Date.now() + stepOffset * 30_000);
  const second = await adminRequest(app, 'POST', '/api/admin/login/code', { body: { challenge, code }, ...(ip ? { ip } : {}) });
  if (second.statusCode !== 200) throw new Error(`code step: ${second.statusCode} ${second.body}`);
  const cookie = cookieFrom(second.headers['set-cookie'], STAFF_COOKIE);
  if (!cookie) throw new Error('no staff cookie');
  return cookie;
}
