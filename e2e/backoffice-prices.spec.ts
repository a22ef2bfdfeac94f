import fs from 'node:fs';
import path from 'node:path';
import { TOTP, Secret } from 'otpauth';
import { E2E_STAFF_FILE } from '../playwright.config';
import { expect, signupViaApi, test, type Browser, type Page } from './fixtures';

/**
 * Issue 18 item 5: an admin creates a discount code in the back office ("Kortingscodes") and a
 * member uses it at checkout; the sandbox provider is asked for the discounted amount, and the
 * back office then counts the code as used once. The admin is this spec's own account, made by
 * e2e/serve.mjs with `admin:create` (the specs run in parallel: no shared lockout or TOTP step).
 * The spec changes no bundle or setting, which other specs running beside it rely on. Screenshots
 * of the three pages go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;
const CLIENT = { 'x-client-request': '1' };
const STAFF_FILE = path.join(path.dirname(E2E_STAFF_FILE), 'e2e-staff-prices.json');

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The back office's sign-in: password, then the authenticator's current code. */
async function adminPage(browser: Browser): Promise<Page> {
  const staff = JSON.parse(fs.readFileSync(STAFF_FILE, 'utf8')) as { email: string; password: string; secret: string };
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(staff.secret) });
  await page.getByLabel('Code', { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

test('a discount code made in the back office works at checkout: the sandbox charges the discounted amount', async ({ browser, page, baseURL }) => {
  const code = `PRIJS${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const admin = await adminPage(browser);

  await admin.getByRole('navigation').getByRole('link', { name: 'Kortingscodes' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Kortingscodes' })).toBeVisible();
  await admin.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await admin.getByLabel('Korting (%)').fill('30');
  await admin.getByLabel('Land').selectOption('NL');
  await admin.getByRole('checkbox', { name: 'iDEAL' }).check();
  await admin.getByRole('button', { name: 'Code aanmaken' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Code ${code} is aangemaakt.`);
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: code }) });
  await expect(row).toContainText('NL · eenmaal per lid · alleen iDEAL');
  await expect(row).toContainText('0 betaald, 0 open');
  await shoot(admin, 'admin-discount-codes');

  // The member: the code on /credits, the best bundle 30 % off, paid with iDEAL in the sandbox.
  await signupViaApi(page.request, baseURL!, 'kortingscode', 'Koper');
  await page.goto('/credits');
  const main = page.getByRole('main');
  await main.getByLabel('Kortingscode').fill(code.toLowerCase());
  await main.getByRole('button', { name: 'Toepassen' }).click();
  await expect(main.getByRole('status')).toHaveText(`Code ${code}: 30% korting`);
  const best = main.locator('[data-bundle-id]').filter({ hasText: 'Beste koop' });
  await expect(best.locator('[data-price]')).toHaveText('€ 43,75');
  await best.getByRole('link').click();
  await expect(main.locator('[data-summary]')).toContainText('250 credits voor € 43,75');
  await main.getByRole('link', { name: /iDEAL/ }).click();
  await expect(page.getByRole('heading', { name: 'iDEAL: kies je bank' })).toBeVisible();
  await page.getByLabel('ING', { exact: true }).check();
  await page.getByRole('button', { name: 'Verder naar je bank' }).click();
  // The provider's own page: the amount it was asked to charge.
  await expect(page.getByRole('definition').filter({ hasText: '€' })).toHaveText('€ 43,75');
  await page.getByRole('button', { name: /^Betaald$/ }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('payment'));
  const { payment } = (await (await page.request.get(`/api/payment.php?id=${id}`, { headers: CLIENT })).json()) as {
    payment: { amount: number; discount: number; discount_code: string; credits: number };
  };
  expect(payment).toEqual(expect.objectContaining({ amount: 4375, discount: 1875, discount_code: code, credits: 250 }));

  // The back office counts it as used; switched off, the next member does not find it.
  await admin.reload();
  await expect(row).toContainText('1 betaald, 0 open');
  await row.getByRole('button', { name: `Code ${code} uitschakelen` }).click();
  await expect(admin.getByRole('status')).toHaveText(`Code ${code} is uitgeschakeld.`);
  const lookup = await page.request.get(`/api/discountcode.php?code=${code}`, { headers: CLIENT });
  expect(lookup.status()).toBe(404);

  // The other two pages, to look at.
  await admin.getByRole('navigation').getByRole('link', { name: 'Prijzen' }).click();
  await expect(admin.getByRole('heading', { name: 'NL · EUR · btw 21%' })).toBeVisible();
  await shoot(admin, 'admin-prices');
  await admin.getByRole('navigation').getByRole('link', { name: 'Instellingen' }).click();
  await expect(admin.getByRole('heading', { name: 'hartklop.nl' })).toBeVisible();
  await shoot(admin, 'admin-settings');
});
