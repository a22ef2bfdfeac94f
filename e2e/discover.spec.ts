import { expect, signupViaApi, test, type Page } from './fixtures';
import { activateViaApi } from './helpers';

/**
 * Issue 15 "people first" and the photo viewer, for one new member on a 390 × 844 phone and a
 * 1280 × 800 screen: the first result card on /members without scrolling (with the member's own
 * alerts showing), the filters in the address (reload and back keep them), the swipe game's
 * buttons in view with the arrow keys working, and the photo viewer by keyboard.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const HEADERS = { 'x-client-request': '1' };
const SHOTS = process.env.DISCOVER_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Fails when `selector`'s element is not wholly inside the window. */
async function expectInView(page: Page, what: string, locator: ReturnType<Page['locator']>): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(Math.round(box!.y + box!.height), `${what}: bottom on a ${height} px high window`).toBeLessThanOrEqual(height);
}

test('people first on a phone and a desktop: first card above the fold, filters in the address, swipe buttons in view, photo viewer by keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A new member (a woman who seeks men), without a photo: the photo alert shows on /members.
  const member = await signupViaApi(page.request, baseURL!, 'discover', 'Sanne');
  await activateViaApi(page.request, baseURL!, member.email);
  const main = page.getByRole('main');

  for (const size of SIZES) {
    await test.step(`${size.name}: the first result card is visible without scrolling`, async () => {
      await page.setViewportSize(size);
      await page.goto('/members');
      const first = main.locator('[data-profile-id]').first();
      await expect(first).toBeVisible();
      await expect(page.locator('[data-alert="photo"]')).toBeVisible();
      await shot(page, `members-${size.width}`);
      await expectInView(page, 'the first result card', first);
    });

    await test.step(`${size.name}: the swipe game's Like and Nee are in view and the arrow keys swipe`, async () => {
      await page.goto('/swipe-game');
      const card = main.getByRole('article');
      await expect(card).toBeVisible();
      await shot(page, `swipe-${size.width}`);
      await expectInView(page, 'Nee', main.getByRole('button', { name: /^Nee, / }));
      await expectInView(page, 'Like', main.getByRole('button', { name: /^Like / }));
      const before = await card.getAttribute('data-profile-id');
      const swiped = page.waitForResponse((r) => r.url().includes('/api/swipe.php') && r.request().method() === 'POST');
      await page.keyboard.press('ArrowLeft');
      expect((await swiped).ok()).toBe(true);
      await expect(card).not.toHaveAttribute('data-profile-id', before!);
    });
  }

  await test.step('phone: the filters open from their summary; they live in the address through reload and back', async () => {
    await page.setViewportSize(SIZES[0]);
    await page.goto('/members');
    await expect(page).toHaveURL(/\/members\?gender=male&min_age=18&max_age=80$|\/members\?min_age=18&max_age=80$/);
    const summary = main.getByTestId('filter-summary');
    // "Ik zoek" shows the gender the search uses for a woman who seeks men.
    await expect(summary).toHaveText(/^Een man · 18–80 jaar/);
    const minAge = main.getByLabel('Leeftijd vanaf');
    await expect(minAge).toBeHidden();
    await main.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(main.getByLabel('Ik zoek')).toHaveValue('male');
    await minAge.selectOption('30');
    await shot(page, 'filters-open-390');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/min_age=30/);
    await expect(summary).toHaveText(/30–80 jaar/);
    await expect(main.locator('[data-profile-id]').first()).toBeVisible();

    await page.reload();
    await expect(summary).toHaveText(/30–80 jaar/);
    await expect(page).toHaveURL(/min_age=30/);

    await page.goBack();
    await expect(page).toHaveURL(/min_age=18/);
    await expect(summary).toHaveText(/18–80 jaar/);
  });

  await test.step('desktop: the photo viewer opens, moves and closes by keyboard', async () => {
    await page.setViewportSize(SIZES[1]);
    const { profiles } = (await (await page.request.get('/api/members.php?gender=male', { headers: HEADERS })).json()) as {
      profiles: { id: number; name: string; main_image: unknown }[];
    };
    const other = profiles.find((p) => p.main_image !== null)!;
    await page.goto(`/members/${other.id}`);
    const opener = main.getByRole('button', { name: /^Foto \d+ groot bekijken$/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Foto's van ${other.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    const position = dialog.getByText(/^Foto \d+ van \d+$/);
    const [, number, count] = /Foto (\d+) van (\d+)/.exec((await position.textContent())!)!.map(Number);
    await shot(page, 'viewer-1280');
    if (count! > number!) {
      await page.keyboard.press('ArrowRight');
      await expect(position).toHaveText(`Foto ${number! + 1} van ${count}`);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('button', { name: /^Foto \d+ groot bekijken$/ })).toBeFocused();

    await page.setViewportSize(SIZES[0]);
    await main.getByRole('button', { name: /^Foto \d+ groot bekijken$/ }).click();
    await expect(dialog).toBeVisible();
    await shot(page, 'viewer-390');
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
  });
});
