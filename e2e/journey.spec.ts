import { expect, linkFromMail, mailsTo, SAME_ORIGIN, test, uniqueEmail, type Page } from './fixtures';
import { newConfirmedMember, payWithIdeal } from './helpers';

/**
 * Issue 27, "Must show": the member's journey on the production build, the real API, database and
 * sandbox provider, at 390 × 844 and 1280 × 800, without a trap on the way:
 * signup → the wizard at the top with no member alert → activation → search → a profile at the top →
 * Back to the list where it was → the first message, after the notice that it is the one message the
 * starting credits pay for → /credits with the welcome prices already applied → away from the hosted
 * payment page and back → paid with the discount → the confirmation mail with its PDF → a message from
 * another member moves the badge and the title count live, in every open tab.
 * (The Belgian site in French, an empty and a wrong signup: e2e/french.spec.ts.)
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const CLIENT = { 'x-client-request': '1' };
const PASSWORD = 'mijn-eigen-geheime-zin';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** A screenshot of what the member sees (the viewport), for review (SHOTS_DIR=/dir). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/journey-${name}-${page.viewportSize()!.width}.png` });
}

/** The signup modal of the home page, filled in as a visitor would. */
async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
  // A dialog on a wide screen, the /signup page on a phone: the same form.
  const modal = page.getByRole('form', { name: 'Aanmeldformulier' });
  await modal.getByRole('group', { name: 'Ik ben een' }).getByLabel('Man').check();
  await modal.getByRole('group', { name: 'Ik zoek een' }).getByLabel('Vrouw').check();
  await modal.getByLabel('E-mailadres').fill(email);
  await modal.getByLabel('Gebruikersnaam').fill(name);
  await modal.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await modal.getByLabel('Dag').selectOption('3');
  await modal.getByLabel('Maand').selectOption('9');
  await modal.getByLabel('Jaar').selectOption('1988');
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Gratis aanmelden' }).click();
}

/** The wizard: each step at the top with no member alert; every step skipped from the page's bottom. */
async function throughTheWizard(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/complete-signup/);
  await expect(main.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  await page.waitForLoadState('networkidle'); // the alerts are a lazy chunk: absent means absent
  await expect(page.locator('[data-alert]')).toHaveCount(0);
  await shot(page, 'wizard');
  for (const next of ['Waar woon je?', 'Vertel iets over je uiterlijk', 'Over mij', 'Mis geen enkel bericht', 'Bevestig je e-mailadres']) {
    await toBottom(page);
    await main.getByRole('button', { name: 'Overslaan' }).click();
    await expect(main.getByRole('heading', { name: next })).toBeFocused();
    expect(await scrollY(page), `"${next}" starts at the top`).toBe(0);
    await expect(page.locator('[data-alert]')).toHaveCount(0);
  }
  // The last step says what the starting credits pay for.
  await expect(main.getByText('Je startcredits (10) zijn goed voor 1 bericht.')).toBeVisible();
  await shot(page, 'wizard-activation');
}

