import { sql } from 'kysely';
import type { AuditAction, AuditTargetType } from 'shared-kernel/contract/admin-rules';
import type { StaffSession } from './sessions';
import type { Db } from './db';

/**
 * The audit log (append-only: the table refuses UPDATE and DELETE). Every mutating admin route
 * writes one entry through `writeAudit`, in the transaction of the change it records, so a change
 * without its entry (or an entry without its change) cannot be committed.
 */
export interface AuditInput {
  /** What was done, `area.verb`, one of AUDIT_ACTIONS (each has a Dutch text in the back office). */
  action: AuditAction;
  targetType?: AuditTargetType | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  staffId: number | null;
  ip: string | null;
}

export const actorOf = (staff: Pick<StaffSession, 'staffId'> | null, ip: string | null): AuditActor => ({ staffId: staff?.staffId ?? null, ip });

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export async function writeAudit(db: Db, actor: AuditActor, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: json(entry.before),
      after: json(entry.after),
      ip: actor.ip,
    })
    .execute();
}

export interface AuditFilter {
  page: number;
  perPage: number;
  action?: string | undefined;
  staffId?: number | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive days in Europe/Amsterdam, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditRow {
  id: number;
  at: Date;
  staff: { id: number; name: string; email: string } | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** A page of the audit log, newest first, with the total of the filter. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('audit_log').leftJoin('staff_accounts', 'staff_accounts.id', 'audit_log.staff_id');
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.targetType) query = query.where('audit_log.target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('audit_log.target_id', '=', filter.targetId);
  if (filter.from) query = query.where('audit_log.at', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone 'Europe/Amsterdam'`);
  if (filter.to) query = query.where('audit_log.at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`);
  const [rows, count] = await Promise.all([
    query
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.before',
        'audit_log.after',
        'audit_log.ip',
        'staff_accounts.id as staff_id',
        'staff_accounts.name as staff_name',
        'staff_accounts.email as staff_email',
      ])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      staff: r.staff_id !== null && r.staff_name !== null && r.staff_email !== null ? { id: r.staff_id, name: r.staff_name, email: r.staff_email } : null,
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
    })),
  };
}
