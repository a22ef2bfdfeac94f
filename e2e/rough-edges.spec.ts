import { expect, linkFromMail, signupViaApi, test, type Page } from './fixtures';
import { activateViaApi, navigateInApp, payWithIdeal, shoot } from './helpers';

/**
 * Issue 28, the rough edges a newcomer trips on: every image a lander or the home page references
 * answers (the remote's media are addressed in its own folder, also when the page is rendered in the
 * browser); the tinderswipe buttons are readable and in view on a phone and a laptop; every link and
 * button is a 44 px touch target at 390 px on the public and member routes; the activation token
 * leaves the address bar; and none of these pages logs a console warning or error.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** WCAG 2.5.5 and the issue: a touch target is at least 44 CSS px tall. */
const TARGET = 44;
const HEADERS = { 'x-client-request': '1' };

const LANDERS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'tinderswipe', 'transitionsvideolanding', 'video'];

/** Collects console warnings and errors and page errors of the page from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  return problems;
}

/** Every image address the page references: img src and srcset, picture sources, video posters, CSS backgrounds. */
async function imageAddresses(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => {
    const found: string[] = [];
    const add = (value: string | null | undefined) => {
      if (value && !value.startsWith('data:')) found.push(new URL(value, document.baseURI).href);
    };
    const addSrcset = (srcset: string) => srcset.split(',').forEach((candidate) => add(candidate.trim().split(/\s+/)[0]));
    for (const img of document.querySelectorAll('img')) {
      add(img.getAttribute('src'));
      if (img.srcset) addSrcset(img.srcset);
    }
    for (const source of document.querySelectorAll('picture source[srcset]')) addSrcset(source.getAttribute('srcset')!);
    for (const video of document.querySelectorAll('video[poster]')) add(video.getAttribute('poster'));
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const background = getComputedStyle(element, pseudo).backgroundImage;
        for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) add(match[1]);
      }
    }
    return found;
  });
  return [...new Set(urls)];
}

/** The answer (status, content type) to each image address, asked once per test: the same address answers the same. */
type ImageAnswers = Map<string, Promise<{ status: number; type: string }>>;

