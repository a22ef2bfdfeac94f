import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from '../playwright.config';
import { expect, SAME_ORIGIN, signupViaApi, test } from './fixtures';
import { remoteRoot, shoot } from './helpers';

/**
 * The back office (issue 18): the admin made by `npm run admin:create` (e2e/serve.mjs runs it on the
 * fresh database) signs in with the password and a TOTP code computed here, sees the dashboard with
 * its charts and numbers, and finds the sign-in in the audit log; a member session gets 403 on the
 * admin API. Screenshots of the screens at 390 and 1280 px go to SHOTS_DIR when it is set.
 */
const ADMIN_PASSWORD = 'e2e-backoffice-wachtwoord';

interface CreatedAdmin {
  id: number;
  email: string;
  role: string;
  secret: string;
  uri: string;
}

const createdAdmin = (): CreatedAdmin => JSON.parse(fs.readFileSync(path.join(path.dirname(E2E_DATA_DIR), 'e2e-admin.json'), 'utf8')) as CreatedAdmin;

/** The authenticator app's code now. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() });

/** The charts follow a new width after a moment: the screenshots wait that long. */
const CHARTS_SETTLE_MS = 300;

test('the admin made by admin:create signs in with password and TOTP, sees the dashboard, and the sign-in is in the audit log', async ({ page }) => {
  const admin = createdAdmin();
  expect(admin.role).toBe('admin');
  expect(admin.uri).toMatch(/^otpauth:\/\/totp\//);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Nothing of the member site on the back office.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await shoot(page, 'backoffice-login', CHARTS_SETTLE_MS);

  await page.getByLabel('E-mailadres').fill(admin.email);
  await page.getByLabel('Wachtwoord').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Code uit je authenticator-app' })).toBeVisible();
  // Without the code there is no session yet.
  const early = await page.request.get('/api/admin/me', { headers: SAME_ORIGIN(page.url()) });
  expect(early.status()).toBe(403);
  await shoot(page, 'backoffice-code', CHARTS_SETTLE_MS);
  await page.getByLabel('Code').fill(codeFor(admin.secret));
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(remoteRoot(page, 'mfe-backoffice')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Ingelogd als E2E Beheerder')).toBeVisible();
  // Five charts drawn (canvas) and the numbers beside them: a row per day of the last 30.
  await expect(page.locator('[data-chart] canvas')).toHaveCount(5);
  const table = page.getByRole('table', { name: 'Cijfers per dag' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
  await expect(table.locator(`tr[data-date="${today}"] td`).first()).toHaveText(/^\d+$/);
  await shoot(page, 'backoffice-dashboard', CHARTS_SETTLE_MS);
  // On a phone the menu wraps: every entry in view, none behind a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  const entries = page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link');
  for (const entry of await entries.all()) await expect(entry).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Auditlog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  const signIn = page.locator('li[data-action="staff.sign_in"]').first();
  await expect(signIn).toContainText('E2E Beheerder');
  // The action in Dutch, not its key (issue 28).
  await expect(signIn).toContainText('Medewerker aangemeld');
  await expect(signIn).not.toContainText('staff.sign_in');
  await expect(page.locator('li[data-action="staff.create"]').first()).toContainText('opdrachtregel');
  await shoot(page, 'backoffice-audit', CHARTS_SETTLE_MS);

  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Medewerkers' }).click();
  await expect(page.getByRole('table', { name: 'Alle medewerkers' })).toContainText(admin.email);
  await shoot(page, 'backoffice-staff', CHARTS_SETTLE_MS);

  // The staff session is not a member's: the member API does not know it.
  const asMember = await page.request.get('/api/user.php', { headers: SAME_ORIGIN(page.url()) });
  expect(asMember.status()).toBe(403);
  expect(((await asMember.json()) as { error: string }).error).toBe('authentication_required');

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/admin/me', { headers: SAME_ORIGIN(page.url()) })).status()).toBe(403);
});

test('a member session never reaches the admin API', async ({ page, baseURL }) => {
  await signupViaApi(page.request, baseURL!, 'bo-lid');
  const me = await page.request.get('/api/user.php', { headers: SAME_ORIGIN(baseURL!) });
  expect(me.status()).toBe(200);
  for (const url of ['/api/admin/me', '/api/admin/dashboard', '/api/admin/audit', '/api/admin/staff']) {
    const res = await page.request.get(url, { headers: SAME_ORIGIN(baseURL!) });
    expect({ url, status: res.status() }).toEqual({ url, status: 403 });
    expect(((await res.json()) as { error: string }).error).toBe('staff_authentication_required');
  }
});
