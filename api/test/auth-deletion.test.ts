import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { api, ApiErrorSchema, CLIENT_REQUEST_HEADER, DataExportSchema } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { startJobs } from '../src/jobs';
import { eraseExpiredAccounts } from '../src/domain/accounts/erase';
import { hashSessionToken } from '../src/domain/accounts/sessions';
import { type TokenPurpose } from '../src/domain/accounts/tokens';
import { sha256Hex } from '../src/domain/secrets';
import { LocalDiskStore } from '../src/storage';
import { createTestApp, createTestUser, makeTempDir, sameOrigin, sessionCookieFor, type TestApp, type TestUserOptions } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600_000;
let ipCounter = 0;
const freshIp = (): string => {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const post = (url: string, body: unknown, cookie?: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', [CLIENT_REQUEST_HEADER]: '1', ...(cookie ? { cookie } : {}) } });

type Res = Awaited<ReturnType<typeof get>>;

const expectError = (res: Res, status: number, error: string, message?: string): void => {
  expect(res.statusCode).toBe(status);
  const body = ApiErrorSchema.parse(res.json());
  expect(body.error).toBe(error);
  if (message !== undefined) expect(body.message).toBe(message);
};

async function lastMailTo(to: string): Promise<{ kind: string; text: string; link: string | null; token: string | null }> {
  const mail = await t.db.kysely
    .selectFrom('mail_outbox')
    .select(['kind', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)?.[0] ?? null;
  return { kind: mail.kind, text: mail.text_body, link, token: link ? new URL(link).searchParams.get('token') : null };
}

const mailCount = async (to: string): Promise<number> =>
  Number(
    (await t.db.kysely.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).where('to_address', '=', to).executeTakeFirstOrThrow()).n,
  );

async function insertToken(userId: number, purpose: TokenPurpose, expiresInMs = 3600_000): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.kysely
    .insertInto('account_tokens')
    .values({ user_id: userId, purpose, token_hash: sha256Hex(token), expires_at: new Date(Date.now() + expiresInMs) })
    .execute();
  return token;
}

const userRow = (id: number) => t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const profileStatus = async (userId: number) =>
  (await t.db.kysely.selectFrom('profiles').select('status').where('user_id', '=', userId).executeTakeFirstOrThrow()).status;

/** A member deleted `daysAgo` days ago (status before deletion as given). */
async function deletedUser(daysAgo: number, before: 'confirmed' | 'not_confirmed' = 'confirmed', options: TestUserOptions = {}) {
  const user = await createTestUser(t.db, { ...options, status: 'deleted', deletedAt: new Date(Date.now() - daysAgo * DAY) });
  await t.db.kysely.updateTable('users').set({ status_before_delete: before }).where('id', '=', user.userId).execute();
  return user;
}

describe('POST /api/account-delete.php', () => {
  it('needs a session', async () => {
    expectError(await post('/api/account-delete.php', { password: 'x' }), 403, 'authentication_required');
  });

  it('refuses a wrong password and leaves the account as it was', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    expectError(await post('/api/account-delete.php', { password: 'fout' }, cookie), 403, 'wrong_password', ACCOUNT_TEXTS.wrongPassword);
    expect((await userRow(user.userId)).status).toBe('confirmed');
    expect((await get('/api/user.php', cookie)).statusCode).toBe(200);
  });

  it('deletes the account: hidden, logged out everywhere, a reactivation mail, erase date 14 days on', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    const otherDevice = await sessionCookieFor(t.db, user.userId);
    const reset = await insertToken(user.userId, 'reset');
    const before = Date.now();
    const res = await post('/api/account-delete.php', { password: user.password, reason: 'found_someone', comment: '  Gevonden! <b>dank</b>  ' }, cookie);
    expect(res.statusCode).toBe(200);
    const body = api.deleteAccount.response.parse(res.json());
    expect(body.grace_days).toBe(14);

    const row = await userRow(user.userId);
    expect(row).toMatchObject({ status: 'deleted', status_before_delete: 'confirmed', delete_reason: 'found_someone', delete_comment: 'Gevonden! <b>dank</b>' });
    expect(row.deleted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.erase_after).getTime()).toBe(row.deleted_at!.getTime() + 14 * DAY);
    expect(await profileStatus(user.userId)).toBe('disabled');

    // Logged out: the cookie is cleared and no session of the account works any more.
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
    for (const c of [cookie, otherDevice]) expect((await get('/api/user.php', c)).statusCode).toBe(403);
    expect(await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(0);

    const mail = await lastMailTo(user.email);
    expect(mail.kind).toBe('reactivate');
    expect(mail.link).toMatch(/^http:\/\/localhost\/account-deleted\?token=/);
    // Links sent before no longer work.
    expectError(await get(`/api/password-reset.php?token=${reset}`), 400, 'link_invalid');
  });

  it('remembers a not_confirmed status for a later reactivation', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    expect((await post('/api/account-delete.php', { password: user.password }, await sessionCookieFor(t.db, user.userId))).statusCode).toBe(200);
    expect(await userRow(user.userId)).toMatchObject({ status: 'deleted', status_before_delete: 'not_confirmed', delete_reason: null, delete_comment: null });
  });

  it("deletes the logged-in member's account only", async () => {
    const a = await createTestUser(t.db, { password: 'wachtwoord-van-anna' });
    const b = await createTestUser(t.db, { password: 'wachtwoord-van-bram' });
    // Another member's password does not delete anything.
    expectError(await post('/api/account-delete.php', { password: b.password }, await sessionCookieFor(t.db, a.userId)), 403, 'wrong_password');
    expect((await userRow(a.userId)).status).toBe('confirmed');
    expect((await userRow(b.userId)).status).toBe('confirmed');
    // A cookie deletes its own account and nothing else.
    expect((await post('/api/account-delete.php', { password: b.password }, await sessionCookieFor(t.db, b.userId))).statusCode).toBe(200);
    expect((await userRow(b.userId)).status).toBe('deleted');
    expect((await userRow(a.userId)).status).toBe('confirmed');
  });

  it.each([
    ['an unknown reason', { password: 'x', reason: 'hacked' }],
    ['a too long comment', { password: 'x', comment: 'x'.repeat(1001) }],
    ['an extra field', { password: 'x', user_id: 1 }],
    ['no password', {}],
    ['an object as password', { password: { $ne: null } }],
    ['SQL in the comment', { password: 'x', comment: "'); drop table users; --" }],
  ])('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const user = await createTestUser(t.db);
    const res = await post('/api/account-delete.php', body, await sessionCookieFor(t.db, user.userId));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await userRow(user.userId)).status).toBe('confirmed');
  });
});

