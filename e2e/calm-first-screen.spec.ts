import sharp from 'sharp';
import { expect, SAME_ORIGIN, signupViaApi, test, type Page } from './fixtures';

/**
 * Issue 27, "a clean signup wizard and a calm first screen", on the production build: the signup
 * wizard shows no member alert and one call to action per step; a new member's first /members shows
 * at most one promotion and one alert, with the first profile in view; the signup modal's submit
 * button is in view at 1280 × 720. SHOTS_DIR=/dir saves what the viewport shows.
 */

const CLIENT = { 'x-client-request': '1' };
const SHOTS = process.env.SHOTS_DIR;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The visible viewport (not the full page: the fold is the point). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

/** Every alert of the shell's warnings area, and every time-bonus promotion (banner, modal). */
const alerts = (page: Page) => page.locator('[data-alert]');
const promotions = (page: Page) => page.locator('[data-time-bonus]');

/** Waits until the page's code has loaded (the alerts are a lazy chunk), so an absent alert is absent. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function credits(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/user.php', { headers: CLIENT })).json()) as { user: { credits: number } }).user.credits;
}

/** Spends the signup credits on messages, so the member has 0 (the time-bonus modal is for them). */
async function spendCredits(page: Page, baseURL: string): Promise<void> {
  const { profiles } = (await (await page.request.get('/api/members.php?page=1', { headers: CLIENT })).json()) as { profiles: { id: number }[] };
  for (let i = 0; i < 5 && (await credits(page)) > 0; i++) {
    const res = await page.request.post('/api/message.php', {
      headers: SAME_ORIGIN(baseURL),
      data: { profile_id: profiles[0]!.id, kind: 'text', text: `Hallo (${i})`, idempotency_key: crypto.randomUUID() },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect(await credits(page)).toBe(0);
}

/** The first profile card of the results starts on the first screen, with room to see it. */
async function expectFirstProfileInView(page: Page): Promise<void> {
  const card = page.getByRole('main').locator('[data-profile-id]').first();
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, 'the first profile card starts on the first screen').toBeGreaterThanOrEqual(0);
  expect(box.y + 120, 'at least 120 px of the first profile card are on the first screen').toBeLessThanOrEqual(height);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hideTimeBonusModal: false });

    test('the signup wizard shows no member alert and one call to action per step', async ({ page, baseURL }) => {
      await signupViaApi(page.request, baseURL!, 'rustig', 'Rust');
      await page.goto('/complete-signup');
      const main = page.getByRole('main');

      // Photo: the styled picker (a real label-button for the hidden file input) is the one call to
      // action until there is a photo; then a preview and "Volgende".
      await expect(main.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeInViewport();
      await settled(page);
      await expect(alerts(page)).toHaveCount(0);
      await expect(main.getByText('No file chosen')).toHaveCount(0);
      const picker = main.getByLabel('Kies een foto');
      await expect(picker).toHaveAttribute('type', 'file');
      await expect(picker).not.toHaveAttribute('capture');
      await expect(main.locator('label', { hasText: 'Kies een foto' })).toBeInViewport({ ratio: 1 });
      await expect(main.getByRole('button', { name: 'Volgende' })).toHaveCount(0);
      await shot(page, 'wizard-photo');
      const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 220, g: 90, b: 120 } } }).jpeg().toBuffer();
      await picker.setInputFiles({ name: 'ik.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(main.getByText('Je foto is toegevoegd.')).toBeVisible();
      await expect(main.getByRole('img', { name: 'Je profielfoto' })).toBeVisible();
      await expect(main.locator('label', { hasText: 'Andere foto kiezen' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Volgende' })).toBeInViewport({ ratio: 1 });
      await shot(page, 'wizard-photo-chosen');
      await main.getByRole('button', { name: 'Volgende' }).click();

      for (const heading of ['Waar woon je?', 'Vertel iets over je uiterlijk', 'Over mij']) {
        await expect(main.getByRole('heading', { name: heading })).toBeInViewport();
        await expect(alerts(page)).toHaveCount(0);
        await expect(main.getByRole('button', { name: 'Volgende' })).toHaveCount(1);
        await main.getByRole('button', { name: 'Overslaan' }).click();
      }

      // Push (the server publishes its VAPID key): the step's button is the only one.
      await expect(main.getByRole('heading', { name: 'Mis geen enkel bericht' })).toBeInViewport();
      await expect(alerts(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Meldingen aanzetten' })).toHaveCount(1);
      await shot(page, 'wizard-push');
      await main.getByRole('button', { name: 'Overslaan' }).click();

      // Activation: one resend button, the step's own ("Stuur opnieuw"; the alert's would be "Stuur de e-mail opnieuw").
      await expect(main.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeInViewport();
      await expect(alerts(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /opnieuw/ })).toHaveCount(1);
      await expect(main.getByRole('button', { name: 'Stuur opnieuw' })).toBeVisible();
      await expect(page.getByText('Bevestig je e-mailadres', { exact: true })).toHaveCount(1);
      await shot(page, 'wizard-activation');

      // The same member elsewhere does get the reminder: the wizard's silence is by route.
      await page.goto('/likes');
      await expect(alerts(page)).toHaveCount(1);
      await expect(page.locator('[data-alert="activation"]')).toBeVisible();
    });

    test("a new member's first /members: one promotion, one alert, the first profile in view", async ({ page, baseURL }) => {
      await signupViaApi(page.request, baseURL!, 'eerste', 'Eerste');
      await page.goto('/members');
      await expectFirstProfileInView(page);
      await settled(page);
      // The banner (the modal is for members with 0 credits); of the alerts only the activation reminder.
      await expect(promotions(page)).toHaveCount(1);
      await expect(page.locator('[data-time-bonus="banner"]')).toBeVisible();
      await expect(alerts(page)).toHaveCount(1);
      await expect(page.locator('[data-alert="activation"]')).toBeVisible();
      // The fictional-profile notice is at most two short lines; on a phone "meer" shows all of it.
      const notice = page.getByTestId('fictional-warning');
      await expect(notice).toContainText('Sommige profielen op');
      expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(60);
      await expectFirstProfileInView(page);
      await shot(page, 'members-first-visit');
      if (viewport.width === 390) {
        await notice.getByRole('button', { name: 'meer' }).click();
        await expect(notice.getByRole('button', { name: 'minder' })).toHaveAttribute('aria-expanded', 'true');
        expect((await notice.boundingBox())!.height).toBeGreaterThan(60);
      }
    });

    test('with 0 credits the time-bonus modal comes first and the banner after it', async ({ page, baseURL }) => {
      await page.clock.install();
      await signupViaApi(page.request, baseURL!, 'nul', 'Nul');
      await spendCredits(page, baseURL!);
      await page.goto('/members');
      await expectFirstProfileInView(page);
      await settled(page);
      await expect(promotions(page)).toHaveCount(0);
      await expect(alerts(page)).toHaveCount(1);

      await page.clock.runFor(41_000);
      const modal = page.getByRole('dialog', { name: '25% welkomstbonus' });
      await expect(modal).toBeVisible();
      await expect(promotions(page)).toHaveCount(1);
      await shot(page, 'members-time-bonus-modal');
      await modal.getByRole('button', { name: 'Sluiten' }).click();
      await expect(modal).toHaveCount(0);
      await expect(page.locator('[data-time-bonus="banner"]')).toBeVisible();
      await expect(promotions(page)).toHaveCount(1);
    });
  });
}

test.describe('signup modal', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('its submit button is in view at 1280 × 720 without scrolling', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Gratis aanmelden' });
    await expect(modal.getByLabel('E-mailadres')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Gratis aanmelden' })).toBeInViewport({ ratio: 1 });
    expect(await modal.evaluate((d) => d.scrollTop)).toBe(0);
    await shot(page, 'signup-modal-720');
  });
});
