import { LANDER_ROUTES } from '../bench/lib/bundle.mjs';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 26, items 7 and 8: every public route renders without a Content-Security-Policy violation
 * (React's streamed reveal scripts were inline and blocked) and without a console error; an address
 * no route owns is a real 404 with the error page; a page a remote owns is HTML for any Accept.
 */

/** The public routes of SPEC §2 a visitor opens (landers and a member landing included), and a 404. */
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/members',
  '/complaints',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/ban',
  '/pages/return-policy',
  '/pages/faq',
  '/pages/service',
  '/pages/compliance',
  ...LANDER_ROUTES,
  '/landers/gallery/zomer',
  '/members/1/landing',
  '/no/such/page',
] as const;

/** Records the page's CSP violations (the `securitypolicyviolation` event) from its first script on. */
async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { hkCsp?: string[] }).hkCsp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as Window & { hkCsp?: string[] }).hkCsp ?? []);

test.describe('a first visit (the entry warning in the server HTML)', () => {
  test.use({ skipEntryWarning: false });

  test('every public route: 0 CSP violations and 0 console errors', async ({ page }) => {
    test.setTimeout(180_000);
    await watchCsp(page);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()} console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
    for (const url of PUBLIC_ROUTES) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const violations = await cspViolations(page);
      expect({ url, violations }).toEqual({ url, violations: [] });
    }
    // The 404 page's own document logs its status as a failed resource: that is the page itself.
    expect(problems.filter((p) => !/no\/such\/page console: Failed to load resource: the server responded with a status of 404/.test(p))).toEqual([]);
  });
});

test('an unknown address shows the error page with status 404 and a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The server's HTML already has it (server-rendered, not only after the script ran).
  const html = await (await page.request.get('/no/such/page', { headers: { accept: '*/*' } })).text();
  expect(html).toContain('This page could not be found');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a page asked for with 'Accept: */*' (curl, link previewers) is HTML with its text; a short address redirects", async ({ request }) => {
  const terms = await request.get('/pages/terms', { headers: { accept: '*/*' } });
  expect(terms.status()).toBe(200);
  expect(terms.headers()['content-type']).toMatch(/^text\/html/);
  expect(await terms.text()).toContain('Algemene voorwaarden');
  const short = await request.get('/voorwaarden', { headers: { accept: '*/*' }, maxRedirects: 0 });
  expect(short.status()).toBe(301);
  expect(short.headers().location).toBe('/pages/terms');
  expect((await request.get('/geen-bestaande-pagina', { headers: { accept: 'text/html' } })).status()).toBe(404);
});
