import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { isVapidSubject, type Config, type VapidKeys } from '../../config';
import type { Schema } from '../../db/schema';

/** The server_secrets row of the generated pair: JSON {publicKey, privateKey}, one row so that the two always belong together. */
export const VAPID_SECRET_NAME = 'vapid_keys';

const generatedKeys = new WeakMap<object, Promise<VapidKeys>>();

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/**
 * The VAPID key pair of web push: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY, or else a pair made with
 * web-push on first start and kept in server_secrets. The row is written `on conflict do nothing`
 * and read back, so every API process of a database signs with the same pair (and browsers'
 * subscriptions, made for that public key, stay valid across restarts).
 */
export function vapidKeys(db: Kysely<Schema>, config: Pick<Config, 'vapidKeys'>): Promise<VapidKeys> {
  if (config.vapidKeys !== undefined) return Promise.resolve(config.vapidKeys);
  let keys = generatedKeys.get(db);
  if (!keys) {
    keys = (async () => {
      const fresh = webpush.generateVAPIDKeys();
      await db
        .insertInto('server_secrets')
        .values({ name: VAPID_SECRET_NAME, value: JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', VAPID_SECRET_NAME).executeTakeFirstOrThrow();
      const stored: unknown = JSON.parse(row.value);
      if (!isKeyPair(stored)) throw new Error(`server_secrets.${VAPID_SECRET_NAME} is not a VAPID key pair`);
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    })();
    // A failed read is not cached: the next call tries again.
    keys.catch(() => generatedKeys.delete(db));
    generatedKeys.set(db, keys);
  }
  return keys;
}

/** The address part of a mail header such as `Hartklop <noreply@hartklop.nl>`. */
const mailAddressOf = (value: string): string => {
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  return (angled?.[1] ?? value).trim();
};

/**
 * The contact push services see in the VAPID token: VAPID_SUBJECT, else mailto: + the default
 * site's support e-mail, else PUBLIC_URL when it is https, else mailto: + the MAIL_FROM address.
 */
export async function vapidSubject(db: Kysely<Schema>, config: Pick<Config, 'vapidSubject' | 'publicUrl' | 'mailFrom'>): Promise<string> {
  if (config.vapidSubject !== undefined) return config.vapidSubject;
  const site = await db.selectFrom('site_settings').select('settings').where('is_default', '=', true).executeTakeFirst();
  const supportEmail = site?.settings.support_email;
  const candidates = [
    typeof supportEmail === 'string' && supportEmail.trim() !== '' ? `mailto:${supportEmail.trim()}` : undefined,
    config.publicUrl?.startsWith('https://') ? config.publicUrl : undefined,
    `mailto:${mailAddressOf(config.mailFrom)}`,
  ];
  const subject = candidates.find((c): c is string => c !== undefined && isVapidSubject(c));
  if (!subject) throw new Error('no VAPID subject: set VAPID_SUBJECT (a mailto: address or an https: URL)');
  return subject;
}
