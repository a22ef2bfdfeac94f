import { type Generated, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * The SMS outbox (issue 13, item 5; migration 0016), like the mail outbox: an SMS is a row written
 * in the transaction of what it is about, delivered by the `sms-outbox` job (`./delivery.ts`)
 * through the configured provider, or shown in the local mailbox when none is configured.
 */
export interface SmsOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  to_phone: string;
  body: string;
  created_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  attempts: Generated<number>;
  sent_at: Date | null;
  gave_up_at: Date | null;
  provider_id: string | null;
  last_error: string | null;
}
export type SmsDb = Kysely<Schema & { sms_outbox: SmsOutboxTable }>;
export const smsDb = (db: Kysely<Schema>): SmsDb => db.withTables<{ sms_outbox: SmsOutboxTable }>();

export interface OutgoingSms {
  userId: number | null;
  /** What the SMS is for ('direct_debit_code'). */
  kind: string;
  /** E.164 ("+31612345678"). */
  to: string;
  body: string;
}

/** Puts an SMS in the outbox; call it inside the transaction of its cause. */
export async function enqueueSms(db: Kysely<Schema>, sms: OutgoingSms): Promise<number> {
  const row = await smsDb(db)
    .insertInto('sms_outbox')
    .values({ user_id: sms.userId, kind: sms.kind, to_phone: sms.to, body: sms.body, next_attempt_at: new Date(), locked_until: null, sent_at: null, gave_up_at: null, provider_id: null, last_error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ListedSms {
  id: number;
  kind: string;
  to: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** The newest SMS (the local mailbox), optionally to one number. */
export async function listSms(db: Kysely<Schema>, options: { to?: string | null; limit?: number } = {}): Promise<ListedSms[]> {
  let query = smsDb(db)
    .selectFrom('sms_outbox')
    .select(['id', 'kind', 'to_phone', 'body', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 200);
  if (options.to) query = query.where('to_phone', '=', options.to);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, to: r.to_phone, body: r.body, created_at: r.created_at.toISOString(), sent_at: r.sent_at?.toISOString() ?? null }));
}
