import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { buildApp, type BuildAppOptions } from '../src/app';
import { SIGNUP_IP_LIMIT, TEST_CREDITOR_ID, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/**
 * Test databases: PGlite in memory by default; with DATABASE_URL set, a throwaway schema on that
 * PostgreSQL server (dropped afterwards), so the same tests run against both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(db);
    return db;
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({ kind: 'postgres', databaseUrl, searchPath: schema, poolSize: 4 });
  const close = async (): Promise<void> => {
    await db.close();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await cleanup.end();
    }
  };
  try {
    await migrateToLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { ...db, close };
}

/** A fresh temporary directory, removed by `removeTempDirs()`. */
const tempDirs: string[] = [];
export function makeTempDir(prefix = 'hartklop-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const root = makeTempDir();
  const dataDir = path.join(root, 'data');
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: process.env.DATABASE_URL,
    nodeEnv: 'test',
    logLevel: 'silent',
    repoRoot: path.resolve(__dirname, '../..'),
    staticRoot: path.join(root, 'shell-dist'),
    deployDir: path.join(root, 'deploy'),
    seedProfiles: 0,
    searchCountCacheMs: 60_000,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    scryptLogN: 10,
    signupsPerIpHour: SIGNUP_IP_LIMIT,
    smtpUrl: undefined,
    mailFrom: 'Hartklop <noreply@hartklop.nl>',
    publicUrl: undefined,
    siteOrigins: [],
    hstsIncludeSubdomains: false,
    mailSecret: undefined,
    mailEventsToken: undefined,
    staffSecretKey: undefined,
    vapidKeys: undefined,
    vapidSubject: undefined,
    chatHistoryLimit: CHAT_RULES.defaultHistoryLimit,
    // The tests' own push services: a made-up one and the local HTTPS endpoint of push-delivery.test.ts.
    pushServiceHosts: ['push.example.org', '127.0.0.1', 'localhost'],
    mollieApiKey: undefined,
    // Off unless a test asks for it: the sandbox's webhook delivery checks its outbox every second.
    paymentSandbox: false,
    paymentWebhookBaseUrl: undefined,
    paymentWebhookPerMinute: 60,
    paymentWebhookRepeatSeconds: 5,
    directDebit: { creditorId: TEST_CREDITOR_ID, creditorName: undefined, limitCents: 15_000, limitDays: 30, settleDays: 7, smsProvider: undefined, smsCmProductToken: undefined, smsSender: 'Hartklop' },
    storage: { driver: 'disk' },
    ...overrides,
  };
}

/**
 * A test's fixed port, shifted by API_TEST_PORT_SHIFT: scripts/test-api.mjs runs the suite on PGlite
 * and on PostgreSQL at the same time, and a file that runs in both at once must not listen on the
 * same port in both (EADDRINUSE).
 */
export const testPort = (port: number): number => port + Number(process.env.API_TEST_PORT_SHIFT || 0);

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * Changes site_settings with SQL, as a test's set-up: the app drops the settings it keeps when the
 * change's notice reaches it, which on PostgreSQL is a moment after the commit. The test's next
 * request must not race that notice, so the app forgets them at once (the notice then changes nothing).
 */
export async function changeSiteSettings(t: Pick<TestApp, 'app'>, change: () => Promise<unknown>): Promise<void> {
  await change();
  t.app.deps.siteVariants.clear();
}

export interface TestAppOptions extends Pick<BuildAppOptions, 'logger' | 'pushAgent' | 'paymentProvider'> {
  /** Run on the app before it is ready (e.g. to add test routes). */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
  /** Listen on this port of 127.0.0.1 (for a client over HTTP, e.g. the sandbox behind the Mollie client) instead of only being ready. */
  listen?: number;
}

/** The app on a fresh database; `close()` closes both and removes the temporary directories. */
export async function createTestApp(overrides: Partial<Config> = {}, { prepare, listen, ...build }: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ db, config, ...build });
  if (prepare) await prepare(app);
  if (listen === undefined) await app.ready();
  else await app.listen({ port: listen, host: '127.0.0.1' });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      removeTempDirs();
    },
  };
}

/** `createTestApp` for a file's tests: built before them, closed after them. */
export function useTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, options));
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });
  return t;
}

/** Headers a browser sends with a same-origin fetch of the site's own client. */
export const sameOrigin = { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } as const;

/** Headers of a browser's same-origin request on a site variant (`hartklop.be`, `hartklop.nl`), with its cookies. */
export function siteHeaders(host: string, cookies: readonly string[] = []): Record<string, string> {
  return { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}) };
}

