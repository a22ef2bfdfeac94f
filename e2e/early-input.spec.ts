import { entryWarningCookie, expect, PASSWORD, signupViaApi, test, uniqueEmail, type Browser, type Page } from './fixtures';
import type { Locator } from '@playwright/test';

/**
 * Nothing lost before hydration (issue 29): a visitor on a slow phone taps and types into the server's
 * HTML before the page's script has run. The remote's scripts are held back so that "before" is certain,
 * and the CPU runs 4× slower, as Lighthouse's mobile preset assumes.
 */

/** A returning visitor's page (entry warning confirmed) whose CPU runs 4 times slower (touch at phone widths). */
async function slowPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
  await context.addCookies([entryWarningCookie(baseURL)]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Holds every script of the page whose path starts with `prefix` until the returned function is called. */
async function holdScripts(page: Page, prefix: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(prefix) && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      // A request of a page left meanwhile has nothing to continue.
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** Whether the page's inline guard held the form back (mfe-auth/src/hooks/earlyInput.ts: EARLY_SUBMIT_PROPERTY). */
const heldBack = (form: Locator) => form.evaluate((f) => (f as HTMLFormElement & { hkEarlySubmit?: boolean }).hkEarlySubmit === true);

const loginForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Inloggen' });

test('a login form filled and sent before hydration (CPU 4× slower) is kept and logs the member in once hydrated', async ({ browser, baseURL, request }) => {
  const account = await signupViaApi(request, baseURL!, 'vroeg');
  const page = await slowPage(browser, baseURL!, { width: 390, height: 844 });
  const release = await holdScripts(page, '/mfe/mfe-auth/');
  await page.goto('/login', { waitUntil: 'domcontentloaded' });

  const form = loginForm(page);
  await form.getByLabel('E-mailadres').fill(account.email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Inloggen' }).tap();
  // Held by the page (not posted to the server, not lost): still the same page, still not hydrated.
  await expect.poll(() => heldBack(form)).toBe(true);
  await expect(form).not.toHaveAttribute('data-hydrated');
  expect(new URL(page.url()).pathname).toBe('/login');

  release();
  await expect(page).toHaveURL(/\/members(\?|$)/);
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
  await page.context().close();
});

test('a tap on "Inloggen" before any script ran opens the login, and a form sent within its first second logs in', async ({ browser, baseURL, request }) => {
  const account = await signupViaApi(request, baseURL!, 'vroegtik');
  const page = await slowPage(browser, baseURL!, { width: 1280, height: 800 });
  // The home page before any of its scripts has run: the header's link is the server's plain link.
  const release = await holdScripts(page, '/');
  await page.goto('/', { waitUntil: 'commit' });
  const link = page.getByRole('banner').getByRole('link', { name: 'Inloggen' });
  await expect(link).toBeVisible();
  await link.click();
  release();
  await expect(page).toHaveURL(/\/login$/);

  const started = Date.now();
  const form = loginForm(page);
  await form.getByLabel('E-mailadres').fill(account.email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  const sentAfter = Date.now() - started;
  await expect(page).toHaveURL(/\/members(\?|$)/);
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
  test.info().annotations.push({ type: 'sent after', description: `${sentAfter} ms` });
  await page.context().close();
});

test('a signup form filled and sent before hydration keeps every field (radios, selects, checkbox) and creates the account', async ({ browser, baseURL }) => {
  const page = await slowPage(browser, baseURL!, { width: 390, height: 844 });
  const release = await holdScripts(page, '/mfe/mfe-auth/');
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });

  const form = page.getByRole('form', { name: 'Aanmeldformulier' });
  await form.getByRole('group', { name: 'Ik ben een' }).getByLabel('Vrouw').check();
  await form.getByRole('group', { name: 'Ik zoek een' }).getByLabel('Man').check();
  await form.getByLabel('E-mailadres').fill(uniqueEmail('vroegaanmelder'));
  await form.getByLabel('Gebruikersnaam').fill('Vroege Vogel');
  await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Dag').selectOption('3');
  await form.getByLabel('Maand').selectOption('4');
  await form.getByLabel('Jaar').selectOption('1992');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Gratis aanmelden' }).tap();
  await expect.poll(() => heldBack(form)).toBe(true);

  release();
  await expect(page).toHaveURL(/\/complete-signup/);
  await expect(page.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeVisible();
  await page.context().close();
});
