import { randomBytes } from 'node:crypto';
import { api, ApiErrorSchema, CLIENT_REQUEST_HEADER } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { emailHint } from '../src/domain/accounts/recovery';
import { verifyPassword } from '../src/domain/accounts/passwords';
import { type TokenPurpose } from '../src/domain/accounts/tokens';
import { sha256Hex } from '../src/domain/secrets';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** A fresh client address per call site, so the per-IP limits of one test do not touch another. */
const freshIp = (): string => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

interface CallOptions {
  cookie?: string;
  ip?: string;
}

const send = (method: 'POST' | 'PUT', url: string, body: unknown, options: CallOptions = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const post = (url: string, body: unknown, options?: CallOptions) => send('POST', url, body, options);
const put = (url: string, body: unknown, options?: CallOptions) => send('PUT', url, body, options);
const get = (url: string, options: CallOptions = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: { [CLIENT_REQUEST_HEADER]: '1', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

type Res = Awaited<ReturnType<typeof get>>;

const expectError = (res: Res, status: number, error: string, message?: string): { message: string; field?: unknown } => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string; message: string; field?: unknown };
  expect(ApiErrorSchema.parse(body).error).toBe(error);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
};

/** The newest mail to an address, and the token of its link (if it has one). */
async function lastMailTo(to: string): Promise<{ kind: string; subject: string; text: string; html: string; link: string | null; token: string | null }> {
  const mail = await t.db.kysely
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)?.[0] ?? null;
  return {
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    link,
    token: link ? new URL(link).searchParams.get('token') : null,
  };
}

const mailCount = async (to: string): Promise<number> =>
  Number(
    (await t.db.kysely.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).where('to_address', '=', to).executeTakeFirstOrThrow()).n,
  );

/** A token written straight into the database (e.g. an expired one). */
async function insertToken(userId: number, purpose: TokenPurpose, options: { expiresInMs?: number; newEmail?: string } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.kysely
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: sha256Hex(token),
      new_email: options.newEmail ?? null,
      expires_at: new Date(Date.now() + (options.expiresInMs ?? 3600_000)),
    })
    .execute();
  return token;
}

const userRow = (id: number) => t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const profileStatus = async (userId: number) =>
  (await t.db.kysely.selectFrom('profiles').select('status').where('user_id', '=', userId).executeTakeFirstOrThrow()).status;

const uniqueEmail = (name = 'lid'): string => `${name}-${randomBytes(4).toString('hex')}@example.nl`;

/** Bad and hostile bodies every token endpoint must refuse with a 4xx. */
const HOSTILE_TOKEN_BODIES: Array<[string, unknown]> = [
  ['no body fields', {}],
  ['a number as token', { token: 1234567890123456 }],
  ['an array as token', { token: ['a'] }],
  ['a too short token', { token: 'abc' }],
  ['SQL in the token', { token: "x' or '1'='1'; drop table users; --" }],
  ['HTML in the token', { token: '<script>alert(1)</script>aaaaaaaaaaaaaaa' }],
  ['an extra field', { token: 'a'.repeat(43), user_id: 1 }],
  ['a JSON array', [1, 2]],
  ['null', null],
];

