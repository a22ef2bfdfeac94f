import path from 'node:path';
import { E2E_STAFF_FILE } from '../playwright.config';
import { expect, signupViaApi, test } from './fixtures';
import { shoot, staffPage } from './helpers';

/**
 * Issue 18 item 5: an admin creates a discount code in the back office ("Kortingscodes") and a
 * member uses it at checkout; the sandbox provider is asked for the discounted amount, and the
 * back office then counts the code as used once. The admin is this spec's own account, made by
 * e2e/serve.mjs with `admin:create` (the specs run in parallel: no shared lockout or TOTP step).
 * The spec changes no bundle or setting, which other specs running beside it rely on. Screenshots
 * of the three pages go to SHOTS_DIR when it is set.
 */
const CLIENT = { 'x-client-request': '1' };
const STAFF_FILE = path.join(path.dirname(E2E_STAFF_FILE), 'e2e-staff-prices.json');

test('a discount code made in the back office works at checkout: the sandbox charges the discounted amount', async ({ browser, page, baseURL }) => {
  const code = `PRIJS${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const admin = await staffPage(browser, STAFF_FILE);

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

  // The back office's own check: its text comes from mfe-backoffice's catalog (issue 30), nothing is sent.
  await admin.getByRole('navigation').getByRole('link', { name: 'Kortingscodes' }).click();
  await admin.getByLabel('Code', { exact: true }).fill(`${code}X`);
  await admin.getByLabel('Korting (%)').fill('0');
  await admin.getByRole('button', { name: 'Code aanmaken' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Het percentage moet groter dan 0 en hoogstens 100 zijn (twee decimalen).');
  await shoot(admin, 'admin-discount-code-check');
});
