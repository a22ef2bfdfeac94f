import sharp from 'sharp';
import { expect, linkFromMail, loginViaPage, logoutViaMenu, test, uniqueEmail } from './fixtures';

/** A small real JPEG with a GPS position in its EXIF data, as a phone would make it. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 120, b: 140 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefoon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 7/1 0/1' } })
    .toBuffer();
}

test.describe('signup', () => {
  test('a new visitor signs up through every step, activates from the mailbox, logs out and logs in', async ({ page, request }) => {
    const email = uniqueEmail('aanmelder');
    const password = 'mijn-eigen-geheime-zin';

    await page.goto('/');
    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Gratis aanmelden' });
    await expect(modal).toBeVisible();

    await modal.getByRole('group', { name: 'Ik ben een' }).getByLabel('Man').check();
    await modal.getByRole('group', { name: 'Ik zoek een' }).getByLabel('Vrouw').check();
    await modal.getByLabel('E-mailadres').fill(email);
    // A signup in progress cannot be dismissed with Escape (SPEC §4).
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // Client-side checks show the SPEC texts before anything is sent.
    await modal.getByLabel('Gebruikersnaam').fill('@jeroen');
    await modal.getByRole('button', { name: 'Gratis aanmelden' }).click();
    await expect(modal.getByText('Je naam mag niet met @ beginnen.')).toBeVisible();
    await expect(modal.getByText('Vul uw geboortedatum in (18+ jaar)')).toBeVisible();

    await modal.getByLabel('Gebruikersnaam').fill('Jeroen');
    await modal.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await modal.getByLabel('Dag').selectOption('12');
    await modal.getByLabel('Maand').selectOption('5');
    await modal.getByLabel('Jaar').selectOption('1990');
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Gratis aanmelden' }).click();

    // Step 1: photo (the stored file loses its EXIF, checked by the API tests).
    await expect(page).toHaveURL(/\/complete-signup/);
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeVisible();
    await page.getByLabel('Kies een foto').setInputFiles({ name: 'ik.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await expect(page.getByText('Je foto is toegevoegd.')).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 2: location.
    await expect(page.getByRole('heading', { name: 'Waar woon je?' })).toBeVisible();
    await page.getByLabel('Regio').selectOption({ label: 'Utrecht' });
    await page.getByLabel('Woonplaats').fill('Utrecht');
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 3: personal info.
    await expect(page.getByRole('heading', { name: 'Vertel iets over je uiterlijk' })).toBeVisible();
    await page.getByLabel('Haarkleur').selectOption({ label: 'Bruin' });
    await page.getByLabel('Relatiestatus').selectOption({ label: 'Single' });
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 4: about me and interests.
    await expect(page.getByRole('heading', { name: 'Over mij' })).toBeVisible();
    await page.getByRole('textbox').fill('Fietser, koffiedrinker en liefhebber van lange wandelingen.');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 5: the push opt-in (the server publishes its VAPID key); skipped here. Last step: activation.
    await expect(page.getByRole('heading', { name: 'Mis geen enkel bericht' })).toBeVisible();
    await page.getByRole('button', { name: 'Overslaan' }).click();
    await expect(page.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
    const profile = await page.request.get('/api/profile.php', { headers: { 'x-client-request': '1' } });
    const { profile: saved } = (await profile.json()) as {
      profile: { city: string; hair_colour: string; about: string; interests: number[]; photos: unknown[] };
    };
    expect(saved).toMatchObject({ city: 'Utrecht', hair_colour: 'brown', about: 'Fietser, koffiedrinker en liefhebber van lange wandelingen.' });
    expect(saved.interests).toHaveLength(1);
    expect(saved.photos).toHaveLength(1);
    // The stored photo (and its thumbnail) carry no EXIF at all: the phone's GPS position is gone.
    const stored = saved.photos[0] as { filename: string; thumb_filename: string };
    for (const file of [stored.filename, stored.thumb_filename]) {
      const res = await page.request.get(`/media/${file}`);
      expect(res.ok()).toBeTruthy();
      const meta = await sharp(await res.body()).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1200);
    }

    await page.getByRole('link', { name: 'Bekijk je eerste matches' }).click();
    await expect(page).toHaveURL(/\/signup-matches$/);

    // Activation through the local mailbox.
    const link = await linkFromMail(request, email, /Bevestig je e-mailadres/);
    expect(link).toMatch(/^\/activate\/done\?token=/);
    await page.goto(link);
    await expect(page.getByText('Je account is geactiveerd')).toBeVisible();
    const me = await page.request.get('/api/user.php', { headers: { 'x-client-request': '1' } });
    expect(((await me.json()) as { user: { status: string } }).user.status).toBe('confirmed');
    // A used link does not work twice.
    await page.goto(link);
    await expect(page).toHaveURL(/\/activate\/error$/);
    await expect(page.getByRole('heading', { name: 'Activeren mislukt' })).toBeVisible();

    await logoutViaMenu(page);
    await loginViaPage(page, email, password);
  });

  test('an existing address is offered the login instead', async ({ page }) => {
    await page.goto('/signup');
    const form = page.getByRole('main');
    await form.getByRole('group', { name: 'Ik ben een' }).getByLabel('Vrouw').check();
    await form.getByRole('group', { name: 'Ik zoek een' }).getByLabel('Man').check();
    await form.getByLabel('E-mailadres').fill('premium@hartklop.nl');
    await form.getByLabel('Gebruikersnaam').fill('Tweede');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('nog-een-wachtwoord');
    await form.getByLabel('Dag').selectOption('3');
    await form.getByLabel('Maand').selectOption('3');
    await form.getByLabel('Jaar').selectOption('1985');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Gratis aanmelden' }).click();
    await expect(form.getByText('Er is al een account met dit e-mailadres. Log in om verder te gaan.')).toBeVisible();
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/login\?email=premium%40hartklop\.nl$/);
    await expect(page.getByRole('main').getByLabel('E-mailadres')).toHaveValue('premium@hartklop.nl');
  });
});
