import { createECDH } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PushSubscriptionBody } from 'shared-kernel/contract';
import type { Schema } from '../../db/schema';
import { failValidation } from '../validation';
import { byKey } from '../errors';

/** Browsers kept per member: a new one beyond this replaces the oldest (each message is pushed to all of them). */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** Longest User-Agent kept with a subscription (which browser it is, for the member's overview and support). */
export const USER_AGENT_LENGTH = 200;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decode = (value: string): Buffer | null => (BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null);

/** A browser's key (p256dh) is a point on P-256; a key that is not one could never be encrypted to. */
const isP256Point = (bytes: Buffer): boolean => {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The endpoint must belong to one of the push services (config PUSH_SERVICE_HOSTS): the server POSTs to it. */
export function checkPushEndpoint(endpoint: string, hosts: readonly string[]): void {
  const host = new URL(endpoint).hostname.toLowerCase();
  if (!hosts.some((h) => host === h || host.endsWith(`.${h}`))) failValidation(byKey('errors.push.serviceUnsupported'), 'endpoint');
}

/** The keys of a subscription, checked beyond the contract's lengths (400 naming the field otherwise). */
export function checkSubscriptionKeys(keys: PushSubscriptionBody['keys']): void {
  const p256dh = decode(keys.p256dh);
  if (!p256dh || !isP256Point(p256dh)) failValidation(byKey('errors.push.invalidKey'), 'keys.p256dh');
  const auth = decode(keys.auth);
  if (!auth || auth.length < 16) failValidation(byKey('errors.push.invalidKey'), 'keys.auth');
}

/**
 * Stores a browser's subscription for a member. An endpoint is one browser profile: when it is
 * already stored (for this member or, after a logout and another login, for someone else) it
 * moves to this member with the new keys. Beyond MAX_SUBSCRIPTIONS_PER_USER the oldest go.
 */
export async function saveSubscription(db: Kysely<Schema>, userId: number, body: PushSubscriptionBody, userAgent: string | undefined): Promise<void> {
  const agent = userAgent === undefined || userAgent.trim() === '' ? null : Array.from(userAgent.trim()).slice(0, USER_AGENT_LENGTH).join('');
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, user_agent: agent })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        user_agent: eb.ref('excluded.user_agent'),
      })),
    )
    .execute();
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(MAX_SUBSCRIPTIONS_PER_USER),
    )
    .execute();
}

/** Removes a browser's subscription of this member (none: nothing happens). */
export async function removeSubscription(db: Kysely<Schema>, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}
