import sharp from 'sharp';
import { expect, loginViaApi, SAME_ORIGIN, signupViaApi, test, type Page } from './fixtures';

const DEMO = { email: 'demo@hartklop.nl', password: 'hartklop-demo' }; // Daan, free
const PREMIUM = { email: 'premium@hartklop.nl', password: 'hartklop-demo' }; // Sanne, premium, 100 credits

/** A camera-like JPEG with GPS coordinates, a maker and a date in its EXIF. */
const cameraJpeg = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'HartklopCam', Model: 'E2E' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 9/1' },
    })
    .toBuffer();

async function ownProfile(page: Page) {
  const res = await page.request.get('/api/profile.php', { headers: { 'x-client-request': '1' } });
  return ((await res.json()) as { profile: { id: number; about: string; city: string; photos: Array<{ id: number; filename: string; main: boolean }> } }).profile;
}

test.describe('own profile', () => {
  test('photos: a JPEG with GPS is stored without metadata; main photo; delete', async ({ page, baseURL }) => {
    await signupViaApi(page.request, baseURL!, 'own-photos', 'Fotolid');
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    await expect(main.getByText("0 van 3 foto's")).toBeVisible();

    const original = await cameraJpeg('#c06080');
    expect((await sharp(original).metadata()).exif).toBeDefined(); // the test photo really has EXIF
    await main.getByLabel('Foto toevoegen').setInputFiles({ name: 'vakantie.jpg', mimeType: 'image/jpeg', buffer: original });
    await expect(main.getByText('Je foto is toegevoegd.')).toBeVisible();
    await expect(main.getByText("1 van 3 foto's")).toBeVisible();

    // The stored file (and its thumbnail) carry no EXIF, GPS or maker at all.
    const [photo] = (await ownProfile(page)).photos;
    for (const file of [photo!.filename]) {
      const stored = await page.request.get(`/media/${file}`);
      expect(stored.status()).toBe(200);
      const body = await stored.body();
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(body.includes(Buffer.from('HartklopCam'))).toBe(false);
    }

    // A second photo, made the main one; then the first is deleted.
    await main.getByLabel('Foto toevoegen').setInputFiles({ name: 'tweede.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg('#4060c0') });
    await expect(main.getByText("2 van 3 foto's")).toBeVisible();
    const second = main.getByRole('group', { name: /^Foto 2/ });
    await second.getByRole('button', { name: 'Maak hoofdfoto' }).click();
    await expect(main.getByText('Dit is nu je hoofdfoto.')).toBeVisible();
    // The main photo comes first; the old one is now the second.
    await expect(main.getByRole('group', { name: /^Foto 1, Hoofdfoto/ })).toBeVisible();
    await main.getByRole('group', { name: /^Foto 2/ }).getByRole('button', { name: 'Verwijderen' }).click();
    await main.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(main.getByText('De foto is verwijderd.')).toBeVisible();
    const after = (await ownProfile(page)).photos;
    expect(after).toHaveLength(1);
    expect(after[0]!.main).toBe(true);
    expect(after[0]!.id).not.toBe(photo!.id);

    // A file that is not an image is refused before it is sent.
    await main.getByLabel('Foto toevoegen').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(main.getByText('Kies een JPEG-, PNG- of WebP-afbeelding.')).toBeVisible();
  });

  test('details and location from the browser: saved and shown after a reload', async ({ browser, baseURL }) => {
    // Utrecht, Domplein.
    const context = await browser.newContext({ geolocation: { latitude: 52.0907, longitude: 5.1214 }, permissions: ['geolocation'] });
    await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-popup', String(Date.now())));
    const page = await context.newPage();
    await signupViaApi(page.request, baseURL!, 'own-details', 'Detaillid');
    await page.goto('/profile');
    const main = page.getByRole('main');
    await main.getByLabel('Over mij').fill('Ik fiets graag langs de Vecht.');
    await main.getByRole('button', { name: 'Gebruik mijn huidige locatie' }).click();
    await expect(main.getByText(/Je locatie is ingevuld: Utrecht/)).toBeVisible();
    await expect(main.getByLabel('Woonplaats')).toHaveValue('Utrecht');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByText('Je profiel is opgeslagen.')).toBeVisible();

    await page.reload();
    await expect(main.getByLabel('Over mij')).toHaveValue('Ik fiets graag langs de Vecht.');
    await expect(main.getByLabel('Woonplaats')).toHaveValue('Utrecht');
    const saved = await ownProfile(page);
    expect(saved).toMatchObject({ about: 'Ik fiets graag langs de Vecht.', city: 'Utrecht' });
    await context.close();
  });

  test('notification settings and privacy are saved at once and kept', async ({ page, baseURL }) => {
    await signupViaApi(page.request, baseURL!, 'own-settings', 'Instellid');
    await page.goto('/notifications');
    const main = page.getByRole('main');
    const messages = main.getByRole('switch', { name: 'Nieuwe berichten' });
    await expect(messages).toBeChecked();
    await messages.click();
    await expect(main.getByText('Opgeslagen: Nieuwe berichten staat uit.')).toBeVisible();
    await page.reload();
    await expect(main.getByRole('switch', { name: 'Nieuwe berichten' })).not.toBeChecked();

    await page.goto('/profile#privacy');
    const invisible = main.getByRole('switch', { name: 'Onzichtbaar' });
    await expect(invisible).not.toBeChecked();
    await invisible.click();
    await expect(invisible).toBeChecked();
    await expect
      .poll(async () => ((await (await page.request.get('/api/privacy.php', { headers: SAME_ORIGIN(baseURL!) })).json()) as { invisible: boolean }).invisible)
      .toBe(true);
  });

  test('a gift from the profile page costs credits and reaches the other member', async ({ browser }) => {
    const newContext = async (account: { email: string; password: string }) => {
      const context = await browser.newContext();
      await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-popup', String(Date.now())));
      const page = await context.newPage();
      await loginViaApi(page, account.email, account.password);
      return page;
    };
    const sanne = await newContext(PREMIUM);
    const daan = await newContext(DEMO);
    const daanId = (await ownProfile(daan)).id;
    const creditsOf = async (page: Page) =>
      ((await (await page.request.get('/api/user.php', { headers: { 'x-client-request': '1' } })).json()) as { user: { credits: number } }).user.credits;
    const before = await creditsOf(sanne);

    await sanne.goto(`/members/${daanId}`);
    await sanne.getByRole('button', { name: 'Cadeau sturen' }).click();
    const dialog = sanne.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Roos/ }).check();
    await dialog.getByRole('button', { name: 'Verstuur cadeau' }).click();
    await expect(dialog.getByText('Je cadeau is verstuurd')).toBeVisible();
    expect(await creditsOf(sanne)).toBeLessThan(before);

    await daan.goto('/profile');
    const received = daan.getByRole('region', { name: 'Ontvangen cadeaus' });
    await expect(received.getByText(/Roos/).first()).toBeVisible();
    await expect(received.getByRole('link', { name: /Sanne/ }).first()).toBeVisible();
    await sanne.context().close();
    await daan.context().close();
  });
});
