import fs from 'node:fs';
import path from 'node:path';
import {
  disallowedPaths,
  headTags,
  injectHead,
  LANDER_TEXTS,
  pageHead,
  robotsTxt,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
  sitemapPaths,
  sitemapXml,
  type HeadSite,
} from '../src/domain/site/head';
import { matchSiteRoute } from '../src/domain/site/routes';
import { readSiteRoutes } from '../src/web/site/manifests';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp } from './helpers';

const repoRoot = path.resolve(__dirname, '../..');
const routes = readSiteRoutes(repoRoot);
const site: HeadSite = {
  name: 'Hartklop',
  indexTitle: 'Hartklop – daten en chatten met singles in Nederland',
  description: 'Hartklop is de datingsite voor Nederland en België.',
  language: 'nl-NL',
};
const ORIGIN = 'https://www.hartklop.nl';
const headOf = (pathname: string) => pageHead(routes, { pathname, origin: ORIGIN, site });

describe('the route table of the manifests', () => {
  it('matches the most specific route, as the shell does', () => {
    expect(matchSiteRoute(routes, '/landers/tinderswipe')?.route.name).toBe('landers-tinderswipe');
    expect(matchSiteRoute(routes, '/landers/gallery/zomer')?.route.name).toBe('landers-gallery');
    expect(matchSiteRoute(routes, '/landers/onbekend')?.route.name).toBe('landers');
    expect(matchSiteRoute(routes, '/pages/terms')?.route.name).toBe('pages-terms');
    expect(matchSiteRoute(routes, '/abc123')?.route.name).toBe('token');
    expect(matchSiteRoute(routes, '/members/12')).toMatchObject({ route: { name: 'members-id' }, params: { id: '12' } });
    expect(matchSiteRoute(routes, '/members/12/landing')?.route.name).toBe('members-id-landing');
    expect(matchSiteRoute(routes, '/credits/3')?.route.name).toBe('credits-id-paymentmethod');
    expect(matchSiteRoute(routes, '/een/pagina/die/niet/bestaat')).toBeNull();
  });
});

