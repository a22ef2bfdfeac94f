import { randomBytes } from 'node:crypto';
import { CLIENT_REQUEST_HEADER } from 'shared-kernel/contract';
import { apiText } from '../src/i18n';
import { createTestApp, signupBody, type TestApp } from './helpers';

/** Issue 17: the language of a new account and of its mails, per site variant. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(async () => {
  await t.close();
});

let n = 0;
const signupOn = async (host: string, cookie?: string) => {
  n += 1;
  const email = `taal${n}-${randomBytes(3).toString('hex')}@example.be`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: {
      host,
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      [CLIENT_REQUEST_HEADER]: '1',
      ...(cookie ? { cookie } : {}),
    },
    remoteAddress: `10.9.0.${n}`,
    payload: signupBody(email),
  });
  expect({ status: res.statusCode, body: res.statusCode === 201 ? '' : res.body }).toEqual({ status: 201, body: '' });
  const user = await t.db.kysely.selectFrom('users').select(['id', 'language']).where('email', '=', email).executeTakeFirstOrThrow();
  const mail = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return { language: user.language, mail };
};

describe('languages per site variant', () => {
  it('the Belgian variant offers nl and fr; the Dutch site nl only', async () => {
    const be = await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'hartklop.be' } });
    expect(be.json()).toMatchObject({ settings: { locales: ['nl', 'fr'] } });
    const nl = await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'hartklop.nl' } });
    expect(nl.json()).toMatchObject({ settings: { locales: ['nl'] } });
  });

  it('a visitor who chose French on the Belgian variant gets a French account and activation mail', async () => {
    const { language, mail } = await signupOn('hartklop.be', 'locale=fr');
    expect(language).toBe('fr');
    expect(mail.subject).toBe('Confirme ton adresse e-mail sur Hartklop');
    expect(mail.text_body).toContain('Salut Femke, bienvenue sur Hartklop\u202f!');
    expect(mail.html_body).toContain('<html lang="fr">');
  });

  it('a locale the variant does not offer is ignored: Dutch', async () => {
    const dutchSite = await signupOn('hartklop.nl', 'locale=fr');
    expect(dutchSite.language).toBe('nl');
    expect(dutchSite.mail.subject).toBe('Bevestig je e-mailadres bij Hartklop');
    const noCookie = await signupOn('hartklop.be');
    expect(noCookie.language).toBe('nl');
  });

  it('server texts fall back to Dutch for a language without them, plurals per language', () => {
    expect(apiText('xx', 'mail.activate.button')).toBe('Account activeren');
    expect(apiText('sv', 'mail.activate.button')).toBe('Aktivera konto');
    expect(apiText('fr', 'mail.activate.button')).toBe('Activer mon compte');
    expect(apiText(null, 'mail.reset.intro', { name: 'Sanne' })).toMatch(/^Hoi Sanne,/);
  });
});