/**
 * Headers of a request to the Belgian site (hartklop.be: nl and fr) in `locale`, the `locale` cookie its
 * language menu sets (null: none, the site's Dutch), after any other cookies (e.g. a session).
 */
export const belgianSite = (locale: string | null, ...cookies: string[]): Record<string, string> =>
  siteHeaders('hartklop.be', locale ? [...cookies, `locale=${locale}`] : cookies);

/** Headers of a request to the Belgian site in French, after any other cookies (e.g. a session). */
export const belgianFrench = (...cookies: string[]): Record<string, string> => belgianSite('fr', ...cookies);

/** A valid POST /api/signup.php body (a woman seeking men) for `email`, with any fields replaced. */
export const signupBody = (email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  email,
  name: 'Femke',
  password: 'mijn-wachtwoord',
  date_of_birth: '1994-02-11',
  gender: 'female',
  seeking: 'male',
  accept_terms: true,
  ...overrides,
});

export interface TestUserOptions {
  email?: string;
  password?: string;
  name?: string;
  status?: 'not_confirmed' | 'confirmed' | 'deleted';
  paidUser?: boolean;
  credits?: number;
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country?: string;
  birthdate?: string;
  deletedAt?: Date;
}

export interface TestUser {
  userId: number;
  profileId: number;
  email: string;
  password: string;
}

/** A test member with the cookie of a session of theirs. */
export type SignedInMember = TestUser & { cookie: string };

/** `createTestUser` with a session: the member and their session cookie. */
export async function signedInMember(db: DatabaseHandle, options: TestUserOptions = {}): Promise<SignedInMember> {
  const user = await createTestUser(db, options);
  return { ...user, cookie: await sessionCookieFor(db, user.userId) };
}

let testUserCounter = 0;
/**
 * A member written straight into the database (password hashed with a low scrypt cost), for tests
 * that need an account without going through the signup endpoint.
 */
export async function createTestUser(db: DatabaseHandle, options: TestUserOptions = {}): Promise<TestUser> {
  const { hashPassword } = await import('../src/domain/accounts/passwords');
  testUserCounter += 1;
  const email = options.email ?? `lid${testUserCounter}-${randomBytes(3).toString('hex')}@example.nl`;
  const password = options.password ?? 'geheim-wachtwoord';
  const status = options.status ?? 'confirmed';
  const user = await db.kysely
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password, 10),
      status,
      credits: options.credits ?? 0,
      paid_user: options.paidUser ?? false,
      deleted_at: status === 'deleted' ? (options.deletedAt ?? new Date()) : null,
      status_before_delete: status === 'deleted' ? 'confirmed' : null,
      confirmed_at: status === 'not_confirmed' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await db.kysely
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: options.name ?? `Lid${testUserCounter}`,
      gender: options.gender ?? 'female',
      sexuality: options.sexuality ?? 'hetero',
      birthdate: options.birthdate ?? '1990-04-12',
      country: options.country ?? 'NL',
      city: 'Utrecht',
      about: '',
      status: status === 'confirmed' ? 'active' : 'disabled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, profileId: profile.id, email, password };
}

/** A session for a user, as the `cookie` header a logged-in browser sends. */
export async function sessionCookieFor(db: DatabaseHandle, userId: number): Promise<string> {
  const { hashSessionToken, SESSION_COOKIE } = await import('../src/domain/accounts/sessions');
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashSessionToken(token), expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

/** The `name=value` of a Set-Cookie header of a response, or undefined. */
export function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}

/**
 * Gives a test database the photo pool's secret the others of its file use: the pool's folder is
 * named by it (seed/photos.ts, poolFolderOf), so databases that share it share one rendered pool
 * in one store instead of rendering 864 pictures each.
 */
export async function sharePhotoPool(db: DatabaseHandle): Promise<DatabaseHandle> {
  await db.kysely.insertInto('server_secrets').values({ name: 'photo_pool', value: 'test-photo-pool-secret' }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return db;
}

/** A conversation `starter` started with `other`, with both members' rows, as the chat stores it; its id. */
export async function createConversation(db: DatabaseHandle, starter: number, other: number): Promise<number> {
  const row = await db.kysely
    .insertInto('conversations')
    .values({ profile_low: Math.min(starter, other), profile_high: Math.max(starter, other), started_by: starter })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('conversation_members')
    .values([
      { conversation_id: row.id, profile_id: starter },
      { conversation_id: row.id, profile_id: other },
    ])
    .execute();
  return row.id;
}
