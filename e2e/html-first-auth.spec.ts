import { expect, test } from './fixtures';
import { noScriptPage, visitHydrated, watchConsole, watchRemovedElements } from './helpers';

/** mfe-auth's server-rendered pages (issue 16, HTML first) with a heading of their content. */
const PAGES = [
  { url: '/login', heading: 'Inloggen' },
  { url: '/signup', heading: 'Meld je gratis aan' },
] as const;

test.describe('HTML first: /login and /signup (issue 16)', () => {
  test('without JavaScript they show their form and the footer; a login sent then posts nothing into the address', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL);
    const context = page.context();
    for (const { url, heading } of PAGES) {
      await page.goto(url);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.locator('[data-remote="mfe-auth"] form')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();
      await expect(page.getByRole('contentinfo').locator('ul').first()).toHaveCSS('display', 'flex');
      if (process.env.SHOTS_DIR) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/no-js${url.replace('/', '-')}-${width}.png`, fullPage: true });
        }
      }
    }
    await page.goto('/login?redirect=%2Fchats');
    const main = page.getByRole('main');
    await main.getByLabel('E-mailadres').fill('demo@hartklop.nl');
    await main.getByLabel('Wachtwoord', { exact: true }).fill('geheim-wachtwoord');
    await main.getByRole('button', { name: 'Inloggen' }).click();
    // Posted and answered with the page again (303): the password is in no address.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fchats$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await context.close();
  });

  test('with JavaScript they hydrate without errors, warnings or replaced elements, and the forms work', async ({ page }) => {
    await watchRemovedElements(page);
    const problems = await watchConsole(page, async () => {
      await visitHydrated(
        page,
        PAGES.map((p) => p.url),
        'mfe-auth',
      );
      // /signup (open last): the years from the server's year (page data); the form checks on the client.
      const main = page.getByRole('main');
      await expect(main.getByLabel('Jaar').locator('option')).toHaveCount(84);
      await main.getByRole('button', { name: 'Gratis aanmelden' }).click();
      await expect(main.getByText('Kies of je een man of een vrouw bent.')).toBeVisible();
      // /login: the hydrated form logs in.
      await page.goto('/login');
      await main.getByLabel('E-mailadres').fill('demo@hartklop.nl');
      await main.getByLabel('Wachtwoord', { exact: true }).fill('hartklop-demo');
      await main.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page).toHaveURL(/\/members(\?[^/]*)?$/);
    });
    expect(problems).toEqual([]);
  });
});
