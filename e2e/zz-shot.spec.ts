import { expect, loginViaPage, test } from './fixtures';

for (const width of [390, 1280]) {
  test(`capped count at ${width}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-popup', String(Date.now())));
    const page = await context.newPage();
    // The real answer, with the count a search of a million profiles gives.
    await page.route('**/api/members.php?**', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, numResults: 24000, numResultsCapped: true } });
    });
    await loginViaPage(page, 'demo@hartklop.nl', 'hartklop-demo');
    await expect(page.getByText('Meer dan 24.000 leden gevonden')).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-capped-${width}.png` });
    const lang = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
    await lang.close();
    await context.close();
  });
}
