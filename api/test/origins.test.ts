import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { API_PATHS } from 'shared-kernel/contract';
import { ConfigError, loadConfig, type Config } from '../src/config';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from '../src/domain/payments/provider';
import { resolveSiteOrigin } from '../src/web/site-origin';
import { createTestApp, createTestUser, sessionCookieFor, signupBody, type TestApp } from './helpers';

/**
 * Issue 26, item 1: every absolute URL the server writes (mail links, payment redirect and webhook
 * URLs, canonical, og:url, sitemap, robots.txt) comes from configuration (PUBLIC_URL, SITE_ORIGINS),
 * never from the Host header alone; without PUBLIC_URL (development, tests) only a loopback host
 * keeps its own origin.
 */
const NL = 'https://www.hartklop.nl';
const BE = 'https://www.hartklop.be';
/** The loopback origin of a development server on port 8080 without PUBLIC_URL. */
const LOOPBACK = 'http://localhost:8080';

let ipCounter = 0;
/** A fresh client address per request, so the per-IP limits of one case do not touch another. */
const freshIp = (): string => {
  ipCounter += 1;
  return `10.26.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** A POST as a tool (curl, a script) sends it: the Host it likes, no Origin header. */
const postAs = (t: TestApp, url: string, body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

/** The link of the newest mail to an address. */
async function lastLinkTo(t: TestApp, to: string): Promise<string> {
  const mail = await t.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link;
}

async function resetLinkFor(t: TestApp, headers: Record<string, string>): Promise<string> {
  const user = await createTestUser(t.db);
  const res = await postAs(t, API_PATHS.passwordReset, { email: user.email }, headers);
  expect(res.statusCode).toBe(200);
  return lastLinkTo(t, user.email);
}

async function activationLinkFor(t: TestApp, headers: Record<string, string>): Promise<string> {
  const email = `origin-${randomUUID()}@hartklop.test`;
  const res = await postAs(t, API_PATHS.signup, signupBody(email), headers);
  expect(res.statusCode).toBe(201);
  return lastLinkTo(t, email);
}

const writeShellIndex = (t: TestApp): void => {
  fs.mkdirSync(t.config.staticRoot, { recursive: true });
  fs.writeFileSync(path.join(t.config.staticRoot, 'index.html'), '<!doctype html><html lang="nl"><head><title>Hartklop</title></head><body><div id="root"></div></body></html>');
};

/** The addresses robots.txt, sitemap.xml, the page head API and the shell's HTML give for a Host. */
async function pageAddresses(t: TestApp, headers: Record<string, string>) {
  const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { accept, ...headers } });
  const robots = (await get('/robots.txt')).body;
  const sitemap = (await get('/sitemap.xml')).body;
  const head = (await get('/api/page-head.php?path=%2Fpages%2Fterms')).json<{ canonical: string }>();
  const html = (await get('/landers/gallery', 'text/html')).body;
  return {
    robotsSitemap: /^Sitemap: (.*)$/m.exec(robots)?.[1],
    sitemapOrigins: [...new Set([...sitemap.matchAll(/<loc>(https?:\/\/[^/<]+)/g)].map((m) => m[1]))],
    headCanonical: head.canonical,
    htmlCanonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]+)">/.exec(html)?.[1],
    ogImage: /<meta property="og:image" content="(https?:\/\/[^/"]+)/.exec(html)?.[1],
  };
}

describe('resolveSiteOrigin', () => {
  const dev: Pick<Config, 'publicUrl' | 'siteOrigins' | 'port'> = { publicUrl: undefined, siteOrigins: [], port: 8080 };
  const prod: Pick<Config, 'publicUrl' | 'siteOrigins' | 'port'> = { publicUrl: NL, siteOrigins: [NL, BE], port: 8080 };

  it('without PUBLIC_URL: a loopback host (any port) keeps its origin; any other host gets the loopback origin', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.4.5.6', 'http://[::1]:5173', 'https://localhost']) {
      expect([origin, resolveSiteOrigin(dev, origin)]).toEqual([origin, origin]);
    }
    for (const origin of ['http://evil.example', 'https://evil.example:8080', 'http://localhost.evil.example', 'http://128.0.0.1', 'http://10.0.0.1:8080', 'http://localhost@evil.example', 'http://evil.example/x', 'garbage', 'http://']) {
      expect([origin, resolveSiteOrigin(dev, origin)]).toEqual([origin, LOOPBACK]);
    }
    expect(resolveSiteOrigin({ ...dev, port: 0 }, 'http://evil.example')).toBe('http://localhost');
  });

  it('without PUBLIC_URL but with SITE_ORIGINS: a listed origin keeps itself, a foreign one gets the first listed', () => {
    const listed = { publicUrl: undefined, siteOrigins: [BE, 'https://staging.hartklop.nl'], port: 8080 };
    expect(resolveSiteOrigin(listed, 'https://staging.hartklop.nl')).toBe('https://staging.hartklop.nl');
    expect(resolveSiteOrigin(listed, 'http://evil.example')).toBe(BE);
    expect(resolveSiteOrigin(listed, 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('with PUBLIC_URL: an allow-listed origin keeps itself (normalised), everything else, loopback included, gets PUBLIC_URL', () => {
    expect(resolveSiteOrigin(prod, BE)).toBe(BE);
    expect(resolveSiteOrigin(prod, 'https://WWW.Hartklop.BE:443')).toBe(BE);
    expect(resolveSiteOrigin(prod, NL)).toBe(NL);
    for (const origin of ['http://www.hartklop.be', 'https://hartklop.be', 'https://www.hartklop.be:8443', 'http://evil.example', 'http://localhost:8080', 'nonsense']) {
      expect([origin, resolveSiteOrigin(prod, origin)]).toEqual([origin, NL]);
    }
  });
});

describe('configuration of the origins', () => {
  it('production without PUBLIC_URL does not start: a ConfigError that says what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '  ' }, '/repo')).toThrow(
      'PUBLIC_URL is required with NODE_ENV=production: set it to the public origin of the site, e.g. PUBLIC_URL=https://www.hartklop.nl',
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: `${NL}/` }, '/repo').publicUrl).toBe(NL);
    expect(loadConfig({}, '/repo')).toMatchObject({ publicUrl: undefined, siteOrigins: [] });
  });

  it('reads SITE_ORIGINS: normalised origins after PUBLIC_URL, each once', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://WWW.hartklop.nl:443', SITE_ORIGINS: ` ${BE}/ , https://www.hartklop.nl,,http://localhost:8080 ` }, '/repo');
    expect(config.publicUrl).toBe(NL);
    expect(config.siteOrigins).toEqual([NL, BE, 'http://localhost:8080']);
  });

  it('refuses a SITE_ORIGINS entry or PUBLIC_URL that is no http(s) origin', () => {
    for (const bad of ['www.hartklop.be', 'ftp://www.hartklop.be', 'https://www.hartklop.be/nl', 'https://www.hartklop.be?x=1', 'https://user:pw@www.hartklop.be', 'https://']) {
      expect(() => loadConfig({ SITE_ORIGINS: `${NL},${bad}` }, '/repo')).toThrow(/^SITE_ORIGINS must/);
      expect(() => loadConfig({ PUBLIC_URL: bad }, '/repo')).toThrow(/^PUBLIC_URL must/);
    }
  });
});

