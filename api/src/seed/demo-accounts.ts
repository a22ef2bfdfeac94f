import { sql } from 'kysely';
import type { NodeEnv } from '../config';
import { credit } from '../credits/ledger';
import type { DatabaseHandle } from '../db/database';
import { hashPassword } from '../domain/accounts/passwords';
import { seedDemoChats } from './demo-chats';
import type { FileStore } from '../storage';
import { ensurePhotoPool } from './photos';
import type { SeedLogger } from './logger';

/** Password of both demo accounts (README). */
export const DEMO_PASSWORD = 'hartklop-demo';

export interface DemoAccount {
  email: string;
  password: string;
  /** What the account shows off: a free member or a premium (paying) one. */
  kind: 'free' | 'premium';
  paidUser: boolean;
  credits: number;
  profile: {
    name: string;
    gender: 'male' | 'female';
    sexuality: 'hetero';
    birthdate: string;
    region: string;
    city: string;
    about: string;
    bodyType: string;
    interests: readonly string[];
  };
  /** The person of the seed photo pool (index into its female or male list) the member is: their photos, hair and eye colour. */
  poolPerson: number;
  /** How many of that person's photos the member has. */
  photoCount: number;
}

/**
 * Two activated members to log in with at once outside production: a free one and a premium
 * one. Created on start when their address is not taken; never in production.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@hartklop.nl',
    password: DEMO_PASSWORD,
    kind: 'free',
    paidUser: false,
    credits: 5,
    profile: {
      name: 'Daan',
      gender: 'male',
      sexuality: 'hetero',
      birthdate: '1991-03-08',
      region: 'NL-UT',
      city: 'Utrecht',
      about: 'Demo-account van Hartklop (gratis lid). Ik fiets graag langs de Vecht en kook op zondag voor vrienden.',
      bodyType: 'athletic',
      interests: ['fietsen', 'koken', 'film'],
    },
    poolPerson: 2,
    photoCount: 2,
  },
  {
    email: 'premium@hartklop.nl',
    password: DEMO_PASSWORD,
    kind: 'premium',
    paidUser: true,
    credits: 100,
    profile: {
      name: 'Sanne',
      gender: 'female',
      sexuality: 'hetero',
      birthdate: '1993-09-21',
      region: 'NL-NH',
      city: 'Amsterdam',
      about: 'Demo-account van Hartklop (premium lid). Museumkaart altijd op zak, en op zaterdag naar de markt.',
      bodyType: 'slim',
      interests: ['musea', 'reizen', 'lezen'],
    },
    poolPerson: 1,
    photoCount: 2,
  },
];

export interface DemoAccountOptions {
  nodeEnv: NodeEnv;
  /** Where the photo pool is put (api/src/storage). */
  store: FileStore;
  /** scrypt cost (config.scryptLogN). */
  scryptLogN: number;
  logger?: SeedLogger;
  now?: Date;
}

/**
 * Creates the demo accounts that do not exist yet (idempotent: an existing address, in any
 * state, is left alone) and logs the credentials of each one created. Does nothing in
 * production. Returns the addresses created.
 */
export async function ensureDemoAccounts(db: DatabaseHandle, options: DemoAccountOptions): Promise<string[]> {
  if (options.nodeEnv === 'production') return [];
  const taken = await db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', DEMO_ACCOUNTS.map((a) => a.email)))
    .execute();
  const missing = DEMO_ACCOUNTS.filter((a) => !taken.some((t) => t.email === a.email));
  if (missing.length === 0) return [];

  const { pool } = await ensurePhotoPool(options.store, db.kysely);
  const now = options.now ?? new Date();
  const created: string[] = [];
  for (const account of missing) {
    const passwordHash = await hashPassword(account.password, options.scryptLogN);
    const inserted = await db.kysely.transaction().execute(async (trx) => {
      const region = await trx.selectFrom('regions').select('id').where('code', '=', account.profile.region).executeTakeFirst();
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: passwordHash,
          status: 'confirmed',
          // Their starting credits go through the ledger below, like every other balance change.
          credits: 0,
          paid_user: account.paidUser,
          language: 'nl',
          signup_date: now,
          confirmed_at: now,
        })
        // Another process starting at the same moment may have made it already.
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) return false;
      if (account.credits > 0) await credit(trx, { userId: user.id, amount: account.credits, reason: 'admin' });
      const p = account.profile;
      const person = pool[p.gender][account.poolPerson]!;
      const profile = await trx
        .insertInto('profiles')
        .values({
          user_id: user.id,
          name: p.name,
          gender: p.gender,
          sexuality: p.sexuality,
          birthdate: p.birthdate,
          country: 'NL',
          region_id: region?.id ?? null,
          city: p.city,
          hair_colour: person.hair,
          eye_colour: person.eyes,
          body_type: p.bodyType,
          relationship_status: 'single',
          about: p.about,
          status: 'active',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const photos = person.photos.slice(0, account.photoCount);
      await trx
        .insertInto('photos')
        .values(
          photos.map((photo, position) => ({
            profile_id: profile.id,
            filename: photo.filename,
            thumb_filename: photo.thumb_filename,
            position,
            status: 'active' as const,
            created_at: now,
          })),
        )
        .execute();
      const interests = await trx.selectFrom('interests').select('id').where('slug', 'in', [...p.interests]).execute();
      if (interests.length > 0) {
        await trx
          .insertInto('profile_interests')
          .values(interests.map((i) => ({ profile_id: profile.id, interest_id: i.id })))
          .execute();
      }
      // A few conversations with fictional profiles, started by them (issue 5).
      await seedDemoChats(trx, { profileId: profile.id, seeking: p.gender === 'male' ? 'female' : 'male' }, now);
      return true;
    });
    if (!inserted) continue;
    created.push(account.email);
    options.logger?.info(
      { demoAccount: account.email, kind: account.kind },
      `demo account (${account.kind}): log in with ${account.email} / ${account.password}`,
    );
  }
  return created;
}