/** Fails with the address when an image does not answer 200 with an image. */
async function expectImagesAnswer(page: Page, where: string, answers: ImageAnswers): Promise<number> {
  const urls = await imageAddresses(page);
  for (const url of urls) {
    if (!answers.has(url)) answers.set(url, page.request.get(url).then((res) => ({ status: res.status(), type: res.headers()['content-type'] ?? '' })));
  }
  for (const url of urls) {
    const { status, type } = await answers.get(url)!;
    expect(status, `${where}: ${url}`).toBe(200);
    expect(type, `${where}: ${url}`).toMatch(/^image\//);
  }
  return urls.length;
}

/** The links and buttons a finger can reach that are shorter than 44 px, named for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    const selector = 'a[href], button, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="link"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      // Not rendered, or visually hidden for screen readers only (1 px).
      if (box.width <= 1 || box.height <= 1 || element.closest('[hidden], [inert]')) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (Math.round(box.height) < min) {
        const name = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, TARGET);
}

async function expectTouchTargets(page: Page, route: string): Promise<void> {
  expect(await smallTargets(page), `${route}: links and buttons under ${TARGET} px tall`).toEqual([]);
}

/** A seeded member the public search shows (member landings are per member). */
async function seededMemberId(page: Page): Promise<number> {
  const { profiles } = (await (await page.request.get('/api/members.php?page=1', { headers: HEADERS })).json()) as { profiles: { id: number }[] };
  return profiles[0]!.id;
}

test.describe('images', () => {
  test.use({ viewport: LAPTOP });

  test('every image each lander, member landing and the home page references answers 200, server-rendered and rendered in the browser', async ({ page }) => {
    test.setTimeout(180_000);
    const problems = consoleProblems(page);
    const id = await seededMemberId(page);
    const pages = ['/', ...LANDERS.map((name) => `/landers/${name}`), `/members/${id}/landing`, `/members/${id}/landing2`, `/members/${id}/landing3`];
    let count = 0;
    const answers: ImageAnswers = new Map();
    for (const width of [LAPTOP.width, PHONE.width]) {
      await page.setViewportSize(width === PHONE.width ? PHONE : LAPTOP);
      for (const path of pages) {
        await test.step(`${path} at ${width} px`, async () => {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          count += await expectImagesAnswer(page, `${path} at ${width} px`, answers);
        });
      }
    }
    // Rendered in the browser (the remote's code decides the addresses, not the server's HTML): in-app from the home page.
    for (const name of LANDERS) {
      await test.step(`/landers/${name} opened in the app`, async () => {
        await page.goto('/');
        await navigateInApp(page, `/landers/${name}`);
        await expect(page.locator(`[data-lander="${name}"]`)).toBeVisible();
        await page.waitForLoadState('networkidle');
        count += await expectImagesAnswer(page, `/landers/${name} in the app`, answers);
      });
    }
    await expect(page.getByTestId('lander-video')).toHaveAttribute('poster', /\/mfe\/mfe-landers\/[^/]+\/assets\/poster\.[0-9a-f]+\.webp$/);
    expect(count, 'the pages show images').toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});

test.describe('the tinderswipe lander', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`at ${viewport.width} × ${viewport.height} its pass and like buttons are in view, their words on one line`, async ({ page }) => {
      const problems = consoleProblems(page);
      await page.setViewportSize(viewport);
      await page.goto('/landers/tinderswipe');
      const buttons = [page.getByRole('button', { name: /^Sla .+ over$/ }), page.getByRole('button', { name: /^Ik vind .+ leuk$/ })];
      for (const [button, word] of [
        [buttons[0]!, 'Volgende'],
        [buttons[1]!, 'Leuk'],
      ] as const) {
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `${word}: bottom within the ${viewport.height} px screen`).toBeLessThanOrEqual(viewport.height);
        expect(Math.round(box.height), `${word}: height`).toBeGreaterThanOrEqual(TARGET);
        const label = button.locator('[data-label]');
        await expect(label).toHaveText(word);
        // One line box for the word: a word broken inside ("Volgend / e") has two.
        const lines = await label.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getClientRects().length;
        });
        expect(lines, `${word} on one line`).toBe(1);
      }
      if (viewport === LAPTOP) await shoot(page, 'tinderswipe');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every link and button of the public routes is at least 44 px tall, without console warnings', async ({ page }) => {
    test.setTimeout(240_000);
    const problems = consoleProblems(page);
    const id = await seededMemberId(page);
    const routes = [
      '/',
      '/login',
      '/signup',
      '/reset-password',
      '/pricing',
      '/premium',
      '/complaints',
      ...['ban', 'compliance', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'].map((p) => `/pages/${p}`),
      ...LANDERS.map((name) => `/landers/${name}`),
      `/members/${id}/landing`,
      `/members/${id}/landing2`,
      `/members/${id}/landing3`,
      '/activate/error',
    ];
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expectTouchTargets(page, route);
      });
    }
    expect(problems).toEqual([]);
  });

  test('activation clears its token from the address; every link and button of the member routes is at least 44 px tall, without console warnings', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const problems = consoleProblems(page);
    const member = await signupViaApi(page.request, baseURL!, 'targets', 'Noor');
    const link = await linkFromMail(page.request, member.email, /Bevestig je e-mailadres/);
    expect(link).toMatch(/\?token=/);
    await page.goto(link);
    await expect(page.getByText('Je account is geactiveerd')).toBeVisible();
    // The spent token leaves the address bar (same history entry); the page still says it worked.
    await expect(page).toHaveURL(/\/activate\/done$/);
    await page.reload();
    await expect(page.getByText('Je account is geactiveerd')).toBeVisible();
    await expect(page).toHaveURL(/\/activate\/done$/);

    const { profiles } = (await (await page.request.get('/api/members.php?gender=male', { headers: HEADERS })).json()) as { profiles: { id: number }[] };
    const main = page.getByRole('main');
    // The chat routes (/chats, /members/:id/chat) are redesigned in their own part of issue 28.
    const routes: { path: string; ready: () => ReturnType<Page['locator']> }[] = [
      { path: '/members', ready: () => main.getByRole('heading', { name: 'Leden zoeken' }) },
      { path: `/members/${profiles[0]!.id}`, ready: () => main.getByRole('button', { name: 'Liken' }) },
      ...['/likes', '/likes/received', '/likes/given', '/likes/matches'].map((path) => ({ path, ready: () => main.getByRole('tab', { name: 'Ontvangen' }) })),
      { path: '/notifications', ready: () => main.getByRole('switch').first() },
      { path: '/profile', ready: () => main.getByRole('button', { name: 'Opslaan' }) },
      { path: '/settings', ready: () => main.getByRole('button', { name: 'E-mailadres wijzigen' }) },
      { path: '/premium', ready: () => main.getByRole('heading', { level: 1 }) },
      { path: '/pricing', ready: () => main.getByRole('heading', { level: 1 }) },
      { path: '/credits', ready: () => main.getByRole('list', { name: 'Creditpakketten' }) },
      { path: '/credits/1', ready: () => main.getByRole('heading', { level: 1 }) },
      { path: '/credits/repeat-order', ready: () => main.getByRole('heading', { level: 1 }) },
      { path: '/transactions', ready: () => main.getByRole('heading', { level: 1 }) },
      { path: '/match-finder', ready: () => main.getByRole('button', { name: /^Like / }).first() },
      { path: '/swipe-game', ready: () => main.getByRole('button', { name: /^Like / }) },
      { path: '/signup-matches', ready: () => main.getByRole('link', { name: 'Naar alle leden' }) },
    ];
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(route.ready()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectTouchTargets(page, route.path);
      });
    }
    expect(problems).toEqual([]);
  });
});

test('a premium member: /premium speaks to them as one, and the pages ask nothing that fails', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const member = await signupViaApi(page.request, baseURL!, 'premium', 'Ilse');
  await activateViaApi(page.request, baseURL!, member.email);
  const main = page.getByRole('main');
  // The first bundle bought makes a member premium (SPEC §1).
  await page.goto('/credits');
  await main.locator('[data-bundle-id]').first().getByRole('link').click();
  await main.getByRole('link', { name: /iDEAL/ }).click();
  await payWithIdeal(page);

  const failed: string[] = [];
  const welcomeAsked: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  page.on('request', (req) => {
    if (req.url().includes('/api/discountcode.php')) welcomeAsked.push(req.url());
  });
  for (const path of ['/premium', '/credits', '/pricing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/premium');
  await expect(main.getByRole('heading', { level: 1, name: 'Je bent premium lid' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Premium worden' })).toHaveCount(0);
  await expect(main.getByText(/met je eerste aankoop/)).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Credits bijkopen' })).toHaveAttribute('href', '/credits');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'premium-member');
  // The welcome discount is for a first purchase: not asked for a premium member (the API would answer 422).
  expect(welcomeAsked).toEqual([]);
  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ skipEntryWarning: false, viewport: PHONE });

  for (const path of ['/login', '/signup']) {
    test(`${path}: confirming the site-entry warning logs no warning (the form it closes is not sent)`, async ({ page }) => {
      const problems = consoleProblems(page);
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
      await dialog.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('main').getByRole('textbox', { name: 'E-mailadres' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
