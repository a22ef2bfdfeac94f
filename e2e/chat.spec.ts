import {
  ENTRY_WARNING_SKIP_KEY,
  expect,
  loginViaApi,
  SAME_ORIGIN,
  signupViaApi,
  test,
  type Browser,
  type Page,
} from './fixtures';
import { activateViaApi } from './helpers';

const DEMO = { email: 'demo@hartklop.nl', password: 'hartklop-demo' }; // Daan, free; seeded with 2 conversations he started
const PREMIUM = { email: 'premium@hartklop.nl', password: 'hartklop-demo' }; // Sanne, premium, 100 credits
const HEADERS = { 'x-client-request': '1' };

async function ownProfileId(page: Page): Promise<number> {
  const res = await page.request.get('/api/profile.php', { headers: HEADERS });
  return ((await res.json()) as { profile: { id: number } }).profile.id;
}

/** A page in its own browser context (its own cookies and tabs), past the entry warning. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_SKIP_KEY);
  return context.newPage();
}

/** A new member, signed up and activated with the mail's token (through the API), logged in on their own page. */
async function newMember(browser: Browser, baseURL: string, prefix: string, name: string): Promise<{ page: Page; id: number }> {
  const page = await newPage(browser);
  const member = await signupViaApi(page.request, baseURL, prefix, name);
  await activateViaApi(page.request, baseURL, member.email);
  return { page, id: await ownProfileId(page) };
}

