import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The embedded sandbox payment provider (issue 12, `api/src/dev/payment-sandbox/`): its own
 * payments, refunds and chargebacks (what Mollie would hold, not the app's payments) and its
 * webhook outbox. Amounts in cents. A webhook row is one call to make: delivered, retried with
 * backoff while the receiver answers non-2xx, given up after a bounded number of attempts;
 * `locked_until` is the lease of the process delivering it.
 */
const up = [
  sql`create table payment_sandbox_payments (
    id text primary key,
    amount_cents integer not null check (amount_cents > 0),
    currency text not null,
    description text not null,
    redirect_url text not null,
    webhook_url text,
    method text,
    metadata jsonb,
    issuer text,
    status text not null default 'open'
      check (status in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
    idempotency_key text unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    paid_at timestamptz,
    failed_at timestamptz,
    canceled_at timestamptz,
    expired_at timestamptz
  )`,
  sql`create index payment_sandbox_payments_created on payment_sandbox_payments (created_at desc)`,
  sql`create table payment_sandbox_refunds (
    id text primary key,
    payment_id text not null references payment_sandbox_payments (id) on delete cascade,
    amount_cents integer not null check (amount_cents > 0),
    currency text not null,
    description text not null default '',
    status text not null default 'refunded',
    created_at timestamptz not null default now()
  )`,
  sql`create index payment_sandbox_refunds_payment on payment_sandbox_refunds (payment_id)`,
  sql`create table payment_sandbox_chargebacks (
    id text primary key,
    payment_id text not null references payment_sandbox_payments (id) on delete cascade,
    amount_cents integer not null check (amount_cents > 0),
    currency text not null,
    created_at timestamptz not null default now(),
    reversed_at timestamptz
  )`,
  sql`create index payment_sandbox_chargebacks_payment on payment_sandbox_chargebacks (payment_id)`,
  sql`create table payment_sandbox_webhooks (
    id bigint generated always as identity primary key,
    payment_id text not null references payment_sandbox_payments (id) on delete cascade,
    url text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    locked_until timestamptz,
    delivered_at timestamptz,
    gave_up_at timestamptz,
    last_status integer,
    last_error text,
    created_at timestamptz not null default now()
  )`,
  sql`create index payment_sandbox_webhooks_due on payment_sandbox_webhooks (next_attempt_at)
    where delivered_at is null and gave_up_at is null`,
];

const down = [
  sql`drop table if exists payment_sandbox_webhooks`,
  sql`drop table if exists payment_sandbox_chargebacks`,
  sql`drop table if exists payment_sandbox_refunds`,
  sql`drop table if exists payment_sandbox_payments`,
];

export const paymentSandboxSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
