import { expect, signupViaApi, test, type Page } from './fixtures';

/**
 * Direct debit (issue 13) against the production build and the embedded sandbox (Mollie's
 * customers, mandates and recurring payments through the real client): the form of SPEC §3 with
 * consent, the SMS code read from the local mailbox, 'Code ongeldig' for a wrong code, the credits
 * at once; a second collection on the mandate; the limit text; a collection failed in the sandbox
 * takes the credits back and blocks direct debit with the SPEC §8 text.
 */
const CLIENT = { 'x-client-request': '1' };

async function credits(page: Page): Promise<number> {
  const res = await page.request.get('/api/user.php', { headers: CLIENT });
  return ((await res.json()) as { user: { credits: number } }).user.credits;
}

async function bestBundle(page: Page): Promise<{ id: number; credits: number; price: number }> {
  const res = await page.request.get('/api/bundles.php', { headers: CLIENT });
  const { bundles } = (await res.json()) as { bundles: { id: number; credits: number; price: number; best_value: boolean }[] };
  return bundles.find((b) => b.best_value)!;
}

/** The newest SMS code to the number, as a tester reads it on the local mailbox page. */
async function codeFromMailbox(page: Page, phone: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  const row = mailbox.getByRole('table', { name: 'Sms' }).getByRole('row').filter({ hasText: phone }).first();
  const code = /\b(\d{6})\b/.exec(await row.innerText())?.[1];
  await mailbox.close();
  expect(code, 'an SMS code in the local mailbox').toBeDefined();
  return code!;
}

test('direct debit: form → SMS code → "Code ongeldig" → credits; the limit; a failed collection reverses and blocks', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signupViaApi(page.request, baseURL!, 'incasso', 'Incasso');
  await page.goto('/members');
  const start = await credits(page);
  const bundle = await bestBundle(page);
  const main = page.getByRole('main');

  // From the method choice to the form.
  await page.goto(`/credits/${bundle.id}`);
  await main.getByRole('link', { name: /^Automatische incasso/ }).click();
  await expect(page).toHaveURL(new RegExp(`/directdebit\\?bundle=${bundle.id}$`));
  await main.getByLabel('Naam rekeninghouder').fill('J. de Vries');
  await main.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await main.getByLabel('Straat').fill('Keizersgracht');
  await main.getByLabel('Huisnummer').fill('12a');
  await main.getByLabel('Postcode').fill('1015 CS');
  await main.getByLabel('Woonplaats').fill('Amsterdam');
  const phone = `06${String(Date.now()).slice(-8)}`;
  await main.getByLabel('Mobiel nummer').fill(phone);
  await expect(main.getByTestId('mandate-text')).toContainText('IBAN: NL91ABNA0417164300');
  await main.getByRole('checkbox', { name: 'Ik geef toestemming voor deze doorlopende SEPA-machtiging.' }).check();
  await main.getByRole('button', { name: 'Stuur mij de sms-code' }).click();
  await expect(main.getByRole('textbox', { name: 'Sms-code' })).toBeVisible();

  const code = await codeFromMailbox(page, `+31${phone.slice(1)}`);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await main.getByRole('textbox', { name: 'Sms-code' }).fill(wrong);
  await main.getByRole('button', { name: 'Machtiging ondertekenen en betalen' }).click();
  await expect(main.getByText('Code ongeldig', { exact: true })).toBeVisible();
  expect(await credits(page)).toBe(start);

  await main.getByRole('textbox', { name: 'Sms-code' }).fill(code);
  await main.getByRole('button', { name: 'Machtiging ondertekenen en betalen' }).click();
  await expect(main.getByRole('heading', { name: 'Gelukt: je credits staan klaar' })).toBeVisible();
  expect(await credits(page)).toBe(start + bundle.credits);

  // The mandate pays the next bundle in one click.
  await page.goto(`/directdebit?bundle=${bundle.id}`);
  await main.getByRole('button', { name: /^Betaal .* met automatische incasso$/ }).click();
  await expect(main.getByRole('heading', { name: 'Gelukt: je credits staan klaar' })).toBeVisible();
  expect(await credits(page)).toBe(start + 2 * bundle.credits);

  // Two best-value bundles leave less than a third under the default limit (README: €150 per 30 days).
  await page.goto(`/directdebit?bundle=${bundle.id}`);
  await expect(main.getByText('Uw limiet voor automatische incasso betalingen is bereikt.')).toBeVisible();

  // The bank refuses the newest collection: its credits go back and direct debit is blocked.
  const { transactions } = (await (await page.request.get('/api/transactions.php', { headers: CLIENT })).json()) as { transactions: { reference: string; method: string }[] };
  const newest = transactions.find((tr) => tr.method === 'directdebit')!;
  await page.goto('/payment-sandbox/');
  await page.getByRole('row').filter({ hasText: newest.reference }).getByRole('button', { name: 'Markeer als mislukt' }).click();
  await expect.poll(() => credits(page), { timeout: 20_000 }).toBe(start + bundle.credits);
  await page.goto(`/directdebit?bundle=${bundle.id}`);
  await expect(main.getByText('Je account is geblokkeerd voor automatische incasso.')).toBeVisible();
});
