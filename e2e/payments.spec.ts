import { expect, signupViaApi, test, type Page } from './fixtures';
import { expectSameDocument, markDocument } from './helpers';

/**
 * Payments (issue 12) against the production build and the embedded sandbox provider (the same
 * Mollie client the app would use with MOLLIE_API_KEY, pointed at the app's own /v2/). The hosted
 * pages are the sandbox's: the tester picks the bank (iDEAL) and the outcome.
 */

const CLIENT = { 'x-client-request': '1' };

interface Me {
  credits: number;
  paid_user: boolean;
}
async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/user.php', { headers: CLIENT });
  return ((await res.json()) as { user: Me }).user;
}

/** A new member, logged in by the signup itself (its session cookie is the page's). */
async function newMember(page: Page, baseURL: string, prefix: string): Promise<void> {
  await signupViaApi(page.request, baseURL, prefix, 'Koper');
  await page.goto('/members');
}

/** The result page's payment id (the provider sends the member to /credits/{bundle}/{method}?payment={id}). */
function paymentIdOf(page: Page): number {
  const id = Number(new URL(page.url()).searchParams.get('payment'));
  expect(id).toBeGreaterThan(0);
  return id;
}

async function paymentReference(page: Page, id: number): Promise<string> {
  const res = await page.request.get(`/api/payment.php?id=${id}`, { headers: CLIENT });
  return ((await res.json()) as { payment: { reference: string } }).payment.reference;
}

/** The best-value bundle of the member's country. */
async function bestBundle(page: Page): Promise<{ id: number; credits: number }> {
  const res = await page.request.get('/api/bundles.php', { headers: CLIENT });
  const { bundles } = (await res.json()) as { bundles: { id: number; credits: number; best_value: boolean }[] };
  const best = bundles.find((b) => b.best_value);
  expect(best).toBeDefined();
  return best!;
}

/** On the sandbox's hosted page of a method: press an outcome button. */
async function sandboxOutcome(page: Page, outcome: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/payment-sandbox\/checkout\/tr_/);
  await page.getByRole('button', { name: outcome }).click();
}

