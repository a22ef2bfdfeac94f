import fs from 'node:fs';
import { TOTP, Secret } from 'otpauth';
import sharp from 'sharp';
import { E2E_STAFF_FILE } from '../playwright.config';
import { ENTRY_WARNING_SKIP_KEY, SAME_ORIGIN, expect, linkFromMail, signupViaApi, submitLogin, test, type Browser, type Page } from './fixtures';

/**
 * Issue 18 (back office operations): a moderator rejects a photo and the member reads the statement
 * of reasons; a notice from /complaints is decided with a ban and the banned member lands on
 * /pages/ban. The staff member is the admin e2e/serve.mjs made with `admin:create`, signed in with
 * password and TOTP code. Screenshots go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;
const HEADERS = { 'x-client-request': '1' };

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function newMember(browser: Browser, baseURL: string, prefix: string, name: string) {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_SKIP_KEY);
  const page = await context.newPage();
  const account = await signupViaApi(page.request, baseURL, prefix, name);
  await page.goto(await linkFromMail(page.request, account.email, /Bevestig je e-mailadres/));
  await expect(page.getByText('Je account is geactiveerd')).toBeVisible();
  const profile = (await (await page.request.get('/api/profile.php', { headers: HEADERS })).json()) as { profile: { id: number } };
  return { page, ...account, profileId: profile.profile.id };
}

/** The TOTP step of this spec's last sign-in. */
let lastStep = -1;

/** The back office's sign-in: password, then the current code of the authenticator. */
async function staffPage(browser: Browser): Promise<Page> {
  const staff = JSON.parse(fs.readFileSync(E2E_STAFF_FILE, 'utf8')) as { email: string; password: string; secret: string };
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(staff.secret) });
  // A code is accepted once: a second sign-in in the same 30-second step waits for the next code.
  const step = () => Math.floor(Date.now() / 30_000);
  if (step() === lastStep) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  lastStep = step();
  await page.getByLabel('Code', { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

test('a moderator rejects a new photo; the member reads the statement of reasons on their profile', async ({ browser, baseURL }) => {
  const member = await newMember(browser, baseURL!, 'foto', 'Vera');
  const image = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#a04060' } }).jpeg().toBuffer();
  const upload = await member.page.request.post('/api/photo.php', { headers: { ...SAME_ORIGIN(baseURL!), 'content-type': 'image/jpeg' }, data: image });
  expect(upload.status(), await upload.text()).toBe(201);

  const staff = await staffPage(browser);
  await staff.getByRole('navigation').getByRole('link', { name: 'Moderatie' }).click();
  const card = staff.getByRole('listitem', { name: 'Foto van Vera' });
  await expect(card.getByRole('img', { name: 'Foto van Vera' })).toBeVisible();
  await shoot(staff, 'admin-moderation');
  await card.getByRole('button', { name: 'Afkeuren' }).click();
  await card.getByLabel('Reden').selectOption({ label: 'Contactgegevens of reclame' });
  await card.getByLabel('Toelichting voor het lid (optioneel)').fill('Op de foto staat een telefoonnummer.');
  await card.getByRole('button', { name: 'Afkeuren met motivering' }).click();
  await expect(staff.getByRole('status')).toContainText(/Afgekeurd; motivering BSL-[A-Z0-9]{8} is naar het lid gestuurd\./);

  await member.page.goto('/profile');
  const decisions = member.page.getByRole('region', { name: 'Beslissingen over je profiel' });
  await expect(decisions.getByText('Je foto is verwijderd en is niet zichtbaar voor andere leden.')).toBeVisible();
  await expect(decisions.getByText(/Op de foto staat een telefoonnummer\./)).toBeVisible();
  await expect(decisions.getByText('Nee: deze beslissing is genomen door een medewerker, zonder geautomatiseerde detectie.')).toBeVisible();
  await expect(member.page.getByText('Afgekeurd', { exact: true })).toBeVisible();
  await decisions.scrollIntoViewIfNeeded();
  await shoot(member.page, 'profile-decisions');
});

test('a notice from /complaints decided with a ban: the banned member lands on /pages/ban', async ({ browser, baseURL, request }) => {
  const member = await newMember(browser, baseURL!, 'ban', 'Bram');
  const notice = await request.post('/api/complaint.php', {
    headers: SAME_ORIGIN(baseURL!),
    data: {
      category: 'fake_profile',
      explanation: 'Dit profiel gebruikt foto’s van een bekende zanger.',
      urls: `${baseURL}/members/${member.profileId}`,
      name: 'Anna Melder',
      email: 'anna.melder@example.nl',
      good_faith: true,
      profile_id: member.profileId,
    },
  });
  expect(notice.status(), await notice.text()).toBe(201);
  const { complaint } = (await notice.json()) as { complaint: { reference: string } };

  const staff = await staffPage(browser);
  await staff.getByRole('navigation').getByRole('link', { name: 'Meldingen' }).click();
  const entry = staff.getByRole('listitem', { name: `Nepprofiel ${complaint.reference}` });
  await expect(entry.getByText('Dit profiel gebruikt foto’s van een bekende zanger.')).toBeVisible();
  await shoot(staff, 'admin-reports');
  await entry.getByLabel('Beslissing').selectOption({ label: 'Account blokkeren' });
  await entry.getByLabel('Reden').selectOption({ label: 'Nepprofiel' });
  await entry.getByRole('button', { name: 'Beslissen' }).click();
  await expect(staff.getByRole('status')).toContainText(/Beslist; motivering BSL-[A-Z0-9]{8} is naar het lid gestuurd\./);

  // The session ended with the ban; logging in again shows the ban page.
  const gone = await member.page.request.get('/api/user.php', { headers: HEADERS });
  expect(gone.status()).toBe(403);
  await member.page.context().clearCookies();
  await member.page.goto('/login');
  await submitLogin(member.page, member.email, member.password);
  await expect(member.page).toHaveURL(/\/pages\/ban$/);
  await expect(member.page.getByRole('heading', { level: 1, name: 'Je account is geblokkeerd' })).toBeVisible();
});
