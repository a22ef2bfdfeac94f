import sharp from 'sharp';
import { E2E_STAFF_FILE } from '../playwright.config';
import { SAME_ORIGIN, expect, submitLogin, test, type Page } from './fixtures';
import { newConfirmedMember, shoot, staffPage } from './helpers';

/**
 * Issue 18 (back office operations): a moderator rejects a photo and the member reads the statement
 * of reasons; a notice from /complaints is decided with a ban and the banned member lands on
 * /pages/ban. The staff member is the admin e2e/serve.mjs made with `admin:create`, signed in with
 * password and TOTP code. Screenshots go to SHOTS_DIR when it is set.
 */
const HEADERS = { 'x-client-request': '1' };

// One sign-in (password and TOTP code, e2e/helpers.ts staffPage) for both tests: a code is accepted
// once, so a second sign-in of the account within the same 30-second step would wait for the next
// code. The sign-in itself is e2e/backoffice.spec.ts's test.
test.describe.configure({ mode: 'serial' });

let staff: Page;
test.beforeAll(async ({ browser }) => {
  staff = await staffPage(browser, E2E_STAFF_FILE);
});
test.afterAll(async () => staff.context().close());

test('a moderator rejects a new photo; the member reads the statement of reasons on their profile', async ({ browser, baseURL }) => {
  const member = await newConfirmedMember(browser, baseURL!, 'foto', 'Vera');
  const image = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#a04060' } }).jpeg().toBuffer();
  const upload = await member.page.request.post('/api/photo.php', { headers: { ...SAME_ORIGIN(baseURL!), 'content-type': 'image/jpeg' }, data: image });
  expect(upload.status(), await upload.text()).toBe(201);

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
  const member = await newConfirmedMember(browser, baseURL!, 'ban', 'Bram');
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
