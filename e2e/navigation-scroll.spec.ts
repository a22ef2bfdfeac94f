import { expect, loginViaApi, test, type Page } from './fixtures';

/**
 * Issue 27, navigation like a native app (the shell's navigation-scroll feature): a page opened from a
 * scrolled list starts at the top with the focus on its heading, Back returns to the list where it
 * was (the opened card in view), Forward to the top of the profile; another area starts at the top.
 */
const DEMO = { email: 'demo@hartklop.nl', password: 'hartklop-demo' }; // Daan, free, seeks women
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A screenshot of what the member sees (the viewport), for review (SHOTS_DIR=/dir). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

for (const size of SIZES) {
  test(`${size.width} × ${size.height}: a profile opens at the top, Back restores the list, Forward the profile`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginViaApi(page, DEMO.email, DEMO.password);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
    const cards = main.getByRole('list').first().getByRole('link');
    await expect(cards).toHaveCount(24);

    // A long list: scrolled to its end, the next page is appended.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    const card = cards.nth(30);
    await card.scrollIntoViewIfNeeded();
    const href = (await card.getAttribute('href'))!;
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(1500);

    // Opened: the profile at the top, its name (h1) focused for screen readers.
    await card.click();
    await expect(page).toHaveURL(href);
    const heading = main.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await expect(main.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toHaveCount(0);
    const name = (await heading.textContent())!;
    // The heading is not framed by a focus ring after a click (only for the keyboard).
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
    await shot(page, `navigation-profile-from-list-${size.width}`);

    // Back: the list where it was, the opened card in view and focused.
    await page.goBack();
    await expect(page).toHaveURL(/\/members(\?[^/]*)?$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThanOrEqual(3);
    const opened = main.locator(`a[href="${href}"]`).first();
    await expect(opened).toBeInViewport();
    await expect(opened).toBeFocused();
    await shot(page, `navigation-list-restored-${size.width}`);

    // Forward: the profile at its top again.
    await page.goForward();
    await expect(page).toHaveURL(href);
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // Filters in the address (the sort, a new search) keep the place on the page: no jump to the top.
    await page.goBack();
    await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThanOrEqual(3);
    await page.evaluate(() => window.history.pushState(null, '', '/members?sort=newest'));
    await page.waitForTimeout(300);
    expect(Math.abs((await scrollY(page)) - listY)).toBeLessThanOrEqual(3);

    // Another area through the navigation's link (members → payments): at the top, its heading focused.
    await page.getByRole('banner').getByRole('link', { name: 'Premium' }).click();
    await expect(page).toHaveURL(/\/premium$/);
    const premiumHeading = main.getByRole('heading', { level: 1 });
    await expect(premiumHeading).toBeFocused();
    expect(await scrollY(page)).toBe(0);
  });
}

test('a reload keeps the browser’s own restoration (the initial load is not scrolled by the shell)', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await loginViaApi(page, DEMO.email, DEMO.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('list').first().getByRole('link')).toHaveCount(24);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(200);
  await page.reload();
  await expect(main.getByRole('list').first().getByRole('link')).toHaveCount(24);
  await expect.poll(() => scrollY(page)).toBe(1200);
  // A first visit of an address starts at the top.
  await page.goto('/members');
  await expect(main.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
