import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { api, ApiErrorSchema, CLIENT_REQUEST_HEADER, type SignupBody } from 'shared-kernel/contract';
import { SESSION_MAX_AGE_S } from 'shared-kernel/contract/account-rules';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { createInvitationCode } from '../src/domain/accounts/invitations';
import { verifyPassword } from '../src/domain/accounts/passwords';
import { SESSION_COOKIE } from '../src/domain/accounts/sessions';
import { sha256Hex } from '../src/domain/secrets';
import { loadConfig, SIGNUP_IP_LIMIT } from '../src/config';
import { sexualityFor, signupsOpen } from '../src/domain/accounts/signup';
import { cookieFrom, createTestApp, createTestUser, sameOrigin, sessionCookieFor, signupBody, type TestApp, changeSiteSettings } from './helpers';

let t: TestApp;
let ipCounter = 0;
const freshIp = (): string => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

beforeAll(async () => {
  // The Belgian site is one of the site's origins (SITE_ORIGINS): its mails link back to it.
  t = await createTestApp({ siteOrigins: ['http://www.hartklop.be'] });
}, 30_000);
afterAll(async () => {
  await t.close();
});

type Mode = 'all' | 'with_trafficsource' | 'closed';
const setSiteSettings = async (values: { signups?: Mode; signup_credits?: number }): Promise<void> => {
  for (const [key, value] of Object.entries(values)) {
    await changeSiteSettings(t, () => sql`update site_settings set settings = jsonb_set(settings, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`.execute(t.db.kysely));
  }
};
afterEach(async () => {
  await setSiteSettings({ signups: 'all', signup_credits: 10 });
});

let emailCounter = 0;
const newEmail = (): string => {
  emailCounter += 1;
  return `nieuw${emailCounter}-${randomBytes(3).toString('hex')}@example.nl`;
};

const validBody = (overrides: Partial<Record<keyof SignupBody, unknown>> & Record<string, unknown> = {}): Record<string, unknown> =>
  signupBody(newEmail(), overrides);

interface SignupOptions {
  ip?: string;
  host?: string;
  cookie?: string;
}

const signup = (body: unknown, options: SignupOptions = {}) => {
  const host = options.host ?? 'localhost';
  return t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...sameOrigin,
      host,
      origin: `http://${host}`,
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
};

const errorOf = (res: { json(): unknown }) => ApiErrorSchema.parse(res.json());
const userCount = async (): Promise<number> =>
  (await t.db.kysely.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
const usersWithEmail = (email: string) =>
  t.db.kysely.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).execute();

