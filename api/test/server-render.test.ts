import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_SCRIPT_ID as KERNEL_PAGE_DATA_SCRIPT_ID } from 'shared-kernel/stores/pageData';
import { amsterdamDay } from 'shared-kernel/utils/amsterdamDay';
import { PAGE_DATA_SCRIPT_ID } from '../src/web/site/public-page';
import { firstRenderLocale } from '../src/web/site/public-page';
import { assetBaseOf, deployedVersion, injectServerRender, loadServerModule, scriptJson, SERVER_ASSET_BASE } from '../src/web/site/server-render';
import { createTestApp, sameOrigin, type TestApp } from './helpers';

const renderYear = () => Number(amsterdamDay(new Date()).slice(0, 4));

let t: TestApp;

const INDEX_HTML =
  '<!doctype html><html lang="nl"><head><title>Hartklop</title></head><body><div id="root"></div><noscript>Hartklop heeft JavaScript nodig.</noscript></body></html>';

const write = (file: string, content: string): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A remote's server build (CommonJS, as scripts/webpack.server.js emits it) rendering `/` and `/landers/*` only. */
const remoteBuild = (body: string) => `
exports.render = async function render(request) {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  if (pathname !== '/' && !pathname.startsWith('/landers/')) return null;
  ${body}
};`;
/** The shell's server build: a layout around the slot; it also proves the host's require works. */
const SHELL_BUILD = `
const React = require('react');
exports.loadsRemote = function loadsRemote(requirements) {
  return requirements.kernel !== '^9.0.0';
};
exports.render = async function render(request) {
  return { html: '<header>Hartklop</header><main><div data-prerendered="' + request.remote + '"><div class="remote-root">' + request.slot + '</div></div></main><footer>Voettekst ' + request.data.settings.name + ' ' + typeof React.createElement + '</footer>', css: '<style data-styled="true">.shell{}</style>' };
};`;

/** mfe-payments' server build: /pricing only, showing how many bundles its page data holds. */
const PAYMENTS_BUILD = `
exports.render = async function render(request) {
  if (new URL(request.url, 'http://localhost').pathname !== '/pricing') return null;
  return { html: '<h1>Prijzen</h1><p>' + request.data.values['/api/bundles.php'].bundles.length + ' pakketten</p>', css: '' };
};`;

const writeRemotes = (versions: Record<string, string>, kernels: Record<string, string> = {}): void => {
  const json = Object.fromEntries(
    Object.entries(versions).map(([remote, version]) => [
      remote,
      { name: remote.replace('-', '_'), entry: `/mfe/${remote}/${version}/remoteEntry.js`, version, ...(kernels[remote] ? { kernel: kernels[remote] } : {}) },
    ]),
  );
  const file = path.join(t.config.deployDir, 'remotes.json');
  write(`${file}.tmp`, JSON.stringify(json));
  fs.renameSync(`${file}.tmp`, file);
};

beforeAll(async () => {
  t = await createTestApp();
  const { staticRoot, deployDir } = t.config;
  write(path.join(staticRoot, 'index.html'), INDEX_HTML);
  write(path.join(staticRoot, 'server', 'render.js'), SHELL_BUILD);
  write(path.join(deployDir, 'mfe-landers', 'v1', 'server', 'render.js'), remoteBuild(`return { html: '<h1>Welkom v1</h1><p>' + request.locale + ' ' + request.url + '</p>', css: '<style data-styled="true">.v1{}</style>' };`));
  write(path.join(deployDir, 'mfe-landers', 'v2', 'server', 'render.js'), remoteBuild(`return { html: '<h1>Welkom v2</h1>', css: '' };`));
  write(path.join(deployDir, 'mfe-landers', 'broken', 'server', 'render.js'), remoteBuild(`throw new Error('kapot');`));
  write(path.join(deployDir, 'mfe-landers', 'old', 'remoteEntry.js'), 'var mfe_landers;');
  write(path.join(deployDir, 'mfe-payments', 'p1', 'server', 'render.js'), PAYMENTS_BUILD);
  writeRemotes({ 'mfe-landers': 'v1', 'mfe-auth': 'a1' });
});
afterAll(async () => {
  await t.close();
});

