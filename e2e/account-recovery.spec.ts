import { expect, linkFromMail, loginViaApi, loginViaPage, logoutViaMenu, signupViaApi, submitLogin, test, uniqueEmail } from './fixtures';

test.describe('account recovery and changes', () => {
  test('password reset end to end: mail, mismatch text, new password works and the old one not', async ({ page, request, baseURL }) => {
    const { email, password } = await signupViaApi(request, baseURL!, 'herstel');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByRole('main').getByLabel('E-mailadres').fill('niemand-hier@example.nl');
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mailadres niet gevonden');
    await page.getByRole('main').getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(page.getByText('We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.')).toBeVisible();

    const link = await linkFromMail(request, email, /Nieuw wachtwoord/);
    await page.goto(link);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('het-nieuwe-wachtwoord');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('iets-heel-anders');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeVisible();
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('het-nieuwe-wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Je nieuwe wachtwoord is ingesteld.')).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText('Link verlopen of invalide, vraag een nieuwe e-mail aan')).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login mislukt, probeer opnieuw');
    await loginViaPage(page, email, 'het-nieuwe-wachtwoord');
  });

  test('e-mail change confirmed by the link sent to the new address', async ({ page, request, baseURL }) => {
    const { email, password } = await signupViaApi(request, baseURL!, 'verhuizer');
    const newEmail = uniqueEmail('verhuisd');
    await loginViaApi(page, email, password);
    await page.getByRole('button', { name: 'Mijn account' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    const section = page.getByRole('region', { name: 'E-mailadres' });
    await section.getByLabel('Nieuw e-mailadres').fill('premium@hartklop.nl');
    await section.getByLabel('Huidig wachtwoord').fill(password);
    await section.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(section.getByText('Dit e-mailadres heeft al een account op deze site.')).toBeVisible();
    await section.getByLabel('Nieuw e-mailadres').fill(newEmail);
    await section.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(section.getByText(`We hebben een bevestigingslink gestuurd naar ${newEmail}.`)).toBeVisible();

    // GDPR export: the download link on the same page gives everything stored, as JSON.
    const download = page.getByRole('link', { name: 'Mijn gegevens downloaden' });
    const exported = await page.request.get((await download.getAttribute('href'))!);
    expect(exported.headers()['content-disposition']).toContain('attachment');
    const data = (await exported.json()) as { account: { email: string }; sessions: unknown[] };
    expect(data.account.email).toBe(email);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/scrypt\$|token_hash|password_hash/);

    const link = await linkFromMail(request, newEmail, /nieuwe e-mailadres/);
    await page.goto(link);
    await expect(page.getByText(`Je e-mailadres is gewijzigd in ${newEmail}`)).toBeVisible();
    await logoutViaMenu(page);
    await loginViaPage(page, newEmail, password);
  });

  test('delete the account after the offers, then reactivate it from the mail within the grace period', async ({ page, request, baseURL }) => {
    const { email, password } = await signupViaApi(request, baseURL!, 'vertrekker');
    await loginViaApi(page, email, password);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Account verwijderen' });
    await expect(section.getByText(/% korting op je volgende credits/)).toBeVisible();
    await section.getByRole('button', { name: 'Toch verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account verwijderen' });
    await dialog.getByLabel('Ik heb iemand gevonden').check();
    await dialog.getByLabel('Huidig wachtwoord').fill(password);
    await dialog.getByRole('button', { name: 'Account verwijderen' }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByText('Je account is verwijderd. Je profiel is niet meer zichtbaar voor andere leden.')).toBeVisible();

    // A deleted account cannot log in.
    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    const link = await linkFromMail(request, email, /verwijderd/);
    expect(link).toMatch(/^\/account-deleted\?token=/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Account heractiveren' }).click();
    await expect(page).toHaveURL(/\/members(\?[^/]*)?$/);
    await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
  });
});
