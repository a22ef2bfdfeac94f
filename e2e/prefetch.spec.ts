import { expect, test } from './fixtures';

const isRemoteEntry = (url: string, remote: string) => url.includes(`/mfe/${remote}/`) && url.endsWith('/remoteEntry.js');

// A visitor's / links to /login (auth) and /pricing (payments); nothing on it links into the members' area.
test('after 2 s idle on / the areas its links lead to are fetched ahead; opening /login then loads no remote entry', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  // The auth and payments areas once the page has been idle.
  await expect.poll(() => requested.some((u) => isRemoteEntry(u, 'mfe-auth')) && requested.some((u) => isRemoteEntry(u, 'mfe-payments')), { timeout: 8_000 }).toBe(true);
  expect(requested.some((u) => isRemoteEntry(u, 'mfe-members'))).toBe(false);
  // The entries come first, then their apps and the linked pages' chunks: let the fetching ahead finish.
  // On a busy machine evaluating an app can take longer than networkidle's 500 ms of quiet, so wait
  // for 1.5 s without a new request.
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      async () => {
        const seen = requested.length;
        await page.waitForTimeout(1_500);
        return requested.length === seen;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const before = requested.length;
  await page.getByRole('link', { name: 'Inloggen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  const after = requested.slice(before);
  expect(after.filter((u) => u.endsWith('/remoteEntry.js'))).toEqual([]);
  // The page's own chunks were fetched ahead too: no script at all for the navigation.
  expect(after.filter((u) => u.includes('/mfe/mfe-auth/'))).toEqual([]);
});

test('with data saver on, nothing is fetched ahead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(3_500);
  expect(requested.filter((u) => isRemoteEntry(u, 'mfe-payments') || isRemoteEntry(u, 'mfe-auth'))).toEqual([]);
});
