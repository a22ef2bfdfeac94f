import { dutchWordsIn } from '../shared-kernel/src/testing/dutchWords';
import { ENTRY_WARNING_SKIP_KEY, expect, signupViaApi, test, type Page } from './fixtures';
import { BELGIAN_SITE as BE, belgianFrench, shoot, useBelgianSite } from './helpers';

/**
 * Issue 27: the Belgian site in French throughout. The Belgian variant (hartklop.be: nl and fr) is
 * reached by resolving hartklop.be to the test server (`useBelgianSite`); French is the `locale=fr`
 * cookie, as the language menu sets it.
 */
useBelgianSite();

const passedWarning = (page: Page) => page.context().addCookies([{ name: ENTRY_WARNING_SKIP_KEY, value: String(Date.now()), url: BE }]);

/** The errors the signup form shows (role="alert" inside the form). */
const formErrors = async (page: Page): Promise<string[]> =>
  (await page.getByRole('main').locator('form [role="alert"]').allTextContents()).map((text) => text.trim()).filter((text) => text !== '');

test.describe('the Belgian site in French', () => {
  test('an empty and a wrong signup give only French errors; the server answers in French too', async ({ page, request, baseURL }) => {
    await belgianFrench(page);
    await passedWarning(page);
    await page.goto(`${BE}/signup`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: 'Inscription gratuite' });

    // Empty: the four texts the issue saw in Dutch, now French; no Dutch word anywhere in the errors.
    await submit.click();
    await expect(main.getByText('Saisis ton adresse e-mail.')).toBeVisible();
    const empty = await formErrors(page);
    expect(empty).toEqual(
      expect.arrayContaining([
        'Saisis ton adresse e-mail.',
        'Choisis un nom de 2 à 30 caractères.',
        'Choisis un mot de passe d’au moins 8 caractères.',
        'Saisis ta date de naissance (18 ans et plus)',
      ]),
    );
    expect(empty.flatMap(dutchWordsIn)).toEqual([]);
    await shoot(page, 'signup-fr-empty');

    // Wrong: an address without a domain, a name with @, a short password, a date that does not exist.
    const form = main.locator('form');
    await form.locator('input[type="email"]').fill('amelie@');
    await form.locator('input[autocomplete="nickname"]').fill('@amelie');
    await form.locator('input[autocomplete="new-password"]').fill('kort');
    await form.locator('select[autocomplete="bday-day"]').selectOption('31');
    await form.locator('select[autocomplete="bday-month"]').selectOption('2');
    await form.locator('select[autocomplete="bday-year"]').selectOption('1990');
    await submit.click();
    await expect(main.getByText('E-mail invalide')).toBeVisible();
    const wrong = await formErrors(page);
    expect(wrong).toEqual(expect.arrayContaining(['E-mail invalide', 'Ton nom ne peut pas commencer par @.', 'Date de naissance invalide.']));
    expect(wrong.flatMap(dutchWordsIn)).toEqual([]);
    await shoot(page, 'signup-fr-wrong');

    // Valid for the browser, refused by the server (the address has an account): the answer is French.
    const { email } = await signupViaApi(request, baseURL!, 'fr-existing');
    await form.locator('input[type="email"]').fill(email);
    await form.locator('input[autocomplete="nickname"]').fill('Amélie');
    await form.locator('input[autocomplete="new-password"]').fill('une-longue-phrase-secrète');
    await form.locator('select[autocomplete="bday-day"]').selectOption('3');
    await form.locator('select[autocomplete="bday-month"]').selectOption('4');
    await form.locator('select[autocomplete="bday-year"]').selectOption('1992');
    await main.getByRole('radio').first().check();
    await main.getByRole('radio').nth(3).check();
    await main.getByRole('checkbox').check();
    await submit.click();
    const refused = main.getByText('Il existe déjà un compte avec cette adresse e-mail. Connecte-toi pour continuer.');
    await expect(refused).toBeVisible();
    expect((await formErrors(page)).flatMap(dutchWordsIn)).toEqual([]);
    await expect(page).toHaveURL(`${BE}/signup`);
  });

  test('French typography and the price sentence', async ({ page }) => {
    await belgianFrench(page);
    await passedWarning(page);
    await page.goto(`${BE}/`);
    await expect(page.getByText('Tu as déjà un compte\u202f?')).toBeVisible();
    await page.goto(`${BE}/pricing`);
    await expect(page.getByText(/^Prix pour la Belgique, TVA de 21\u202f% comprise\.$/)).toBeVisible();
  });
});

test.describe('the adults-only entry warning on the Belgian site', () => {
  test.use({ skipEntryWarning: false });

  test('a Belgian first visitor sees it, in Dutch and in French, on the home page and a lander', async ({ page }) => {
    const response = await page.goto(`${BE}/`);
    expect(await response?.text()).toContain('data-entry-warning');
    const dutch = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await expect(dutch).toBeVisible();

    await belgianFrench(page);
    await page.goto(`${BE}/landers/gallery`);
    const dialog = page.getByRole('dialog', { name: 'Réservé aux adultes' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'entry-warning-be-fr');
    await dialog.getByRole('button', { name: 'J’ai 18 ans ou plus' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Réservé aux adultes' })).toBeHidden();
  });
});
