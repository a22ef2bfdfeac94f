import { expect, SAME_ORIGIN, test, type Browser, type Page } from './fixtures';
import { newConfirmedMember } from './helpers';

/**
 * Issue 27, "live counts, proven": the messages and likes badges of the top navigation, the title
 * count and the app badge move with every live event, without a reload, in every open tab of the
 * member, also when a reload of the list was already on its way (a slow answer on a phone).
 */

/** Time a live event may take to reach the counts. */
const LIVE_MS = 5_000;

interface Member {
  page: Page;
  profileId: number;
}

/** A new member, logged in in a browser context of their own whose pages record navigator.setAppBadge. */
async function member(browser: Browser, baseURL: string, prefix: string, name: string): Promise<Member> {
  const { page, profileId } = await newConfirmedMember(browser, baseURL, prefix, name);
  await page.context().addInitScript(() => {
    const calls: number[] = [];
    Object.defineProperty(window, '__appBadge', { value: calls });
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    nav.setAppBadge = (n?: number) => {
      calls.push(n ?? 0);
      return Promise.resolve();
    };
    nav.clearAppBadge = () => {
      calls.push(0);
      return Promise.resolve();
    };
  });
  return { page, profileId };
}

/** The last value the page gave the app badge (0: cleared or never set). */
const appBadge = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __appBadge: number[] }).__appBadge.at(-1) ?? 0);

/** Badges, title count and app badge of a page show these counts. */
async function expectCounts(page: Page, counts: { messages: number; likes: number }): Promise<void> {
  const options = { timeout: LIVE_MS };
  for (const [id, count] of [
    ['nav-messages-badge', counts.messages],
    ['nav-likes-badge', counts.likes],
  ] as const) {
    if (count > 0) await expect(page.getByTestId(id)).toHaveText(String(count), options);
    else await expect(page.getByTestId(id)).toHaveCount(0, options);
  }
  const total = counts.messages + counts.likes;
  if (total > 0) await expect(page).toHaveTitle(new RegExp(`^\\(${total}\\) `), options);
  else await expect(page).not.toHaveTitle(/^\(\d+\+?\) /, options);
  await expect.poll(() => appBadge(page), options).toBe(total);
}

/** Opens a page of the member and waits until its live stream is open (its `hello` reloads chats and likes). */
async function open(page: Page, url: string): Promise<void> {
  const asked = (path: string) => page.waitForRequest((r) => r.url().includes(path));
  const reloads = Promise.all([asked('/api/events.php'), asked('/api/chats.php'), asked('/api/likes.php')]);
  await page.goto(url);
  await reloads;
}

/**
 * Holds the answer to the page's next request of `path` (fetched from the server at once, handed
 * to the page only at the end of the test): a reload that is still on its way when an event arrives.
 */
async function holdNextAnswer(page: Page, path: string): Promise<void> {
  let held = false;
  await page.route(`**${path}`, async (route) => {
    if (held) return route.fallback();
    held = true;
    await route.fetch();
    // Never answered: the context closes at the end of the test.
    await new Promise(() => undefined);
  });
}

