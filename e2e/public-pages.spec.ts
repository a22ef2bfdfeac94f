import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../scripts/browser';
import { expect, loginViaPage, logoutViaMenu, test, type Page } from './fixtures';
import { expectSameDocument, markDocument } from './helpers';

/** Console errors and /api/user.php requests of a page while `visit` runs. */
async function watch(page: Page, visit: () => Promise<void>): Promise<{ errors: string[]; userCalls: string[] }> {
  const errors: string[] = [];
  const userCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user.php') userCalls.push(`${r.method()} ${r.url()}`);
  });
  await visit();
  return { errors, userCalls };
}

test.describe('public pages (issue 16)', () => {
  test('a visitor without a session: no GET /api/user.php and no console error on /, a lander and /pages/terms', async ({ page }) => {
    const seen = await watch(page, async () => {
      for (const [url, heading] of [
        ['/', /./],
        ['/landers/gallery', /./],
        ['/pages/terms', 'Algemene voorwaarden'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
    });
    expect(seen).toEqual({ errors: [], userCalls: [] });
  });

  test('login, reload, logout and an expired session still work with the server’s session flag', async ({ page, context }) => {
    await loginViaPage(page, 'demo@hartklop.nl', 'hartklop-demo');
    await page.reload();
    await expect(page.locator('meta[name="hartklop-session"]')).toHaveAttribute('content', '1');
    await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
    await logoutViaMenu(page);
    await page.goto('/pages/terms');
    await expect(page.locator('meta[name="hartklop-session"]')).toHaveAttribute('content', '0');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();

    // A cookie the server no longer knows (an expired or ended session) counts as no session.
    await context.addCookies([{ name: 'sid', value: 'x'.repeat(43), domain: '127.0.0.1', path: '/' }]);
    const seen = await watch(page, async () => {
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
    });
    expect(seen.userCalls).toEqual([]);
  });

  test('title, description, canonical and Open Graph in the HTML; robots.txt and the sitemap', async ({ page, request, baseURL }) => {
    const html = await (await request.get('/landers/gallery/zomer', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Fotogalerij van singles | Hartklop</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/landers/gallery">`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/icons/share-1200x630.png">`);
    expect((await request.get('/icons/share-1200x630.png')).headers()['content-type']).toBe('image/png');

    // The title stays the one of the HTML when the page hydrates; a navigation in the browser changes
    // title, description and canonical without loading a document.
    await page.goto('/pages/privacy');
    await expect(page).toHaveTitle('Privacyverklaring | Hartklop');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /persoonsgegevens/);
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/cookies$/);
    await expect(page).toHaveTitle('Cookiebeleid | Hartklop');
    await expect(description).toHaveAttribute('content', /cookies/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pages/cookies`);
    await expectSameDocument(page);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    const members = await request.get('/members', { headers: { accept: 'text/html' } });
    expect(members.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/members$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/landers/tinderswipe</loc>`);
    expect(sitemap).not.toContain('/chats');
  });

  test('installable: the manifest is linked and valid, and Chromium reports no installability errors', async ({ playwright, baseURL }) => {
    // Chromium never offers to install from an incognito profile, which every test context is: a
    // persistent profile of its own.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-install-'));
    const chromium = findChromium();
    const context = await playwright.chromium.launchPersistentContext(profile, {
      baseURL,
      ...(chromium ? { executablePath: chromium.path } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest).toMatchObject({ url: `${baseURL}/manifest.webmanifest`, errors: [] });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
