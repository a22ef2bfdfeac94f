import path from 'node:path';
import { E2E_STAFF_FILE } from '../playwright.config';
import { expect, SAME_ORIGIN, signupViaApi, test } from './fixtures';
import { shoot, staffPage } from './helpers';

/**
 * Issue 28 (API side): the swipe game keeps within the member's age (± 10 years without an age
 * preference) and offers premium once the day's 4 likes are spent; the back office shows its audit
 * log in Dutch and a price per credit as members see it (€ 0,275, one rounding). The admin is this
 * spec's own account, made by e2e/serve.mjs. Screenshots go to SHOTS_DIR when it is set.
 */
const CLIENT = { 'x-client-request': '1' };
const STAFF_FILE = path.join(path.dirname(E2E_STAFF_FILE), 'e2e-staff-audit.json');

interface SwipeAnswer {
  profiles: { id: number; age: number }[];
  likes_left: number;
}

test('the swipe game deals ages within ± 10 years and offers premium when the likes are spent', async ({ page, baseURL }) => {
  // Born 1991-06-15 (signupViaApi): 35 in 2026.
  await signupViaApi(page.request, baseURL!, 'swipe-premium', 'Swiper');
  const own = new Date().getUTCFullYear() - 1991 - (new Date().toISOString().slice(5, 10) < '06-15' ? 1 : 0);
  const deck = (await (await page.request.get('/api/swipe.php', { headers: CLIENT })).json()) as SwipeAnswer;
  expect(deck.profiles.length).toBeGreaterThan(4);
  for (const card of deck.profiles) {
    expect(card.age).toBeGreaterThanOrEqual(own - 10);
    expect(card.age).toBeLessThanOrEqual(own + 10);
  }
  for (const card of deck.profiles.slice(0, 4)) {
    const res = await page.request.post('/api/swipe.php', { headers: { ...SAME_ORIGIN(baseURL!), ...CLIENT }, data: { profile_id: card.id, like: true } });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/swipe-game');
  const main = page.getByRole('main');
  await expect(main.getByText('Nog 0 likes vandaag')).toBeVisible();
  const offer = main.getByTestId('swipe-premium-offer');
  await expect(offer).toContainText('Wil je vandaag verder liken? Premium leden hebben 46% meer kans op een match.');
  const link = offer.getByRole('link', { name: 'Word premium lid' });
  await expect(link).toHaveAttribute('href', '/premium');
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    const box = await link.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
  }
  await shoot(page, 'swipe-limit-premium');
  await link.click();
  await expect(page).toHaveURL(/\/premium$/);
});

test('the back office says its audit actions in Dutch and a price per credit with up to 3 decimals', async ({ browser }) => {
  const admin = await staffPage(browser, STAFF_FILE);
  await admin.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Auditlog' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  const signIn = admin.locator('li[data-action="staff.sign_in"]').filter({ hasText: 'E2E Audit' }).first();
  await expect(signIn).toContainText('Medewerker aangemeld');
  await expect(signIn).toContainText('Medewerker');
  await expect(admin.getByRole('main')).not.toContainText('staff.sign_in');
  // The filter lists the actions by their Dutch names.
  await admin.getByLabel('Handeling').selectOption({ label: 'Medewerker aangemeld' });
  await admin.getByRole('button', { name: 'Toepassen' }).click();
  await expect(admin).toHaveURL(/action=staff\.sign_in/);
  await expect(admin.locator('li[data-action]').first()).toContainText('Medewerker aangemeld');
  // The filter fits a phone: no sideways scrolling of the page.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await shoot(admin, 'admin-audit-dutch');

  await admin.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Prijzen' }).click();
  const nl = admin.getByRole('region', { name: 'NL · EUR · btw 21%' });
  // € 27,49 for 100 credits: € 0,275 as on /pricing (it said € 0,27).
  await expect(nl.getByRole('form', { name: 'Bundel van 100 credits' })).toContainText('€ 0,275 per credit');
  await expect(nl.getByRole('form', { name: 'Bundel van 250 credits' })).toContainText('€ 0,25 per credit');
  await shoot(admin, 'admin-prices-per-credit');
});
