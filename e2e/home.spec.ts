import { expect, test } from './fixtures';
import { remoteRoot } from './helpers';

test('the home page renders with top navigation, signup call to action and footer', async ({ page }) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gratis aanmelden' }).or(page.getByRole('button', { name: 'Gratis aanmelden' })).first()).toBeVisible();
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: /inloggen/i })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Algemene voorwaarden', 'Privacy', 'Cookies', 'Prijzen', 'Klachten', 'Veelgestelde vragen', 'Klantenservice']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Hartklop/);
});

test('tracking parameters are stripped from the address, others are kept', async ({ page }) => {
  await page.goto('/?cpc=abc123&gclid=x&network=partner1');
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?network=partner1');
});

test('with lb, hiding the page sends a page-hidden beacon', async ({ page }) => {
  await page.goto('/?lb=1');
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/page-hidden.php') && r.method() === 'POST');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const req = await beacon;
  expect((await req.response())?.status()).toBe(200);
});

test('styled-components class names are namespaced per build (shell and each remote)', async ({ page }) => {
  await page.goto('/');
  // The home page itself (a lazy chunk of mfe-landers), not just the remote's loading state.
  await expect(page.getByRole('button', { name: 'Gratis aanmelden' }).or(page.getByRole('link', { name: 'Gratis aanmelden' })).first()).toBeVisible();
  const namespaces = await page.evaluate(() => {
    const found = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class]'))) {
      for (const c of Array.from(el.classList)) {
        const m = /^([a-z_]+)__sc-/.exec(c);
        if (m?.[1]) found.add(m[1]);
      }
    }
    return [...found].sort();
  });
  expect(namespaces).toEqual(expect.arrayContaining(['mfe_landers', 'shell']));
});