describe('POST /api/reactivation-mail.php', () => {
  it('sends a new reactivation link for an account deleted within 14 days', async () => {
    const user = await deletedUser(13);
    const res = await post('/api/reactivation-mail.php', { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(api.reactivationMail.response.parse(res.json())).toEqual({ ok: true });
    const mail = await lastMailTo(user.email);
    expect(mail.kind).toBe('reactivate');
    expect(mail.link).toMatch(/\/account-deleted\?token=/);
  });

  it('answers "E-mailadres niet gevonden" for an unknown, active, expired or erased account', async () => {
    const active = await createTestUser(t.db);
    const expired = await deletedUser(15);
    const erased = await deletedUser(2);
    await t.db.kysely.updateTable('users').set({ erased_at: new Date() }).where('id', '=', erased.userId).execute();
    for (const email of [`niemand-${randomBytes(3).toString('hex')}@example.nl`, active.email, expired.email, erased.email]) {
      expectError(await post('/api/reactivation-mail.php', { email }), 404, 'email_not_found', 'E-mailadres niet gevonden');
      expect(await mailCount(email)).toBe(0);
    }
  });

  it('sends at most 3 per account per 24 hours', async () => {
    const user = await deletedUser(1);
    for (let i = 0; i < 3; i++) expect((await post('/api/reactivation-mail.php', { email: user.email })).statusCode).toBe(200);
    const res = await post('/api/reactivation-mail.php', { email: user.email });
    expectError(res, 429, 'rate_limited', 'Te veel heractivatiemails verstuurd, probeer het morgen nog eens.');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await mailCount(user.email)).toBe(3);
  });

  it('allows 10 requests per IP address per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/reactivation-mail.php', { email: `x${i}-${randomBytes(3).toString('hex')}@example.nl` }, undefined, ip)).statusCode).toBe(404);
    }
    expectError(await post('/api/reactivation-mail.php', { email: 'x@example.nl' }, undefined, ip), 429, 'rate_limited', ACCOUNT_TEXTS.tooManyRequests(60));
  });

  it.each([
    ['an invalid address', { email: 'geen adres' }],
    ['HTML', { email: '<svg onload=alert(1)>' }],
    ['no address', {}],
    ['an array', { email: ['a@example.nl'] }],
  ])('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const res = await post('/api/reactivation-mail.php', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/reactivate.php', () => {
  it('brings back a deleted account through the link of the deletion mail and logs it in', async () => {
    const user = await createTestUser(t.db);
    expect((await post('/api/account-delete.php', { password: user.password, reason: 'privacy' }, await sessionCookieFor(t.db, user.userId))).statusCode).toBe(200);
    const { token } = await lastMailTo(user.email);

    const res = await post('/api/reactivate.php', { token });
    expect(res.statusCode).toBe(200);
    const { user: me } = api.reactivate.response.parse(res.json());
    expect(me).toMatchObject({ id: user.userId, status: 'confirmed', profile: { status: 'active' } });
    const row = await userRow(user.userId);
    expect(row).toMatchObject({ status: 'confirmed', deleted_at: null, status_before_delete: null, delete_reason: null });

    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
    expect(setCookie).toMatch(/HttpOnly/);
    const session = setCookie!.split(';')[0]!;
    const current = await get('/api/user.php', session);
    expect(current.statusCode).toBe(200);
    expect(api.currentUser.response.parse(current.json()).user.id).toBe(user.userId);
  });

  it('restores a not_confirmed account with its profile still hidden', async () => {
    const user = await deletedUser(3, 'not_confirmed');
    const res = await post('/api/reactivate.php', { token: await insertToken(user.userId, 'reactivate') });
    expect(res.statusCode).toBe(200);
    expect(api.reactivate.response.parse(res.json()).user).toMatchObject({ status: 'not_confirmed', profile: { status: 'disabled' } });
    expect(await profileStatus(user.userId)).toBe('disabled');
  });

  it('works once', async () => {
    const user = await deletedUser(1);
    const token = await insertToken(user.userId, 'reactivate');
    expect((await post('/api/reactivate.php', { token })).statusCode).toBe(200);
    await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', user.userId).execute();
    expectError(await post('/api/reactivate.php', { token }), 400, 'link_invalid', 'Link verlopen of invalide, vraag een nieuwe e-mail aan');
  });

  it('refuses after the grace period, for an erased account, for an expired token and for another purpose', async () => {
    const late = await deletedUser(15);
    const erased = await deletedUser(1);
    await t.db.kysely.updateTable('users').set({ erased_at: new Date() }).where('id', '=', erased.userId).execute();
    const expired = await deletedUser(1);
    const other = await deletedUser(1);
    for (const token of [
      await insertToken(late.userId, 'reactivate'),
      await insertToken(erased.userId, 'reactivate'),
      await insertToken(expired.userId, 'reactivate', -1000),
      await insertToken(other.userId, 'reset'),
      randomBytes(32).toString('base64url'),
    ]) {
      const res = await post('/api/reactivate.php', { token });
      expectError(res, 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    for (const u of [late, erased, expired, other]) expect((await userRow(u.userId)).status).toBe('deleted');
  });

  it('refuses a token for an account that is not deleted', async () => {
    const user = await createTestUser(t.db);
    expectError(await post('/api/reactivate.php', { token: await insertToken(user.userId, 'reactivate') }), 400, 'link_invalid');
  });

  it("logs in the token's account, not the member whose cookie came along", async () => {
    const a = await deletedUser(2);
    const b = await createTestUser(t.db);
    const bCookie = await sessionCookieFor(t.db, b.userId);
    const res = await post('/api/reactivate.php', { token: await insertToken(a.userId, 'reactivate') }, bCookie);
    expect(res.statusCode).toBe(200);
    expect(api.reactivate.response.parse(res.json()).user.id).toBe(a.userId);
    // The cookie the request came with is rotated away.
    expect((await get('/api/user.php', bCookie)).statusCode).toBe(403);
    expect((await userRow(b.userId)).status).toBe('confirmed');
  });

  it.each([
    ['no token', {}],
    ['a short token', { token: 'abc' }],
    ['SQL', { token: "' or 1=1; --aaaaaaaaaaaaaaaaaaaa" }],
    ['a number', { token: 1 }],
  ])('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const res = await post('/api/reactivate.php', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('the erase job', () => {
  let uploadsDir: string;
  beforeEach(() => {
    uploadsDir = makeTempDir('hartklop-erase-');
  });

  const writeFile = (relative: string): string => {
    const file = path.join(uploadsDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'jpeg');
    return file;
  };

  /** A deleted member with photos, interests, sessions, tokens, devices, failures and mails. */
  async function memberWithData(daysAgo: number) {
    const user = await deletedUser(daysAgo);
    const dir = `u/${user.userId}`;
    const files = [writeFile(`${dir}/a.jpg`), writeFile(`${dir}/a_thumb.jpg`)];
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: user.profileId, filename: `${dir}/a.jpg`, thumb_filename: `${dir}/a_thumb.jpg`, position: 0, status: 'active' })
      .execute();
    const interest = await t.db.kysely.selectFrom('interests').select('id').limit(1).executeTakeFirstOrThrow();
    await t.db.kysely.insertInto('profile_interests').values({ profile_id: user.profileId, interest_id: interest.id }).execute();
    await t.db.kysely
      .insertInto('sessions')
      .values({ user_id: user.userId, token_hash: hashSessionToken(randomBytes(8).toString('hex')), expires_at: new Date(Date.now() + DAY) })
      .execute();
    await insertToken(user.userId, 'reactivate');
    await t.db.kysely.insertInto('trusted_devices').values({ user_id: user.userId, token_hash: sha256Hex(randomBytes(8).toString('hex')) }).execute();
    await t.db.kysely.insertInto('login_failures').values({ user_id: user.userId, client_key: sha256Hex('ip') }).execute();
    await t.db.kysely
      .insertInto('mail_outbox')
      .values({ user_id: user.userId, kind: 'reactivate', to_address: user.email, subject: 's', text_body: 't', html_body: 'h' })
      .execute();
    await t.db.kysely
      .updateTable('users')
      .set({ network: 'net', ref: 'r', sub1: 'a', sub2: 'b', sub3: 'c', signup_message: 'Hoi!', signup_ip: '1.2.3.4', delete_comment: 'weg' })
      .where('id', '=', user.userId)
      .execute();
    return { ...user, files };
  }

  const countFor = async (userId: number, profileId: number) => ({
    profiles: (await t.db.kysely.selectFrom('profiles').select('id').where('user_id', '=', userId).execute()).length,
    photos: (await t.db.kysely.selectFrom('photos').select('id').where('profile_id', '=', profileId).execute()).length,
    interests: (await t.db.kysely.selectFrom('profile_interests').select('interest_id').where('profile_id', '=', profileId).execute()).length,
    sessions: (await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length,
    tokens: (await t.db.kysely.selectFrom('account_tokens').select('id').where('user_id', '=', userId).execute()).length,
    devices: (await t.db.kysely.selectFrom('trusted_devices').select('id').where('user_id', '=', userId).execute()).length,
    failures: (await t.db.kysely.selectFrom('login_failures').select('id').where('user_id', '=', userId).execute()).length,
    mails: (await t.db.kysely.selectFrom('mail_outbox').select('id').where('user_id', '=', userId).execute()).length,
  });

  it('erases accounts deleted more than 14 days ago, and only those', async () => {
    const expired = await memberWithData(15);
    const recent = await memberWithData(13);
    const active = await createTestUser(t.db);
    const activeFile = writeFile(`u/${active.userId}/b.jpg`);
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: active.profileId, filename: `u/${active.userId}/b.jpg`, thumb_filename: `u/${active.userId}/b.jpg`, position: 0, status: 'active' })
      .execute();

    const result = await eraseExpiredAccounts(t.db.kysely, new LocalDiskStore(uploadsDir));
    expect(result.erased).toContain(expired.userId);
    expect(result.erased).not.toContain(recent.userId);
    expect(result.erased).not.toContain(active.userId);

    for (const file of expired.files) expect(fs.existsSync(file)).toBe(false);
    expect(await countFor(expired.userId, expired.profileId)).toEqual({
      profiles: 0,
      photos: 0,
      interests: 0,
      sessions: 0,
      tokens: 0,
      devices: 0,
      failures: 0,
      mails: 0,
    });
    const row = await userRow(expired.userId);
    expect(row).toMatchObject({
      email: `erased-${expired.userId}@erased.invalid`,
      password_hash: null,
      status: 'deleted',
      network: null,
      ref: null,
      sub1: null,
      sub2: null,
      sub3: null,
      signup_message: null,
      signup_ip: null,
      delete_comment: null,
    });
    expect(row.erased_at).toBeInstanceOf(Date);

    // Not yet due: everything still there.
    for (const file of recent.files) expect(fs.existsSync(file)).toBe(true);
    expect(await countFor(recent.userId, recent.profileId)).toEqual({
      profiles: 1,
      photos: 1,
      interests: 1,
      sessions: 1,
      tokens: 1,
      devices: 1,
      failures: 1,
      mails: 1,
    });
    expect((await userRow(recent.userId)).email).toBe(recent.email);
    expect(fs.existsSync(activeFile)).toBe(true);

    // A second run finds nothing new; two days later the other account is due.
    expect((await eraseExpiredAccounts(t.db.kysely, new LocalDiskStore(uploadsDir))).erased).not.toContain(expired.userId);
    const later = await eraseExpiredAccounts(t.db.kysely, new LocalDiskStore(uploadsDir), new Date(Date.now() + 2 * DAY));
    expect(later.erased).toContain(recent.userId);
    for (const file of recent.files) expect(fs.existsSync(file)).toBe(false);
  });

  it('never removes a file outside the uploads directory, nor one another profile still uses', async () => {
    const outsideDir = makeTempDir('hartklop-outside-');
    const outside = path.join(outsideDir, 'geheim.jpg');
    fs.writeFileSync(outside, 'x');
    const absolute = path.join(outsideDir, 'absoluut.jpg');
    fs.writeFileSync(absolute, 'x');
    fs.symlinkSync(outsideDir, path.join(uploadsDir, 'link'));
    const shared = writeFile('pool/demo.jpg');
    const user = await deletedUser(20);
    const other = await createTestUser(t.db);
    await t.db.kysely
      .insertInto('photos')
      .values([
        { profile_id: user.profileId, filename: path.relative(uploadsDir, outside), thumb_filename: 'link/geheim.jpg', position: 0, status: 'active' },
        { profile_id: user.profileId, filename: 'pool/demo.jpg', thumb_filename: absolute, position: 1, status: 'active' },
        { profile_id: other.profileId, filename: 'pool/demo.jpg', thumb_filename: 'pool/demo.jpg', position: 0, status: 'active' },
      ])
      .execute();
    const result = await eraseExpiredAccounts(t.db.kysely, new LocalDiskStore(uploadsDir));
    expect(result.erased).toContain(user.userId);
    expect(fs.existsSync(outside)).toBe(true);
    expect(fs.existsSync(shared)).toBe(true);
    expect(fs.existsSync(absolute)).toBe(true);
    expect(await t.db.kysely.selectFrom('photos').select('id').where('profile_id', '=', user.profileId).execute()).toHaveLength(0);
    expect(await t.db.kysely.selectFrom('photos').select('id').where('profile_id', '=', other.profileId).execute()).toHaveLength(1);
  });

  it('an erased account can neither log in, be reset, be reactivated nor block its old address', async () => {
    const user = await memberWithData(30);
    await eraseExpiredAccounts(t.db.kysely, new LocalDiskStore(uploadsDir));
    expectError(await post('/api/password-reset.php', { email: user.email }), 404, 'email_not_found');
    expectError(await post('/api/reactivation-mail.php', { email: user.email }), 404, 'email_not_found');
    // The address is free again: another member may switch to it.
    const other = await createTestUser(t.db);
    const res = await post('/api/mail-change.php', { new_email: user.email, password: other.password }, await sessionCookieFor(t.db, other.userId));
    expect(res.statusCode).toBe(200);
  });
});