describe('POST /api/activate.php', () => {
  it('activates a not_confirmed account with the link of the activation mail', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const cookie = await sessionCookieFor(t.db, user.userId);
    expect((await post('/api/activation-mail.php', {}, { cookie })).statusCode).toBe(200);
    const mail = await lastMailTo(user.email);
    expect(mail.kind).toBe('activate');
    expect(mail.link).toMatch(/^http:\/\/localhost\/activate\/done\?token=/);

    const res = await post('/api/activate.php', { token: mail.token });
    expect(res.statusCode).toBe(200);
    expect(api.activate.response.parse(res.json())).toEqual({ ok: true });
    const row = await userRow(user.userId);
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).toBeInstanceOf(Date);
    expect(await profileStatus(user.userId)).toBe('active');
  });

  it('refuses a used, unknown or expired token with "Activeren mislukt"', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const token = await insertToken(user.userId, 'activate');
    expect((await post('/api/activate.php', { token })).statusCode).toBe(200);
    expectError(await post('/api/activate.php', { token }), 400, 'activation_failed', 'Activeren mislukt');
    expectError(await post('/api/activate.php', { token: randomBytes(32).toString('base64url') }), 400, 'activation_failed', 'Activeren mislukt');

    const other = await createTestUser(t.db, { status: 'not_confirmed' });
    const expired = await insertToken(other.userId, 'activate', { expiresInMs: -1000 });
    expectError(await post('/api/activate.php', { token: expired }), 400, 'activation_failed', 'Activeren mislukt');
    expect((await userRow(other.userId)).status).toBe('not_confirmed');
  });

  it('refuses a token meant for something else, without using it up', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const reset = await insertToken(user.userId, 'reset');
    expectError(await post('/api/activate.php', { token: reset }), 400, 'activation_failed');
    expect((await userRow(user.userId)).status).toBe('not_confirmed');
    expect((await get(`/api/password-reset.php?token=${reset}`)).statusCode).toBe(200);
  });

  it('activates only the account the token belongs to', async () => {
    const a = await createTestUser(t.db, { status: 'not_confirmed' });
    const b = await createTestUser(t.db, { status: 'not_confirmed' });
    const token = await insertToken(a.userId, 'activate');
    expect((await post('/api/activate.php', { token }, { cookie: await sessionCookieFor(t.db, b.userId) })).statusCode).toBe(200);
    expect((await userRow(a.userId)).status).toBe('confirmed');
    expect((await userRow(b.userId)).status).toBe('not_confirmed');
  });

  it('keeps a confirmed account confirmed and refuses a deleted one', async () => {
    const confirmed = await createTestUser(t.db);
    expect((await post('/api/activate.php', { token: await insertToken(confirmed.userId, 'activate') })).statusCode).toBe(200);
    expect((await userRow(confirmed.userId)).status).toBe('confirmed');
    const deleted = await createTestUser(t.db, { status: 'deleted' });
    expectError(await post('/api/activate.php', { token: await insertToken(deleted.userId, 'activate') }), 400, 'activation_failed');
    expect((await userRow(deleted.userId)).status).toBe('deleted');
  });

  it.each(HOSTILE_TOKEN_BODIES)('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const res = await post('/api/activate.php', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses a 10 MB body and a cross-site request', async () => {
    const huge = await post('/api/activate.php', JSON.stringify({ token: 'a'.repeat(10 * 1024 * 1024) }));
    expectError(huge, 413, 'payload_too_large');
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/activate.php',
      headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'a'.repeat(43) }),
    });
    expectError(cross, 403, 'csrf_rejected');
  });
});