describe('pageHead', () => {
  it('gives the home page the site’s index title and description, indexable, canonical at the origin', () => {
    expect(headOf('/')).toEqual({
      title: site.indexTitle,
      description: site.description,
      canonical: `${ORIGIN}/`,
      indexable: true,
      robots: ROBOTS_INDEX,
      openGraph: null,
    });
  });

  it('titles public pages as the remotes do, each with its own description', () => {
    expect(headOf('/pages/terms')).toMatchObject({ title: 'Algemene voorwaarden | Hartklop', indexable: true, canonical: `${ORIGIN}/pages/terms` });
    expect(headOf('/login/')).toMatchObject({ title: 'Inloggen | Hartklop', canonical: `${ORIGIN}/login` });
    expect(headOf('/pricing').title).toBe('Prijzen | Hartklop');
    const descriptions = sitemapPaths(routes).map((p) => headOf(p).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives every lander Open Graph tags with an absolute image; a slug’s canonical is the lander’s', () => {
    const head = headOf('/landers/gallery/zomer');
    expect(head).toMatchObject({ title: 'Fotogalerij van singles | Hartklop', indexable: true, canonical: `${ORIGIN}/landers/gallery` });
    expect(head.openGraph).toMatchObject({
      type: 'website',
      title: 'Fotogalerij van singles | Hartklop',
      url: `${ORIGIN}/landers/gallery`,
      image: `${ORIGIN}/icons/share-1200x630.png`,
      locale: 'nl_NL',
    });
    expect(headOf('/pages/terms').openGraph).toBeNull();
  });

  it('has texts for every lander route of the manifest', () => {
    const landerRoutes = routes.filter((r) => r.name.startsWith('landers-')).map((r) => r.name.slice('landers-'.length));
    expect(landerRoutes.sort()).toEqual(Object.keys(LANDER_TEXTS).sort());
  });

  it('says noindex for members’ pages, account pages, token pages and unknown paths', () => {
    for (const p of ['/members', '/members/12', '/chats/4', '/likes', '/profile', '/credits', '/reset-password/do', '/members/12/landing', '/abc123', '/landers/onbekend', '/een/pagina']) {
      expect({ p, robots: headOf(p).robots }).toEqual({ p, robots: ROBOTS_NOINDEX });
    }
  });
});

describe('headTags and injectHead', () => {
  it('escapes what goes into attributes and replaces the build’s title', () => {
    const tags = headTags({ ...headOf('/landers/video'), title: 'A "quoted" <b> & co' });
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; co</title>');
    expect(tags).toContain('<meta property="og:image" content="https://www.hartklop.nl/icons/share-1200x630.png">');
    expect(tags).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const html = injectHead('<html><head><meta charset="utf-8"><title>Hartklop</title></head><body></body></html>', '<title>X</title>');
    expect(html).toBe('<html><head><meta charset="utf-8"><title>X</title></head><body></body></html>');
  });
});

describe('robots.txt and the sitemap', () => {
  it('disallows the members’ areas, the mailbox, the sandbox and /admin, never a public page', () => {
    const disallowed = disallowedPaths(routes);
    for (const p of ['/members', '/chats', '/likes', '/profile', '/credits', '/premium', '/admin', '/dev/', '/payment-sandbox', '/api/']) {
      expect(disallowed).toContain(p);
    }
    const blocks = (p: string) => disallowed.some((d) => p === d || p.startsWith(d.endsWith('/') ? d : `${d}/`));
    for (const p of sitemapPaths(routes)) expect({ p, blocked: blocks(p) }).toEqual({ p, blocked: false });
    expect(robotsTxt(routes, ORIGIN)).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('lists the public pages of the manifests: home, every lander, /pages/*, pricing, login; no member page', () => {
    const paths = sitemapPaths(routes);
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/pricing', '/complaints', '/pages/terms', '/pages/privacy', '/landers/gallery', '/landers/tinderswipe', '/landers/video']));
    expect(paths.filter((p) => p.startsWith('/landers/'))).toHaveLength(Object.keys(LANDER_TEXTS).length);
    expect(paths.some((p) => /^\/(members|chats|likes|profile|credits|premium)/.test(p))).toBe(false);
    expect(sitemapXml(routes, ORIGIN)).toContain(`<url><loc>${ORIGIN}/pages/terms</loc></url>`);
  });
});

describe('served by the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: ORIGIN });
    fs.mkdirSync(t.config.staticRoot, { recursive: true });
    fs.writeFileSync(path.join(t.config.staticRoot, 'index.html'), '<!doctype html><html lang="nl"><head><title>Hartklop</title></head><body><div id="root"></div></body></html>');
  });
  afterAll(async () => {
    await t.close();
  });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('puts the page’s head into the shell’s HTML, with the session flag of a visitor', async () => {
    const res = await page('/landers/gallery?network=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Fotogalerij van singles | Hartklop</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/landers/gallery">`);
    expect(res.body).toContain('<meta property="og:title" content="Fotogalerij van singles | Hartklop">');
    expect(res.body).toContain('<meta name="hartklop-session" content="0">');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('tells the page that a valid session exists; an unknown or expired cookie is no session', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    expect((await page('/pages/terms', cookie)).body).toContain('<meta name="hartklop-session" content="1">');
    expect((await page('/pages/terms', 'sid=' + 'x'.repeat(43))).body).toContain('<meta name="hartklop-session" content="0">');
    await t.db.kysely.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).execute();
    expect((await page('/pages/terms', cookie)).body).toContain('<meta name="hartklop-session" content="0">');
  });

  it('sends noindex for members’ pages in the HTML and in X-Robots-Tag', async () => {
    const res = await page('/chats');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.headers['x-robots-tag']).toBe(ROBOTS_NOINDEX);
  });

  it('answers GET /api/page-head.php with the head the page’s HTML has; refuses a path that is not one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/page-head.php?path=%2Fchats%2F4' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'Gesprek | Hartklop', description: expect.any(String), canonical: `${ORIGIN}/chats/4`, robots: ROBOTS_NOINDEX });
    const html = await page('/chats/4');
    expect(html.body).toContain(`<meta name="description" content="${res.json<{ description: string }>().description}">`);
    expect((await t.app.inject({ method: 'GET', url: '/api/page-head.php?path=https%3A%2F%2Fevil.example' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/page-head.php' })).statusCode).toBe(400);
  });

  it('serves robots.txt, sitemap.xml and the web app manifest', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /members\n');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/landers/maplanding</loc>`);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({
      name: 'Hartklop',
      short_name: 'Hartklop',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      id: '/',
      theme_color: '#c8184a',
      background_color: '#faf7f8',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ purpose: 'maskable' }),
      ]),
    });
  });
});
