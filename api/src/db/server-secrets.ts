import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from './schema';

/** Per database handle and name: the secret's read, shared by every caller of the process. */
const generated = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * A random secret of the server (32 bytes, base64url) kept in the table server_secrets under
 * `name`: made on first use, the same across restarts and across the API processes of one database
 * (the first insert wins). Read once per database handle; a failed read is not kept, so the next
 * call tries again. For keys that have a configured value first (MAIL_SECRET, STAFF_SECRET_KEY):
 * this is their fallback when unset.
 */
export function serverSecret(db: Kysely<Schema>, name: string): Promise<string> {
  let byName = generated.get(db);
  if (!byName) {
    byName = new Map();
    generated.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('server_secrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    })();
    const known = byName;
    secret.catch(() => known.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
