import { expect, test, type Page, type Route } from './fixtures';
import { ERROR_PANEL_TEXT, expectSameDocument, markDocument, remoteRoot } from './helpers';

const PAYMENTS_FILES = '**/mfe/mfe-payments/**';

async function expectIsolatedFailure(page: Page) {
  await expect(page.getByText(ERROR_PANEL_TEXT)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  // The rest of the page keeps working: navigation, footer, other areas.
  await expect(page.getByRole('banner').getByRole('link', { name: /inloggen/i })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const [failure, handler] of [
  ['answers 404', (route: Route) => route.fulfill({ status: 404, body: 'Not Found' })],
  ['refuses the connection', (route: Route) => route.abort('connectionrefused')],
] as const) {
  test(`a remote whose server ${failure} shows its error panel; retry works once it is back`, async ({ page }) => {
    await page.route(PAYMENTS_FILES, handler);
    await page.goto('/pricing');
    await expectIsolatedFailure(page);
    await markDocument(page);

    // Another area still loads by in-app navigation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden', exact: true }).click();
    await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
    await page.goBack();
    await expectIsolatedFailure(page);

    // The remote comes back: retry mounts it without a page load.
    await page.unroute(PAYMENTS_FILES);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(remoteRoot(page, 'mfe-payments')).toBeVisible();
    await expect(page.getByText(ERROR_PANEL_TEXT)).toHaveCount(0);
    await expectSameDocument(page);
  });
}

test('a remote that never answers times out into its error panel', async ({ page }) => {
  test.setTimeout(60_000);
  // The page's clock runs as usual; while the remote's files hang, it jumps ahead through the shell's
  // load timeout (10 s, shell/src/app/remoteLoader.ts) instead of waiting it out.
  await page.clock.install();
  await page.route(PAYMENTS_FILES, () => {
    /* never answered: the request hangs */
  });
  const opened = page.goto('/pricing');
  const panel = page.getByText(ERROR_PANEL_TEXT);
  await expect
    .poll(
      async () => {
        if (await panel.isVisible()) return true;
        await page.clock.fastForward(2_000).catch(() => undefined); // not yet possible while the document loads
        return false;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  await opened;
  await expectIsolatedFailure(page);
});

test('a remote whose code throws while loading shows its error panel', async ({ page }) => {
  await page.route('**/mfe/mfe-payments/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("kapot");' }),
  );
  await page.goto('/pricing');
  await expectIsolatedFailure(page);
});
