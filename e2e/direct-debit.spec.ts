import { expect, mailsTo, signupViaApi, test, type Page } from './fixtures';
import { shoot } from './helpers';

/**
 * Direct debit (issues 13 and 27) against the production build and the embedded sandbox (Mollie's
 * customers, mandates and recurring payments through the real client): the form of SPEC §3 with
 * its mandate text clean before and after typing; a new mandate may start with the smallest bundle
 * only; the SMS code read from the local mailbox, 'Code ongeldig' for a wrong code, the credits at
 * once and a transaction that says so while the collection is on its way; nothing more until the
 * bank paid, then the confirmation mail and larger bundles in one click; the limit text; a
 * collection failed in the sandbox takes the credits back and blocks direct debit (SPEC §8).
 */
const CLIENT = { 'x-client-request': '1' };
const FIRST_COLLECTION_TEXT = 'Met een nieuwe machtiging koop je eerst alleen het kleinste pakket. Grotere pakketten kun je kopen zodra je eerste incasso is afgeschreven.';

async function credits(page: Page): Promise<number> {
  const res = await page.request.get('/api/user.php', { headers: CLIENT });
  return ((await res.json()) as { user: { credits: number } }).user.credits;
}

interface Bundle {
  id: number;
  credits: number;
  price: number;
  best_value: boolean;
}
async function bundles(page: Page): Promise<{ best: Bundle; smallest: Bundle }> {
  const res = await page.request.get('/api/bundles.php', { headers: CLIENT });
  const { bundles: all } = (await res.json()) as { bundles: Bundle[] };
  const smallest = all.reduce((a, b) => (b.credits < a.credits ? b : a));
  return { best: all.find((b) => b.best_value)!, smallest };
}

