import fs from 'node:fs';
import path from 'node:path';
import { ApiErrorSchema } from 'shared-kernel/contract';
import { notFoundAnswerOf } from '../src/web/routes/static/index';
import { createTestApp, type TestApp } from './helpers';

/**
 * Every address answers right (issue 26, item 7): a page a remote owns is HTML whatever the Accept; an
 * address no route owns is a 404 with the shell's server-rendered error page (noindex), never a soft
 * 200; a remote judges the addresses only it knows (a static page's short address, a lander); only
 * /api/ (and missing files) answer JSON.
 */

let t: TestApp;

const INDEX_HTML = '<!doctype html><html lang="nl"><head><title>Hartklop</title></head><body><div id="root"></div></body></html>';

const write = (file: string, content: string): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** The shell's server build: with no remote (an address no route owns) it renders its error page. */
const SHELL_BUILD = `
exports.render = async function render(request) {
  const main = request.remote === null
    ? '<section><h1><span>404</span><span>This page could not be found</span></h1><a href="/">Naar de homepage</a></section>'
    : '<div data-prerendered="' + request.remote + '"><div class="remote-root">' + request.slot + '</div></div>';
  return { html: '<header>Hartklop</header><main>' + main + '</main>', css: '<style data-styled="true">.shell{}</style>' };
};`;

/** mfe-landers' server build: the home page, and its judgement of the addresses only it knows. */
const LANDERS_BUILD = `
exports.render = async function render(request) {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  return pathname === '/' ? { html: '<h1>Welkom</h1>', css: '' } : null;
};
exports.addressAnswer = function addressAnswer(pathname) {
  if (pathname === '/voorwaarden') return { redirect: '/pages/terms' };
  if (pathname === '/landers/gallery' || pathname === '/pages/terms') return null;
  return { notFound: true };
};`;

beforeAll(async () => {
  t = await createTestApp();
  const { staticRoot, deployDir } = t.config;
  write(path.join(staticRoot, 'index.html'), INDEX_HTML);
  write(path.join(staticRoot, 'server', 'render.js'), SHELL_BUILD);
  write(path.join(deployDir, 'mfe-landers', 'v1', 'server', 'render.js'), LANDERS_BUILD);
  write(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ 'mfe-landers': { name: 'mfe_landers', entry: '/mfe/mfe-landers/v1/remoteEntry.js', version: 'v1' } }),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, accept?: string) => t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('addresses (issue 26, item 7)', () => {
  it('answers an address no route owns with status 404 and the server-rendered error page, noindex', async () => {
    for (const [url, accept] of [
      ['/no/such/page', BROWSER],
      ['/no/such/page', '*/*'],
      ['/no/such/page', undefined],
      ['/een/pagina/die/niet/bestaat?x=1', BROWSER],
    ] as const) {
      const res = await get(url, accept);
      expect({ url, accept, status: res.statusCode }).toEqual({ url, accept, status: 404 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"><header>Hartklop</header><main><section><h1><span>404</span><span>This page could not be found</span></h1><a href="/">Naar de homepage</a>');
      // The shell's own page: no remote entry to preload, the page data for the browser's first render.
      expect(res.body).not.toContain('rel="preload"');
      expect(res.body).toContain('id="hartklop-page-data"');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
  });

  it('answers a page a remote owns with HTML and 200 for any Accept (link previewers send */*)', async () => {
    for (const accept of [BROWSER, '*/*', undefined]) {
      for (const url of ['/pages/terms', '/landers/gallery', '/']) {
        const res = await get(url, accept);
        expect({ url, accept, status: res.statusCode }).toEqual({ url, accept, status: 200 });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    }
    expect((await get('/', '*/*')).body).toContain('<h1>Welkom</h1>');
  });

  it("lets the owning remote judge its addresses: a short address redirects (301, query kept), an unknown token or lander is a 404", async () => {
    const redirect = await get('/voorwaarden?utm_source=x', BROWSER);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/pages/terms?utm_source=x');
    for (const url of ['/package.json', '/bestaat-niet', '/landers/onbekend']) {
      const res = await get(url, BROWSER);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('answers JSON only under /api/, for source maps and server builds, and for a missing file not asked for as a page', async () => {
    for (const [url, accept] of [
      ['/api/bestaat-niet.php', BROWSER],
      ['/package.json', '*/*'],
      ['/main.0123abcd.js.map', BROWSER],
      ['/server/render.js', BROWSER],
    ] as const) {
      const res = await get(url, accept);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
    }
    // Other methods than GET and HEAD on an unknown address: a JSON 404.
    const post = await t.app.inject({ method: 'DELETE', url: '/no/such/page', headers: { accept: BROWSER } });
    expect(post.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(post.json()).error).toBe('not_found');
  });

  it('sorts addresses by what they are (notFoundAnswerOf)', () => {
    const answer = (pathname: string, accept?: string) => notFoundAnswerOf(t.config, pathname, accept);
    expect(answer('/pages/terms', '*/*')).toBe('page');
    expect(answer('/members/12')).toBe('page');
    expect(answer('/no/such/page', '*/*')).toBe('missing');
    expect(answer('//evil.example/x', BROWSER)).toBe('missing');
    expect(answer('/favicon-missing.png', 'image/*')).toBe('json');
    expect(answer('/api/x.php', BROWSER)).toBe('json');
    expect(answer('/mfe/mfe-chat/1/x', BROWSER)).toBe('json');
    expect(answer('/media/x.jpg', BROWSER)).toBe('json');
  });
});
