import fs from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { findChromium } from '../scripts/browser';
import { ENTRY_WARNING_SKIP_KEY, entryWarningCookie, linkFromMail, SAME_ORIGIN, signupViaApi, test } from './fixtures';

/** Marks the current document; if the marker is gone later, the page was fully reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: string }).__e2eDocument = 'original';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument);
  expect(marker, 'the page must not have been reloaded').toBe('original');
}

/** The element a remote renders into once it is mounted. */
export const remoteRoot = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);

/** In-app navigation the way the kernel's navigate() does it (history API, no document load). */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

export const ERROR_PANEL_TEXT = 'Dit deel van de site kan nu niet worden geladen.';

/** The Belgian site variant (hartklop.be: nl and fr) on the test server; a spec reaches it after `useBelgianSite()`. */
export const BELGIAN_SITE = `http://hartklop.be:${Number(process.env.E2E_PORT || 18080)}`;

/** Lets the spec's browser reach the Belgian site: it resolves hartklop.be to the test server (127.0.0.1 is the Dutch site). */
export function useBelgianSite(): void {
  const chromium = findChromium();
  test.use({
    launchOptions: {
      ...(chromium ? { executablePath: chromium.path } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--host-resolver-rules=MAP hartklop.be 127.0.0.1'],
    },
  });
}

/** The Belgian site in French: the `locale=fr` cookie, as its language menu sets it. */
export const belgianFrench = (page: Page) => page.context().addCookies([{ name: 'locale', value: 'fr', url: BELGIAN_SITE }]);

/** Screenshots for review (SHOTS_DIR=/dir): full page at 390 and 1280 px, from the top. */
export async function shoot(page: Page, name: string, settleMs = 0): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top: a full-page shot of a scrolled page repeats the sticky navigation halfway.
    await page.evaluate(() => window.scrollTo(0, 0));
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A returning visitor (the site-entry warning confirmed, its cookie set) in a context without JavaScript. */
export async function noScriptPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  if (!baseURL) throw new Error('baseURL is not configured');
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([entryWarningCookie(baseURL)]);
  return context.newPage();
}

/**
 * Activates a new account with the token of its activation mail, through the API as the activation
 * page does (POST /api/activate.php); for set-ups. The page itself, opened from the mail's link, is
 * walked by signup.spec.ts, journey.spec.ts and rough-edges.spec.ts (the token leaves the address).
 */
export async function activateViaApi(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const link = await linkFromMail(request, email, /Bevestig je e-mailadres/);
  const token = new URL(link, baseURL).searchParams.get('token');
  const res = await request.post('/api/activate.php', { headers: SAME_ORIGIN(baseURL), data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new member in a browser context of their own: signed up and activated (the mail's token, through
 * the API), logged in, without the entry warning. The page has not opened the site yet.
 */
export async function newConfirmedMember(browser: Browser, baseURL: string, prefix: string, name: string) {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_SKIP_KEY);
  const page = await context.newPage();
  const account = await signupViaApi(page.request, baseURL, prefix, name);
  await activateViaApi(page.request, baseURL, account.email);
  const res = await page.request.get('/api/profile.php', { headers: { 'x-client-request': '1' } });
  const profileId = ((await res.json()) as { profile: { id: number } }).profile.id;
  return { page, ...account, profileId };
}

/** The TOTP step of each staff account's last sign-in in this worker. */
const lastStep = new Map<string, number>();

/**
 * A staff member signed in to the back office in a browser context of their own: password, then the
 * authenticator's current code (`file`: an account e2e/serve.mjs made with admin:create). A code is
 * accepted once: a second sign-in of the account in the same 30-second step waits for the next code.
 */
export async function staffPage(browser: Browser, file: string): Promise<Page> {
  const staff = JSON.parse(fs.readFileSync(file, 'utf8')) as { email: string; password: string; secret: string };
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(staff.secret) });
  const step = () => Math.floor(Date.now() / 30_000);
  if (step() === lastStep.get(staff.email)) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  lastStep.set(staff.email, step());
  await page.getByLabel('Code', { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

/** Console errors, warnings (hydration mismatches included) and page errors while `visit` runs. */
export async function watchConsole(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await visit();
  return problems;
}

/**
 * Records every element a page removes while it starts (call before `goto`): hydration keeps the
 * server's elements (no blank flash, no spinner in between); scripts and styles the runtimes move do
 * not count. Read them with `removedElements`.
 */
export async function watchRemovedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as Window & { hkRemoved?: string[] }).hkRemoved = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && !['SCRIPT', 'LINK', 'STYLE', 'META', 'TITLE'].includes(node.nodeName)) {
            removed.push(node.outerHTML.slice(0, 100));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The elements the current document removed since it started, without the shell's own loading bar (it goes when the remote has mounted). */
export async function removedElements(page: Page): Promise<string[]> {
  const removed = await page.evaluate(() => (window as Window & { hkRemoved?: string[] }).hkRemoved ?? []);
  return removed.filter((html) => !html.startsWith('<div role="progressbar"'));
}

/**
 * Opens each server-rendered address and checks that its remote hydrated the server's HTML in place:
 * one remote root, the remote's area once, nothing removed while it started (the shell's loading bar
 * aside). Call `watchRemovedElements` first.
 */
export async function visitHydrated(page: Page, urls: readonly string[], remote: string): Promise<void> {
  for (const url of urls) {
    await page.goto(url);
    // The remote has mounted on its server HTML (no second copy).
    await expect(page.locator('.remote-root')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`[data-remote="${remote}"]`)).toHaveCount(1);
    expect(await removedElements(page), url).toEqual([]);
  }
}

/** On the sandbox provider's hosted iDEAL page: the bank, then "Betaald"; back on the site, the success page. */
export async function payWithIdeal(page: Page): Promise<void> {
  await page.getByLabel('ING', { exact: true }).check();
  await page.getByRole('button', { name: 'Verder naar je bank' }).click();
  await page.getByRole('button', { name: /^Betaald$/ }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
}
