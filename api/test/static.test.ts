import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ApiErrorSchema } from 'shared-kernel/contract';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

const INDEX_HTML = '<!doctype html><html lang="nl"><head><title>Hartklop</title></head><body><div id="root"></div></body></html>';
const SW_JS = "(()=>{self.addEventListener('push',()=>{})})();";
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['webpack://shell/src/app/secret.ts'], sourcesContent: ['const secret = 1;'], mappings: '' });
const BIG_JS = `console.log(${JSON.stringify('hartklop '.repeat(2000))});`;

const write = (file: string, content: string | Buffer): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeAll(async () => {
  t = await createTestApp();
  const { staticRoot, deployDir, uploadsDir } = t.config;
  write(path.join(staticRoot, 'index.html'), INDEX_HTML);
  write(path.join(staticRoot, 'main.3f9c2a1b7d.js'), BIG_JS);
  write(path.join(staticRoot, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  write(path.join(staticRoot, 'sw-push.js'), SW_JS);
  write(path.join(staticRoot, '.env'), 'SECRET=1');
  write(path.join(deployDir, 'remotes.json'), JSON.stringify({ 'mfe-chat': '/mfe/mfe-chat/1.0.0/mf-manifest.json' }));
  write(path.join(deployDir, 'mfe-chat', '1.0.0', 'mf-manifest.json'), '{"id":"mfe-chat"}');
  write(path.join(deployDir, 'mfe-chat', '1.0.0', 'remoteEntry.js'), 'var mfe_chat;');
  write(path.join(deployDir, 'mfe-chat', '1.0.0', '412.8e1f0a7c5d.js'), 'console.log(1);');
  write(path.join(deployDir, 'mfe-chat', '5e5c03ce4b83', 'mf-manifest.json'), '{"id":"mfe-chat"}');
  write(path.join(deployDir, 'mfe-chat', '5e5c03ce4b83', 'remoteEntry.js'), 'var mfe_chat;');
  write(path.join(uploadsDir, 'seed', 'f-01.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  // Production builds keep their source maps beside the bundles (hidden-source-map).
  write(path.join(staticRoot, 'main.3f9c2a1b7d.js.map'), SOURCE_MAP);
  write(path.join(staticRoot, 'sw-push.js.map'), SOURCE_MAP);
  write(path.join(deployDir, 'mfe-chat', '1.0.0', '412.8e1f0a7c5d.js.map'), SOURCE_MAP);
  write(path.join(deployDir, 'mfe-chat', '1.0.0', 'remoteEntry.js.map'), SOURCE_MAP);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the shell', () => {
  it('serves index.html at / with Cache-Control no-cache', async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Hartklop – daten en chatten met singles in Nederland</title>');
  });

  it('serves hashed assets with a long immutable cache, others with no-cache', async () => {
    const js = await get('/main.3f9c2a1b7d.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with gzip when the client accepts it', async () => {
    const res = await get('/main.3f9c2a1b7d.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it("answers the shell page for every page a remote owns (the shell routes them), whatever the Accept", async () => {
    for (const url of ['/members/12', '/login?next=%2Fchats', '/pages/terms', '/landers/gallery']) {
      for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', '*/*', undefined]) {
        const res = await get(url, accept === undefined ? {} : { accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toMatch(/^<!doctype html><html lang="nl"><head>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('serves the push service worker at /sw-push.js, revalidated and allowed to control the whole site', async () => {
    const res = await get('/sw-push.js', { accept: '*/*', 'service-worker': 'script' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toBe(SW_JS);
    // other scripts get no such header
    expect((await get('/main.3f9c2a1b7d.js')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('answers a JSON 404 to a missing file that is not a page request, and hides dotfiles', async () => {
    for (const url of ['/missing.3f9c2a1b.js', '/.env']) {
      const res = await get(url, { accept: '*/*' });
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
    }
  });

  it("sends a page's form posted before its script ran back to the page (303), the body unread", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' };
    const res = await t.app.inject({ method: 'POST', url: '/login?redirect=%2Fchats', headers: form, payload: 'email=a%40b.nl&password=geheim' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?redirect=%2Fchats');
    expect(res.body).not.toContain('geheim');
    expect((await t.app.inject({ method: 'POST', url: '/signup', headers: form, payload: '' })).headers.location).toBe('/signup');
    // Not a page, not a browser's form, or an address a browser would read as another host: as before.
    const notFound = [
      await t.app.inject({ method: 'POST', url: '/login', headers: { ...form, accept: 'application/json' }, payload: 'a=1' }),
      await t.app.inject({ method: 'POST', url: '//voorbeeld.nl/login', headers: form, payload: 'a=1' }),
      await t.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/json', accept: 'text/html' }, payload: '{}' }),
    ];
    for (const r of notFound) {
      expect(r.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(r.json()).error).toBe('not_found');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/bestaat-niet.php', headers: form, payload: 'a=1' })).statusCode).toBe(415);
    // The same-origin rule still holds for it.
    const crossSite = await t.app.inject({ method: 'POST', url: '/login', headers: { ...form, 'sec-fetch-site': 'cross-site' }, payload: 'a=1' });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('remotes', () => {
  it('serves /remotes.json with no-cache, re-read on every request', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual({ 'mfe-chat': '/mfe/mfe-chat/1.0.0/mf-manifest.json' });

    const etag = String(first.headers.etag);
    const revalidated = await get('/remotes.json', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);

    fs.writeFileSync(
      path.join(t.config.deployDir, 'remotes.json'),
      JSON.stringify({ 'mfe-chat': '/mfe/mfe-chat/1.0.1/mf-manifest.json' }),
    );
    const second = await get('/remotes.json', { 'if-none-match': etag });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ 'mfe-chat': '/mfe/mfe-chat/1.0.1/mf-manifest.json' });
  });

  it('serves a remote’s files: entry files no-cache, chunks immutable', async () => {
    const manifest = await get('/mfe/mfe-chat/1.0.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await get('/mfe/mfe-chat/1.0.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/mfe/mfe-chat/1.0.0/412.8e1f0a7c5d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the entry files of a content-hashed version (what the build deploys) as immutable', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await get(`/mfe/mfe-chat/5e5c03ce4b83/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a real 404 (not the shell) for missing remote files, even to a browser', async () => {
    for (const url of [
      '/mfe/mfe-chat/1.0.0/missing.js',
      '/mfe/mfe-chat/9.9.9/remoteEntry.js',
      '/mfe/nope/1.0.0/remoteEntry.js',
      '/mfe/mfe-chat',
      '/mfe/mfe-chat/1.0.0/',
      '/mfe/mfe-chat/1.0.0/..%2f..%2fremotes.json',
      '/mfe/mfe-chat/1.0.0/../../remotes.json',
      '/mfe/..%2f/1.0.0/remotes.json',
      '/mfe/MFE_chat/1.0.0/remoteEntry.js',
    ]) {
      const res = await get(url, { accept: 'text/html' });
      // Path traversal is refused by the file sender with a 403; either way a JSON error.
      expect([403, 404]).toContain(res.statusCode);
      expect(ApiErrorSchema.parse(res.json()).error).toMatch(/^(not_found|forbidden)$/);
      expect(res.body).not.toContain('<div id="root">');
    }
  });
});

describe('media', () => {
  it('serves photos from the uploads directory under /media/', async () => {
    const res = await get('/media/seed/f-01.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age=/);
  });

  it('answers 404 for a missing photo', async () => {
    const res = await get('/media/seed/none.jpg', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
  });
});

describe('source maps', () => {
  it.each([
    '/main.3f9c2a1b7d.js.map',
    '/sw-push.js.map',
    '/MAIN.3F9C2A1B7D.JS.MAP',
    '/mfe/mfe-chat/1.0.0/412.8e1f0a7c5d.js.map',
    '/mfe/mfe-chat/1.0.0/remoteEntry.js.map',
  ])('%s stays on disk but answers a JSON 404, also to a browser', async (url) => {
    for (const headers of [{}, { accept: 'text/html' }] as Array<Record<string, string>>) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
      expect(res.body).not.toContain('sourcesContent');
    }
  });

  it('the bundles next to them are still served', async () => {
    expect((await get('/main.3f9c2a1b7d.js')).statusCode).toBe(200);
    expect((await get('/mfe/mfe-chat/1.0.0/412.8e1f0a7c5d.js')).statusCode).toBe(200);
  });
});
