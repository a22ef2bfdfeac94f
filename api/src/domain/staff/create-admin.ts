import type { Kysely } from 'kysely';
import { STAFF_PASSWORD_MIN_LENGTH, type StaffRole } from 'shared-kernel/contract/admin-rules';
import type { Schema } from '../../db/schema';
import { apiText } from '../../i18n';
import { createStaffAccount, type CreatedStaff } from './accounts';
import { writeAudit } from './audit';
import { staffSecretKey } from './secret-box';

export interface CreateFromCommandLine {
  email: string;
  name: string;
  password: string;
  role?: StaffRole;
}

/** Why a command-line creation is refused (a message for the terminal, in Dutch like the back office). */
export class StaffInputError extends Error {
  override name = 'StaffInputError';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `npm run admin:create`: creates a staff account (the first admin) outside the back office, with
 * an audit entry `staff.create` without a staff member (the command line). Never with a default
 * password: the caller must supply one of at least STAFF_PASSWORD_MIN_LENGTH characters.
 */
export async function createStaffFromCommandLine(
  db: Kysely<Schema>,
  config: { staffSecretKey: string | undefined; scryptLogN: number },
  input: CreateFromCommandLine,
): Promise<CreatedStaff> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL.test(email)) throw new StaffInputError('Ongeldig e-mailadres.');
  if (name === '' || name.length > 100) throw new StaffInputError('Vul een naam in (hoogstens 100 tekens).');
  if (input.password.length < STAFF_PASSWORD_MIN_LENGTH) throw new StaffInputError(apiText('nl', 'staff.admin.passwordTooShort', { min: STAFF_PASSWORD_MIN_LENGTH }));
  const key = await staffSecretKey(db, config.staffSecretKey);
  return db.transaction().execute(async (trx) => {
    const created = await createStaffAccount(trx, key, { email, name, role: input.role ?? 'admin', password: input.password, createdBy: null }, config.scryptLogN);
    await writeAudit(trx, { staffId: null, ip: null }, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: created.staff.id,
      after: { email, name, role: created.staff.role, via: 'command line' },
    });
    return created;
  });
}
