import { expect, test } from './fixtures';
import { expectSameDocument, markDocument, navigateInApp, remoteRoot } from './helpers';

const AREAS = [
  { remote: 'mfe-landers', path: '/pages/terms' },
  { remote: 'mfe-auth', path: '/login' },
  { remote: 'mfe-members', path: '/members' },
  { remote: 'mfe-chat', path: '/chats' },
  { remote: 'mfe-payments', path: '/pricing' },
];

for (const { remote, path } of AREAS) {
  test(`${remote} mounts when ${path} is opened by URL`, async ({ page }) => {
    await page.goto(path);
    await expect(remoteRoot(page, remote)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('every area mounts by in-app navigation without a full page load; back and forward work', async ({ page }) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  await markDocument(page);

  // Links the visitor can click.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Prijzen', exact: true }).click();
  await expect(remoteRoot(page, 'mfe-payments')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('banner').getByRole('link', { name: /inloggen/i }).click();
  await expect(remoteRoot(page, 'mfe-auth')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden', exact: true }).click();
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/terms$/);

  // Areas a logged-out visitor has no link to, through the history API as the kernel's navigate() does.
  await navigateInApp(page, '/members');
  await expect(remoteRoot(page, 'mfe-members')).toBeVisible();
  await navigateInApp(page, '/chats');
  await expect(remoteRoot(page, 'mfe-chat')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/members(\?[^/]*)?$/);
  await expect(remoteRoot(page, 'mfe-members')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/terms$/);
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  await page.goForward();
  await expect(remoteRoot(page, 'mfe-members')).toBeVisible();
  await expectSameDocument(page);
});