describe('POST /api/activation-mail.php', () => {
  it('needs a session', async () => {
    expectError(await post('/api/activation-mail.php', {}), 403, 'authentication_required');
  });

  it('sends a fresh activation link to the address of the logged-in account only; the earlier link stops working', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const other = await createTestUser(t.db, { status: 'not_confirmed' });
    const cookie = await sessionCookieFor(t.db, user.userId);
    await post('/api/activation-mail.php', {}, { cookie });
    const first = await lastMailTo(user.email);
    await post('/api/activation-mail.php', {}, { cookie });
    const second = await lastMailTo(user.email);
    expect(second.token).not.toBe(first.token);
    expect(second.subject).toBe('Bevestig je e-mailadres bij Hartklop');
    expect(await mailCount(other.email)).toBe(0);
    expectError(await post('/api/activate.php', { token: first.token }), 400, 'activation_failed');
    expect((await post('/api/activate.php', { token: second.token })).statusCode).toBe(200);
  });

  it('refuses a body with fields', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const res = await post('/api/activation-mail.php', { email: 'ander@example.nl' }, { cookie: await sessionCookieFor(t.db, user.userId) });
    expectError(res, 400, 'validation_error');
    expect(await mailCount('ander@example.nl')).toBe(0);
  });

  it('allows 5 mails per account per 24 hours', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const cookie = await sessionCookieFor(t.db, user.userId);
    for (let i = 0; i < 5; i++) expect((await post('/api/activation-mail.php', {}, { cookie })).statusCode).toBe(200);
    const res = await post('/api/activation-mail.php', {}, { cookie });
    expectError(res, 429, 'rate_limited', ACCOUNT_TEXTS.activationMailRateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await mailCount(user.email)).toBe(5);
  });

  it('answers 409 for a confirmed account', async () => {
    const user = await createTestUser(t.db);
    const res = await post('/api/activation-mail.php', {}, { cookie: await sessionCookieFor(t.db, user.userId) });
    expectError(res, 409, 'already_confirmed', 'Je e-mailadres is al bevestigd.');
    expect(await mailCount(user.email)).toBe(0);
  });
});

describe('POST /api/password-reset.php', () => {
  it('mails a reset link, finding the account whatever the case of the address', async () => {
    const email = uniqueEmail('sanne');
    await createTestUser(t.db, { email });
    const res = await post('/api/password-reset.php', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(api.passwordResetRequest.response.parse(res.json())).toEqual({ ok: true });
    const mail = await lastMailTo(email);
    expect(mail.kind).toBe('reset');
    expect(mail.subject).toBe('Nieuw wachtwoord instellen voor Hartklop');
    expect(mail.link).toMatch(/^http:\/\/localhost\/reset-password\/do\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('uses PUBLIC_URL for the link when configured', async () => {
    const other = await createTestApp({ publicUrl: 'https://www.hartklop.nl' });
    try {
      const user = await createTestUser(other.db);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: user.email }),
      });
      expect(res.statusCode).toBe(200);
      const mail = await other.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', user.email).executeTakeFirstOrThrow();
      expect(mail.text_body).toContain('https://www.hartklop.nl/reset-password/do?token=');
    } finally {
      await other.close();
    }
  }, 60_000);

  it('answers "E-mailadres niet gevonden" for an unknown or deleted account', async () => {
    expectError(await post('/api/password-reset.php', { email: uniqueEmail('niemand') }), 404, 'email_not_found', 'E-mailadres niet gevonden');
    const deleted = await createTestUser(t.db, { status: 'deleted' });
    expectError(await post('/api/password-reset.php', { email: deleted.email }), 404, 'email_not_found', 'E-mailadres niet gevonden');
    expect(await mailCount(deleted.email)).toBe(0);
  });

  it('sends at most 3 reset mails per account per 24 hours', async () => {
    const user = await createTestUser(t.db);
    for (let i = 0; i < 3; i++) expect((await post('/api/password-reset.php', { email: user.email })).statusCode).toBe(200);
    const res = await post('/api/password-reset.php', { email: user.email });
    expectError(res, 429, 'reset_rate_limited', 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await mailCount(user.email)).toBe(3);
  });

  it('allows 10 requests per IP address per hour, unknown addresses included', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post('/api/password-reset.php', { email: uniqueEmail('x') }, { ip })).statusCode).toBe(404);
    const user = await createTestUser(t.db);
    const res = await post('/api/password-reset.php', { email: user.email }, { ip });
    expectError(res, 429, 'rate_limited', 'Te veel pogingen vanaf dit adres, probeer het over 60 min opnieuw.');
    expect(await mailCount(user.email)).toBe(0);
    // Another address is not affected.
    expect((await post('/api/password-reset.php', { email: user.email })).statusCode).toBe(200);
  });

  it.each([
    ['an invalid address', { email: 'geen-adres' }],
    ['HTML as address', { email: '<img src=x onerror=alert(1)>@example.nl' }],
    ['SQL as address', { email: "' or 1=1 --@example.nl" }],
    ['a missing address', {}],
    ['a number', { email: 42 }],
    ['an extra field', { email: 'a@example.nl', admin: true }],
  ])('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const res = await post('/api/password-reset.php', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('says "Ongeldige e-mail" for an invalid address', async () => {
    const body = expectError(await post('/api/password-reset.php', { email: 'geen-adres' }), 400, 'validation_error');
    expect(body.message).toContain('Ongeldige e-mail');
    expect(body.field).toBe('email');
  });
});

