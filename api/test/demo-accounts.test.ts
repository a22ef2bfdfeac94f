import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { api } from 'shared-kernel/contract';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { verifyPassword } from '../src/domain/accounts/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts } from '../src/seed/demo-accounts';
import { seedIfEmpty } from '../src/seed/index';
import { LocalDiskStore } from '../src/storage';
import { createTestDatabase, createTestUser, makeTempDir, removeTempDirs, sameOrigin, testConfig, sharePhotoPool } from './helpers';

let uploadsDir: string;
let db: DatabaseHandle;

beforeAll(async () => {
  uploadsDir = path.join(makeTempDir('hartklop-demo-'), 'uploads');
  db = await sharePhotoPool(await createTestDatabase());
}, 30_000);
afterAll(async () => {
  await db.close();
  removeTempDirs();
});

const countUsers = async (handle: DatabaseHandle): Promise<number> =>
  (await handle.kysely.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

describe('demo accounts', () => {
  it('lists a free and a premium account with the README password', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.paidUser, a.credits])).toEqual([
      ['demo@hartklop.nl', 'hartklop-demo', false, 5],
      ['premium@hartklop.nl', 'hartklop-demo', true, 100],
    ]);
    expect(DEMO_PASSWORD).toBe('hartklop-demo');
  });

  it('creates both once, activated, with a Dutch profile and 2 photos, and logs the credentials', async () => {
    const lines: string[] = [];
    const logger = { info: (_obj: object, msg?: string) => lines.push(msg ?? '') };
    const created = await ensureDemoAccounts(db, { nodeEnv: 'development', store: new LocalDiskStore(uploadsDir), scryptLogN: 10, logger });
    expect(created).toEqual(['demo@hartklop.nl', 'premium@hartklop.nl']);
    expect(lines).toEqual([
      'demo account (free): log in with demo@hartklop.nl / hartklop-demo',
      'demo account (premium): log in with premium@hartklop.nl / hartklop-demo',
    ]);

    for (const account of DEMO_ACCOUNTS) {
      const row = await db.kysely
        .selectFrom('users')
        .innerJoin('profiles', 'profiles.user_id', 'users.id')
        .leftJoin('regions', 'regions.id', 'profiles.region_id')
        .select([
          'users.id',
          'users.status',
          'users.credits',
          'users.paid_user',
          'users.password_hash',
          'users.confirmed_at',
          'profiles.id as profile_id',
          'profiles.status as profile_status',
          'profiles.country',
          'profiles.city',
          'regions.code as region',
        ])
        .where('users.email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'confirmed',
        credits: account.credits,
        paid_user: account.paidUser,
        profile_status: 'active',
        country: 'NL',
        city: account.profile.city,
        region: account.profile.region,
      });
      expect(row.confirmed_at).toBeInstanceOf(Date);
      // The starting credits are a ledger row like every other balance change.
      const ledger = await db.kysely.selectFrom('credit_ledger').select(['delta', 'balance_after', 'reason']).where('user_id', '=', row.id).execute();
      expect(ledger).toEqual([{ delta: account.credits, balance_after: account.credits, reason: 'admin' }]);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
      const photos = await db.kysely
        .selectFrom('photos')
        .select(['filename', 'thumb_filename', 'status', 'position'])
        .where('profile_id', '=', row.profile_id)
        .orderBy('position')
        .execute();
      expect(photos).toHaveLength(2);
      for (const photo of photos) {
        expect(photo.status).toBe('active');
        expect(photo.filename).toMatch(/^seed\//);
        expect(fs.existsSync(path.join(uploadsDir, photo.filename))).toBe(true);
        expect(fs.existsSync(path.join(uploadsDir, photo.thumb_filename))).toBe(true);
      }
      const interests = await db.kysely.selectFrom('profile_interests').select('interest_id').where('profile_id', '=', row.profile_id).execute();
      expect(interests).toHaveLength(account.profile.interests.length);
    }

    // A second start changes nothing and prints nothing.
    const users = await countUsers(db);
    expect(await ensureDemoAccounts(db, { nodeEnv: 'development', store: new LocalDiskStore(uploadsDir), scryptLogN: 10, logger })).toEqual([]);
    expect(await countUsers(db)).toBe(users);
    expect(lines).toHaveLength(2);
  }, 120_000);

  it('can log in through the API at once: free and premium, with a main photo', async () => {
    const app = await buildApp({ db, config: testConfig() });
    await app.ready();
    try {
      for (const account of DEMO_ACCOUNTS) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/user.php',
          headers: sameOrigin,
          payload: { email: account.email, password: DEMO_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        const { user } = api.login.response.parse(res.json());
        expect(user).toMatchObject({ status: 'confirmed', paid_user: account.paidUser, credits: account.credits });
        expect(user.profile).toMatchObject({ name: account.profile.name, country: 'NL', status: 'active' });
        expect(user.profile.main_image).not.toBeNull();
      }
    } finally {
      await app.close();
    }
  }, 30_000);

  it('leaves an address that is already taken alone, and creates nothing in production', async () => {
    const other = await sharePhotoPool(await createTestDatabase());
    try {
      expect(await ensureDemoAccounts(other, { nodeEnv: 'production', store: new LocalDiskStore(uploadsDir), scryptLogN: 10 })).toEqual([]);
      expect(await countUsers(other)).toBe(0);
      // seedIfEmpty on a production start: no demo accounts either.
      await seedIfEmpty(other, { profiles: 0, store: new LocalDiskStore(uploadsDir), demoAccounts: { nodeEnv: 'production', scryptLogN: 10 } });
      expect(await countUsers(other)).toBe(0);

      const existing = await createTestUser(other, { email: 'Demo@Hartklop.nl', password: 'iets-anders-1' });
      await seedIfEmpty(other, { profiles: 0, store: new LocalDiskStore(uploadsDir), demoAccounts: { nodeEnv: 'test', scryptLogN: 10 } });
      const emails = await other.kysely.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
      expect(emails).toEqual([
        { id: existing.userId, email: 'Demo@Hartklop.nl' },
        { id: expect.any(Number), email: 'premium@hartklop.nl' },
      ]);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('seeds the demo members first and then the demo accounts on a first start', async () => {
    const fresh = await sharePhotoPool(await createTestDatabase());
    try {
      const result = await seedIfEmpty(fresh, { profiles: 5, store: new LocalDiskStore(uploadsDir), seed: 'demo-test', demoAccounts: { nodeEnv: 'development', scryptLogN: 10 } });
      expect(result).toMatchObject({ profiles: 5, firstId: 1 });
      const profiles = await fresh.kysely.selectFrom('profiles').select(['id', 'user_id']).orderBy('id').execute();
      expect(profiles).toHaveLength(7);
      expect(profiles.slice(0, 5).every((p) => p.user_id === null)).toBe(true);
      expect(profiles.slice(5).every((p) => p.user_id !== null)).toBe(true);
      // The next start seeds no members again and makes no second pair of accounts.
      expect(await seedIfEmpty(fresh, { profiles: 5, store: new LocalDiskStore(uploadsDir), demoAccounts: { nodeEnv: 'development', scryptLogN: 10 } })).toBeNull();
      expect(await countUsers(fresh)).toBe(2);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