async function send(from: Member, to: Member, baseURL: string, text: string): Promise<number> {
  const res = await from.page.request.post('/api/message.php', {
    headers: SAME_ORIGIN(baseURL),
    data: { profile_id: to.profileId, kind: 'text', text, idempotency_key: crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { message: { conversation_id: number } }).message.conversation_id;
}

async function like(from: Member, to: Member, baseURL: string): Promise<void> {
  const res = await from.page.request.post('/api/like.php', { headers: SAME_ORIGIN(baseURL), data: { profile_id: to.profileId } });
  expect(res.status(), await res.text()).toBe(200);
}

const close = async (...members: Member[]) => Promise.all(members.map((m) => m.page.context().close()));

test.describe('live counts', () => {
  test('a message arrives on /members: badge, title and app badge go up without a reload', async ({ browser, baseURL }) => {
    const [lars, mila] = await Promise.all([member(browser, baseURL!, 'live-1a', 'Lars'), member(browser, baseURL!, 'live-1b', 'Mila')]);
    await holdNextAnswer(mila.page, '/api/chats.php');
    await open(mila.page, '/members');
    // Her chats reload is still on its way (its answer predates the message) when the message comes.
    await send(lars, mila, baseURL!, 'Hoi Mila!');
    await expectCounts(mila.page, { messages: 1, likes: 0 });
    await close(lars, mila);
  });

  test('read or seen in one tab: the other tab of the member drops its counts', async ({ browser, baseURL }) => {
    const [lars, mila] = await Promise.all([member(browser, baseURL!, 'live-2a', 'Lars'), member(browser, baseURL!, 'live-2b', 'Mila')]);
    const tabA = mila.page;
    const tabB = await tabA.context().newPage();
    await Promise.all([open(tabA, '/members'), open(tabB, '/members')]);
    const conversationId = await send(lars, mila, baseURL!, 'Lees je dit?');
    await like(lars, mila, baseURL!);
    await expectCounts(tabB, { messages: 1, likes: 1 });

    // Tab A reads the conversation: both tabs drop the message.
    await tabA.goto(`/chats/${conversationId}`);
    await expect(tabA.getByRole('log').getByText('Lees je dit?')).toBeVisible();
    // (The conversation's chat layout has no top navigation: its title counts the like only.)
    await expect(tabA).toHaveTitle(/^\(1\) /);
    await expectCounts(tabB, { messages: 0, likes: 1 });
    // Tab A opens his profile (his like is seen): both tabs drop the like.
    await tabA.goto(`/members/${lars.profileId}`);
    await expectCounts(tabA, { messages: 0, likes: 0 });
    await expectCounts(tabB, { messages: 0, likes: 0 });
    await close(lars, mila);
  });

  test('a new like: the likes badge, title and app badge go up', async ({ browser, baseURL }) => {
    const [lars, mila] = await Promise.all([member(browser, baseURL!, 'live-3a', 'Lars'), member(browser, baseURL!, 'live-3b', 'Mila')]);
    await holdNextAnswer(mila.page, '/api/likes.php');
    await open(mila.page, '/members');
    // Her likes reload is still on its way when the like comes.
    await like(lars, mila, baseURL!);
    await expectCounts(mila.page, { messages: 0, likes: 1 });
    await close(lars, mila);
  });

  test('a match: the member whose like was answered gets the new like counted and the match shown', async ({ browser, baseURL }) => {
    const [lars, mila] = await Promise.all([member(browser, baseURL!, 'live-4a', 'Lars'), member(browser, baseURL!, 'live-4b', 'Mila')]);
    await like(mila, lars, baseURL!);
    await open(mila.page, '/members');
    await expectCounts(mila.page, { messages: 0, likes: 0 });
    // Lars likes her back: a match.
    await like(lars, mila, baseURL!);
    await expect(mila.page.getByTestId('match-modal').getByTestId('match-line')).toBeVisible({ timeout: LIVE_MS });
    await expectCounts(mila.page, { messages: 0, likes: 1 });
    await close(lars, mila);
  });

  test('several tabs open: a message reaches every one of them', async ({ browser, baseURL }) => {
    const [lars, mila] = await Promise.all([member(browser, baseURL!, 'live-5a', 'Lars'), member(browser, baseURL!, 'live-5b', 'Mila')]);
    const urls = ['/members', `/members/${lars.profileId}`, '/credits'];
    const tabs = [mila.page, await mila.page.context().newPage(), await mila.page.context().newPage()];
    await Promise.all(tabs.map((tab, i) => open(tab, urls[i]!)));
    await send(lars, mila, baseURL!, 'Hallo in elk tabblad');
    for (const tab of tabs) await expectCounts(tab, { messages: 1, likes: 0 });
    await close(lars, mila);
  });
});
