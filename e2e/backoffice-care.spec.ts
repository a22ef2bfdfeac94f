import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { E2E_CARE_STAFF_FILE } from '../playwright.config';
import { SAME_ORIGIN, expect, test, type Page } from './fixtures';
import { newConfirmedMember, payWithIdeal, shoot, staffPage } from './helpers';

/**
 * Issue 18 item 4 (member care), as support does it: a sandbox payment refunded from the member's
 * care page reverses the credits in the ledger and in the member's balance; a member's data exported
 * and erased on request. The staff member is the support account e2e/serve.mjs made with
 * `admin:create` (this spec's own: no TOTP step shared with the other back-office specs), signed in
 * once for the file. A staff session never acts as a member: a paid action is refused.
 */
const HEADERS = { 'x-client-request': '1' };

test.describe.configure({ mode: 'serial' });

let staff: Page;
test.beforeAll(async ({ browser }) => {
  staff = await staffPage(browser, E2E_CARE_STAFF_FILE);
});
test.afterAll(async () => staff.context().close());

const creditsOf = async (page: Page): Promise<number> =>
  ((await (await page.request.get('/api/user.php', { headers: HEADERS })).json()) as { user: { credits: number } }).user.credits;

/** The member's care page, found by e-mail address. */
async function openMember(email: string, name: string) {
  await staff.getByRole('navigation').getByRole('link', { name: 'Leden' }).click();
  await staff.getByLabel('E-mailadres, naam of id').fill(email);
  await staff.getByRole('button', { name: 'Zoeken' }).click();
  await staff.getByRole('button', { name: 'Openen' }).click();
  const detail = staff.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(detail).toBeVisible();
  return detail;
}

test('support refunds a sandbox payment: the credits are reversed in the ledger and the balance; staff cannot buy as a member', async ({ browser, baseURL }) => {
  const member = await newConfirmedMember(browser, baseURL!, 'zorg-terug', 'Roos');
  const start = await creditsOf(member.page);
  const { bundles } = (await (await member.page.request.get('/api/bundles.php', { headers: HEADERS })).json()) as { bundles: { id: number; credits: number }[] };
  const bundle = bundles.reduce((a, b) => (b.credits < a.credits ? b : a));
  const order = { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID() };
  const started = await member.page.request.post('/api/payment.php', { headers: SAME_ORIGIN(baseURL!), data: order });
  expect(started.status(), await started.text()).toBe(201);
  const { payment } = (await started.json()) as { payment: { checkout_url: string } };
  await member.page.goto(payment.checkout_url);
  await payWithIdeal(member.page);
  expect(await creditsOf(member.page)).toBe(start + bundle.credits);

  const detail = await openMember(member.email, 'Roos');
  const ledger = detail.getByRole('list').filter({ hasText: '(purchase)' });
  await expect(ledger.getByText(`+${bundle.credits} (purchase) → ${start + bundle.credits}`)).toBeVisible();
  await shoot(staff, 'backoffice-member-care');
  await detail.getByRole('button', { name: 'Terugbetalen' }).click();
  await expect(detail.getByRole('status')).toHaveText(`Terugbetaald; ${bundle.credits} credits teruggeboekt.`);
  await expect(ledger.getByText(`-${bundle.credits} (purchase_reversal) → ${start}`)).toBeVisible();
  await expect(detail.getByText(new RegExp(`Credits: ${start}$`))).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Terugbetalen' })).toHaveCount(0);
  expect(await creditsOf(member.page)).toBe(start);

  // The staff session is not a member's: a paid action from the back office's browser is refused.
  const asStaff = await staff.request.post('/api/payment.php', { headers: SAME_ORIGIN(baseURL!), data: { ...order, idempotency_key: randomUUID() } });
  expect(asStaff.status()).toBe(403);
  expect(((await asStaff.json()) as { error: string }).error).toBe('authentication_required');
});

test('on request, support downloads a member\'s data and erases it after a confirmation with a reason', async ({ browser, baseURL }) => {
  const member = await newConfirmedMember(browser, baseURL!, 'zorg-avg', 'Wies');
  const detail = await openMember(member.email, 'Wies');

  const [download] = await Promise.all([staff.waitForEvent('download'), detail.getByRole('button', { name: 'Gegevens exporteren' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^hartklop-gegevens-\d+\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string }; profile: { name: string } };
  expect(data).toMatchObject({ account: { email: member.email }, profile: { name: 'Wies' } });

  // The dialog by keyboard: it takes the focus, Escape closes it and gives the focus back.
  const erase = detail.getByRole('button', { name: 'Gegevens wissen' });
  await erase.focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Gegevens van Wies wissen' });
  const reason = dialog.getByLabel('Reden (wordt gelogd)');
  await expect(reason).toBeFocused();
  await staff.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(erase).toBeFocused();
  await staff.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Definitief wissen' }).click();
  await expect(dialog.getByText('Vul een reden in (minstens 5 tekens).')).toBeVisible();
  await expect(reason).toBeFocused();
  await staff.keyboard.type('Verzoek per mail, ticket 4711');
  await shoot(staff, 'backoffice-member-erase');
  await staff.keyboard.press('Enter');
  const done = staff.getByText(/^De gegevens van lid \d+ zijn gewist\.$/);
  await expect(done).toBeVisible();
  await expect(staff.getByText('Geen leden gevonden.')).toBeVisible();
  await expect(staff.locator(':focus')).toContainText('zijn gewist');

  // The member is signed out for good and cannot sign in again.
  expect((await member.page.request.get('/api/user.php', { headers: HEADERS })).status()).toBe(403);
  const login = await member.page.request.post('/api/user.php', { headers: SAME_ORIGIN(baseURL!), data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(401);
});