test.describe('chat', () => {
  test('two members chat live both ways: unread badge and title, read receipt, typing, then too few credits', async ({ browser, baseURL }) => {
    const anouk = await newMember(browser, baseURL!, 'chat-a', 'Anouk');
    const bente = await newMember(browser, baseURL!, 'chat-b', 'Bente');
    await bente.page.goto('/members');
    await expect(bente.page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
    await expect(bente.page).not.toHaveTitle(/^\(\d+\)/);

    // Anouk opens the chat from Bente's profile address and sends the first message (10 credits, her signup bonus).
    await anouk.page.goto(`/members/${bente.id}/chat`);
    const anoukBox = anouk.page.getByLabel('Bericht aan Bente');
    await expect(anouk.page.getByText('Een bericht kost 10 credits')).toBeVisible();
    await anoukBox.fill('Hoi Bente, zin in een kop koffie?');
    await anoukBox.press('Enter');
    const anoukLog = anouk.page.getByRole('log');
    await expect(anoukLog.getByText('Hoi Bente, zin in een kop koffie?')).toBeVisible();
    await expect(anoukLog.getByText('Verzonden')).toBeVisible();
    await expect(anoukBox).toHaveValue('');

    // Bente, without reloading: the page title and the navigation badge count it.
    await expect(bente.page).toHaveTitle(/^\(1\) /);
    const chatsLink = bente.page.getByRole('banner').getByRole('link', { name: /Berichten/ });
    await expect(chatsLink).toContainText('1');
    await chatsLink.click();
    await expect(bente.page).toHaveURL(/\/chats$/);
    const row = bente.page.getByRole('main').getByRole('listitem').filter({ hasText: 'Anouk' });
    await expect(row.getByText('1 ongelezen bericht')).toBeVisible();
    await expect(row.getByText('Hoi Bente, zin in een kop koffie?')).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(bente.page).toHaveURL(/\/chats\/\d+$/);
    await expect(bente.page.getByRole('log').getByText('Hoi Bente, zin in een kop koffie?')).toBeVisible();
    // Opening the chat clears the count (title, and the badge below), and Anouk sees her message was read.
    await expect(bente.page).not.toHaveTitle(/^\(\d+\)/);
    await expect(anoukLog.getByText('Gelezen')).toBeVisible();

    // Bente types (Anouk sees it) and answers; Anouk sees the answer without a reload.
    const benteBox = bente.page.getByLabel('Bericht aan Anouk');
    await benteBox.fill('Hoi Anouk! Graag, zaterdag?');
    await expect(anouk.page.getByText('Bente is aan het typen…')).toBeVisible();
    await benteBox.press('Enter');
    await expect(anoukLog.getByText('Hoi Anouk! Graag, zaterdag?')).toBeVisible();
    await expect(anouk.page.getByText('Bente is aan het typen…')).toBeHidden();
    await expect(bente.page.getByRole('log').getByText('Hoi Anouk! Graag, zaterdag?')).toBeVisible();
    await bente.page.getByRole('link', { name: 'Alle gesprekken' }).click();
    await expect(row.getByText('Jij: Hoi Anouk! Graag, zaterdag?')).toBeVisible();
    await expect(row.getByText(/ongelezen/)).toHaveCount(0);
    await expect(chatsLink).not.toContainText('1');

    // Anouk has spent her credits: before she sends, the page says so (balance, cost, a link to buy
    // credits) and Versturen is disabled; Enter sends nothing and her text stays.
    await anoukBox.fill('Zaterdag is perfect!');
    await expect(anouk.page.getByText('Je hebt 0 credits, een bericht kost 10.')).toBeVisible();
    await expect(anouk.page.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await expect(anouk.page.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    await anoukBox.press('Enter');
    await expect(anoukBox).toHaveValue('Zaterdag is perfect!');
    // The server is the authority all the same: a send without the page is refused with the SPEC text.
    const refused = await anouk.page.request.post('/api/message.php', {
      headers: SAME_ORIGIN(baseURL!),
      data: { profile_id: bente.id, kind: 'text', text: 'Zaterdag is perfect!', idempotency_key: crypto.randomUUID() },
    });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toBe('Je hebt onvoldoende credits om dit bericht te versturen');
    await expect(bente.page.getByRole('log').getByText('Zaterdag is perfect!')).toHaveCount(0);

    await anouk.page.context().close();
    await bente.page.context().close();
  });

  test('a free member who started 2 conversations cannot start a third', async ({ page, baseURL }) => {
    await loginViaApi(page, DEMO.email, DEMO.password);
    const { chats } = (await (await page.request.get('/api/chats.php', { headers: HEADERS })).json()) as { chats: { profile: { id: number } }[] };
    const inChat = new Set(chats.map((c) => c.profile.id));
    const { profiles } = (await (await page.request.get('/api/members.php?gender=female', { headers: HEADERS })).json()) as {
      profiles: { id: number; name: string }[];
    };
    const target = profiles.find((p) => !inChat.has(p.id));
    expect(target, 'a woman Daan has no conversation with').toBeDefined();

    await page.goto(`/members/${target!.id}/chat`);
    const main = page.getByRole('main');
    await expect(main.getByText(`Als gratis lid kun je maximaal 2 gesprekken beginnen. Word premium lid om ook met ${target!.name} te chatten.`)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
    await expect(main.getByRole('textbox')).toHaveCount(0);

    // The server refuses it too, whatever the page shows.
    const res = await page.request.post('/api/message.php', {
      headers: SAME_ORIGIN(baseURL!),
      data: { profile_id: target!.id, kind: 'text', text: 'Hoi!', idempotency_key: crypto.randomUUID() },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('conversation_limit');
  });

  test('removing a chat: a server failure alerts and brings it back; then it is removed for good', async ({ page }) => {
    // The page's clock runs as usual; below it jumps the client's waits between its retries.
    await page.clock.install();
    await loginViaApi(page, DEMO.email, DEMO.password);
    await page.getByRole('banner').getByRole('link', { name: /Berichten/ }).click();
    const main = page.getByRole('main');
    const rows = main.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    // A conversation whose member's name is unique in the list (other specs' members may share a name).
    const labels = await main.getByRole('button', { name: /^Meer acties voor het gesprek met .+$/ }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const label = labels.find((l) => labels.indexOf(l) === labels.lastIndexOf(l));
    expect(label).toBeDefined();
    const name = label!.replace(/^Meer acties voor het gesprek met (.+)$/, '$1');
    // Removing sits behind the row's "…" (issue 28).
    const removeChat = async () => {
      await main.getByRole('button', { name: `Meer acties voor het gesprek met ${name}` }).click();
      await main.getByRole('menuitem', { name: `Gesprek met ${name} verwijderen` }).click();
    };

    // Every DELETE fails (the client retries, then gives up).
    await page.route('**/api/chat.php', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal_error', message: 'Er ging iets mis. Probeer het later opnieuw.' }) })
        : route.fallback(),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await removeChat();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, verwijderen' }).click();
    // Gone at once, then the failure: an alert with the error, and the list reloads with it back.
    await expect(main.getByRole('button', { name: `Meer acties voor het gesprek met ${name}` })).toHaveCount(0);
    // The client retries the DELETE 5 times, 0.2 s after the first failure and doubling (6.2 s in all):
    // while no alert has come, each look jumps the page's clock a second ahead.
    await expect
      .poll(
        async () => {
          if (alerts.length === 0) await page.clock.fastForward(1_000);
          return alerts;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toEqual(['Er ging iets mis. Probeer het later opnieuw.']);
    await expect(main.getByRole('button', { name: `Meer acties voor het gesprek met ${name}` })).toBeVisible();
    await expect(rows).toHaveCount(before);

    // Without the failure it stays removed, also after a reload.
    await page.unroute('**/api/chat.php');
    await removeChat();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(rows).toHaveCount(before - 1);
    await page.reload();
    await expect(rows).toHaveCount(before - 1);
    await expect(main.getByRole('button', { name: `Meer acties voor het gesprek met ${name}` })).toHaveCount(0);
    expect(alerts).toHaveLength(1);
  });

  test('after a lost connection the page reconnects and catches up on what it missed', async ({ browser, baseURL }) => {
    const daan = await newPage(browser);
    // Daan's clock runs as usual; the fallback refresh's first run is brought forward below instead of waited for.
    await daan.clock.install();
    await loginViaApi(daan, DEMO.email, DEMO.password);
    const sanne = await newPage(browser);
    await loginViaApi(sanne, PREMIUM.email, PREMIUM.password);
    const daanId = await ownProfileId(daan);

    await daan.getByRole('banner').getByRole('link', { name: /Berichten/ }).click();
    const main = daan.getByRole('main');
    await expect(main.getByRole('listitem').first()).toBeVisible();
    const title = await daan.title();
    // Past the fallback refresh's first run (5 s after login; then every 60 s): what follows comes from the stream.
    // The clock jumps those 5 s; the refresh it starts is answered before the connection drops.
    const refreshed = daan.waitForResponse((res) => res.url().includes('/api/chats.php'));
    await daan.clock.fastForward(5_500);
    await refreshed;

    // Daan's connection drops; meanwhile Sanne writes to him.
    await daan.context().setOffline(true);
    const sent = await sanne.request.post('/api/message.php', {
      headers: SAME_ORIGIN(baseURL!),
      data: { profile_id: daanId, kind: 'text', text: 'Ben je er nog, Daan?', idempotency_key: crypto.randomUUID() },
    });
    expect(sent.status()).toBe(201);
    await daan.waitForTimeout(1500);
    await expect(main.getByText('Ben je er nog, Daan?')).toHaveCount(0);
    expect(await daan.title()).toBe(title);

    // Back online: the stream reconnects and the page catches up, without a reload.
    await daan.context().setOffline(false);
    const row = main.getByRole('listitem').filter({ hasText: 'Sanne' });
    await expect(row.getByText('Ben je er nog, Daan?')).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('1 ongelezen bericht')).toBeVisible();
    await expect(daan).not.toHaveTitle(title);

    // And it is live again: Sanne's next message arrives in the open conversation.
    await row.getByRole('link').first().click();
    await expect(daan.getByRole('log').getByText('Ben je er nog, Daan?')).toBeVisible();
    const again = await sanne.request.post('/api/message.php', {
      headers: SAME_ORIGIN(baseURL!),
      data: { profile_id: daanId, kind: 'text', text: 'Fijn, je bent er weer!', idempotency_key: crypto.randomUUID() },
    });
    expect(again.status()).toBe(201);
    await expect(daan.getByRole('log').getByText('Fijn, je bent er weer!')).toBeVisible();

    // Leave the demo members as they were.
    await main.getByRole('link', { name: 'Alle gesprekken' }).click();
    await main.getByRole('button', { name: 'Meer acties voor het gesprek met Sanne' }).click();
    await main.getByRole('menuitem', { name: 'Gesprek met Sanne verwijderen' }).click();
    await daan.getByRole('dialog').getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(main.getByRole('button', { name: 'Meer acties voor het gesprek met Sanne' })).toHaveCount(0);
    await daan.context().close();
    await sanne.context().close();
  });
});