const getPage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('server-rendered public pages (issue 16)', () => {
  it('GET / answers the layout with the remote’s page, its styles, a preload of its entry and the page data', async () => {
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-auth': 'a1' });
    const res = await getPage('/?utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><header>Hartklop</header><main><div data-prerendered="mfe-landers"><div class="remote-root"><h1>Welkom v1</h1><p>nl /?utm_source=x</p>');
    expect(res.body).toContain('<footer>Voettekst Hartklop function</footer></div></body>');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style data-styled="true">.shell{}</style><style data-styled="true">.v1{}</style>');
    expect(head).toContain('<link rel="preload" as="script" href="/mfe/mfe-landers/v1/remoteEntry.js">');
    const data = /<script type="application\/json" id="hartklop-page-data">(.*?)<\/script>/.exec(head)?.[1];
    const parsed = JSON.parse(data ?? 'null') as { settings: { name: string }; companyinfo: unknown; values: unknown };
    expect(parsed.settings.name).toBe('Hartklop');
    // Without the entry warning's cookie: the shell puts the warning into the HTML (when it applies).
    // The year in Amsterdam: the signup form's birth years start from it before hydration (issue 29).
    expect(parsed.values).toEqual({ 'hide-site-entry-popup': false, 'render-year': renderYear() });
  });

  it('tells the page whether the visitor confirmed the site-entry warning (its cookie)', async () => {
    const res = await getPage('/', { cookie: 'hide-site-entry-popup=1764000000000' });
    const data = /id="hartklop-page-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null';
    expect((JSON.parse(data) as { values: Record<string, unknown> }).values).toEqual({ 'hide-site-entry-popup': true, 'render-year': renderYear() });
  });

  it('a lander carries its campaign in the page data', async () => {
    const res = await getPage('/landers/gallery/zomer');
    const data = /id="hartklop-page-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null';
    const parsed = JSON.parse(data) as { values: Record<string, { variant: string }> };
    expect(parsed.values['lander:gallery:zomer']?.variant).toBe('gallery');
  });

  it('/pricing carries the bundles GET /api/bundles.php answers this visitor (the geo-IP country’s)', async () => {
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-payments': 'p1' });
    for (const country of ['NL', 'BE']) {
      const res = await getPage('/pricing', { 'cf-ipcountry': country });
      expect(res.body).toContain('<h1>Prijzen</h1><p>4 pakketten</p>');
      const data = /id="hartklop-page-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null';
      const rendered = (JSON.parse(data) as { values: Record<string, { country: string }> }).values['/api/bundles.php'];
      const fetched = await t.app.inject({ method: 'GET', url: '/api/bundles.php', headers: { ...sameOrigin, 'cf-ipcountry': country } });
      expect(rendered?.country).toBe(country);
      expect(rendered).toEqual(fetched.json());
    }
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-auth': 'a1' });
  });

  it('a version the page would refuse (its kernel range) is not server-rendered nor preloaded', async () => {
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-payments': 'p1' }, { 'mfe-payments': '^9.0.0' });
    const refused = await getPage('/pricing');
    expect(refused.body).toContain('<div id="root"></div>');
    expect(refused.body).not.toContain('remoteEntry.js');
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-payments': 'p1' }, { 'mfe-payments': '^1.0.0' });
    expect((await getPage('/pricing')).body).toContain('<h1>Prijzen</h1>');
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-auth': 'a1' });
  });

  it('a new version in remotes.json changes the HTML on the next request, without a restart', async () => {
    writeRemotes({ 'mfe-landers': 'v2', 'mfe-auth': 'a1' });
    const res = await getPage('/');
    expect(res.body).toContain('<h1>Welkom v2</h1>');
    expect(res.body).toContain('href="/mfe/mfe-landers/v2/remoteEntry.js"');
    writeRemotes({ 'mfe-landers': 'v1', 'mfe-auth': 'a1' });
    expect((await getPage('/')).body).toContain('<h1>Welkom v1</h1>');
  });

  it('falls back to the client-rendered page: a render error, no server build, a path the remote does not render, a later language', async () => {
    writeRemotes({ 'mfe-landers': 'broken', 'mfe-auth': 'a1' });
    const broken = await getPage('/');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).not.toContain('hartklop-page-data');
    expect(broken.body).toContain('<noscript>');

    writeRemotes({ 'mfe-landers': 'old', 'mfe-auth': 'a1' });
    expect((await getPage('/')).body).toContain('<div id="root"></div>');

    writeRemotes({ 'mfe-landers': 'v1', 'mfe-auth': 'a1' });
    // Owned by mfe-landers but not rendered by its server build (null), and a route of a remote without one.
    expect((await getPage('/pages/terms')).body).toContain('<div id="root"></div>');
    expect((await getPage('/login')).body).toContain('<div id="root"></div>');
    // A language the browser would only switch to after its first render (not offered by this site).
    const french = await getPage('/', { cookie: 'locale=fr' });
    expect(french.body).toContain('<div id="root"></div>');
  });

  it('never serves a server build', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/server/render.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/mfe/mfe-landers/v1/server/render.js' })).statusCode).toBe(404);
  });
});