describe('startJobs', () => {
  it('erases at start, delivers mails, logs what it did and stops cleanly', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info' }, stream);
    const due = await deletedUser(16);
    const mailId = (
      await t.db.kysely
        .insertInto('mail_outbox')
        .values({ user_id: null, kind: 'test', to_address: 'jobs@example.nl', subject: 's', text_body: 't', html_body: 'h' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const stop = startJobs({ db: t.db, config: { ...t.config, smtpUrl: undefined }, logger, mailIntervalMs: 20 });
    try {
      for (let i = 0; i < 200; i++) {
        const erased = (await userRow(due.userId)).erased_at !== null;
        const sent = (await t.db.kysely.selectFrom('mail_outbox').select('sent_at').where('id', '=', mailId).executeTakeFirstOrThrow()).sent_at !== null;
        if (erased && sent) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await stop();
    }
    expect((await userRow(due.userId)).erased_at).toBeInstanceOf(Date);
    expect((await t.db.kysely.selectFrom('mail_outbox').select('sent_at').where('id', '=', mailId).executeTakeFirstOrThrow()).sent_at).toBeInstanceOf(Date);
    const messages = lines.map((l) => l.msg);
    expect(messages).toContain('erase job: personal data of deleted accounts erased');
    expect(lines.find((l) => l.msg === 'erase job: personal data of deleted accounts erased')?.accounts).toContain(due.userId);
    expect(messages).toContain('mail delivered to the local mailbox');
    expect(messages).toContain('background jobs stopped');
    // Stopping twice is harmless.
    await stop();
  });
});

describe('GET /api/export.php', () => {
  it('needs a session', async () => {
    expectError(await get('/api/export.php'), 403, 'authentication_required');
  });

  it('downloads everything stored about the member, without any hash', async () => {
    const user = await createTestUser(t.db, { name: 'Sanne', credits: 7 });
    await t.db.kysely
      .updateTable('users')
      .set({ network: 'adnet', ref: 'r1', sub1: 's1', signup_message: 'Hallo daar', signup_ip: '10.0.0.1' })
      .where('id', '=', user.userId)
      .execute();
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: user.profileId, filename: 'u/x/1.jpg', thumb_filename: 'u/x/1_thumb.jpg', position: 0, status: 'active' })
      .execute();
    const interests = await t.db.kysely.selectFrom('interests').select(['id', 'name']).orderBy('position').limit(2).execute();
    await t.db.kysely
      .insertInto('profile_interests')
      .values(interests.map((i) => ({ profile_id: user.profileId, interest_id: i.id })))
      .execute();
    const otherSession = await sessionCookieFor(t.db, user.userId);
    const cookie = await sessionCookieFor(t.db, user.userId);
    await t.db.kysely.insertInto('login_failures').values({ user_id: user.userId, client_key: sha256Hex('client') }).execute();
    await post('/api/password-reset.php', { email: user.email });
    const other = await createTestUser(t.db, { gender: 'male' });
    await t.db.kysely.insertInto('likes').values({ liker_profile_id: user.profileId, liked_profile_id: other.profileId }).execute();
    await t.db.kysely.insertInto('blocks').values({ blocker_profile_id: user.profileId, blocked_profile_id: other.profileId }).execute();
    await t.db.kysely.insertInto('notification_preferences').values({ user_id: user.userId, promotions: false }).execute();

    const res = await get('/api/export.php', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hartklop-gegevens.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = DataExportSchema.parse(res.json());
    expect(data.account).toMatchObject({
      id: user.userId,
      email: user.email,
      status: 'confirmed',
      credits: 7,
      language: 'nl',
      tracking: { network: 'adnet', ref: 'r1', sub1: 's1', sub2: null, sub3: null },
      signup_message: 'Hallo daar',
      signup_ip: '10.0.0.1',
    });
    expect(data.account.signup_date).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(data.profile).toMatchObject({ id: user.profileId, name: 'Sanne', city: 'Utrecht', status: 'active' });
    expect(data.photos).toEqual([
      expect.objectContaining({ url: 'http://localhost/media/u/x/1.jpg', thumb_url: 'http://localhost/media/u/x/1_thumb.jpg', status: 'active' }),
    ]);
    expect(data.interests).toEqual(interests.map((i) => i.name));
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current === true)).toHaveLength(1);
    expect(data.sessions[0]).toEqual({ created_at: expect.any(String), last_seen_at: expect.any(String), expires_at: expect.any(String), current: expect.any(Boolean) });
    expect(data.mails).toEqual([expect.objectContaining({ kind: 'reset', subject: 'Nieuw wachtwoord instellen voor Hartklop', created_at: expect.any(String) })]);
    expect(data.login_failures).toEqual([{ created_at: expect.any(String) }]);
    expect(data.likes_given).toEqual([{ profile_id: other.profileId, source: 'profile', created_at: expect.any(String) }]);
    expect(data.blocked_profiles).toEqual([{ profile_id: other.profileId, created_at: expect.any(String) }]);
    expect(data.notification_preferences).toMatchObject({ promotions: false, new_messages: true });
    expect(data.profile).toMatchObject({ invisible: false, privacy_mode: false });

    // No password hash, no session, token or client-key hash.
    const stored = await userRow(user.userId);
    const tokenHashes = (await t.db.kysely.selectFrom('account_tokens').select('token_hash').where('user_id', '=', user.userId).execute()).map((r) => r.token_hash);
    const sessionHashes = (await t.db.kysely.selectFrom('sessions').select('token_hash').where('user_id', '=', user.userId).execute()).map((r) => r.token_hash);
    for (const secret of [stored.password_hash!, ...tokenHashes, ...sessionHashes, sha256Hex('client'), otherSession.split('=')[1]!]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/password_hash|token_hash|client_key|scrypt\$/);
  });

  it("never contains another member's data", async () => {
    const a = await createTestUser(t.db, { name: 'Anna' });
    const b = await createTestUser(t.db, { name: 'Bram' });
    await post('/api/password-reset.php', { email: a.email });
    const res = await get('/api/export.php', await sessionCookieFor(t.db, b.userId));
    const data = DataExportSchema.parse(res.json());
    expect(data.account.id).toBe(b.userId);
    expect(res.body).not.toContain(a.email);
    expect(res.body).not.toContain('Anna');
    expect(data.mails).toEqual([]);
  });
});