async function newestCollection(page: Page): Promise<{ id: number; reference: string }> {
  const { transactions } = (await (await page.request.get('/api/transactions.php', { headers: CLIENT })).json()) as { transactions: { id: number; reference: string; method: string }[] };
  return transactions.find((tr) => tr.method === 'directdebit')!;
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

/** The sandbox overview's button on the row of a payment (as a tester presses it). */
async function inSandbox(page: Page, reference: string, button: 'Markeer als betaald' | 'Markeer als mislukt'): Promise<void> {
  await page.goto('/payment-sandbox/');
  await page.getByRole('row').filter({ hasText: reference }).getByRole('button', { name: button }).click();
}

test('direct debit: the welcome discount, clean mandate text, smallest bundle first, credits at once with "Credits ontvangen", the confirmation mail once paid, the limit, a failed collection blocks', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { email } = await signupViaApi(page.request, baseURL!, 'incasso', 'Incasso');
  await page.goto('/members');
  const start = await credits(page);
  const { best, smallest } = await bundles(page);
  const main = page.getByRole('main');
  const mandate = main.getByTestId('mandate-text');

  // From the method choice to the form; the mandate text before anything is typed: a clean template.
  // A new member's welcome offer goes along (issue 27): the discounted price, 'Welkomstkorting toegepast'.
  await page.goto(`/credits/${best.id}`);
  await main.getByRole('link', { name: /^Automatische incasso/ }).click();
  await expect(page).toHaveURL(new RegExp(`/directdebit\\?bundle=${best.id}&code=TIMEBONUS25$`));
  await expect(main.getByRole('region', { name: 'Welkomstkorting toegepast' })).toBeVisible();
  await expect(main.locator('[data-summary] s')).toHaveText(`€ ${(best.price / 100).toFixed(2).replace('.', ',')}`);
  await expect(mandate).toContainText('Rekeninghouder: [naam rekeninghouder], [straat en huisnummer], [postcode en woonplaats]. IBAN: [IBAN].');
  await expect(mandate).not.toContainText('…');
  await expect(mandate).not.toContainText('..');
  await shoot(page, 'direct-debit-form-empty');

  await main.getByLabel('Naam rekeninghouder').fill('J. de Vries');
  await main.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await main.getByLabel('Straat').fill('Keizersgracht');
  await main.getByLabel('Huisnummer').fill('12a');
  await main.getByLabel('Postcode').fill('1015 CS');
  await main.getByLabel('Woonplaats').fill('Amsterdam');
  const phone = `06${String(Date.now()).slice(-8)}`;
  await main.getByLabel('Mobiel nummer').fill(phone);
  await expect(mandate).toContainText('Rekeninghouder: J. de Vries, Keizersgracht 12a, 1015 CS Amsterdam. IBAN: NL91ABNA0417164300.');
  await expect(mandate).not.toContainText('[');
  await expect(mandate).not.toContainText('..');
  const consent = main.getByRole('checkbox', { name: 'Ik geef toestemming voor deze doorlopende SEPA-machtiging.' });
  await consent.check();
  await shoot(page, 'direct-debit-form-filled');

  // A new mandate may not start with the best-value bundle: the text, and no SMS.
  await main.getByRole('button', { name: 'Stuur mij de sms-code' }).click();
  await expect(main.getByText(FIRST_COLLECTION_TEXT)).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Sms-code' })).toHaveCount(0);

  // The smallest bundle: the SMS code signs the mandate.
  await page.goto(`/directdebit?bundle=${smallest.id}`);
  await main.getByLabel('Naam rekeninghouder').fill('J. de Vries');
  await main.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await main.getByLabel('Straat').fill('Keizersgracht');
  await main.getByLabel('Huisnummer').fill('12a');
  await main.getByLabel('Postcode').fill('1015 CS');
  await main.getByLabel('Woonplaats').fill('Amsterdam');
  await main.getByLabel('Mobiel nummer').fill(phone);
  await consent.check();
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
  expect(await credits(page)).toBe(start + smallest.credits);

  // The transaction: the credits are there, the collection is on its way.
  const first = await newestCollection(page);
  await page.goto(`/transactions/${first.id}`);
  await expect(main.getByText('Credits ontvangen', { exact: true })).toBeVisible();
  // The smallest bundle (€ 7,99) with the welcome discount: € 5,99 collected, its full credits granted.
  await expect(main.getByTestId('collection-on-its-way')).toHaveText(/^Je credits staan al op je account\. De incasso van € 5,99 is onderweg/);
  await expect(main.getByText('In behandeling')).toHaveCount(0);
  await shoot(page, 'direct-debit-transaction');
  await page.goto('/transactions');
  await expect(main.locator(`[data-transaction-id="${first.id}"]`)).toContainText('Credits ontvangen');
  await shoot(page, 'direct-debit-transactions');
  // The pre-notification links to it.
  const notice = (await mailsTo(page.request, email)).find((m) => m.subject.startsWith('Aankondiging automatische incasso'));
  expect(notice?.text).toContain(`/transactions/${first.id}`);

  // Nothing more while the first collection is on its way.
  await page.goto(`/directdebit?bundle=${smallest.id}`);
  await main.getByRole('button', { name: /^Betaal .* met automatische incasso$/ }).click();
  await expect(main.getByText(FIRST_COLLECTION_TEXT)).toBeVisible();

  // The bank pays it: one confirmation mail with the receipt, and the transaction is complete.
  await inSandbox(page, first.reference, 'Markeer als betaald');
  await expect.poll(async () => (await mailsTo(page.request, email)).filter((m) => m.subject === `Bedankt voor je betaling (${first.reference})`).length, { timeout: 20_000 }).toBe(1);
  await page.goto(`/transactions/${first.id}`);
  await expect(main.getByText('Geslaagd', { exact: true })).toBeVisible();

  // Now larger bundles in one click; two best-value bundles after the first leave less than one more under the default limit (README: €150 per 30 days).
  for (let i = 1; i <= 2; i++) {
    await page.goto(`/directdebit?bundle=${best.id}`);
    await main.getByRole('button', { name: /^Betaal .* met automatische incasso$/ }).click();
    await expect(main.getByRole('heading', { name: 'Gelukt: je credits staan klaar' })).toBeVisible();
    expect(await credits(page)).toBe(start + smallest.credits + i * best.credits);
  }
  await page.goto(`/directdebit?bundle=${best.id}`);
  await expect(main.getByText('Uw limiet voor automatische incasso betalingen is bereikt.')).toBeVisible();

  // The bank refuses the newest collection: its credits go back and direct debit is blocked.
  await inSandbox(page, (await newestCollection(page)).reference, 'Markeer als mislukt');
  await expect.poll(() => credits(page), { timeout: 20_000 }).toBe(start + smallest.credits + best.credits);
  await page.goto(`/directdebit?bundle=${best.id}`);
  await expect(main.getByText('Je account is geblokkeerd voor automatische incasso.')).toBeVisible();
});

test('after a sandbox card payment the confirmation mail with the receipt is in the local mailbox', async ({ page, baseURL }) => {
  const { email } = await signupViaApi(page.request, baseURL!, 'bevestiging', 'Koper');
  await page.goto('/members');
  const { smallest } = await bundles(page);
  await page.goto(`/credits/${smallest.id}/creditcard`);
  await expect(page).toHaveURL(/\/payment-sandbox\/checkout\/tr_/);
  await page.getByRole('button', { name: /^Betaald$/ }).click();
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('payment'));

  // The mailbox page, as a tester reads it: the mail, its link to the transaction, the receipt.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /^Bedankt voor je betaling \(HK-\d{4}-\d{6}\)$/ }).click();
  const mail = page.getByRole('region', { name: 'HTML-versie' });
  await expect(mail).toContainText(`Credits: ${smallest.credits}`);
  await expect(mail.getByRole('link', { name: 'Bekijk je transactie' })).toHaveAttribute('href', new RegExp(`/transactions/${id}$`));
  const receipt = page.getByRole('link', { name: /^hartklop-HK-\d{4}-\d{6}\.pdf$/ });
  const pdf = await page.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
