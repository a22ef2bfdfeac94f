import nodemailer from 'nodemailer';
import { api } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { loadConfig } from '../src/config';
import { enqueueMail } from '../src/domain/mail/outbox';
import { mailSecret, unsubscribeLinks, unsubscribeToken, verifyUnsubscribeToken } from '../src/domain/mail/unsubscribe';
import { deliverPendingMails, isPermanentFailure, MAX_ATTEMPTS, SUPPRESSED_ERROR, type MailTransport } from '../src/domain/mail/delivery';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp } from './helpers';
import { expectError } from './members-helpers';

const EVENTS_TOKEN = 'feedback-loop-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ mailEventsToken: EVENTS_TOKEN });
});
afterAll(async () => {
  await t.close();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const FROM = 'Hartklop <noreply@hartklop.nl>';

const disabledOf = async (userId: number) =>
  (await t.db.kysely.selectFrom('users').select('notifications_disabled').where('id', '=', userId).executeTakeFirstOrThrow()).notifications_disabled;
const tokenFor = async (userId: number) => unsubscribeToken(await mailSecret(t.db.kysely, t.config), userId);

const unsubscribeJson = (body: unknown, headers: Record<string, string> = sameOrigin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/unsubscribe.php',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
/** What a mail provider sends for RFC 8058 one-click: a form post from its own servers, no Origin, no cookie. */
const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  t.app.inject({
    method: 'POST',
    url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const notifications = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return api.notificationSettings.response.parse(res.json());
};

describe('unsubscribe tokens', () => {
  it('are the user id and an HMAC; a tampered id or signature is refused', async () => {
    const secret = await mailSecret(t.db.kysely, t.config);
    const token = unsubscribeToken(secret, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(secret, token)).toBe(42);
    const signature = token.split('.')[1]!;
    expect(verifyUnsubscribeToken(secret, `43.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `42.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    // The last character's spare bit: decodes to the same bytes, but is not the token that was sent.
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = B64URL[B64URL.indexOf(signature.at(-1)!) ^ 1]!;
    expect(Buffer.from(`${signature.slice(0, -1)}${sibling}`, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(verifyUnsubscribeToken(secret, `42.${signature.slice(0, -1)}${sibling}`)).toBeNull();
    expect(verifyUnsubscribeToken('een-heel-ander-geheim-van-32-tekens', token)).toBeNull();
    for (const bad of ['', '42', '42.', 'abc.def', `0.${signature}`, `-1.${signature}`, `42.${signature}.x`]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
  });

  it('without MAIL_SECRET use one random key per database, kept in server_secrets', async () => {
    const first = await mailSecret(t.db.kysely, t.config);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const stored = await t.db.kysely.selectFrom('server_secrets').select('value').where('name', '=', 'mail_unsubscribe').executeTakeFirstOrThrow();
    expect(stored.value).toBe(first);
    // Every later call (and every API process of this database) uses that same stored key.
    expect(await mailSecret(t.db.kysely, { mailSecret: undefined })).toBe(first);
    expect(await mailSecret(t.db.kysely, { mailSecret: 'uit-de-omgeving-0123456789' })).toBe('uit-de-omgeving-0123456789');
  });

  it('MAIL_SECRET and MAIL_EVENTS_TOKEN are read from the environment and must be long enough', () => {
    expect(loadConfig({}, '/repo')).toMatchObject({ mailSecret: undefined, mailEventsToken: undefined });
    expect(loadConfig({ MAIL_SECRET: ' a-long-enough-secret-value ', MAIL_EVENTS_TOKEN: EVENTS_TOKEN }, '/repo')).toMatchObject({
      mailSecret: 'a-long-enough-secret-value',
      mailEventsToken: EVENTS_TOKEN,
    });
    expect(() => loadConfig({ MAIL_SECRET: 'kort' }, '/repo')).toThrow('MAIL_SECRET must be at least 16 characters long');
    expect(() => loadConfig({ MAIL_EVENTS_TOKEN: 'kort' }, '/repo')).toThrow('MAIL_EVENTS_TOKEN');
  });

  it('links point to the page and to the one-click address, with the RFC 8058 headers', () => {
    const links = unsubscribeLinks('https://www.hartklop.nl', '7.abc');
    expect(links).toEqual({
      page: 'https://www.hartklop.nl/unsubscribe?token=7.abc',
      oneClick: 'https://www.hartklop.nl/api/unsubscribe.php?token=7.abc',
      headers: {
        'List-Unsubscribe': '<https://www.hartklop.nl/api/unsubscribe.php?token=7.abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
});

describe('POST /api/unsubscribe.php', () => {
  it('with {token} from the page switches e-mail off (once), shown by GET /api/notifications.php; re-enabling clears it', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    const token = await tokenFor(user.userId);

    const res = await unsubscribeJson({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await notifications(cookie)).disabled).toEqual(['unsubscribe']);

    // Idempotent, and other reasons stay.
    await t.db.kysely.updateTable('users').set({ notifications_disabled: ['bounce', 'unsubscribe'] }).where('id', '=', user.userId).execute();
    expect((await unsubscribeJson({ token })).statusCode).toBe(200);
    expect(await disabledOf(user.userId)).toEqual(['bounce', 'unsubscribe']);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ reenable_email: true }),
    });
    expect(put.statusCode).toBe(200);
    expect(api.updateNotificationSettings.response.parse(put.json()).disabled).toEqual([]);
    expect(await disabledOf(user.userId)).toEqual([]);
  });

  it('takes the one-click form post of a mail provider: no Origin, no cookie, token in the query', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    const res = await oneClick(await tokenFor(user.userId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await notifications(cookie)).disabled).toEqual(['unsubscribe']);
    // Again: still one reason.
    expect((await oneClick(await tokenFor(user.userId))).statusCode).toBe(200);
    expect(await disabledOf(user.userId)).toEqual(['unsubscribe']);
  });

  it('is allowed cross-site (the token authenticates it), unlike other unsafe calls', async () => {
    const user = await createTestUser(t.db);
    const crossSite = { host: 'localhost', origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' };
    const res = await unsubscribeJson({ token: await tokenFor(user.userId) }, crossSite);
    expect(res.statusCode).toBe(200);
    expect(await disabledOf(user.userId)).toEqual(['unsubscribe']);
    // The exemption is for these paths only.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/activate.php',
      headers: { ...crossSite, 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'x'.repeat(40) }),
    });
    expectError(other, 403, 'csrf_rejected');
    // A form body elsewhere is still refused.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/activate.php',
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc',
    });
    expectError(form, 415, 'unsupported_media_type');
  });

  it('refuses forged, tampered, foreign-key and missing tokens with 400 link_invalid and changes nothing', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const token = await tokenFor(user.userId);
    const signature = token.split('.')[1]!;
    const forged = [
      `${other.userId}.${signature}`,
      `${user.userId}.${'A'.repeat(43)}`,
      unsubscribeToken('een-ander-geheim-0123456789abcdef', user.userId),
      'onzin',
      `${2 ** 40}.${signature}`,
    ];
    for (const bad of forged) {
      expectError(await unsubscribeJson({ token: bad }), 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
      expectError(await oneClick(bad), 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
    }
    expectError(await unsubscribeJson({}), 400, 'link_invalid', ACCOUNT_TEXTS.linkInvalid);
    expectError(await unsubscribeJson({ token: 'x'.repeat(201) }), 400, 'validation_error', ACCOUNT_TEXTS.linkInvalid);
    expectError(await oneClick(token, 'List-Unsubscribe=Iets-Anders'), 400, 'validation_error');
    expect(ACCOUNT_TEXTS.linkInvalid).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(await disabledOf(user.userId)).toEqual([]);
    expect(await disabledOf(other.userId)).toEqual([]);
  });

  it('a valid token of an account that no longer exists is invalid', async () => {
    const user = await createTestUser(t.db);
    const token = await tokenFor(user.userId);
    await t.db.kysely.deleteFrom('profiles').where('user_id', '=', user.userId).execute();
    await t.db.kysely.deleteFrom('users').where('id', '=', user.userId).execute();
    expectError(await unsubscribeJson({ token }), 400, 'link_invalid');
  });
});

describe('POST /api/mail-events.php', () => {
  const event = (body: unknown, authorization: string | null = `Bearer ${EVENTS_TOKEN}`, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      // A server-to-server call: no Origin, no cookie.
      headers: { host: 'localhost', 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('switches e-mail off for the address (case-insensitive) with the reason of the event', async () => {
    const user = await createTestUser(t.db, { email: `Klacht.${Date.now()}@Example.nl` });
    const upper = user.email.toUpperCase();
    for (const [type, reason] of [
      ['complaint', 'spam_complaint'],
      ['bounce', 'bounce'],
      ['unsubscribe', 'unsubscribe'],
      ['complaint', 'spam_complaint'],
    ] as const) {
      const res = await event({ type, email: ` ${upper} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await disabledOf(user.userId)).toContain(reason);
    }
    expect(await disabledOf(user.userId)).toEqual(['spam_complaint', 'bounce', 'unsubscribe']);
  });

  it('answers an unknown address the same as a known one', async () => {
    const res = await event({ type: 'bounce', email: 'niemand-hier@example.nl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('refuses a missing or wrong token with 401 before reading the body', async () => {
    const user = await createTestUser(t.db);
    expectError(await event({ type: 'complaint', email: user.email }, null), 401, 'unauthorized');
    expectError(await event({ type: 'complaint', email: user.email }, 'Bearer verkeerd-token-0123456789'), 401, 'unauthorized');
    expectError(await event({ type: 'complaint', email: user.email }, EVENTS_TOKEN), 401, 'unauthorized');
    expectError(await event('{kapot', 'Bearer fout'), 401, 'unauthorized');
    expect(await disabledOf(user.userId)).toEqual([]);
  });

  it('refuses a bad body with 400', async () => {
    expectError(await event({ type: 'spam', email: 'a@example.nl' }), 400, 'validation_error');
    expectError(await event({ type: 'bounce' }), 400, 'validation_error');
    expectError(await event({ type: 'bounce', email: '' }), 400, 'validation_error');
    expectError(await event('{kapot'), 400, 'validation_error');
    expectError(await event([]), 400, 'validation_error');
  });

  it('does not exist without MAIL_EVENTS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await event({ type: 'bounce', email: 'a@example.nl' }, `Bearer ${EVENTS_TOKEN}`, plain.app);
      expectError(res, 404, 'not_found');
    } finally {
      await plain.close();
    }
  });
});

describe('the mail worker and bounces', () => {
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('mail_outbox').execute();
  });

  const smtpError = (responseCode: number | undefined, code: string, message: string) => Object.assign(new Error(message), { responseCode, code });

  /** A transport that fails with the given errors in turn, then works. */
  function failingTransport(...errors: Error[]): MailTransport & { calls: number } {
    const transport = {
      calls: 0,
      async sendMail() {
        transport.calls += 1;
        const error = errors[transport.calls - 1];
        if (error) throw error;
        return {};
      },
    };
    return transport;
  }

  const queue = (userId: number | null, headers?: Record<string, string>) =>
    enqueueMail(t.db.kysely, { userId, kind: 'like_received', to: 'lid@example.nl', subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>', ...(headers ? { headers } : {}) });
  const row = (id: number) => t.db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const soon = () => new Date(Date.now() + 1000);

  it('tells permanent from temporary failures', () => {
    expect(isPermanentFailure(smtpError(550, 'EENVELOPE', '550 mailbox unavailable'))).toBe(true);
    expect(isPermanentFailure(smtpError(554, 'EMESSAGE', '554 transaction failed'))).toBe(true);
    expect(isPermanentFailure(smtpError(551, 'EENVELOPE', '551'))).toBe(true);
    expect(isPermanentFailure(smtpError(501, 'EENVELOPE', '501 bad address syntax'))).toBe(true);
    expect(isPermanentFailure(smtpError(501, 'EMESSAGE', '501'))).toBe(false);
    expect(isPermanentFailure(smtpError(421, 'EENVELOPE', '421 try later'))).toBe(false);
    expect(isPermanentFailure(smtpError(452, 'EENVELOPE', '452 insufficient storage'))).toBe(false);
    expect(isPermanentFailure(smtpError(undefined, 'ECONNECTION', 'connect ECONNREFUSED'))).toBe(false);
    expect(isPermanentFailure(new Error('550 in de tekst alleen'))).toBe(false);
    expect(isPermanentFailure('550')).toBe(false);
  });

  it('a 550 stops retrying at once and switches e-mail off for the member (bounce)', async () => {
    const user = await createTestUser(t.db);
    const id = await queue(user.userId);
    const transport = failingTransport(smtpError(550, 'EENVELOPE', "Can't send mail - all recipients were rejected: 550 5.1.1 User unknown"));
    const warnings: unknown[] = [];
    const logger = { ...silent, warn: (obj: unknown) => warnings.push(obj) };
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: soon(), logger })).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect(await row(id)).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, last_error: expect.stringContaining('550 5.1.1 User unknown') });
    expect(await disabledOf(user.userId)).toEqual(['bounce']);
    expect(warnings).toEqual([expect.objectContaining({ mailId: id, userId: user.userId, responseCode: 550 })]);
    // Much later: never tried again.
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: new Date(Date.now() + 30 * 86_400_000), logger: silent })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(transport.calls).toBe(1);
  });

  it('a bounce of a mail without a member only ends that mail', async () => {
    const id = await queue(null);
    const transport = failingTransport(smtpError(553, 'EENVELOPE', '553 mailbox name not allowed'));
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: soon(), logger: silent })).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect((await row(id)).attempts).toBe(MAX_ATTEMPTS);
  });

  it('4xx and network errors keep the backoff and do not touch the member', async () => {
    const user = await createTestUser(t.db);
    const id = await queue(user.userId);
    const transport = failingTransport(smtpError(450, 'EENVELOPE', '450 mailbox busy'), smtpError(undefined, 'ECONNECTION', 'connect ECONNREFUSED'));
    const start = soon();
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: start, logger: silent })).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(await row(id)).toMatchObject({ attempts: 1, sent_at: null, last_error: '450 mailbox busy' });
    const second = new Date(start.getTime() + 60_000);
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: second, logger: silent })).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const third = new Date(second.getTime() + 120_000);
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: third, logger: silent })).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect((await row(id)).attempts).toBe(3);
    expect(await disabledOf(user.userId)).toEqual([]);
  });

  it('drops queued non-transactional mails of a member whose e-mail went off, but still sends transactional ones', async () => {
    const user = await createTestUser(t.db);
    const links = unsubscribeLinks('https://www.hartklop.nl', '5.abc');
    const likeMail = await queue(user.userId, links.headers);
    const reset = await enqueueMail(t.db.kysely, { userId: user.userId, kind: 'reset', to: 'lid@example.nl', subject: 'Reset', text: 'T', html: '<p>T</p>' });
    const otherMember = await queue((await createTestUser(t.db)).userId, links.headers);
    await t.db.kysely.updateTable('users').set({ notifications_disabled: ['unsubscribe'] }).where('id', '=', user.userId).execute();
    const transport = failingTransport();
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: soon(), logger: silent })).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    expect(transport.calls).toBe(2);
    expect(await row(likeMail)).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS, last_error: SUPPRESSED_ERROR });
    expect((await row(reset)).sent_at).toBeInstanceOf(Date);
    expect((await row(otherMember)).sent_at).toBeInstanceOf(Date);

    // The local mailbox (no SMTP) follows the same rule.
    const again = await queue(user.userId, links.headers);
    expect(await deliverPendingMails(t.db.kysely, null, { from: FROM, now: soon(), logger: silent })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(await row(again)).toMatchObject({ sent_at: null, last_error: SUPPRESSED_ERROR });
  });

  it("hands a mail's stored headers to the transport", async () => {
    const links = unsubscribeLinks('https://www.hartklop.nl', '5.abc');
    const withHeaders = await queue(null, links.headers);
    const without = await queue(null);
    expect((await row(withHeaders)).headers).toEqual(links.headers);
    expect((await row(without)).headers).toBeNull();
    const inner = nodemailer.createTransport({ jsonTransport: true });
    const sent: Array<{ headers?: Record<string, string> }> = [];
    const transport: MailTransport = {
      async sendMail(message) {
        const info = await inner.sendMail(message);
        sent.push(JSON.parse(info.message as unknown as string));
        return info;
      },
    };
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: soon(), logger: silent })).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    expect(sent[0]!.headers).toEqual(links.headers);
    expect(sent[1]!.headers ?? {}).toEqual({});
  });
});
