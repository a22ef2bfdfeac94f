import { entryWarningCookie, expect, mailsTo, PASSWORD, test, uniqueEmail, type Page } from './fixtures';
import { BELGIAN_SITE as BE, shoot, useBelgianSite } from './helpers';

/**
 * Languages per site variant (issue 17). The Belgian variant (hartklop.be: nl and fr) is reached by
 * resolving hartklop.be to the test server (`useBelgianSite`); 127.0.0.1 is the Dutch site (nl only).
 */
useBelgianSite();

const languageButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Taal|Langue):/ });

test('Belgian variant: a visitor switches to French; page, activation mail and the next login are French', async ({ page, browser }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/locale-\w+-json/.test(r.url())) chunks.push(r.url());
  });
  await page.goto(`${BE}/`);
  await expect(page.getByText('Heb je al een account?')).toBeVisible();
  expect(chunks, 'a Dutch visit loads no language file').toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await languageButton(page).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  // no reload: the French texts arrive as chunks and the page switches
  await expect(page.getByText('Tu as déjà un compte\u202f?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await shoot(page, 'home-fr');
  expect(chunks.length).toBeGreaterThan(0);
  const cookie = (await page.context().cookies(BE)).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fr');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // Signing up in French: the account's language is French, so is its activation mail.
  const email = uniqueEmail('francais');
  // from the page itself: the hartklop.be host exists only inside the browser
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/signup.php', { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-request': '1' }, body: JSON.stringify(body) }))
        .status,
    { email, name: 'Amélie', password: PASSWORD, date_of_birth: '1992-04-03', gender: 'female', seeking: 'male', accept_terms: true },
  );
  expect(status).toBe(201);
  await expect.poll(async () => (await mailsTo(page.request, email)).map((m) => m.subject)).toContain('Confirme ton adresse e-mail sur Hartklop');
  const mail = (await mailsTo(page.request, email))[0]!;
  expect(mail.text).toContain('Salut Amélie, bienvenue sur Hartklop\u202f!');

  // The next login, in a browser without the cookie, is French.
  const fresh = await browser.newContext();
  // A returning visitor: Belgian visitors see the adults-only warning too (issue 27).
  await fresh.addCookies([entryWarningCookie(BE)]);
  const other = await fresh.newPage();
  await other.goto(`${BE}/login`);
  await expect(other.locator('html')).toHaveAttribute('lang', 'nl');
  const main = other.getByRole('main');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Inloggen' }).click();
  await expect(other.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await shoot(other, 'members-fr');
  await fresh.close();
});

test('Dutch site: one locale, no language dropdown and no language file', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/locale-\w+-json/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByText('Heb je al een account?')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(languageButton(page)).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test('/lang-config on the Belgian variant switches language and a reload keeps it', async ({ page }) => {
  await page.goto(`${BE}/lang-config`);
  await expect(page.getByRole('heading', { level: 1, name: 'Taalinstellingen' })).toBeVisible();
  await page.getByRole('radio', { name: /^Français/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres de langue' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres de langue' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Français/ })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await shoot(page, 'lang-config-fr');
});

