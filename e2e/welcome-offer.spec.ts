import { expect, signupViaApi, test, type Page } from './fixtures';
import { payWithIdeal, shoot } from './helpers';

/**
 * The welcome offer that just works (issue 27, items 4 to 6), against the production build and the
 * embedded sandbox provider: a new member's /credits shows the time bonus applied at once; leaving
 * the hosted payment page and starting again gets the discount again (the abandoned payment is
 * canceled at the provider, no 409); paid, the credits arrive once.
 */

const CLIENT = { 'x-client-request': '1' };

interface Payment {
  id: number;
  amount: number;
  discount: number;
  discount_code: string | null;
  credits: number;
  state: string;
}

async function me(page: Page): Promise<{ credits: number; paid_user: boolean }> {
  return ((await (await page.request.get('/api/user.php', { headers: CLIENT })).json()) as { user: { credits: number; paid_user: boolean } }).user;
}

async function transactions(page: Page): Promise<Payment[]> {
  return ((await (await page.request.get('/api/transactions.php', { headers: CLIENT })).json()) as { transactions: Payment[] }).transactions;
}

test('a new member sees the welcome prices on /credits at once, leaves the hosted page, starts again with the discount, pays, and gets the credits', async ({ page, baseURL }) => {
  await signupViaApi(page.request, baseURL!, 'welcome-offer', 'Welkom');
  const before = await me(page);
  expect(before.paid_user).toBe(false);

  await page.goto('/credits');
  const main = page.getByRole('main');
  // Applied without pressing anything: the notice, the lower prices, the way back to the full ones.
  const offer = main.getByRole('region', { name: 'Welkomstkorting toegepast' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('25% korting op je eerste creditpakket: de prijzen hieronder zijn al verlaagd.');
  await expect(offer.getByRole('button', { name: 'Zonder korting' })).toBeVisible();
  const best = main.locator('[data-bundle-id]').filter({ hasText: 'Beste koop' });
  await expect(best.locator('[data-price]')).toHaveText('€ 46,87');
  await expect(best.locator('s')).toHaveText('€ 62,50');
  await expect(main.getByRole('button', { name: 'Gebruik code TIMEBONUS25' })).toHaveCount(0);
  await shoot(page, 'welcome-credits');

  // "Zonder korting": the full prices; one button brings the discount back.
  await offer.getByRole('button', { name: 'Zonder korting' }).click();
  await expect(best.locator('[data-price]')).toHaveText('€ 62,50');
  await expect(page).toHaveURL(/\/credits\?code=$/);
  await main.getByRole('button', { name: 'Gebruik code TIMEBONUS25' }).click();
  await expect(best.locator('[data-price]')).toHaveText('€ 46,87');

  await best.getByRole('link').click();
  await expect(page).toHaveURL(/\/credits\/\d+\?code=TIMEBONUS25$/);
  await expect(main.getByRole('region', { name: 'Welkomstkorting toegepast' })).toBeVisible();
  await expect(main.locator('[data-summary]')).toContainText('250 credits voor € 46,87');
  await shoot(page, 'welcome-method');

  // The first attempt: to the hosted iDEAL page, then back without paying.
  await main.getByRole('link', { name: /iDEAL/ }).click();
  await expect(page.getByRole('heading', { name: 'iDEAL: kies je bank' })).toBeVisible();
  const firstCheckout = page.url();
  const [first] = await transactions(page);
  expect(first).toMatchObject({ amount: 4687, discount: 1563, discount_code: 'TIMEBONUS25', state: 'pending' });
  await page.goBack();
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal\?code=TIMEBONUS25$/);

  // Starting again (the start page mounts anew): no 409, a new payment with the discount.
  await expect(page.getByRole('heading', { name: 'iDEAL: kies je bank' })).toBeVisible();
  expect(page.url()).not.toBe(firstCheckout);
  await expect(page.getByText('€ 46,87')).toBeVisible();
  await payWithIdeal(page);
  await expect(main.getByText('Bedankt! Je hebt 250 credits ontvangen.')).toBeVisible();
  expect(await me(page)).toEqual(expect.objectContaining({ paid_user: true, credits: before.credits + 250 }));

  // The abandoned payment was canceled (at the provider too); the paid one carried the discount.
  const list = await transactions(page);
  expect(list).toHaveLength(2);
  expect(list.find((p) => p.id === first!.id)).toMatchObject({ state: 'cancelled' });
  expect(list.find((p) => p.id !== first!.id)).toMatchObject({ state: 'completed', amount: 4687, discount: 1563, discount_code: 'TIMEBONUS25', credits: 250 });

  // Paid: no welcome offer any more, full prices.
  await page.goto('/credits');
  await expect(main.locator('[data-bundle-id]').filter({ hasText: 'Beste koop' }).locator('[data-price]')).toHaveText('€ 62,50');
  await expect(main.getByRole('region', { name: 'Welkomstkorting toegepast' })).toHaveCount(0);
});

test('a member sees the welcome prices on /pricing too, with the way to remove them', async ({ page, baseURL }) => {
  await signupViaApi(page.request, baseURL!, 'welcome-pricing', 'Prijs');
  await page.goto('/pricing');
  const main = page.getByRole('main');
  const offer = main.getByRole('region', { name: 'Welkomstkorting toegepast' });
  await expect(offer).toBeVisible();
  const best = main.locator('[data-bundle-id]').filter({ hasText: 'Beste koop' });
  await expect(best.locator('[data-price]')).toHaveText('€ 46,87');
  await shoot(page, 'welcome-pricing');
  await offer.getByRole('button', { name: 'Zonder korting' }).click();
  await expect(best.locator('[data-price]')).toHaveText('€ 62,50');
});
