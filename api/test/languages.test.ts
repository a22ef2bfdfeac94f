import { randomBytes } from 'node:crypto';
import { CLIENT_REQUEST_HEADER } from 'shared-kernel/contract';
import { apiText } from '../src/i18n';
import { belgianFrench, belgianSite, signupBody, siteHeaders, useTestApp } from './helpers';

/** Issue 17: the language of a new account and of its mails, per site variant. */
const t = useTestApp();

let n = 0;
const signupOn = async (site: Record<string, string>) => {
  n += 1;
  const email = `taal${n}-${randomBytes(3).toString('hex')}@example.be`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...site, [CLIENT_REQUEST_HEADER]: '1' },
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

  it('both variants warn visitors from NL, BE and DE (the adults-only entry warning, issue 27)', async () => {
    for (const host of ['hartklop.be', 'hartklop.nl']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host } });
      expect(res.json()).toMatchObject({ settings: { site_entry_popup_countries: ['NL', 'BE', 'DE'], enable_site_entry_popup: 'yes' } });
    }
    const be = await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'hartklop.be' } });
    expect(be.json()).toMatchObject({ settings: { geoip_country: 'BE' } });
  });

  it('migration 0028 adds BE to a list still at the old default, and leaves one the back office changed', async () => {
    const { entryWarningBelgium } = await import('../src/db/migrations/0030_entry_warning_belgium');
    const { sql } = await import('kysely');
    const countries = async () =>
      (await sql<{ domain: string; c: unknown }>`select domain, settings -> 'site_entry_popup_countries' as c from site_settings order by domain`.execute(t.db.kysely)).rows.map(
        (r) => [r.domain, typeof r.c === 'string' ? JSON.parse(r.c) : r.c],
      );
    const before = await countries();
    await sql`update site_settings set settings = jsonb_set(settings, '{site_entry_popup_countries}', '["NL","DE"]'::jsonb) where domain = 'hartklop.be'`.execute(t.db.kysely);
    await sql`update site_settings set settings = jsonb_set(settings, '{site_entry_popup_countries}', '["NL"]'::jsonb) where domain = 'hartklop.nl'`.execute(t.db.kysely);
    await entryWarningBelgium.up(t.db.kysely as never);
    expect(await countries()).toEqual([
      ['hartklop.be', ['NL', 'BE', 'DE']],
      ['hartklop.nl', ['NL']],
    ]);
    await entryWarningBelgium.down(t.db.kysely as never);
    expect((await countries())[0]).toEqual(['hartklop.be', ['NL', 'DE']]);
    for (const [domain, c] of before) {
      await sql`update site_settings set settings = jsonb_set(settings, '{site_entry_popup_countries}', ${JSON.stringify(c)}::jsonb) where domain = ${domain}`.execute(t.db.kysely);
    }
  });

  it('a visitor who chose French on the Belgian variant gets a French account and activation mail', async () => {
    const { language, mail } = await signupOn(belgianFrench());
    expect(language).toBe('fr');
    expect(mail.subject).toBe('Confirme ton adresse e-mail sur Hartklop');
    expect(mail.text_body).toContain('Salut Femke, bienvenue sur Hartklop\u202f!');
    // French typography (issue 27): a narrow no-break space before the colon of the link's line.
    expect(mail.text_body).toMatch(/\nActiver mon compte\u202f: https?:\/\/\S+\/activate\//);
    expect(mail.html_body).toContain('<html lang="fr">');
  });

  it('a locale the variant does not offer is ignored: Dutch', async () => {
    const dutchSite = await signupOn(siteHeaders('hartklop.nl', ['locale=fr']));
    expect(dutchSite.language).toBe('nl');
    expect(dutchSite.mail.subject).toBe('Bevestig je e-mailadres bij Hartklop');
    const noCookie = await signupOn(belgianSite(null));
    expect(noCookie.language).toBe('nl');
  });

  it('server texts fall back to Dutch for a language without them, plurals per language', () => {
    expect(apiText('xx', 'mail.activate.button')).toBe('Account activeren');
    expect(apiText('sv', 'mail.activate.button')).toBe('Aktivera konto');
    expect(apiText('fr', 'mail.activate.button')).toBe('Activer mon compte');
    expect(apiText(null, 'mail.reset.intro', { name: 'Sanne' })).toMatch(/^Hoi Sanne,/);
  });
});
