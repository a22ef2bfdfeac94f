import { expect, linkFromMail, signupViaApi, test } from './fixtures';
import { shoot } from './helpers';

/**
 * Honest prices (issue 27, items 7 and 8): the credit cost is the unit and euros only "vanaf"; a new
 * member learns at signup what the starting credits pay for, and the chat says so before the last
 * message they pay for.
 */
const HEADERS = { 'x-client-request': '1' };

test('/pricing: a message costs 10 credits, euros only "vanaf"', async ({ page }) => {
  await page.goto('/pricing');
  const costs = page.getByRole('main').getByRole('region', { name: 'Wat kost wat?' });
  await expect(costs.getByRole('listitem').first()).toHaveText(/^Een bericht: 10 credits\s*vanaf € \d+,\d\d$/);
  await expect(costs).toContainText(/„Vanaf” is de prijs bij het voordeligste pakket \(€ 0,\d+ per credit\)\./);
  await shoot(page, 'honest-pricing');
});

test('a new member reads what the starting credits pay for, and the chat warns before the last message', async ({ page, baseURL }) => {
  const member = await signupViaApi(page.request, baseURL!, 'honest', 'Iris');
  const main = page.getByRole('main');

  await page.goto('/complete-signup?step=activation');
  await expect(main.getByText('Je startcredits (10) zijn goed voor 1 bericht.')).toBeVisible();
  await shoot(page, 'honest-signup-start-credits');

  await page.goto(await linkFromMail(page.request, member.email, /Bevestig je e-mailadres/));
  await expect(page.getByText('Je account is geactiveerd')).toBeVisible();
  const { profiles } = (await (await page.request.get('/api/members.php?gender=male', { headers: HEADERS })).json()) as {
    profiles: { id: number; name: string }[];
  };
  const other = profiles[0]!;
  await page.goto(`/members/${other.id}/chat`);
  await expect(main.getByText(/^Een bericht kost 10 credits \(vanaf € \d+,\d\d\)\. Je hebt 10 credits\.$/)).toBeVisible();
  const notice = main.getByTestId('last-message-notice');
  await expect(notice).toHaveText(/^Met je huidige credits kun je nog 1 bericht sturen\.\s*Credits bijkopen$/);
  await expect(notice.getByRole('link', { name: 'Credits bijkopen' })).toHaveAttribute('href', '/credits');
  await shoot(page, 'honest-chat-last-message');

  const box = main.getByRole('textbox', { name: `Bericht aan ${other.name}` });
  await box.fill('Hoi! Leuk profiel.');
  await box.press('Enter');
  await expect(main.getByRole('log').getByText('Hoi! Leuk profiel.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(main.getByTestId('credit-shortfall')).toHaveText(/^Je hebt 0 credits, een bericht kost 10\./);
});
