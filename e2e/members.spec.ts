import sharp from 'sharp';
import { expect, loginViaApi, test, type Browser, type Page } from './fixtures';

const DEMO = { email: 'demo@hartklop.nl', password: 'hartklop-demo' }; // Daan, free, seeks women
const PREMIUM = { email: 'premium@hartklop.nl', password: 'hartklop-demo' }; // Sanne, premium, seeks men

async function memberPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-popup', String(Date.now())));
  const page = await context.newPage();
  await loginViaApi(page, account.email, account.password);
  return page;
}

async function ownProfileId(page: Page): Promise<number> {
  const res = await page.request.get('/api/profile.php', { headers: { 'x-client-request': '1' } });
  return ((await res.json()) as { profile: { id: number } }).profile.id;
}

test.describe('members', () => {
  test('search with filters, paging and a restored list after opening a profile', async ({ page }) => {
    await loginViaApi(page, DEMO.email, DEMO.password);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
    await main.getByLabel('Ik zoek').selectOption({ label: 'Een vrouw' });
    await main.getByLabel('Leeftijd vanaf').selectOption('18');
    await main.getByLabel('Leeftijd tot en met').selectOption('80');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    const count = main.getByText(/^\d+ leden gevonden$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(24);
    const cards = main.getByRole('list').first().getByRole('link');
    await expect(cards).toHaveCount(24);
    // Scrolling to the end (or "Meer laden") appends the next pages, up to all results.
    // (Scrolled to, the button itself starts the next page: clicking it would race that load.)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    await expect.poll(() => cards.count()).toBeLessThanOrEqual(total);

    // A narrower search: one country and an age range.
    await main.getByLabel('Land', { exact: true }).selectOption({ label: 'Nederland' });
    await main.getByLabel('Leeftijd vanaf').selectOption('25');
    await main.getByLabel('Leeftijd tot en met').selectOption('40');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(main.getByText(/^\d+ (leden|lid) gevonden$/)).toBeVisible();
    const narrowed = Number((await main.getByText(/^\d+ (leden|lid) gevonden$/).textContent())!.split(' ')[0]);
    expect(narrowed).toBeLessThan(total);

    // Open a profile and come back: the list is restored from the kernel's search store.
    const first = cards.first();
    await first.click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(main.getByText(`${narrowed} ${narrowed === 1 ? 'lid' : 'leden'} gevonden`)).toBeVisible();

    await main.getByRole('button', { name: 'Wissen' }).click();
    await expect(main.getByText('Kies je filters en klik op Zoeken.')).toBeVisible();
  });

  test('like, like back (match modal), unlike, and blocking hides both ways', async ({ browser }) => {
    const daan = await memberPage(browser, DEMO);
    const sanne = await memberPage(browser, PREMIUM);
    const daanId = await ownProfileId(daan);
    const sanneId = await ownProfileId(sanne);

    // Daan likes Sanne: it shows in his given likes.
    await daan.goto(`/members/${sanneId}`);
    await daan.getByRole('button', { name: 'Liken' }).click();
    await expect(daan.getByText('Je vindt Sanne leuk.')).toBeVisible();
    await daan.goto('/likes/given');
    await expect(daan.getByRole('main').getByRole('link', { name: /Sanne/ })).toBeVisible();

    // Sanne sees the new like, opens Daan's profile and likes back: a match, with the match modal.
    await sanne.goto('/likes/received');
    await expect(sanne.getByRole('main').getByText('Nieuw')).toBeVisible();
    await sanne.goto(`/members/${daanId}`);
    await expect(sanne.getByText('Daan vindt jou leuk!')).toBeVisible();
    await sanne.getByRole('button', { name: 'Liken' }).click();
    const modal = sanne.getByRole('dialog');
    await expect(modal.getByText('New like!')).toBeVisible();
    await expect(modal.getByText('Het is een match!')).toBeVisible();
    await expect(modal.getByText('Jij en Daan vinden elkaar leuk.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Stuur een bericht' })).toBeVisible();
    await modal.getByRole('button', { name: /sluiten/i }).click();
    await expect(modal).toBeHidden();

    // Daan, who liked first, gets the match modal too, live: the match reloads his likes at once.
    const daanModal = daan.getByRole('dialog');
    await expect(daanModal.getByText('New like!')).toBeVisible();
    await expect(daanModal.getByText('Het is een match!')).toBeVisible();
    await expect(daanModal.getByText('Jij en Sanne vinden elkaar leuk.')).toBeVisible();
    await daanModal.getByRole('button', { name: /sluiten/i }).click();
    await expect(daanModal).toBeHidden();
    // It shows once: on the next page load it stays closed.
    await daan.goto('/likes/matches');
    await expect(daan.getByRole('main').getByRole('link', { name: /Sanne/ })).toBeVisible();
    await daan.waitForTimeout(1000); // the modal's chunk would have loaded by now
    await expect(daan.getByText('New like!')).toBeHidden();

    // Both see the match in their matches tab.
    await expect(daan.getByRole('main').getByRole('link', { name: /Sanne/ })).toBeVisible();
    await sanne.goto('/likes/matches');
    await expect(sanne.getByRole('main').getByRole('link', { name: /Daan/ })).toBeVisible();

    // Sanne unlikes: the match is gone for Daan too.
    await sanne.goto(`/members/${daanId}`);
    await sanne.getByRole('button', { name: 'Like intrekken' }).click();
    await expect(sanne.getByRole('button', { name: 'Liken' })).toBeVisible();
    await daan.goto('/likes/matches');
    await expect(daan.getByText('Je hebt nog geen matches. Een match ontstaat als jullie elkaar allebei liken.')).toBeVisible();

    // Sanne blocks Daan: neither can open the other's profile any more; the like is gone.
    await sanne.getByRole('button', { name: 'Meer acties voor Daan' }).click();
    await sanne.getByRole('menuitem', { name: 'Blokkeren' }).click();
    await sanne.getByRole('dialog').getByRole('button', { name: 'Ja, blokkeren' }).click();
    await expect(sanne.getByText('Je hebt Daan geblokkeerd')).toBeVisible();
    await daan.goto(`/members/${sanneId}`);
    await expect(daan.getByText('This page could not be found')).toBeVisible();
    await daan.goto('/likes/given');
    await expect(daan.getByRole('main').getByRole('link', { name: /Sanne/ })).toHaveCount(0);
    const search = await daan.request.get('/api/members.php?gender=female', { headers: { 'x-client-request': '1' } });
    expect(((await search.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id)).not.toContain(sanneId);

    // Unblock again so the demo members are as they were.
    await sanne.getByRole('button', { name: 'Deblokkeren' }).click();
    await expect(sanne.getByText('Je hebt de blokkering van Daan opgeheven.')).toBeVisible();
    await daan.context().close();
    await sanne.context().close();
  });

  test('the swipe game stops at 4 likes a day and says so', async ({ page }) => {
    await loginViaApi(page, DEMO.email, DEMO.password);
    await page.goto('/swipe-game');
    const main = page.getByRole('main');
    await expect(main.getByText('Nog 4 likes vandaag')).toBeVisible();
    for (const left of [3, 2, 1]) {
      await main.getByRole('button', { name: /^Like / }).click();
      await expect(main.getByText(left === 1 ? 'Nog 1 like vandaag' : `Nog ${left} likes vandaag`)).toBeVisible();
    }
    await main.getByRole('button', { name: /^Like / }).click();
    await expect(main.getByText('Je hebt je likes van vandaag gebruikt.')).toBeVisible();
    await expect(main.getByText(/kun je weer swipen$/)).toBeVisible();
    await expect(main.getByRole('button', { name: /^Like / })).toBeDisabled();
    // The server enforces it too.
    const res = await page.request.post('/api/swipe.php', {
      headers: { 'x-client-request': '1', origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' },
      data: { profile_id: 1, like: true },
    });
    expect(res.status()).toBe(429);
  });

  test('a free member cannot add a fourth photo', async ({ page }) => {
    await loginViaApi(page, DEMO.email, DEMO.password);
    const origin = new URL(page.url()).origin;
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c06080' } }).jpeg().toBuffer();
    const upload = () =>
      page.request.post('/api/photo.php', {
        headers: { 'content-type': 'image/jpeg', origin, 'sec-fetch-site': 'same-origin', 'x-client-request': '1' },
        data: photo,
      });
    const before = ((await (await page.request.get('/api/profile.php', { headers: { 'x-client-request': '1' } })).json()) as { profile: { photos: unknown[] } }).profile.photos.length;
    for (let i = before; i < 3; i++) expect((await upload()).status()).toBe(201);
    const refused = await upload();
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Je kunt maximaal 3 foto's hebben. Word premium lid om tot 25 foto's te plaatsen.",
    );
  });

  test('a free member meets the premium alert on a locked photo; at the free limit the icebreaker says so before a chat opens', async ({ page }) => {
    await loginViaApi(page, DEMO.email, DEMO.password);
    // A seeded woman with more photos than a free member may see, and no conversation with Daan yet.
    const headers = { 'x-client-request': '1' };
    const { chats } = (await (await page.request.get('/api/chats.php', { headers })).json()) as { chats: { profile: { id: number } }[] };
    const inChat = new Set(chats.map((c) => c.profile.id));
    let target: { id: number; name: string } | undefined;
    for (let p = 1; p <= 5 && !target; p++) {
      const { profiles } = (await (await page.request.get(`/api/members.php?gender=female&page=${p}`, { headers })).json()) as { profiles: { id: number }[] };
      for (const { id } of profiles.filter((p) => !inChat.has(p.id))) {
        const { profile } = (await (await page.request.get(`/api/member.php?id=${id}`, { headers })).json()) as {
          profile: { id: number; name: string; photo_count: number; photos: unknown[] };
        };
        if (profile.photo_count > profile.photos.length) {
          target = profile;
          break;
        }
      }
    }
    expect(target, 'a seeded profile with hidden photos').toBeDefined();
    await page.goto(`/members/${target!.id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /alleen voor premium leden/ }).first().click();
    const alert = page.getByRole('dialog');
    await expect(alert.getByRole('heading', { name: 'Alleen voor premium leden' })).toBeVisible();
    await expect(alert.getByText('Premium leden hebben 46% meer kans op een match.')).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();

    // Daan started his 2 free conversations: the icebreaker says so before a chat opens, with the way out,
    // instead of offering a line for a chat without a send box (issue 15).
    await expect(main.getByText('Je hebt je gratis gesprekken gebruikt: voor een nieuw gesprek word je premium lid.')).toBeVisible();
    await main.getByRole('button', { name: 'Begin met een ijsbreker' }).click();
    const icebreaker = page.getByRole('dialog');
    await expect(icebreaker.getByText(`Als gratis lid kun je maximaal 2 gesprekken beginnen, en die heb je al. Word premium lid om ook met ${target!.name} te chatten`)).toBeVisible();
    await expect(icebreaker.getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
    await expect(icebreaker.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    await expect(icebreaker.locator('[data-line]')).toHaveCount(0);
    await icebreaker.getByRole('button', { name: 'Begrepen' }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${target!.id}$`));
  });
});
