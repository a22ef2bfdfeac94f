import { expect, test } from './fixtures';
import { noScriptPage, removedElements, shoot, watchConsole, watchRemovedElements } from './helpers';

/**
 * HTML first (issue 16) for /pricing (mfe-payments) and a visitor's /members (mfe-members): the
 * server renders the page (the real prices; the search's filters with the results' placeholder) and
 * the browser hydrates it in place.
 */
test.describe('HTML first: /pricing and /members', () => {
  test('without JavaScript, /pricing shows the prices and /members the search, each with the footer', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL);
    const context = page.context();
    const footer = page.getByRole('contentinfo');

    await page.goto('/pricing');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
    const bundles = main.getByRole('list', { name: 'Creditpakketten' }).getByRole('listitem');
    expect(await bundles.count()).toBeGreaterThan(1);
    await expect(bundles.first()).toContainText(/€ \d+,\d\d/);
    await expect(main.getByText(/^Prijzen voor Nederland, inclusief \d+% btw\.$/)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Wat kost wat?' })).toContainText(/Een bericht: 10 credits\s*vanaf € \d+,\d\d/);
    await expect(main.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/credits');
    await expect(footer.getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();
    await expect(footer.locator('ul').first()).toHaveCSS('display', 'flex');
    await shoot(page, 'pricing-nojs');

    await page.goto('/members');
    await expect(main.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
    await expect(main.getByRole('search', { name: 'Zoekfilters' })).toBeVisible();
    await expect(main.getByTestId('results-placeholder')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();
    await shoot(page, 'members-nojs');
    await context.close();
  });

  test('with JavaScript both hydrate without errors or replaced elements and work', async ({ page }) => {
    await watchRemovedElements(page);
    const problems = await watchConsole(page, async () => {
      await page.goto('/pricing');
      await expect(page.locator('[data-remote="mfe-payments"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await removedElements(page), '/pricing').toEqual([]);
      // The prices came with the page: the browser does not ask for them again.
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/bundles.php')).length)).toBe(0);
      await page.getByRole('main').getByRole('button', { name: 'Meld je gratis aan' }).click();
      await expect(page.getByRole('dialog').or(page.locator('[data-remote="mfe-auth"]')).first()).toBeVisible();

      // Filters in the address (a shared link): the page searches with them once hydrated.
      await page.goto('/members?max_age=40');
      await expect(page.locator('[data-remote="mfe-members"]')).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main.getByText(/^\d+ leden gevonden$/)).toBeVisible();
      await expect(page).toHaveURL(/\/members\?max_age=40$/);
      await expect(main.getByLabel('Leeftijd tot en met')).toHaveValue('40');
      // Only the results' placeholder made way (for the found members); the rest is the server's.
      expect((await removedElements(page)).filter((html) => !html.startsWith('<div data-testid="results-placeholder"')), '/members').toEqual([]);
      // The filters work: a narrower search is in the address and answered.
      await main.getByLabel('Leeftijd vanaf').selectOption('30');
      await main.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(/\?min_age=30&max_age=40$/);
      await expect(main.getByText(/^\d+ (leden|lid) gevonden$/)).toBeVisible();
    });
    expect(problems).toEqual([]);
  });
});
