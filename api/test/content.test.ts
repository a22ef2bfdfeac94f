import { sql } from 'kysely';
import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { createTestApp, sameOrigin, type TestApp, changeSiteSettings } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const expectApiError = (body: string, error: string): { error: string; message: string } => {
  const parsed = ApiErrorSchema.parse(JSON.parse(body));
  expect(parsed.error).toBe(error);
  expect(parsed.message.length).toBeGreaterThan(5);
  return parsed;
};

describe('GET /api/settings.php', () => {
  it('answers every settings field of the contract for the Dutch site', async () => {
    const res = await get('/api/settings.php?domain=hartklop.nl');
    expect(res.statusCode).toBe(200);
    const { settings } = api.settings.response.parse(res.json());
    expect(settings.domain).toBe('hartklop.nl');
    expect(settings.domain_language).toBe('nl-NL');
    expect(settings.countries).toEqual(['NL', 'BE']);
    expect(settings.geoip_country).toBe('NL');
    expect(settings.geoip_selected_country).toBe('NL');
    expect(settings.support_phone).toBe('+31 (0)20-123 45 67');
    expect(settings.fictional_warning).toMatch(/fictief/);
    expect(settings.locales).toEqual(['nl']);
  });

  it.each([
    ['hartklop.be', 'hartklop.be', 'nl-BE'],
    ['www.hartklop.be', 'hartklop.be', 'nl-BE'],
    ['iets-anders.be', 'hartklop.be', 'nl-BE'],
    ['m.hartklop.nl', 'hartklop.nl', 'nl-NL'],
    ['localhost', 'hartklop.nl', 'nl-NL'],
    ['onbekend.example', 'hartklop.nl', 'nl-NL'],
    ['', 'hartklop.nl', 'nl-NL'],
  ])('domain=%s → the %s variant (%s)', async (domain, variant, language) => {
    const res = await get(`/api/settings.php?domain=${encodeURIComponent(domain)}`);
    expect(res.statusCode).toBe(200);
    const { settings } = api.settings.response.parse(res.json());
    expect(settings.domain).toBe(variant);
    expect(settings.domain_language).toBe(language);
    expect(settings.geoip_country).toBe(variant === 'hartklop.be' ? 'BE' : 'NL');
  });

  it('uses the request host when no domain is forced', async () => {
    const res = await get('/api/settings.php', { host: 'www.hartklop.be' });
    expect(api.settings.response.parse(res.json()).settings.domain).toBe('hartklop.be');
  });

  it('takes the country from a geoip header; a country outside the site keeps the site country selected', async () => {
    const be = api.settings.response.parse((await get('/api/settings.php?domain=hartklop.nl', { 'cf-ipcountry': 'BE' })).json());
    expect(be.settings.geoip_country).toBe('BE');
    expect(be.settings.geoip_selected_country).toBe('BE');
    const de = api.settings.response.parse((await get('/api/settings.php?domain=hartklop.nl', { 'x-country': 'de' })).json());
    expect(de.settings.geoip_country).toBe('DE');
    expect(de.settings.geoip_selected_country).toBe('NL');
    const junk = api.settings.response.parse((await get('/api/settings.php?domain=hartklop.nl', { 'cf-ipcountry': 'XX' })).json());
    expect(junk.settings.geoip_country).toBe('NL');
  });

  it('reads the settings from the site_settings table', async () => {
    await changeSiteSettings(t, () =>
      t.db.kysely
        .updateTable('site_settings')
        .set({ settings: sql<string>`jsonb_set(settings, '{refund_days}', '30')` })
        .where('domain', '=', 'hartklop.be')
        .execute(),
    );
    const res = await get('/api/settings.php?domain=hartklop.be');
    expect(api.settings.response.parse(res.json()).settings.refund_days).toBe(30);
    const nl = await get('/api/settings.php?domain=hartklop.nl');
    expect(api.settings.response.parse(nl.json()).settings.refund_days).toBe(14);
  });

  it('sets the locale cookie for 365 days when the visitor has none (SPEC §7)', async () => {
    const res = await get('/api/settings.php?domain=hartklop.nl');
    const cookie = res.cookies.find((c) => c.name === 'locale');
    expect(cookie).toBeDefined();
    expect(cookie?.value).toBe('nl');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('does not touch an existing locale cookie', async () => {
    const res = await get('/api/settings.php?domain=hartklop.nl', { cookie: 'locale=en' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'locale')).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the page’s own query parameters', async () => {
    const res = await get('/api/settings.php?domain=hartklop.nl&network=abc&cpc=1&q=%27%20or%201%3D1--');
    expect(res.statusCode).toBe(200);
    api.settings.response.parse(res.json());
  });

  it.each([
    ['an oversized value', `/api/settings.php?domain=hartklop.nl&ref=${'x'.repeat(2049)}`, 'ref'],
    ['an oversized domain', `/api/settings.php?domain=${'a'.repeat(254)}`, 'domain'],
    ['SQL in the domain', `/api/settings.php?domain=${encodeURIComponent("x' or 1=1 --")}`, 'domain'],
    ['HTML in the domain', `/api/settings.php?domain=${encodeURIComponent('<script>alert(1)</script>')}`, 'domain'],
    ['a repeated domain', '/api/settings.php?domain=a.nl&domain=b.nl', 'domain'],
  ])('refuses %s with a 400 naming the field', async (_name, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = expectApiError(res.body, 'validation_error');
    expect(body.message).toContain(`'${field}'`);
    expect(res.json().field).toBe(field);
  });
});

describe('GET /api/companyinfo.php', () => {
  it('answers the company', async () => {
    const res = await get('/api/companyinfo.php');
    expect(res.statusCode).toBe(200);
    const { companyinfo } = api.companyInfo.response.parse(res.json());
    expect(companyinfo.name).toBe('Hartklop Media B.V.');
    expect(companyinfo.support_phone).toBe('+31 (0)20-123 45 67');
    expect(companyinfo.kvk).toMatch(/^\d{8}$/);
    expect(new Date(companyinfo.added).toISOString()).toBe(companyinfo.added);
  });

  it('refuses unknown query parameters', async () => {
    const res = await get('/api/companyinfo.php?foo=%3Cb%3E');
    expect(res.statusCode).toBe(400);
    expect(expectApiError(res.body, 'validation_error').message).toContain("'foo'");
  });
});

describe('GET /api/interests.php', () => {
  it('answers about thirty Dutch interests in order', async () => {
    const res = await get('/api/interests.php');
    expect(res.statusCode).toBe(200);
    const { interests } = api.interests.response.parse(res.json());
    expect(interests.length).toBeGreaterThanOrEqual(28);
    expect(interests[0]).toMatchObject({ slug: 'reizen', name: 'Reizen' });
    expect(new Set(interests.map((i) => i.slug)).size).toBe(interests.length);
    // The names follow the visitor's language: never one shared cached copy.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('answers the names in French on hartklop.be with locale=fr; slugs and ids stay', async () => {
    const dutch = api.interests.response.parse((await get('/api/interests.php', { host: 'hartklop.be' })).json()).interests;
    const res = await get('/api/interests.php', { host: 'hartklop.be', cookie: 'locale=fr' });
    expect(res.statusCode).toBe(200);
    const { interests } = api.interests.response.parse(res.json());
    expect(interests.map(({ id, slug }) => ({ id, slug }))).toEqual(dutch.map(({ id, slug }) => ({ id, slug })));
    expect(interests[0]).toMatchObject({ slug: 'reizen', name: 'Voyages' });
    expect(interests.find((i) => i.slug === 'uit-eten')?.name).toBe('Restaurants');
    expect(dutch.find((i) => i.slug === 'uit-eten')?.name).toBe('Uit eten');
  });

  it('stays Dutch where the site does not offer the cookie\'s language (hartklop.nl, locale=fr)', async () => {
    const { interests } = api.interests.response.parse((await get('/api/interests.php', { host: 'hartklop.nl', cookie: 'locale=fr' })).json());
    expect(interests[0]).toMatchObject({ slug: 'reizen', name: 'Reizen' });
  });
});

describe('GET /api/regions.php', () => {
  it('answers the countries of SPEC §9 with their regions', async () => {
    const res = await get('/api/regions.php');
    expect(res.statusCode).toBe(200);
    const { countries } = api.regions.response.parse(res.json());
    const codes = countries.map((c) => c.code);
    expect(codes.slice(0, 2)).toEqual(['NL', 'BE']);
    expect([...codes].sort()).toEqual(
      ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'PL', 'DK', 'FI', 'NO', 'SE'].sort(),
    );
    const count = (code: string) => countries.find((c) => c.code === code)?.regions.length;
    expect(count('NL')).toBe(12);
    expect(count('BE')).toBe(11);
    expect(count('DE')).toBe(16);
    expect(count('AT')).toBe(9);
    expect(count('CH')).toBe(26);
    expect(count('US')).toBe(51);
    expect(count('CA')).toBe(13);
    expect(count('AU')).toBe(8);
    for (const country of countries) {
      expect(country.regions.length).toBeGreaterThan(0);
      for (const region of country.regions) expect(region.code.startsWith(`${country.code}-`)).toBe(true);
    }
    const nl = countries.find((c) => c.code === 'NL');
    expect(nl?.name).toBe('Nederland');
    expect(nl?.regions.map((r) => r.name)).toContain('Noord-Brabant');
    expect(countries.find((c) => c.code === 'BE')?.regions.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Antwerpen', 'Henegouwen', 'Brussels Hoofdstedelijk Gewest']),
    );
  });
});

describe('POST /api/page-hidden.php', () => {
  const beacon = (payload: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { ...sameOrigin, 'content-type': 'application/json', ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('records a page bounce with the path of the Referer', async () => {
    const res = await beacon('{}', { referer: 'http://localhost/members/12?lb=1&email=a@b.nl' });
    expect(res.statusCode).toBe(200);
    expect(api.pageHidden.response.parse(res.json())).toEqual({ ok: true });
    const rows = await t.db.kysely.selectFrom('page_bounces').select(['path', 'created_at']).execute();
    expect(rows.some((r) => r.path === '/members/12')).toBe(true);
    expect(rows.every((r) => r.created_at instanceof Date)).toBe(true);
  });

  it('accepts an empty beacon body, a charset, and no Referer', async () => {
    expect((await beacon('')).statusCode).toBe(200);
    expect((await beacon(undefined)).statusCode).toBe(200);
    expect((await beacon('{}', { 'content-type': 'application/json;charset=UTF-8' })).statusCode).toBe(200);
  });

  it('answers 413 to a body over 1 KB, and to 10 MB', async () => {
    const small = await beacon(JSON.stringify({ pad: 'x'.repeat(2000) }));
    expect(small.statusCode).toBe(413);
    expectApiError(small.body, 'payload_too_large');
    const huge = await beacon(JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expectApiError(huge.body, 'payload_too_large');
  });

  it('answers 400 to malformed JSON', async () => {
    for (const payload of ['{bad', '{"a":', 'null x', '{"__proto__":{"x":1}}']) {
      const res = await beacon(payload);
      expect(res.statusCode).toBe(400);
      expectApiError(res.body, 'validation_error');
    }
  });

  it('answers 400 to JSON that is not an object', async () => {
    const res = await beacon('[1,2,3]');
    expect(res.statusCode).toBe(400);
    expectApiError(res.body, 'validation_error');
  });

  it('answers 415 to another content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await beacon('a=b', { 'content-type': type });
      expect(res.statusCode).toBe(415);
      expectApiError(res.body, 'unsupported_media_type');
    }
  });

  it('refuses a cross-site beacon', async () => {
    const bySite = await beacon('{}', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(bySite.statusCode).toBe(403);
    expectApiError(bySite.body, 'csrf_rejected');
    const byOrigin = await beacon('{}', { 'sec-fetch-site': '', origin: 'https://evil.example' });
    expect(byOrigin.statusCode).toBe(403);
    const nullOrigin = await beacon('{}', { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('is not a GET endpoint', async () => {
    const res = await get('/api/page-hidden.php');
    expect(res.statusCode).toBe(404);
    expectApiError(res.body, 'not_found');
  });
});
