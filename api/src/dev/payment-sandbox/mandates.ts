import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { sandboxId, type SandboxCustomer, type SandboxDb, type SandboxMandate } from './store';

/**
 * The sandbox's customers and SEPA direct-debit mandates (issue 13), as Mollie's Customers and
 * Mandates API hold them: a mandate made through the API for an IBAN is `valid` at once; a
 * recurring payment on it is submitted to the bank (status pending) until the tester marks it
 * paid, failed or charged back on the sandbox's overview.
 */
export const CUSTOMER_ID = /^cst_[A-Za-z0-9]{10}$/;
export const MANDATE_ID = /^mdt_[A-Za-z0-9]{10}$/;

export async function createSandboxCustomer(
  db: SandboxDb,
  input: { name: string | null; email: string | null; metadata: unknown; idempotencyKey: string | null },
): Promise<SandboxCustomer> {
  if (input.idempotencyKey !== null) {
    const existing = await db.selectFrom('payment_sandbox_customers').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
    if (existing) return existing;
  }
  const row = await db
    .insertInto('payment_sandbox_customers')
    .values({
      id: sandboxId('cst'),
      name: input.name,
      email: input.email,
      metadata: input.metadata === undefined || input.metadata === null ? null : JSON.stringify(input.metadata),
      idempotency_key: input.idempotencyKey,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  return db.selectFrom('payment_sandbox_customers').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
}

export const findSandboxCustomer = (db: SandboxDb, id: string): Promise<SandboxCustomer | undefined> =>
  CUSTOMER_ID.test(id) ? db.selectFrom('payment_sandbox_customers').selectAll().where('id', '=', id).executeTakeFirst() : Promise.resolve(undefined);

/** The IBAN in electronic form when it is a valid IBAN of a SEPA country, else null. */
export function sepaIban(raw: string): string | null {
  const iban = electronicFormatIBAN(raw);
  if (!iban || !isValidIBAN(iban) || !isSEPACountry(iban.slice(0, 2))) return null;
  return iban;
}

export type CreateMandateResult = { ok: true; mandate: SandboxMandate } | { ok: false; field: 'consumerAccount' | 'mandateReference'; detail: string };

export async function createSandboxMandate(
  db: SandboxDb,
  customerId: string,
  input: { consumerName: string; consumerAccount: string; consumerBic: string | null; signatureDate: string | null; mandateReference: string | null; idempotencyKey: string | null },
): Promise<CreateMandateResult> {
  if (input.idempotencyKey !== null) {
    const existing = await db.selectFrom('payment_sandbox_mandates').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
    if (existing) return { ok: true, mandate: existing };
  }
  const iban = sepaIban(input.consumerAccount);
  if (iban === null) return { ok: false, field: 'consumerAccount', detail: 'The consumer account is not a valid SEPA IBAN' };
  const row = await db
    .insertInto('payment_sandbox_mandates')
    .values({
      id: sandboxId('mdt'),
      customer_id: customerId,
      method: 'directdebit',
      consumer_name: input.consumerName,
      consumer_account: iban,
      consumer_bic: input.consumerBic,
      signature_date: input.signatureDate,
      mandate_reference: input.mandateReference,
      idempotency_key: input.idempotencyKey,
      revoked_at: null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return { ok: true, mandate: row };
  return { ok: true, mandate: await db.selectFrom('payment_sandbox_mandates').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow() };
}

export const findSandboxMandate = (db: SandboxDb, customerId: string, id: string): Promise<SandboxMandate | undefined> =>
  MANDATE_ID.test(id)
    ? db.selectFrom('payment_sandbox_mandates').selectAll().where('id', '=', id).where('customer_id', '=', customerId).where('revoked_at', 'is', null).executeTakeFirst()
    : Promise.resolve(undefined);

/** Revokes a mandate (Mollie: DELETE answers 204; a revoked mandate is no longer found). */
export async function revokeSandboxMandate(db: SandboxDb, customerId: string, id: string): Promise<boolean> {
  if (!MANDATE_ID.test(id)) return false;
  const row = await db
    .updateTable('payment_sandbox_mandates')
    .set({ revoked_at: new Date(), status: 'invalid' })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