describe('development without PUBLIC_URL: a foreign Host gets loopback links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ port: 8080 });
    writeShellIndex(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the Host-header reset attack mails the victim a link to the loopback origin, not to evil.example', async () => {
    const link = await resetLinkFor(t, { host: 'evil.example' });
    expect(link).toMatch(new RegExp(`^${LOOPBACK}/reset-password/do\\?token=[A-Za-z0-9_-]+$`));
    // Also when the attacker names the port and the scheme a proxy would pass on.
    expect(await resetLinkFor(t, { host: 'evil.example:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })).toMatch(new RegExp(`^${LOOPBACK}/`));
  });

  it('a loopback Host keeps its own origin (the dev server on another port)', async () => {
    expect(await resetLinkFor(t, { host: '127.0.0.1:3000' })).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset-password\/do\?token=/);
    expect(await activationLinkFor(t, { host: 'localhost:3000' })).toMatch(/^http:\/\/localhost:3000\/activate\/done\?token=/);
  });

  it('the signup activation mail of a foreign Host links to the loopback origin', async () => {
    expect(await activationLinkFor(t, { host: 'evil.example' })).toMatch(new RegExp(`^${LOOPBACK}/activate/done\\?token=`));
  });

  it('canonical, og:url, sitemap and robots.txt of a foreign Host are on the loopback origin', async () => {
    expect(await pageAddresses(t, { host: 'evil.example' })).toEqual({
      robotsSitemap: `${LOOPBACK}/sitemap.xml`,
      sitemapOrigins: [LOOPBACK],
      headCanonical: `${LOOPBACK}/pages/terms`,
      htmlCanonical: `${LOOPBACK}/landers/gallery`,
      ogUrl: `${LOOPBACK}/landers/gallery`,
      ogImage: LOOPBACK,
    });
  });
});

