import { expect, linkFromMail, PASSWORD, SAME_ORIGIN, signupViaApi, test, uniqueEmail, type APIRequestContext, type Page } from './fixtures';
import { activateViaApi } from './helpers';

/**
 * Issue 15 presence and distance, at 390 × 844 and 1280 × 800: a visible member shows "Online"
 * and the distance between the two members' cities on their card and profile; once invisible (and
 * still seen by the member they liked) neither shows; the order is in the address as `sort=`.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SHOTS = process.env.DISCOVER_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function setCity(request: APIRequestContext, baseURL: string, city: string): Promise<number> {
  const res = await request.put('/api/profile.php', { headers: SAME_ORIGIN(baseURL), data: { country: 'NL', city } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { profile: { id: number } }).profile.id;
}

test('presence and distance for a visible member, never for an invisible one; the order in the address', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const main = page.getByRole('main');

  // The viewer: a woman in Utrecht who seeks men.
  const viewer = await signupViaApi(page.request, baseURL!, 'presence', 'Sanne');
  await activateViaApi(page.request, baseURL!, viewer.email);
  const viewerId = await setCity(page.request, baseURL!, 'Utrecht');

  // The other member: a man in Amsterdam, active right now in his own browser.
  const his = await browser.newContext({ baseURL });
  const hisPage = await his.newPage();
  const email = uniqueEmail('presence-him');
  const signup = await hisPage.request.post('/api/signup.php', {
    headers: SAME_ORIGIN(baseURL!),
    data: { email, name: 'Jorrit', password: PASSWORD, date_of_birth: '1990-03-02', gender: 'male', seeking: 'female', accept_terms: true },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await hisPage.goto(await linkFromMail(hisPage.request, email, /Bevestig je e-mailadres/));
  await expect(hisPage.getByText('Je account is geactiveerd')).toBeVisible();
  const himId = await setCity(hisPage.request, baseURL!, 'Amsterdam');

  for (const size of SIZES) {
    await test.step(`${size.name}: "Online" and the distance on his card, the order in the address`, async () => {
      await page.setViewportSize(size);
      await page.goto('/members?gender=male&country=NL&min_age=18&max_age=80&sort=online');
      await expect(main.getByLabel('Sorteren')).toHaveValue('online');
      const card = main.locator(`[data-profile-id="${himId}"]`);
      await expect(card).toBeVisible();
      const line = card.getByTestId('presence-distance');
      await expect(line).toHaveText(/^Online · \d+ km$/);
      const km = Number(await line.getAttribute('data-distance'));
      // Utrecht to Amsterdam, between the two city centres.
      expect(km).toBeGreaterThanOrEqual(30);
      expect(km).toBeLessThanOrEqual(40);
      await shot(page, `members-online-${size.width}`);

      // Nearby: chosen on the page, kept in the address and through a reload.
      await main.getByLabel('Sorteren').selectOption('nearby');
      await expect(page).toHaveURL(/[?&]sort=nearby(&|$)/);
      const first = main.locator('[data-profile-id]').first().getByTestId('presence-distance');
      await expect(first).toContainText('In de buurt');
      await page.reload();
      await expect(main.getByLabel('Sorteren')).toHaveValue('nearby');
      await shot(page, `members-nearby-${size.width}`);

      await page.goto(`/members/${himId}`);
      await expect(main.getByRole('heading', { level: 1, name: 'Jorrit' })).toBeVisible();
      await expect(main.getByTestId('presence-distance')).toHaveText(`Online · ${km} km`);
      await shot(page, `profile-online-${size.width}`);
    });
  }

  await test.step('swipe cards show more than name, age and city', async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto('/swipe-game');
    const card = main.getByRole('article');
    await expect(card).toBeVisible();
    await expect(card.locator('[data-line="interests"], [data-line="about"]').first()).toBeVisible();
    await shot(page, 'swipe-card-390');
  });

  await test.step('once he is invisible (he liked her, so she still sees him): no presence, no distance', async () => {
    const like = await hisPage.request.post('/api/like.php', { headers: SAME_ORIGIN(baseURL!), data: { profile_id: viewerId } });
    expect(like.status(), await like.text()).toBe(200);
    await page.goto('/likes/received');
    const card = main.locator(`[data-profile-id="${himId}"]`);
    await expect(card.getByTestId('presence-distance')).toHaveText(/^Online · \d+ km$/);

    const privacy = await hisPage.request.put('/api/privacy.php', { headers: SAME_ORIGIN(baseURL!), data: { invisible: true } });
    expect(privacy.status(), await privacy.text()).toBe(200);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/likes/received');
      await expect(card).toBeVisible();
      await expect(card.getByTestId('presence-distance')).toHaveCount(0);
      await shot(page, `likes-invisible-${size.width}`);
      await page.goto(`/members/${himId}`);
      await expect(main.getByRole('heading', { level: 1, name: 'Jorrit' })).toBeVisible();
      await expect(main.getByTestId('presence-distance')).toHaveCount(0);
      await shot(page, `profile-invisible-${size.width}`);
    }
  });

  await his.close();
});
