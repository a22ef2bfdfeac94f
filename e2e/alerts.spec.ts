import { ENTRY_WARNING_SKIP_KEY, expect, linkFromMail, loginViaApi, signupViaApi, test } from './fixtures';
import { watchConsole } from './helpers';

test.describe('member alerts', () => {
  test('one alert at a time: the activation reminder, then the no-photo alert; a closed photo alert stays closed', async ({ page, request, baseURL }) => {
    const { email, password } = await signupViaApi(request, baseURL!, 'melding');
    await loginViaApi(page, email, password);
    const warnings = page.getByRole('region', { name: 'Meldingen' });
    // In the members area (/members) the reminder is one line: its title and the button (issue 15).
    const activation = warnings.locator('[data-alert="activation"]');
    await expect(activation).toHaveAttribute('data-compact', 'true');
    await expect(activation.getByText('Bevestig je e-mailadres', { exact: true })).toBeVisible();
    // One alert at a time (issue 27): the photo alert waits until the address is confirmed.
    await page.waitForLoadState('networkidle');
    await expect(warnings.locator('[data-alert]')).toHaveCount(1);
    await expect(warnings.getByText('Voeg een profielfoto toe')).toHaveCount(0);

    await warnings.getByRole('button', { name: 'Stuur de e-mail opnieuw' }).click();
    await expect(warnings.getByText('We hebben de e-mail opnieuw verstuurd. Kijk ook in je spammap.')).toBeVisible();

    // Elsewhere (the likes page) it is in full.
    await page.goto('/likes');
    await expect(warnings.getByText('Bevestig je e-mailadres via de link die we je stuurden. Pas daarna kunnen leden je antwoorden.')).toBeVisible();
    await expect(activation).not.toHaveAttribute('data-compact');

    // Hidden on the settings route (SPEC §4).
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByText('Bevestig je e-mailadres via de link die we je stuurden.', { exact: false })).toBeHidden();

    // With api_signup_complete the reminder is a modal.
    await page.goto('/members?api_signup_complete=1');
    await expect(page.getByRole('dialog').getByText('Bevestig je e-mailadres via de link die we je stuurden.', { exact: false })).toBeVisible();

    // Confirmed: now the photo alert, alone. Closing stores hide-enrich-alert; it stays hidden after a reload.
    await page.goto(await linkFromMail(request, email, /Bevestig je e-mailadres/));
    await expect(page.getByText('Je account is geactiveerd')).toBeVisible();
    await page.goto('/members');
    const photo = warnings.locator('[data-alert="photo"]');
    await expect(photo.getByText('Voeg een profielfoto toe')).toBeVisible();
    await expect(warnings.locator('[data-alert]')).toHaveCount(1);
    await photo.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(photo).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('hide-enrich-alert'))).toMatch(/^\d+$/);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Voeg een profielfoto toe')).toBeHidden();
    await expect(warnings.locator('[data-alert="activation"]')).toHaveCount(0);
  });
});

test.describe('site-entry warning', () => {
  test.use({ skipEntryWarning: false });

  test('shows to a new visitor, requires a choice, and stays away once confirmed', async ({ page }) => {
    // Part of the server's HTML (issue 16: it is the first paint, not a late pop-up), then modal.
    const problems = await watchConsole(page, async () => {
      const response = await page.goto('/');
      expect(await response?.text()).toContain('data-entry-warning');
    });
    const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(problems).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Verlaten' })).toHaveAttribute('href', 'https://www.google.nl');
    await dialog.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), ENTRY_WARNING_SKIP_KEY)).toMatch(/^\d+$/);
    // Its cookie tells the server, which then leaves it out of the HTML.
    expect((await page.context().cookies()).find((c) => c.name === ENTRY_WARNING_SKIP_KEY)?.value).toMatch(/^\d+$/);
    expect(await (await page.reload())?.text()).not.toContain('data-entry-warning');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeHidden();
  });

  test('without JavaScript it shows over the page, and the choice closes it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
    await context.close();
  });
});
