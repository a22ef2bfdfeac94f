import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { inlineScriptSources } from '../src/web/security';
import { createTestApp, makeTempDir, sameOrigin, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {
    prepare: (app) => {
      // Routes that fail on purpose, to see what a visitor gets from an unexpected error.
      app.get('/api/test-explodes', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/test-rejects', () => Promise.reject(Object.assign(new Error('db down'), { code: 'ECONNREFUSED' })));
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('sends a CSP that allows self scripts, inline styles and data/blob images, and the helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("allows the shell's own inline script by its SHA-256, not inline scripts in general (issue 29)", async () => {
    const guard = "document.addEventListener('submit', function () {}, true);";
    const staticRoot = makeTempDir();
    fs.writeFileSync(
      `${staticRoot}/index.html`,
      `<html><head><script>${guard}</script><script defer src="/main.js"></script></head><body><script type="application/json" id="d">{}</script></body></html>`,
    );
    const shell = await createTestApp({ staticRoot });
    try {
      const csp = String((await shell.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      const hash = `'sha256-${createHash('sha256').update(guard).digest('base64')}'`;
      expect(csp).toContain(`script-src 'self' ${hash};`);
      expect(inlineScriptSources('<script src="/a.js"></script><script type="application/json">{}</script>')).toEqual([]);
    } finally {
      await shell.close();
    }
  });

  it('gives every answer a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-123' } });
    expect(kept.headers['x-request-id']).toBe('edge-123');
  });
});

describe('CSRF rule for unsafe methods', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it('accepts same-origin requests, with or without Sec-Fetch-Site, and tools that send no Origin', async () => {
    expect((await post(sameOrigin)).statusCode).toBe(200);
    expect((await post({ host: 'localhost:8080', origin: 'http://localhost:8080' })).statusCode).toBe(200);
    expect((await post({ host: 'localhost:80', origin: 'http://localhost' })).statusCode).toBe(200);
    expect((await post({ host: 'localhost', 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { host: 'localhost', 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another host', { host: 'hartklop.nl', origin: 'https://evil.example' }],
    ['an Origin of another port', { host: 'localhost:8080', origin: 'http://localhost:9999' }],
    ['a sibling subdomain', { host: 'hartklop.nl', origin: 'https://evil.hartklop.nl', 'sec-fetch-site': 'same-site' }],
    ['Origin: null', { host: 'localhost', origin: 'null' }],
  ])('refuses %s with 403 csrf_rejected', async (_name, headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('csrf_rejected');
  });

  it('applies to unknown paths and other unsafe methods too', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/anything.php',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('opens and closes a route as its contract entry says (crossSite)', async () => {
    const crossSite = { host: 'localhost', origin: 'https://mollie.example', 'sec-fetch-site': 'cross-site' };
    // The payment webhook (`allowed`): a provider's form post reaches the route (an unknown id is its own answer, not a CSRF refusal).
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { ...crossSite, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_onbekend',
    });
    expect(webhook.statusCode).not.toBe(403);
    // Logout (`refused`) is a GET, yet refused cross-site; same-origin it answers.
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: crossSite });
    expect(logout.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(logout.json()).error).toBe('csrf_rejected');
    expect((await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { host: 'localhost' } })).statusCode).toBe(200);
  });

  it('lets safe methods through from anywhere', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/interests.php',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers a JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/does-not-exist.php?x=<script>',
        headers: { ...sameOrigin, accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers HTML and SQL in paths with a 404, never a 5xx', async () => {
    for (const url of [
      '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "/api/user.php'%20OR%201=1--",
      '/api/../../etc/passwd',
      '/api/settings.php/..%2f..%2f',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('answers a malformed URL with a 400 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings.php/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('bad_request');
  });

  it('hides the details of an internal error', async () => {
    for (const url of ['/api/test-explodes', '/api/test-rejects']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'internal_error',
        message: 'Er is een fout opgetreden, probeer het later opnieuw.',
      });
      expect(res.body).not.toMatch(/secret|stack|\/srv|db down/);
    }
  });

  it('refuses a body on an endpoint that takes none as a 415 unless it is JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { ...sameOrigin, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers a body without content type as 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { ...sameOrigin },
      payload: Buffer.from('{}'),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database kind and uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = api.health.response.parse(res.json());
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });
});