test.describe('payments', () => {
  test('iDEAL: bank on the hosted page, complete page, premium, transaction with its PDF receipt; reload never credits twice', async ({ page, baseURL }) => {
    await newMember(page, baseURL!, 'buyer-ideal');
    const before = await me(page);
    expect(before.paid_user).toBe(false);
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Premium' })).toBeVisible();

    // A profile whose photos a free member cannot all see.
    let target: number | undefined;
    for (let p = 1; p <= 5 && target === undefined; p++) {
      const { profiles } = (await (await page.request.get(`/api/members.php?page=${p}`, { headers: CLIENT })).json()) as { profiles: { id: number }[] };
      for (const { id } of profiles) {
        const { profile } = (await (await page.request.get(`/api/member.php?id=${id}`, { headers: CLIENT })).json()) as {
          profile: { photo_count: number; photos: unknown[] };
        };
        if (profile.photo_count > profile.photos.length) {
          target = id;
          break;
        }
      }
    }
    expect(target, 'a seeded profile with hidden photos').toBeDefined();

    await page.goto('/credits');
    const main = page.getByRole('main');
    const best = await bestBundle(page);
    await expect(main.getByText('Beste koop')).toBeVisible();
    await main.getByRole('link', { name: new RegExp(`${best.credits} credits`) }).first().click();
    // A new member's welcome discount is applied unasked (issue 27): the code goes along.
    await expect(page).toHaveURL(new RegExp(`/credits/${best.id}\\?code=TIMEBONUS25$`));
    await main.getByRole('link', { name: /iDEAL/ }).click();

    // The hosted iDEAL page: the bank is chosen here (iDEAL 2.0), then the outcome.
    await expect(page.getByRole('heading', { name: 'iDEAL: kies je bank' })).toBeVisible();
    await page.getByLabel('ING').check();
    await page.getByRole('button', { name: 'Verder naar je bank' }).click();
    await sandboxOutcome(page, /^Betaald$/);

    await expect(page).toHaveURL(new RegExp(`/credits/${best.id}/ideal\\?payment=\\d+`));
    await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
    await expect(main.getByText(`Bedankt! Je hebt ${best.credits} credits ontvangen.`)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Credits' })).toBeVisible();
    const after = await me(page);
    expect(after).toMatchObject({ paid_user: true, credits: before.credits + best.credits });

    // Reloading the return page (or the webhook arriving late) never credits twice.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
    expect((await me(page)).credits).toBe(after.credits);

    // Premium: every photo of the profile is now sent and shown.
    const { profile } = (await (await page.request.get(`/api/member.php?id=${target!}`, { headers: CLIENT })).json()) as {
      profile: { photo_count: number; photos: unknown[] };
    };
    expect(profile.photos.length).toBe(profile.photo_count);
    await page.goto(`/members/${target!}`);
    await expect(main.getByRole('button', { name: /alleen voor premium leden/ })).toHaveCount(0);

    // The transaction and its receipt.
    await page.goto('/transactions');
    const row = main.getByRole('link', { name: /iDEAL/ }).first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/\/transactions\/\d+$/);
    const receipt = main.getByRole('link', { name: 'Download bon (PDF)' });
    const href = await receipt.getAttribute('href');
    expect(href).toMatch(/^\/api\/receipt\.php\?id=\d+$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a failed credit-card payment shows the SPEC text with retry and PayPal', async ({ page, baseURL }) => {
    await newMember(page, baseURL!, 'buyer-card');
    const best = await bestBundle(page);
    await page.goto(`/credits/${best.id}/creditcard`);
    await sandboxOutcome(page, /^Mislukt$/);
    const main = page.getByRole('main');
    await expect(main.getByText('De betaling is mislukt of geannuleeerd.', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Opnieuw proberen' }).or(main.getByRole('link', { name: 'Opnieuw proberen' }))).toBeVisible();
    const paypal = main.getByRole('button', { name: 'Betalen met PayPal' }).or(main.getByRole('link', { name: 'Betalen met PayPal' }));
    await expect(paypal).toBeVisible();
    expect((await me(page)).paid_user).toBe(false);
    // PayPal starts a new payment for the same bundle.
    await paypal.click();
    await expect(page).toHaveURL(/\/payment-sandbox\/checkout\/tr_/);
    await expect(page.getByText('PayPal').first()).toBeVisible();
  });

  test('a bank transfer left pending is credited live when the sandbox marks it paid; then a repeat order', async ({ page, context, baseURL }) => {
    await newMember(page, baseURL!, 'buyer-transfer');
    const best = await bestBundle(page);
    await page.goto(`/credits/${best.id}/banktransfer`);
    await sandboxOutcome(page, /In behandeling laten/);
    await expect(page.getByRole('heading', { name: 'Betaling in behandeling' })).toBeVisible();
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Premium' })).toBeVisible();
    await markDocument(page);
    const reference = await paymentReference(page, paymentIdOf(page));

    // Days later, the bank transfer arrives: marked paid on the sandbox's overview (another tab).
    const sandbox = await context.newPage();
    await sandbox.goto('/payment-sandbox/');
    const row = sandbox.getByRole('row').filter({ hasText: reference });
    await row.getByRole('button', { name: 'Markeer als betaald' }).click();

    await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible({ timeout: 20_000 });
    await expect(nav.getByRole('link', { name: 'Credits' })).toBeVisible();
    await expectSameDocument(page);
    expect(await me(page)).toMatchObject({ paid_user: true });

    // Repeat order: the same bundle with the same method, in one step.
    await page.goto('/credits/repeat-order');
    const main = page.getByRole('main');
    const order = main.getByRole('button', { name: new RegExp(`Nogmaals ${best.credits} credits met Overboeking`) });
    await expect(order).toBeVisible();
    const credits = (await me(page)).credits;
    await order.click();
    await sandboxOutcome(page, /^Betaald$/);
    await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
    expect((await me(page)).credits).toBe(credits + best.credits);
  });
});
