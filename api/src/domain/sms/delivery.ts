import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { smsDb } from './outbox';
import type { Logger } from '../logger';

/**
 * Delivery of the SMS outbox (issue 13, item 5). With a transport (`SMS_PROVIDER=cm`, CM.com's
 * Business Messaging HTTP API) every due SMS goes out through it, with retries and backoff; without
 * one (outside production) it counts as delivered to the local mailbox (`/dev/mailbox`). Rows are
 * claimed with a lease, so two processes never send the same SMS.
 */
export interface SmsTransport {
  readonly name: string;
  /** Sends one SMS; resolves to the provider's reference. Throws `SmsSendError` on failure. */
  send(sms: { id: number; to: string; body: string }): Promise<string | null>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    /** The provider refused the message for good (bad number, ...): no retry. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export const SMS_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
export const SMS_POLL_MS = 2_000;

export interface CmSmsOptions {
  /** CM.com product token (SMS_CM_PRODUCT_TOKEN). */
  productToken: string;
  /** Sender name or number (SMS_SENDER, at most 11 characters). */
  sender: string;
  /** Default https://gw.messaging.cm.com/v1.0/message. */
  endpoint?: string;
  fetchImpl?: typeof fetch;
}

/**
 * CM.com (Dutch provider, EU coverage) through its Business Messaging JSON API: one POST per SMS,
 * the product token in the body, the recipient as 00-prefixed international number.
 */
export function cmSmsTransport(options: CmSmsOptions): SmsTransport {
  const endpoint = options.endpoint ?? 'https://gw.messaging.cm.com/v1.0/message';
  const doFetch = options.fetchImpl ?? fetch;
  return {
    name: 'cm',
    async send(sms) {
      const reference = `hartklop-sms-${sms.id}`;
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            messages: {
              authentication: { producttoken: options.productToken },
              msg: [{ allowedChannels: ['SMS'], from: options.sender, to: [{ number: `00${sms.to.slice(1)}` }], body: { type: 'auto', content: sms.body }, reference }],
            },
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new SmsSendError(`SMS provider unreachable: ${err instanceof Error ? err.message : String(err)}`, false);
      }
      const text = await res.text();
      if (res.ok) return reference;
      // 4xx: the request was refused (bad number, bad token): retrying the same request cannot help, except 429.
      throw new SmsSendError(`SMS provider answered ${res.status}: ${text.slice(0, 300)}`, res.status >= 400 && res.status < 500 && res.status !== 429);
    },
  };
}

export function smsTransportFor(config: { smsProvider: 'cm' | undefined; smsCmProductToken: string | undefined; smsSender: string }): SmsTransport | null {
  if (config.smsProvider === 'cm' && config.smsCmProductToken) return cmSmsTransport({ productToken: config.smsCmProductToken, sender: config.smsSender });
  return null;
}

/** Delivers due SMS; returns how many were sent, failed (to retry) and given up. */
export async function deliverPendingSms(db: Kysely<Schema>, transport: SmsTransport | null, logger: Logger): Promise<{ sent: number; failed: number; gaveUp: number }> {
  const sdb = smsDb(db);
  const claimed = await sdb
    .updateTable('sms_outbox')
    .set({ locked_until: sql<Date>`now() + ${CLAIM_LEASE_MS}::double precision * interval '1 millisecond'` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sms_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', sql<Date>`now()`)]))
        .orderBy('next_attempt_at')
        .limit(BATCH_SIZE),
    )
    .returning(['id', 'to_phone', 'body', 'attempts'])
    .execute();
  let sent = 0;
  let failed = 0;
  let gaveUp = 0;
  for (const sms of claimed) {
    if (!transport) {
      await sdb.updateTable('sms_outbox').set({ sent_at: new Date(), locked_until: null, provider_id: 'local-mailbox' }).where('id', '=', sms.id).execute();
      sent++;
      continue;
    }
    try {
      const providerId = await transport.send({ id: sms.id, to: sms.to_phone, body: sms.body });
      await sdb.updateTable('sms_outbox').set({ sent_at: new Date(), locked_until: null, provider_id: providerId, attempts: sms.attempts + 1 }).where('id', '=', sms.id).execute();
      sent++;
    } catch (err) {
      const attempts = sms.attempts + 1;
      const permanent = err instanceof SmsSendError && err.permanent;
      const last = permanent || attempts >= SMS_MAX_ATTEMPTS;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await sdb
        .updateTable('sms_outbox')
        .set({
          attempts,
          last_error: message,
          locked_until: null,
          ...(last ? { gave_up_at: new Date() } : { next_attempt_at: new Date(Date.now() + FIRST_RETRY_MS * 2 ** (attempts - 1)) }),
        })
        .where('id', '=', sms.id)
        .execute();
      if (last) gaveUp++;
      else failed++;
      logger.warn({ smsId: sms.id, attempts, permanent, err: message }, last ? 'sms: given up' : 'sms: failed, will retry');
    }
  }
  return { sent, failed, gaveUp };
}