describe('POST /api/signup.php', () => {
  it('creates an unconfirmed account with profile, credits, tracking, an activation mail and a session', async () => {
    await setSiteSettings({ signup_credits: 25 });
    const target = await createTestUser(t.db, { name: 'Joost', gender: 'male' });
    const email = `Femke.${randomBytes(3).toString('hex')}@Example.NL`;
    const ip = freshIp();
    const res = await signup(
      validBody({
        email: `  ${email} `,
        name: '  Femke  ',
        signup_message: '  Hoi Joost, leuk profiel!  ',
        target_profile_id: target.profileId,
        tracking: { network: 'google', ref: 'lp-12', sub1: 'a.b', sub2: 'c~d', sub3: 'x:y' },
      }),
      { ip },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { user } = api.signup.response.parse(res.json());
    expect(user).toMatchObject({
      status: 'not_confirmed',
      credits: 25,
      paid_user: false,
      language: 'nl',
      profile: { name: 'Femke', country: 'NL', status: 'disabled', main_image: null },
    });

    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({
      id: user.id,
      email: email.toLowerCase(),
      status: 'not_confirmed',
      credits: 25,
      language: 'nl',
      network: 'google',
      ref: 'lp-12',
      sub1: 'a.b',
      sub2: 'c~d',
      sub3: 'x:y',
      signup_message: 'Hoi Joost, leuk profiel!',
      signup_target_profile_id: target.profileId,
      signup_ip: ip,
      invitation_code_id: null,
      confirmed_at: null,
    });
    expect(await verifyPassword('mijn-wachtwoord', row!.password_hash)).toBe(true);
    const profile = await t.db.kysely.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      id: user.profile.id,
      name: 'Femke',
      gender: 'female',
      sexuality: 'hetero',
      birthdate: '1994-02-11',
      country: 'NL',
      city: '',
      region_id: null,
      status: 'disabled',
    });

    // The activation mail is in the outbox, with a one-time link whose token is stored hashed.
    const mails = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('user_id', '=', user.id).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'activate', to_address: email.toLowerCase(), subject: 'Bevestig je e-mailadres bij Hartklop' });
    const link = /http:\/\/localhost\/activate\/done\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text_body);
    expect(link).not.toBeNull();
    expect(mails[0]!.html_body).toContain(`http://localhost/activate/done?token=${link![1]}`);
    const token = await t.db.kysely.selectFrom('account_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(token).toMatchObject({ purpose: 'activate', token_hash: sha256Hex(link![1]!), used_at: null });

    // Logged in at once: the session cookie works and has the session flags.
    const sid = cookieFrom(res.headers['set-cookie'], SESSION_COOKIE)!;
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!;
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain(`Max-Age=${SESSION_MAX_AGE_S}`);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { [CLIENT_REQUEST_HEADER]: '1', cookie: sid } });
    expect(api.currentUser.response.parse(me.json()).user.id).toBe(user.id);
  });

  it('ends the session the browser came with (rotation)', async () => {
    const someone = await createTestUser(t.db);
    const old = await sessionCookieFor(t.db, someone.userId);
    const res = await signup(validBody(), { cookie: old });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { [CLIENT_REQUEST_HEADER]: '1', cookie: old } });
    expect(me.statusCode).toBe(403);
  });

  it('derives the sexuality from gender and seeking', async () => {
    expect(sexualityFor('male', 'female')).toBe('hetero');
    expect(sexualityFor('female', 'male')).toBe('hetero');
    expect(sexualityFor('male', 'male')).toBe('gay');
    expect(sexualityFor('female', 'female')).toBe('lesbian');
    const res = await signup(validBody({ name: 'Pieter', gender: 'male', seeking: 'male' }));
    const { user } = api.signup.response.parse(res.json());
    const profile = await t.db.kysely.selectFrom('profiles').select(['gender', 'sexuality']).where('id', '=', user.profile.id).executeTakeFirstOrThrow();
    expect(profile).toEqual({ gender: 'male', sexuality: 'gay' });
  });

  it('gives the profile the country of the site: BE on the Belgian site', async () => {
    const res = await signup(validBody({ name: 'Lotte' }), { host: 'www.hartklop.be' });
    expect(res.statusCode).toBe(201);
    expect(api.signup.response.parse(res.json()).user.profile.country).toBe('BE');
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('user_id', '=', api.signup.response.parse(res.json()).user.id)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('http://www.hartklop.be/activate/done?token=');
  });

  it('stores HTML and SQL in the message as plain text', async () => {
    const message = `<script>alert("x")</script> '); drop table users; --`;
    const res = await signup(validBody({ signup_message: message }));
    expect(res.statusCode).toBe(201);
    const { user } = api.signup.response.parse(res.json());
    const row = await t.db.kysely.selectFrom('users').select('signup_message').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.signup_message).toBe(message);
  });

  describe('existing addresses', () => {
    it('answers 409 account_exists for an address with an account, in any case', async () => {
      const member = await createTestUser(t.db);
      const before = await userCount();
      const res = await signup(validBody({ email: member.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ error: 'account_exists', message: ACCOUNT_TEXTS.accountExists });
      expect(await userCount()).toBe(before);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers 409 account_deleted for a deleted account inside its 14-day grace period', async () => {
      const deleted = await createTestUser(t.db, { status: 'deleted', deletedAt: new Date(Date.now() - 13 * 86_400_000) });
      const res = await signup(validBody({ email: deleted.email }));
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({
        error: 'account_deleted',
        message: 'Dit account is verwijderd. Je kunt het binnen 14 dagen heractiveren via de link in je e-mail.',
      });
      const old = await createTestUser(t.db, { status: 'deleted', deletedAt: new Date(Date.now() - 15 * 86_400_000) });
      expect(errorOf(await signup(validBody({ email: old.email }))).error).toBe('account_exists');
    });

    it('answers 409 to the loser of two signups with the same address at once, never 500', async () => {
      const email = newEmail();
      const results = await Promise.all([signup(validBody({ email })), signup(validBody({ email: email.toUpperCase() }))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(errorOf(results.find((r) => r.statusCode === 409)!).error).toBe('account_exists');
      expect(await usersWithEmail(email)).toHaveLength(1);
    });
  });

  describe('target profile', () => {
    it('accepts an active profile of someone else, also one without an account', async () => {
      const seeded = await t.db.kysely
        .insertInto('profiles')
        .values({ user_id: null, name: 'Ilse', gender: 'female', sexuality: 'hetero', birthdate: '1990-01-01', country: 'NL', city: 'Delft', about: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await signup(validBody({ gender: 'male', name: 'Ruben', target_profile_id: seeded.id }));
      expect(res.statusCode).toBe(201);
    });

    it.each([
      ['an unknown profile', async () => 987654],
      ['a disabled profile', async () => (await createTestUser(t.db, { status: 'not_confirmed' })).profileId],
      ['the profile of a deleted account', async () => {
        const gone = await createTestUser(t.db);
        await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', gone.userId).execute();
        return gone.profileId;
      }],
    ])('answers 400 validation_error for %s', async (_name, target) => {
      const targetId = await target();
      const before = await userCount();
      const res = await signup(validBody({ target_profile_id: targetId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', field: 'target_profile_id' });
      expect(await userCount()).toBe(before);
    });
  });

  describe('signup availability (setting signups)', () => {
    it('decides who may sign up', () => {
      expect(signupsOpen('all', undefined)).toBe(true);
      expect(signupsOpen('with_trafficsource', { network: 'tiktok' })).toBe(true);
      expect(signupsOpen('with_trafficsource', { network: '' })).toBe(false);
      expect(signupsOpen('with_trafficsource', { ref: 'x' })).toBe(false);
      expect(signupsOpen('closed', { network: 'tiktok' })).toBe(false);
    });

    it('with_trafficsource: open with a network, else closed', async () => {
      await setSiteSettings({ signups: 'with_trafficsource' });
      const closed = await signup(validBody({ tracking: { ref: 'nieuwsbrief' } }));
      expect(closed.statusCode).toBe(403);
      expect(errorOf(closed)).toEqual({ error: 'signups_closed', message: 'Aanmelden is op dit moment alleen mogelijk met een uitnodigingscode.' });
      expect((await signup(validBody({ tracking: { network: '' } }))).statusCode).toBe(403);
      const open = await signup(validBody({ tracking: { network: 'facebook', sub1: '42' } }));
      expect(open.statusCode).toBe(201);
      const { user } = api.signup.response.parse(open.json());
      const row = await t.db.kysely.selectFrom('users').select(['network', 'sub1', 'ref']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ network: 'facebook', sub1: '42', ref: null });
    });

    it('closed: needs a valid invitation code, which is used once', async () => {
      await setSiteSettings({ signups: 'closed' });
      const missing = await signup(validBody({ tracking: { network: 'google' } }));
      expect(missing.statusCode).toBe(403);
      expect(errorOf(missing).error).toBe('signups_closed');
      expect(errorOf(missing).message).toBe(ACCOUNT_TEXTS.signupsClosed);
      expect((await signup(validBody({ invitation_code: '   ' }))).statusCode).toBe(403);

      const wrong = await signup(validBody({ invitation_code: 'ABCD-EFGH-JKMN-PQRS' }));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toEqual({ error: 'invitation_invalid', message: 'Deze uitnodigingscode is ongeldig of al gebruikt.' });

      const invitation = await createInvitationCode(t.db, { uses: 1, days: 7 });
      // Case, spaces and dashes do not matter.
      const typed = ` ${invitation.code.toLowerCase().replace(/-/g, ' ')} `;
      const ok = await signup(validBody({ invitation_code: typed }));
      expect(ok.statusCode).toBe(201);
      const { user } = api.signup.response.parse(ok.json());
      const row = await t.db.kysely.selectFrom('users').select('invitation_code_id').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.invitation_code_id).toBe(invitation.id);
      const code = await t.db.kysely.selectFrom('invitation_codes').selectAll().where('id', '=', invitation.id).executeTakeFirstOrThrow();
      expect(code).toMatchObject({ uses: 1, max_uses: 1, code_hash: sha256Hex(invitation.code.replace(/-/g, '')) });

      const usedUp = await signup(validBody({ invitation_code: invitation.code }));
      expect(usedUp.statusCode).toBe(400);
      expect(errorOf(usedUp).error).toBe('invitation_invalid');
    });

    it('closed: refuses an expired code, and a failed signup does not use the code up', async () => {
      await setSiteSettings({ signups: 'closed' });
      const expired = await createInvitationCode(t.db, { uses: 5, days: 1, now: new Date(Date.now() - 2 * 86_400_000) });
      expect(errorOf(await signup(validBody({ invitation_code: expired.code }))).error).toBe('invitation_invalid');

      const twice = await createInvitationCode(t.db, { uses: 2 });
      const member = await createTestUser(t.db);
      expect(errorOf(await signup(validBody({ email: member.email, invitation_code: twice.code }))).error).toBe('account_exists');
      expect((await signup(validBody({ invitation_code: twice.code }))).statusCode).toBe(201);
      expect((await signup(validBody({ invitation_code: twice.code }))).statusCode).toBe(201);
      expect(errorOf(await signup(validBody({ invitation_code: twice.code }))).error).toBe('invitation_invalid');
      const code = await t.db.kysely.selectFrom('invitation_codes').select('uses').where('id', '=', twice.id).executeTakeFirstOrThrow();
      expect(code.uses).toBe(2);
    });

    it('closed: a code cannot be used twice by two signups at once', async () => {
      await setSiteSettings({ signups: 'closed' });
      const once = await createInvitationCode(t.db, { uses: 1 });
      const results = await Promise.all([
        signup(validBody({ invitation_code: once.code })),
        signup(validBody({ invitation_code: once.code })),
        signup(validBody({ invitation_code: once.code })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    });

    it('with_trafficsource without a network: an invitation code opens it too', async () => {
      await setSiteSettings({ signups: 'with_trafficsource' });
      const invitation = await createInvitationCode(t.db, {});
      expect((await signup(validBody({ invitation_code: invitation.code }))).statusCode).toBe(201);
    });

    it('makes codes of 16 characters without look-alikes, storing only their hash', async () => {
      const invitation = await createInvitationCode(t.db, { uses: 3, days: 10 });
      expect(invitation.code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
      expect(invitation.maxUses).toBe(3);
      const rows = await t.db.kysely.selectFrom('invitation_codes').selectAll().where('id', '=', invitation.id).execute();
      expect(JSON.stringify(rows)).not.toContain(invitation.code.replace(/-/g, ''));
      expect(rows[0]!.expires_at!.getTime() - rows[0]!.created_at.getTime()).toBe(10 * 86_400_000);
      await expect(createInvitationCode(t.db, { uses: 0 })).rejects.toThrow(RangeError);
    });
  });

  it(`allows ${SIGNUP_IP_LIMIT} signups per address per hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGNUP_IP_LIMIT; i++) expect((await signup(validBody(), { ip })).statusCode).toBe(201);
    const before = await userCount();
    const refused = await signup(validBody(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ error: 'rate_limited', message: 'Te veel pogingen vanaf dit adres, probeer het over 60 min opnieuw.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await userCount()).toBe(before);
    expect((await signup(validBody(), { ip: freshIp() })).statusCode).toBe(201);
  });

  it('takes the per-address limit from SIGNUPS_PER_IP_HOUR', async () => {
    expect(loadConfig({}, '/repo').signupsPerIpHour).toBe(SIGNUP_IP_LIMIT);
    expect(loadConfig({ SIGNUPS_PER_IP_HOUR: '2' }, '/repo').signupsPerIpHour).toBe(2);
    const strict = await createTestApp({ signupsPerIpHour: 2 });
    try {
      const post = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/signup.php',
          remoteAddress: '10.99.0.1',
          headers: { ...sameOrigin, 'content-type': 'application/json' },
          payload: JSON.stringify(validBody()),
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  describe('bad and hostile input', () => {
    it.each([
      ['no body', undefined, null],
      ['an empty object', {}, null],
      ['an array', [validBody()], null],
      ['a missing e-mail', validBody({ email: undefined }), 'ontbreekt'],
      ['a missing password', validBody({ password: undefined }), 'ontbreekt'],
      ['a missing birth date', validBody({ date_of_birth: undefined }), 'ontbreekt'],
      ['an invalid e-mail', validBody({ email: 'geen-adres' }), 'Ongeldige e-mail'],
      ['HTML as e-mail', validBody({ email: '<img src=x onerror=alert(1)>@example.nl' }), 'Ongeldige e-mail'],
      ['SQL as e-mail', validBody({ email: "x'; drop table users; --@example.nl" }), 'Ongeldige e-mail'],
      ['a NUL in the e-mail', validBody({ email: `a\u0000b@example.nl` }), 'Ongeldige e-mail'],
      ['a name starting with @', validBody({ name: '@femke' }), 'Je naam mag niet met @ beginnen.'],
      ['the e-mail as name', validBody({ email: 'femke@example.nl', name: 'Femke@Example.nl' }), 'Je naam mag niet gelijk zijn aan je e-mailadres.'],
      ['HTML in the name', validBody({ name: '<b>Femke</b>' }), ACCOUNT_TEXTS.nameCharacters],
      ['SQL in the name', validBody({ name: "Femke'; drop table users;--" }), ACCOUNT_TEXTS.nameCharacters],
      ['a one-letter name', validBody({ name: 'F' }), ACCOUNT_TEXTS.nameLength],
      ['a minor', validBody({ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }), 'Vul uw geboortedatum in (18+ jaar)'],
      ['an impossible date', validBody({ date_of_birth: '1990-02-30' }), 'Ongeldige geboortedatum.'],
      ['a date that is not a date', validBody({ date_of_birth: "1990-01-01' or 1=1" }), 'Ongeldige geboortedatum.'],
      ['a short password', validBody({ password: 'kort' }), ACCOUNT_TEXTS.passwordTooShort],
      ['a 129-character password', validBody({ password: 'x'.repeat(129) }), ACCOUNT_TEXTS.passwordTooLong],
      ['terms not accepted', validBody({ accept_terms: false }), 'Ga akkoord met de algemene voorwaarden en het privacybeleid.'],
      ['terms missing', validBody({ accept_terms: undefined }), 'Ga akkoord met de algemene voorwaarden en het privacybeleid.'],
      ['an unknown gender', validBody({ gender: 'other' }), null],
      ['a number as name', validBody({ name: 42 }), 'verwacht: tekst'],
      ['a string as target profile', validBody({ target_profile_id: '12' }), null],
      ['a negative target profile', validBody({ target_profile_id: -1 }), null],
      ['an unknown field', validBody({ credits: 1000 }), "Het veld 'credits' is onbekend."],
      ['an unknown tracking field', validBody({ tracking: { network: 'x', admin: true } }), null],
      ['a tracking value with HTML', validBody({ tracking: { network: '<script>' } }), 'Ongeldige waarde'],
      ['a too long message', validBody({ signup_message: 'x'.repeat(1001) }), 'te lang'],
      ['a NUL in the message', validBody({ signup_message: 'hoi\u0000' }), 'ongeldig teken'],
    ])('answers 400 for %s', async (_name, body, text) => {
      const before = await userCount();
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.error).toBe('validation_error');
      if (text) expect(error.message).toContain(text);
      expect(await userCount()).toBe(before);
    });

    it('refuses a 10 MB body with 413, never 500', async () => {
      const res = await signup(validBody({ signup_message: 'x'.repeat(10 * 1024 * 1024) }));
      expect(res.statusCode).toBe(413);
      expect(errorOf(res).error).toBe('payload_too_large');
    });

    it('refuses form posts and cross-site posts', async () => {
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a@example.nl',
      });
      expect(form.statusCode).toBe(415);
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify(validBody()),
      });
      expect(crossSite.statusCode).toBe(403);
      expect(errorOf(crossSite).error).toBe('csrf_rejected');
    });
  });
});
