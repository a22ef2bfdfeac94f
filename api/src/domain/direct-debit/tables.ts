import type { Generated, Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DirectDebitBlocksTable } from '../payments/direct-debit-blocks';

/**
 * The tables of direct debit (migration 0016), typed here rather than in db/schema.ts, so
 * this module stays one place; `directDebitDb(db)` adds them to a Kysely instance or transaction.
 */
export interface DirectDebitChallengesTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  bundle_id: number;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  created_at: Generated<Date>;
  used_at: Date | null;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  mandate_reference: string;
  mandate_text: string;
  ip: string;
  /** The discount code the collection is priced with (migration 0031), or null. */
  discount_code: string | null;
}

export type MandateStatus = 'valid' | 'revoked' | 'invalid';

export interface DirectDebitMandatesTable {
  id: Generated<number>;
  user_id: number;
  reference: string;
  creditor_id: string;
  account_holder: string;
  iban: string;
  bic: string | null;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  signed_at: Date;
  ip: string;
  signed_text: string;
  provider: string;
  provider_customer_id: string;
  provider_mandate_id: string;
  status: Generated<MandateStatus>;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

/** The blocks' table is written by the payment transitions: its type lives with them. */
export type { DirectDebitBlocksTable };

export type DirectDebitTables = {
  direct_debit_challenges: DirectDebitChallengesTable;
  direct_debit_mandates: DirectDebitMandatesTable;
  direct_debit_blocks: DirectDebitBlocksTable;
};

export type DirectDebitDb = Kysely<Schema & DirectDebitTables>;
export const directDebitDb = (db: Kysely<Schema>): DirectDebitDb => db.withTables<DirectDebitTables>();
