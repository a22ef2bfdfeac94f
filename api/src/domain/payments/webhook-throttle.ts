import { hitRateLimit, ipKey, type RateLimitResult } from '../rate-limit';
import { kyselyOf, type DbOrHandle } from '../../db/database';
import { sha256Hex } from '../secrets';

/**
 * Throttles of the provider's webhook (POST /api/payment-webhook.php), in the database
 * (`rate_events`, pruned with the other rate events), so they hold across API processes:
 *  - per client address: at most `perMinute` calls a minute; more get 429 (Mollie calls again
 *    later on any non-2xx answer);
 *  - per payment: a call for a payment whose status was fetched from the provider moments ago is
 *    answered 200 without fetching it again (what it would report is what was just applied).
 * The payment's state still changes only in applyProviderStatus (domain/payments/transitions.ts).
 */
const ADDRESS_BUCKET = 'payment_webhook_ip';
const REPEAT_BUCKET = 'payment_webhook_id';
const MINUTE_MS = 60_000;

/** Counts one webhook call of the client address `ip` against `perMinute`. */
export const hitWebhookAddressLimit = (db: DbOrHandle, ip: string, perMinute: number): Promise<RateLimitResult> =>
  hitRateLimit(db, { bucket: ADDRESS_BUCKET, key: ipKey(ip), limit: perMinute, windowMs: MINUTE_MS });

export interface WebhookLookupClaim {
  /** Gives the claim back (the lookup failed: the provider's retry must be able to look again). */
  release(): Promise<void>;
}

/**
 * Claims the provider lookup of the payment `providerId` for `windowSeconds`: null while another
 * call claimed it within that time (concurrent twins included: one claim under an advisory lock).
 * A window of 0 claims always.
 */
export async function claimWebhookLookup(db: DbOrHandle, providerId: string, windowSeconds: number): Promise<WebhookLookupClaim | null> {
  const release = async (): Promise<void> => undefined;
  if (windowSeconds <= 0) return { release };
  const now = new Date();
  const state = await hitRateLimit(db, { bucket: REPEAT_BUCKET, key: providerId, limit: 1, windowMs: windowSeconds * 1000, now });
  if (!state.allowed) return null;
  return {
    release: async () => {
      await kyselyOf(db)
        .deleteFrom('rate_events')
        .where('bucket', '=', REPEAT_BUCKET)
        .where('key_hash', '=', sha256Hex(providerId))
        .where('created_at', '=', now)
        .execute();
    },
  };
}
