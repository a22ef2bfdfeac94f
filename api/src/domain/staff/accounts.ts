import type { Kysely, Selectable } from 'kysely';
import { ADMIN_ERROR_CODES, type StaffRole } from 'shared-kernel/contract/admin-rules';
import type { Schema, StaffAccountsTable } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { hashPassword } from '../accounts/passwords';
import type { Db } from './db';
import { sealSecret, type SecretKey } from './secret-box';
import { endAllStaffSessions } from './sessions';
import { newTotpSecret, totpUri } from './totp';

/** A staff account as the back office lists it (never the password hash or the TOTP secret). */
export interface StaffListRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  locked_until: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

type StaffRow = Selectable<StaffAccountsTable>;

export const toStaffListRow = (r: Pick<StaffRow, 'id' | 'email' | 'name' | 'role' | 'disabled' | 'locked_until' | 'created_at' | 'last_sign_in_at'>, now = new Date()): StaffListRow => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  disabled: r.disabled,
  locked_until: r.locked_until && r.locked_until.getTime() > now.getTime() ? r.locked_until.toISOString() : null,
  created_at: r.created_at.toISOString(),
  last_sign_in_at: r.last_sign_in_at?.toISOString() ?? null,
});

const LIST_COLUMNS = ['id', 'email', 'name', 'role', 'disabled', 'locked_until', 'created_at', 'last_sign_in_at'] as const;

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  createdBy: number | null;
}

export interface CreatedStaff {
  staff: StaffListRow;
  /** The TOTP secret and its otpauth:// URI: shown once, for the authenticator app. */
  totp: { secret: string; uri: string };
}

export const emailTaken = (): DomainError => new DomainError('conflict', ADMIN_ERROR_CODES.emailTaken, byKey('staff.admin.emailTaken'));

/**
 * Creates a staff account with a fresh TOTP secret (stored sealed). Throws 409 for an e-mail
 * address that has one already. Runs in `db` (pass the transaction that also writes the audit entry).
 */
export async function createStaffAccount(db: Db, key: SecretKey, input: NewStaff, scryptLogN: number): Promise<CreatedStaff> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw emailTaken();
  const secret = newTotpSecret();
  const row = await db
    .insertInto('staff_accounts')
    .values({
      email,
      name: input.name.trim(),
      role: input.role,
      password_hash: await hashPassword(input.password, scryptLogN),
      totp_secret_enc: sealSecret(key, secret),
      created_by: input.createdBy,
    })
    .returning(LIST_COLUMNS)
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // A concurrent creation with the same address loses on the unique index.
      throw (error as { code?: unknown }).code === '23505' ? emailTaken() : error;
    });
  return { staff: toStaffListRow(row), totp: { secret, uri: totpUri(secret, email) } };
}

export async function listStaff(db: Db): Promise<StaffListRow[]> {
  const rows = await db.selectFrom('staff_accounts').select(LIST_COLUMNS).orderBy('disabled').orderBy('name').orderBy('id').execute();
  const now = new Date();
  return rows.map((r) => toStaffListRow(r, now));
}

export async function findStaff(db: Db, id: number): Promise<StaffListRow | null> {
  const row = await db.selectFrom('staff_accounts').select(LIST_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toStaffListRow(row) : null;
}

export interface StaffChange {
  disabled?: boolean | undefined;
  role?: StaffRole | undefined;
}

/**
 * Disables (or enables) an account and/or changes its role; a disabled account's sessions end at
 * once. Returns the account before and after, or null when there is none. An admin may not
 * disable or demote themselves (someone must stay able to manage staff).
 */
export async function updateStaffAccount(
  db: Db,
  actorId: number,
  id: number,
  change: StaffChange,
): Promise<{ before: StaffListRow; after: StaffListRow } | null> {
  const before = await db.selectFrom('staff_accounts').select(LIST_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before) return null;
  if (id === actorId && (change.disabled === true || (change.role !== undefined && change.role !== before.role))) {
    throw new DomainError('conflict', ADMIN_ERROR_CODES.selfChange, byKey('staff.admin.selfChange'));
  }
  const after = await db
    .updateTable('staff_accounts')
    .set({ ...(change.disabled !== undefined ? { disabled: change.disabled } : {}), ...(change.role !== undefined ? { role: change.role } : {}) })
    .where('id', '=', id)
    .returning(LIST_COLUMNS)
    .executeTakeFirstOrThrow();
  if (change.disabled === true) await endAllStaffSessions(db, id);
  return { before: toStaffListRow(before), after: toStaffListRow(after) };
}

/** For the command line: is there any admin yet? */
export async function hasActiveAdmin(db: Kysely<Schema>): Promise<boolean> {
  const row = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'admin').where('disabled', '=', false).executeTakeFirst();
  return row !== undefined;
}