describe('server render helpers', () => {
  it('page data JSON cannot end its script or open a comment', () => {
    const json = scriptJson({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });

  it('injects into the empty root and the head only, and refuses a page without them', () => {
    const page = { remote: 'mfe-landers', version: 'v1', html: '<p>$& $1</p>', css: '<style></style>', entry: '/mfe/mfe-landers/v1/remoteEntry.js?"x' };
    const data = { settings: {} as never, companyinfo: null, values: {} };
    const out = injectServerRender(INDEX_HTML, page, data, 'hartklop-page-data', 'nl');
    expect(out).toContain('<div id="root"><p>$& $1</p></div>');
    expect(out).toMatch(/^<!doctype html><html lang="nl"><head>/);
    expect(out).toContain('href="/mfe/mfe-landers/v1/remoteEntry.js?&#34;x"');
    expect(injectServerRender('<html><body><div id="root"></div></body></html>', page, data, 'x', 'nl')).toBeNull();
    expect(injectServerRender('<html><head></head><body><div id="app"></div></body></html>', page, data, 'x', 'nl')).toBeNull();
  });

  it('marks the document with the language the page was rendered in', () => {
    const page = { remote: 'mfe-landers', version: 'v1', html: '<p>Welcome</p>', css: '', entry: '/e.js' };
    const data = { settings: {} as never, companyinfo: null, values: {} };
    const out = injectServerRender(INDEX_HTML.replace('<html lang="nl">', '<html class="x" lang="nl">'), page, data, 'hartklop-page-data', 'de');
    expect(out).toMatch(/^<!doctype html><html class="x" lang="de"><head>/);
  });

  it('reads a remote’s version from remotes.json, refusing odd versions', () => {
    expect(deployedVersion({ 'mfe-landers': { version: 'abc123', entry: '/mfe/mfe-landers/abc123/remoteEntry.js' } }, 'mfe-landers')).toEqual({
      version: 'abc123',
      entry: '/mfe/mfe-landers/abc123/remoteEntry.js',
    });
    expect(deployedVersion({ 'mfe-landers': { version: '../x', entry: '/e.js' } }, 'mfe-landers')).toBeNull();
    expect(deployedVersion({}, 'mfe-landers')).toBeNull();
    expect(deployedVersion({ toString: { version: 'v', entry: 'e' } }, 'constructor')).toBeNull();
  });

  it('renders in the language the browser’s first render will use, or not at all', () => {
    expect(firstRenderLocale(undefined, ['nl'], 'nl-NL')).toBe('nl');
    expect(firstRenderLocale('fr', ['nl', 'fr'], 'nl-BE')).toBe('fr');
    // The browser would switch after its first render: no server HTML.
    expect(firstRenderLocale('fr', ['nl'], 'nl-NL')).toBeNull();
    expect(firstRenderLocale(undefined, ['nl', 'fr'], 'fr-BE')).toBeNull();
    expect(firstRenderLocale('xx', ['nl'], 'nl-NL')).toBe('nl');
  });

  it('uses the kernel’s id for the page data script', () => {
    expect(PAGE_DATA_SCRIPT_ID).toBe(KERNEL_PAGE_DATA_SCRIPT_ID);
  });
});

describe("a remote's media in its server HTML (issue 26: the video lander's poster was a 404)", () => {
  it('the build script and the API agree on the placeholder of a server build’s public path', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SERVER_ASSET_BASE: fromBuild } = require('../../scripts/webpack.server.js') as { SERVER_ASSET_BASE: string };
    expect(fromBuild).toBe(SERVER_ASSET_BASE);
  });

  it("addresses a remote's media in the folder of the deployed version's entry", async () => {
    expect(assetBaseOf('/mfe/mfe-landers/1a2b/remoteEntry.js')).toBe('/mfe/mfe-landers/1a2b/');
    expect(assetBaseOf('https://cdn.hartklop.nl/mfe/mfe-landers/1a2b/remoteEntry.js')).toBe('https://cdn.hartklop.nl/mfe/mfe-landers/1a2b/');
    // Never anything that could leave the string in the build's code.
    expect(assetBaseOf('/mfe/x"+alert(1)+"/remoteEntry.js')).toBeUndefined();
    const file = path.join(t.config.deployDir, 'mfe-landers', 'media', 'server', 'render.js');
    write(file, `exports.poster = ${JSON.stringify(SERVER_ASSET_BASE)} + 'bc31099f79095c3ef415.webp';`);
    const loaded = await loadServerModule(file, require, assetBaseOf('/mfe/mfe-landers/media/remoteEntry.js'));
    expect(loaded.poster).toBe('/mfe/mfe-landers/media/bc31099f79095c3ef415.webp');
  });
});
