import { sql } from 'kysely';
import type { SandboxDb } from './store';

/**
 * The sandbox's webhook calls, the way Mollie makes them: a POST with the form body `id=tr_...`
 * and nothing else, after the change (never inside the request that made it), retried with
 * backoff while the receiver answers anything but 2xx, at most `RETRY_DELAYS_MS.length + 1`
 * times. Rows of `payment_sandbox_webhooks` are taken with a lease (`locked_until`), so several
 * API processes never call one webhook twice at once. A URL off the site's own origins
 * (`WebhookTarget`) is never called: its row is given up at once.
 */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const LEASE_MS = 30_000;
const TIMEOUT_MS = 10_000;
const BATCH = 20;

export interface WebhookLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type WebhookFetch = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal; redirect: 'manual' }) => Promise<{ status: number }>;

/** Whether the sandbox may call this webhook URL (the site's own origins only). */
export type WebhookTarget = (url: string) => boolean;

/** Delivers the due webhook calls once; returns how many were attempted. */
export async function deliverDueWebhooks(db: SandboxDb, log: WebhookLogger, allowed: WebhookTarget, fetchImpl: WebhookFetch = fetch): Promise<number> {
  const due = await db
    .updateTable('payment_sandbox_webhooks')
    .set({ locked_until: sql<Date>`now() + ${LEASE_MS}::double precision * interval '1 millisecond'` })
    .where(
      'id',
      'in',
      db
        .selectFrom('payment_sandbox_webhooks')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'payment_id', 'url', 'attempts'])
    .execute();
  await Promise.all(
    due.map(async (row) => {
      if (!allowed(row.url)) {
        await db
          .updateTable('payment_sandbox_webhooks')
          .set({ locked_until: null, gave_up_at: sql<Date>`now()`, last_error: 'refused: the webhook URL is not on the site origin' })
          .where('id', '=', row.id)
          .execute();
        log.warn({ payment: row.payment_id }, 'payment sandbox: webhook URL not on the site origin; not called');
        return;
      }
      let status: number | null = null;
      let error: string | null = null;
      try {
        const answer = await fetchImpl(row.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie/sandbox (Hartklop)' },
          body: new URLSearchParams({ id: row.payment_id }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'manual',
        });
        status = answer.status;
      } catch (err) {
        error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      }
      const attempts = row.attempts + 1;
      if (status !== null && status >= 200 && status < 300) {
        await db.updateTable('payment_sandbox_webhooks').set({ attempts, delivered_at: sql<Date>`now()`, locked_until: null, last_status: status, last_error: null }).where('id', '=', row.id).execute();
        log.info({ payment: row.payment_id, attempts }, 'payment sandbox: webhook delivered');
        return;
      }
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await db
        .updateTable('payment_sandbox_webhooks')
        .set({
          attempts,
          locked_until: null,
          last_status: status,
          last_error: error ?? `HTTP ${status}`,
          ...(delay === undefined
            ? { gave_up_at: sql<Date>`now()` }
            : { next_attempt_at: sql<Date>`now() + ${delay}::double precision * interval '1 millisecond'` }),
        })
        .where('id', '=', row.id)
        .execute();
      log.warn({ payment: row.payment_id, attempts, status, error, gaveUp: delay === undefined }, 'payment sandbox: webhook not accepted');
    }),
  );
  return due.length;
}

/**
 * The delivery loop of one process: a check every `intervalMs`, and one at once after a change
 * (`kick`), so the webhook follows the member's choice within moments but after its answer.
 */
export class SandboxWebhookDelivery {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: SandboxDb,
    private readonly log: WebhookLogger & { error(obj: object, msg: string): void },
    private readonly allowed: WebhookTarget,
    private readonly intervalMs = 1_000,
    private readonly beforeEach: () => Promise<unknown> = async () => undefined,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.intervalMs);
  }

  /** Check now (after the current answer has gone out). */
  kick(): void {
    if (this.stopped) return;
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        await this.beforeEach();
        while ((await deliverDueWebhooks(this.db, this.log, this.allowed)) > 0 && !this.stopped);
      } catch (err) {
        this.log.error({ err }, 'payment sandbox: webhook delivery failed');
      }
    })().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.schedule(0);
      } else this.schedule(this.intervalMs);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
