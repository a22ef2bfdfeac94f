import { expect, test } from './fixtures';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/dit/bestaat/niet');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown static-page token is a 404 as well', async ({ page }) => {
  await page.goto('/geen-bestaande-pagina');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const res = await request.get('/api/bestaat-niet.php');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: 'not_found' });
});