describe('GET /api/password-reset.php', () => {
  it('tells whether a link works, with a partly hidden address, without using it up', async () => {
    const user = await createTestUser(t.db, { email: `sanne-${randomBytes(3).toString('hex')}e@example.nl` });
    const token = await insertToken(user.userId, 'reset');
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/password-reset.php?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(api.passwordResetCheck.response.parse(res.json())).toEqual({ ok: true, email_hint: 's***e@example.nl' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers "Link verlopen of invalide" for an unknown, expired, used or foreign-purpose token', async () => {
    const user = await createTestUser(t.db);
    const expired = await insertToken(user.userId, 'reset', { expiresInMs: -1 });
    const activation = await insertToken(user.userId, 'activate');
    const used = await insertToken(user.userId, 'reset');
    await t.db.kysely.updateTable('account_tokens').set({ used_at: new Date() }).where('token_hash', '=', sha256Hex(used)).execute();
    for (const token of [randomBytes(32).toString('base64url'), expired, activation, used]) {
      expectError(await get(`/api/password-reset.php?token=${token}`), 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
    }
  });

  it.each(['', '?token=', '?token=kort', `?token=${encodeURIComponent("' or 1=1 --aaaaaaaaaaaaaaaaaaaaa")}`, '?token=a&token=b', '?x=1'])(
    'answers 4xx for the query %s',
    async (query) => {
      const res = await get(`/api/password-reset.php${query}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it('shows the hint format for short and long local parts', () => {
    expect(emailHint('sanne@example.nl')).toBe('s***e@example.nl');
    expect(emailHint('jo@example.nl')).toBe('j***o@example.nl');
    expect(emailHint('q@example.nl')).toBe('q***@example.nl');
  });
});

describe('PUT /api/password-reset.php', () => {
  const NEW_PASSWORD = 'nieuw-wachtwoord-123';

  it('sets the new password, ends every session of the account and clears its login failures', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const sessions = [await sessionCookieFor(t.db, user.userId), await sessionCookieFor(t.db, user.userId)];
    const otherSession = await sessionCookieFor(t.db, other.userId);
    await t.db.kysely.insertInto('login_failures').values({ user_id: user.userId, client_key: 'a'.repeat(64) }).execute();
    await t.db.kysely.insertInto('login_failures').values({ user_id: other.userId, client_key: 'b'.repeat(64) }).execute();

    await post('/api/password-reset.php', { email: user.email });
    const { token } = await lastMailTo(user.email);
    const res = await put('/api/password-reset.php', { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }, { cookie: sessions[0] });
    expect(res.statusCode).toBe(200);
    expect(api.passwordReset.response.parse(res.json())).toEqual({ ok: true });

    const row = await userRow(user.userId);
    expect(await verifyPassword(NEW_PASSWORD, row.password_hash)).toBe(true);
    expect(await verifyPassword(user.password, row.password_hash)).toBe(false);
    expect(row.password_changed_at).toBeInstanceOf(Date);
    for (const cookie of sessions) expect((await get('/api/user.php', { cookie })).statusCode).toBe(403);
    const remaining = await t.db.kysely.selectFrom('login_failures').select('user_id').where('user_id', 'in', [user.userId, other.userId]).execute();
    expect(remaining.map((r) => r.user_id)).toEqual([other.userId]);
    // The other member is untouched.
    expect((await get('/api/user.php', { cookie: otherSession })).statusCode).toBe(200);
    expect(await verifyPassword(other.password, (await userRow(other.userId)).password_hash)).toBe(true);
  });

  it('works once: the same link again is refused', async () => {
    const user = await createTestUser(t.db);
    const token = await insertToken(user.userId, 'reset');
    expect((await put('/api/password-reset.php', { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await put('/api/password-reset.php', { token, password: 'nog-een-ander-1', password_repeat: 'nog-een-ander-1' });
    expectError(again, 400, 'link_invalid', 'Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(await verifyPassword(NEW_PASSWORD, (await userRow(user.userId)).password_hash)).toBe(true);
  });

  it('refuses an expired link, a link of another purpose and an unknown link', async () => {
    const user = await createTestUser(t.db);
    const before = (await userRow(user.userId)).password_hash;
    for (const token of [
      await insertToken(user.userId, 'reset', { expiresInMs: -60_000 }),
      await insertToken(user.userId, 'activate'),
      await insertToken(user.userId, 'mail_change', { newEmail: uniqueEmail() }),
      randomBytes(32).toString('base64url'),
    ]) {
      expectError(await put('/api/password-reset.php', { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }), 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
    }
    expect((await userRow(user.userId)).password_hash).toBe(before);
  });

  it('changes only the account of the token, whoever is logged in', async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const token = await insertToken(a.userId, 'reset');
    const cookie = await sessionCookieFor(t.db, b.userId);
    expect((await put('/api/password-reset.php', { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }, { cookie })).statusCode).toBe(200);
    expect(await verifyPassword(NEW_PASSWORD, (await userRow(a.userId)).password_hash)).toBe(true);
    expect(await verifyPassword(b.password, (await userRow(b.userId)).password_hash)).toBe(true);
    expect((await get('/api/user.php', { cookie })).statusCode).toBe(200);
  });

  it('says "De opgegeven wachtwoorden zijn niet gelijk." when the repeat differs, and keeps the link', async () => {
    const user = await createTestUser(t.db);
    const token = await insertToken(user.userId, 'reset');
    const body = expectError(await put('/api/password-reset.php', { token, password: NEW_PASSWORD, password_repeat: `${NEW_PASSWORD}x` }), 400, 'validation_error');
    expect(body.message).toContain('De opgegeven wachtwoorden zijn niet gelijk.');
    expect(body.field).toBe('password_repeat');
    expect((await get(`/api/password-reset.php?token=${token}`)).statusCode).toBe(200);
  });

  it('refuses a too short or too long password', async () => {
    const user = await createTestUser(t.db);
    const token = await insertToken(user.userId, 'reset');
    const short = expectError(await put('/api/password-reset.php', { token, password: 'kort', password_repeat: 'kort' }), 400, 'validation_error');
    expect(short.message).toContain(ACCOUNT_TEXTS.passwordTooShort);
    const long = 'x'.repeat(129);
    expect(expectError(await put('/api/password-reset.php', { token, password: long, password_repeat: long }), 400, 'validation_error').message).toContain(
      ACCOUNT_TEXTS.passwordTooLong,
    );
  });

  it.each([...HOSTILE_TOKEN_BODIES, ['a password object', { token: 'a'.repeat(43), password: { $ne: 1 }, password_repeat: 'x' }]] as Array<[string, unknown]>)(
    'answers 4xx, never 5xx, for %s',
    async (_name, body) => {
      const res = await put('/api/password-reset.php', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});

describe('POST /api/mail-change.php', () => {
  it('needs a session', async () => {
    expectError(await post('/api/mail-change.php', { new_email: uniqueEmail(), password: 'x' }), 403, 'authentication_required');
  });

  it('mails a confirmation link to the new address and a notice to the old one, changing nothing yet', async () => {
    const user = await createTestUser(t.db, { name: 'Sanne' });
    const newEmail = uniqueEmail('nieuw');
    const res = await post('/api/mail-change.php', { new_email: ` ${newEmail.toUpperCase()} `, password: user.password }, { cookie: await sessionCookieFor(t.db, user.userId) });
    expect(res.statusCode).toBe(200);
    expect(api.mailChangeRequest.response.parse(res.json())).toEqual({ ok: true });
    const link = await lastMailTo(newEmail);
    expect(link.kind).toBe('mail_change');
    expect(link.link).toMatch(/^http:\/\/localhost\/mail-change\/do\?token=/);
    const notice = await lastMailTo(user.email);
    expect(notice.kind).toBe('mail_change_notice');
    expect(notice.link).toBeNull();
    expect(notice.text).toContain('Hoi Sanne');
    expect(notice.text).toContain(`${newEmail[0]}***`);
    expect((await userRow(user.userId)).email).toBe(user.email);
  });

  it('refuses a wrong password', async () => {
    const user = await createTestUser(t.db);
    const newEmail = uniqueEmail();
    const res = await post('/api/mail-change.php', { new_email: newEmail, password: 'fout-wachtwoord' }, { cookie: await sessionCookieFor(t.db, user.userId) });
    expectError(res, 403, 'wrong_password', 'Het wachtwoord is onjuist.');
    expect(await mailCount(newEmail)).toBe(0);
  });

  it('says "Nieuw e-mailadres invalide." for an invalid address', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    for (const bad of ['geen-adres', '', 'a@b', '<script>@x.nl', 'a'.repeat(300) + '@example.nl']) {
      const body = expectError(await post('/api/mail-change.php', { new_email: bad, password: user.password }, { cookie }), 400, 'validation_error');
      expect(body.message).toContain('Nieuw e-mailadres invalide.');
      expect(body.field).toBe('new_email');
    }
  });

  it('refuses the current address', async () => {
    const user = await createTestUser(t.db);
    const res = await post('/api/mail-change.php', { new_email: user.email.toUpperCase(), password: user.password }, { cookie: await sessionCookieFor(t.db, user.userId) });
    expect(expectError(res, 400, 'validation_error', ACCOUNT_TEXTS.sameEmail).field).toBe('new_email');
  });

  it('refuses an address of another account, also a deleted one, whatever the case', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    const other = await createTestUser(t.db);
    const deleted = await createTestUser(t.db, { status: 'deleted' });
    for (const taken of [other.email.toUpperCase(), deleted.email]) {
      expectError(await post('/api/mail-change.php', { new_email: taken, password: user.password }, { cookie }), 409, 'email_taken', 'Dit e-mailadres heeft al een account op deze site.');
    }
    expect(await mailCount(other.email)).toBe(0);
  });

  it('sends at most 5 change mails per account per 24 hours', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    for (let i = 0; i < 5; i++) expect((await post('/api/mail-change.php', { new_email: uniqueEmail(), password: user.password }, { cookie })).statusCode).toBe(200);
    const newEmail = uniqueEmail();
    expectError(await post('/api/mail-change.php', { new_email: newEmail, password: user.password }, { cookie }), 429, 'rate_limited');
    expect(await mailCount(newEmail)).toBe(0);
  });

  it.each([
    ['missing password', { new_email: 'a@example.nl' }],
    ['missing address', { password: 'x' }],
    ['an object as password', { new_email: 'a@example.nl', password: { $gt: '' } }],
    ['an extra field', { new_email: 'a@example.nl', password: 'x', user_id: 1 }],
    ['a huge password', { new_email: 'a@example.nl', password: 'x'.repeat(5000) }],
  ])('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const user = await createTestUser(t.db);
    const res = await post('/api/mail-change.php', body, { cookie: await sessionCookieFor(t.db, user.userId) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('PUT /api/mail-change.php', () => {
  async function requestChange(user: Awaited<ReturnType<typeof createTestUser>>, newEmail = uniqueEmail('nieuw')): Promise<{ token: string; newEmail: string }> {
    const res = await post('/api/mail-change.php', { new_email: newEmail, password: user.password }, { cookie: await sessionCookieFor(t.db, user.userId) });
    expect(res.statusCode).toBe(200);
    return { token: (await lastMailTo(newEmail)).token!, newEmail };
  }

  it('switches the account to the new address and answers it', async () => {
    const user = await createTestUser(t.db);
    const { token, newEmail } = await requestChange(user);
    const res = await put('/api/mail-change.php', { token });
    expect(res.statusCode).toBe(200);
    expect(api.mailChangeConfirm.response.parse(res.json())).toEqual({ ok: true, email: newEmail });
    expect((await userRow(user.userId)).email).toBe(newEmail);
    // The new address now finds the account; the old one does not.
    expect((await post('/api/password-reset.php', { email: newEmail })).statusCode).toBe(200);
    expectError(await post('/api/password-reset.php', { email: user.email }), 404, 'email_not_found');
  });

  it('stops links sent to the old address from working', async () => {
    const user = await createTestUser(t.db);
    const reset = await insertToken(user.userId, 'reset');
    const { token } = await requestChange(user);
    expect((await put('/api/mail-change.php', { token })).statusCode).toBe(200);
    expectError(await get(`/api/password-reset.php?token=${reset}`), 400, 'link_invalid');
  });

  it('confirms a not_confirmed account: the link proves the address', async () => {
    const user = await createTestUser(t.db, { status: 'not_confirmed' });
    const { token } = await requestChange(user);
    expect((await put('/api/mail-change.php', { token })).statusCode).toBe(200);
    const row = await userRow(user.userId);
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).toBeInstanceOf(Date);
    expect(await profileStatus(user.userId)).toBe('active');
  });

  it('works once', async () => {
    const user = await createTestUser(t.db);
    const { token } = await requestChange(user);
    expect((await put('/api/mail-change.php', { token })).statusCode).toBe(200);
    expectError(await put('/api/mail-change.php', { token }), 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
  });

  it('answers email_taken when another account took the address meanwhile', async () => {
    const user = await createTestUser(t.db);
    const { token, newEmail } = await requestChange(user);
    await createTestUser(t.db, { email: newEmail.toUpperCase() });
    expectError(await put('/api/mail-change.php', { token }), 409, 'email_taken', 'Dit e-mailadres heeft al een account op deze site.');
    expect((await userRow(user.userId)).email).toBe(user.email);
  });

  it('refuses an expired link, a link of another purpose and a link of a deleted account', async () => {
    const user = await createTestUser(t.db);
    const expired = await insertToken(user.userId, 'mail_change', { newEmail: uniqueEmail(), expiresInMs: -1 });
    const reset = await insertToken(user.userId, 'reset');
    for (const token of [expired, reset]) expectError(await put('/api/mail-change.php', { token }), 400, 'link_invalid');
    const deleted = await createTestUser(t.db, { status: 'deleted' });
    const newEmail = uniqueEmail();
    expectError(await put('/api/mail-change.php', { token: await insertToken(deleted.userId, 'mail_change', { newEmail }) }), 400, 'link_invalid');
    expect((await userRow(deleted.userId)).email).toBe(deleted.email);
    expect((await userRow(user.userId)).email).toBe(user.email);
  });

  it("changes the token owner's address only, not the logged-in member's", async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const { token, newEmail } = await requestChange(a);
    const res = await put('/api/mail-change.php', { token }, { cookie: await sessionCookieFor(t.db, b.userId) });
    expect(res.statusCode).toBe(200);
    expect((await userRow(a.userId)).email).toBe(newEmail);
    expect((await userRow(b.userId)).email).toBe(b.email);
  });

  it.each(HOSTILE_TOKEN_BODIES)('answers 4xx, never 5xx, for %s', async (_name, body) => {
    const res = await put('/api/mail-change.php', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