describe('PUBLIC_URL with SITE_ORIGINS (.nl and .be) behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: NL, siteOrigins: [NL, BE], trustProxy: true });
    writeShellIndex(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const be = { host: 'www.hartklop.be', 'x-forwarded-proto': 'https' };

  it('mail links: a foreign Host (or X-Forwarded-Host) gets PUBLIC_URL; the .be site keeps .be', async () => {
    expect(await resetLinkFor(t, { host: 'evil.example' })).toMatch(new RegExp(`^${NL}/reset-password/do\\?token=`));
    expect(await resetLinkFor(t, { host: 'www.hartklop.nl', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toMatch(new RegExp(`^${NL}/`));
    // The .be host over plain http is not the listed origin: PUBLIC_URL.
    expect(await resetLinkFor(t, { host: 'www.hartklop.be' })).toMatch(new RegExp(`^${NL}/`));
    expect(await resetLinkFor(t, be)).toMatch(new RegExp(`^${BE}/reset-password/do\\?token=`));
    expect(await activationLinkFor(t, { host: 'evil.example' })).toMatch(new RegExp(`^${NL}/activate/done\\?token=`));
    expect(await activationLinkFor(t, be)).toMatch(new RegExp(`^${BE}/activate/done\\?token=`));
  });

  it('page addresses: PUBLIC_URL for a foreign Host, .be for the .be site', async () => {
    const at = (origin: string) => ({
      robotsSitemap: `${origin}/sitemap.xml`,
      sitemapOrigins: [origin],
      headCanonical: `${origin}/pages/terms`,
      htmlCanonical: `${origin}/landers/gallery`,
      ogUrl: `${origin}/landers/gallery`,
      ogImage: origin,
    });
    expect(await pageAddresses(t, { host: 'evil.example' })).toEqual(at(NL));
    expect(await pageAddresses(t, be)).toEqual(at(BE));
  });
});

describe('payment redirect and webhook URLs', () => {
  /** A provider that only records what it was asked to create. */
  const recording = (): { provider: PaymentProvider; created: CreatePaymentInput[] } => {
    const created: CreatePaymentInput[] = [];
    const provider: PaymentProvider = {
      name: 'mollie',
      async createPayment(input) {
        created.push(input);
        const payment: ProviderPayment = {
          id: `tr_origin${created.length}`,
          status: 'open',
          amount: input.amount,
          description: input.description,
          method: input.method,
          metadata: input.metadata,
          checkoutUrl: 'https://pay.example/checkout',
          createdAt: new Date(),
          paidAt: null,
          expiresAt: null,
          amountRefunded: null,
          amountChargedBack: null,
          mode: 'test',
        };
        return payment;
      },
      getPayment: () => Promise.reject(new Error('not used')),
      createRefund: () => Promise.reject(new Error('not used')),
      listChargebacks: () => Promise.reject(new Error('not used')),
    };
    return { provider, created };
  };

  async function checkoutUrls(overrides: Partial<Config>, headers: Record<string, string>, country = 'NL'): Promise<Pick<CreatePaymentInput, 'redirectUrl' | 'webhookUrl'>> {
    const { provider, created } = recording();
    const { app, db, close } = await createTestApp(overrides, { paymentProvider: provider });
    try {
      const user = await createTestUser(db, { country });
      const cookie = await sessionCookieFor(db, user.userId);
      const site = country === 'BE' ? 'hartklop.be' : 'hartklop.nl';
      const bundle = (await db.kysely.selectFrom('bundles').select('id').where('site_domain', '=', site).where('country', '=', country).executeTakeFirstOrThrow()).id;
      const res = await app.inject({
        method: 'POST',
        url: API_PATHS.payment,
        headers: { ...headers, cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ bundle_id: bundle, method: 'creditcard', idempotency_key: randomUUID() }),
      });
      expect(res.statusCode).toBe(201);
      expect(created).toHaveLength(1);
      return { redirectUrl: created[0]!.redirectUrl, webhookUrl: created[0]!.webhookUrl };
    } finally {
      await close();
    }
  }

  it('a foreign Host: redirect and webhook on PUBLIC_URL', async () => {
    const urls = await checkoutUrls({ publicUrl: NL, siteOrigins: [NL, BE] }, { host: 'evil.example' });
    expect(urls.redirectUrl).toMatch(new RegExp(`^${NL}/credits/\\d+/creditcard\\?payment=\\d+$`));
    expect(urls.webhookUrl).toBe(`${NL}/api/payment-webhook.php`);
  });

  it('the .be site: redirect back to .be, webhook on PUBLIC_URL', async () => {
    const urls = await checkoutUrls({ publicUrl: NL, siteOrigins: [NL, BE], trustProxy: true }, { host: 'www.hartklop.be', 'x-forwarded-proto': 'https' }, 'BE');
    expect(urls.redirectUrl).toMatch(new RegExp(`^${BE}/credits/\\d+/creditcard\\?payment=\\d+$`));
    expect(urls.webhookUrl).toBe(`${NL}/api/payment-webhook.php`);
  });

  it('development without PUBLIC_URL: a foreign Host gets the loopback origin for both', async () => {
    const urls = await checkoutUrls({ port: 8080 }, { host: 'evil.example' });
    expect(urls.redirectUrl).toMatch(new RegExp(`^${LOOPBACK}/credits/`));
    expect(urls.webhookUrl).toBe(`${LOOPBACK}/api/payment-webhook.php`);
  });
});