/** From the search results: a profile opens at the top, Back returns to the list where it was. */
async function searchAndOpenAProfile(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await page.goto('/members');
  await expect(main.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
  const cards = main.getByRole('list').first().getByRole('link');
  await expect(cards).toHaveCount(24);
  const card = cards.nth(20);
  await card.scrollIntoViewIfNeeded();
  const href = (await card.getAttribute('href'))!;
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(400);
  // Where the card is on the screen when it is opened: content arriving above the list before the click
  // (a banner) moves it, and Back brings it to where it was at the click.
  await card.evaluate((link) => {
    const record = () => ((window as Window & { topAtClick?: number }).topAtClick = link.getBoundingClientRect().top);
    link.addEventListener('pointerdown', record, { once: true, capture: true });
  });
  await card.click();
  const cardTop = await page.evaluate(() => (window as Window & { topAtClick?: number }).topAtClick!);
  await expect(page).toHaveURL(href);
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  await shot(page, 'profile');

  // Back: the opened card where it was on the screen (a banner that arrived above it meanwhile does not
  // push it away), and focused.
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
  const opened = main.locator(`a[href="${href}"]`).first();
  await expect.poll(async () => Math.abs((await opened.boundingBox())!.y - cardTop)).toBeLessThanOrEqual(3);
  await expect(opened).toBeFocused();
  await shot(page, 'list-back');

  await page.goForward();
  await expect(page).toHaveURL(href);
  await expect.poll(() => scrollY(page)).toBe(0);
  return href;
}

/** The first message from the profile: the notice says it is the one the starting credits pay for. */
async function firstMessage(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const name = (await main.getByRole('heading', { level: 1 }).textContent())!.trim();
  await main.getByRole('link', { name: 'Bericht sturen' }).or(main.getByRole('button', { name: 'Bericht sturen' })).first().click();
  const box = page.getByLabel(`Bericht aan ${name}`);
  await expect(box).toBeVisible();
  await expect(main.getByText('Een bericht kost 10 credits (vanaf € 2,50).')).toBeVisible();
  const notice = main.getByTestId('last-message-notice');
  await expect(notice).toHaveText(/Met je huidige credits kun je nog 1 bericht sturen\./);
  await expect(notice.getByRole('link', { name: 'Credits bijkopen' })).toHaveAttribute('href', '/credits');
  await shot(page, 'first-message');
  await box.fill('Hoi! Jouw profiel sprak me meteen aan.');
  await box.press('Enter');
  await expect(page.getByRole('log').getByText('Verzonden')).toBeVisible();
  await expect(notice).toHaveCount(0);
}

/** /credits shows the welcome prices at once; away from the hosted page and back; paid with the discount. */
async function buyWithTheWelcomeDiscount(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Credits kopen' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  await expect(main.getByRole('region', { name: 'Welkomstkorting toegepast' })).toBeVisible();
  const best = main.locator('[data-bundle-id]').filter({ hasText: 'Beste koop' });
  await expect(best.locator('[data-price]')).toHaveText('€ 46,87');
  await expect(best.locator('s')).toHaveText('€ 62,50');
  await shot(page, 'credits');

  await best.getByRole('link').click();
  await expect(main.locator('[data-summary]')).toContainText('250 credits voor € 46,87');
  expect(await scrollY(page)).toBe(0);
  await main.getByRole('link', { name: /iDEAL/ }).click();
  await expect(page.getByRole('heading', { name: 'iDEAL: kies je bank' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'iDEAL: kies je bank' })).toBeVisible();
  await expect(page.getByText('€ 46,87')).toBeVisible();
  await payWithIdeal(page);
  await expect(main.getByText('Bedankt! Je hebt 250 credits ontvangen.')).toBeVisible();
}

/** The confirmation mail: amount, credits, reference, and the receipt (PDF) attached. */
async function confirmationMail(page: Page, email: string): Promise<void> {
  let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(page.request, email)).find((m) => /^Bedankt voor je betaling/.test(m.subject));
      return Boolean(mail);
    }, { timeout: 15_000 })
    .toBe(true);
  expect(mail!.text).toMatch(/Bedrag: €\s46,87/);
  expect(mail!.text).toContain('Credits: 250');
  expect(mail!.text).toMatch(/Kenmerk: \S+/);
  const pdf = await page.request.get(`/dev/mailbox/${mail!.id}/attachments/0`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} × ${viewport.height}: from signup to a paid message, without a trap on the way`, async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`reis-${viewport.width}`);

    await signUp(page, email, `Reiziger${viewport.width}`);
    await throughTheWizard(page);
    await page.goto(await linkFromMail(page.request, email, /Bevestig je e-mailadres/));
    await expect(page.getByText('Je account is geactiveerd')).toBeVisible();

    await searchAndOpenAProfile(page);
    await firstMessage(page);
    await buyWithTheWelcomeDiscount(page);
    await confirmationMail(page, email);

    // Live, in every open tab: a message from another member moves the badge and the title count.
    const ownId = ((await (await page.request.get('/api/profile.php', { headers: CLIENT })).json()) as { profile: { id: number } }).profile.id;
    await page.goto('/members');
    const second = await page.context().newPage();
    await second.setViewportSize(viewport);
    await second.goto('/likes');
    for (const tab of [page, second]) await expect(tab).not.toHaveTitle(/^\(\d+\)/);
    const sender = await newConfirmedMember(browser, baseURL!, `reis-afzender-${viewport.width}`, 'Afzender');
    const sent = await sender.page.request.post('/api/message.php', {
      headers: SAME_ORIGIN(baseURL!),
      data: { profile_id: ownId, kind: 'text', text: 'Hoi, leuk profiel!', idempotency_key: crypto.randomUUID() },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    for (const tab of [page, second]) {
      await expect(tab).toHaveTitle(/^\(1\) /);
      await expect(tab.getByRole('banner').getByRole('link', { name: /Berichten/ }).first()).toContainText('1');
    }
    await shot(page, 'live-badge');
    await sender.page.context().close();
  });
}
