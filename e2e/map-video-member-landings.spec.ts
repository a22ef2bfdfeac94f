import { expect, test, type Page } from './fixtures';

/**
 * Issue 14 items 1 and 4 (landers-b): the map lander, the video lander and the three member
 * landings on the running site with the seeded members: built content, real members and the signup
 * action (the modal on a desktop, /signup on a 390 px phone; /members/{id}/signup from a member
 * landing). Screenshots at 390 and 1280 px go to SHOTS_DIR when it is set.
 */

const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

interface Card {
  id: number;
  name: string;
  age: number;
  city: string;
  fictional: boolean;
  main_image: unknown;
}

/** Members a visitor finds in the public search (the seeded ones), the first three pages. */
async function publicMembers(page: Page): Promise<Card[]> {
  const found: Card[] = [];
  for (const n of [1, 2, 3]) {
    const res = await page.request.get(`/api/members.php?page=${n}`, { headers: { 'x-client-request': '1' } });
    expect(res.ok()).toBe(true);
    found.push(...((await res.json()) as { profiles: Card[] }).profiles);
  }
  return found;
}

test.describe('maplanding', () => {
  test('provinces with their members; a province shows its members and the signup modal on a desktop', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/landers/maplanding');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const map = page.getByTestId('province-map');
    await expect(map.locator('path')).toHaveCount(23);
    // The seeded members are counted per province; a province with members is chosen at the start.
    await expect(map.locator('text').first()).toHaveText(/^\d+$/);
    await expect(page.getByRole('group', { name: 'Provincies en gewesten' }).getByRole('button', { name: /^Utrecht\s*\d+$/ })).toBeVisible();
    const counts = await page.request.get('/api/region-counts.php', { headers: { 'x-client-request': '1' } });
    const regions = ((await counts.json()) as { countries: { regions: { code: string; name: string; members: number }[] }[] }).countries.flatMap((c) => c.regions);
    const belgian = regions.filter((r) => r.code.startsWith('BE-V')).sort((a, b) => b.members - a.members)[0]!;
    expect(belgian.members).toBeGreaterThan(0);
    await map.locator(`path[data-region="${belgian.code}"]`).click();
    const panel = page.getByTestId('province-members');
    await expect(panel).toHaveAttribute('data-region', belgian.code);
    await expect(panel.getByRole('heading', { name: `Singles in ${belgian.name}` })).toBeVisible();
    await expect(panel.getByText(`${belgian.members.toLocaleString('nl-NL')} ${belgian.members === 1 ? 'lid' : 'leden'} in ${belgian.name}`, { exact: false })).toBeVisible();
    await expect(panel.locator('img').first()).toBeVisible();
    await expect(page.getByTestId('fictional-warning')).toContainText('Sommige profielen');
    await shoot(page, 'maplanding');
    await panel.getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
  });

  test('on a phone the province list chooses and the action opens /signup', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/landers/maplanding/vlaanderen');
    const list = page.getByRole('group', { name: 'Provincies en gewesten' });
    await list.getByRole('button', { name: /^Antwerpen/ }).click();
    const panel = page.getByTestId('province-members');
    await expect(panel).toHaveAttribute('data-region', 'BE-VAN');
    await shoot(page, 'maplanding');
    await panel.getByRole('button', { name: 'Gratis aanmelden in Antwerpen' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('video', () => {
  test('on a desktop the project’s video plays muted inline once in view, served by the landers remote', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const videoResponse = page.waitForResponse((r) => /\/mfe\/mfe-landers\/.+\.webm$/.test(new URL(r.url()).pathname));
    await page.goto('/landers/video');
    const video = page.getByTestId('lander-video');
    await expect(video).toHaveAttribute('poster', /\.webp$|^data:image\/webp/);
    const response = await videoResponse;
    expect(response.headers()['content-type']).toBe('video/webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0)).toBe(true);
    await expect(page.getByText('De video zonder geluid')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zij zijn er al' })).toBeVisible();
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="lander-video"]')?.pause());
    await shoot(page, 'video');
    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
  });

  test('on a phone nothing of the video loads before play; with reduced motion it does not start by itself', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.webm')) videoRequests.push(r.url());
    });
    await page.setViewportSize(PHONE);
    await page.goto('/landers/video');
    const video = page.getByTestId('lander-video');
    await expect(video).toBeVisible();
    await page.waitForTimeout(1000);
    expect(videoRequests).toEqual([]);
    await expect(video).not.toHaveAttribute('src');
    await shoot(page, 'video');
    await page.getByRole('button', { name: /Bekijk de video/ }).click();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await page.goto('/landers/video');
    await expect(page.getByRole('button', { name: /Bekijk de video/ })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('lander-video')).not.toHaveAttribute('src');
  });
});

test.describe('member landings', () => {
  test('three designs around one seeded member lead to /members/{id}/signup; a fictional member is marked', async ({ page }) => {
    const members = await publicMembers(page);
    const real = members.find((m) => !m.fictional && m.main_image !== null)!;
    const fictional = members.find((m) => m.fictional);
    for (const [path, design] of [
      [`/members/${real.id}/landing`, 'spotlight'],
      [`/members/${real.id}/landing2/zomer`, 'chat'],
      [`/members/${real.id}/landing3`, 'card'],
    ] as const) {
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await page.goto(path);
        const landing = page.getByTestId('member-landing');
        await expect(landing).toHaveAttribute('data-design', design);
        await expect(landing).toContainText(real.name);
        await expect(landing).toContainText(String(real.age));
        await expect(landing.locator('img').first()).toBeVisible();
        await expect(page.getByTestId('member-landing-cta')).toHaveAttribute('href', `/members/${real.id}/signup`);
        await shoot(page, `member-${design}`);
      }
      await page.getByTestId('member-landing-cta').click();
      await expect(page).toHaveURL(new RegExp(`/members/${real.id}/signup$`));
      await expect(page.getByRole('heading', { name: 'Stuur dit lid een bericht: meld je gratis aan' })).toBeVisible();
    }
    expect(fictional).toBeDefined();
    await page.setViewportSize(PHONE);
    await page.goto(`/members/${fictional!.id}/landing`);
    await expect(page.getByTestId('member-landing').locator('[data-fictional="true"]')).toBeVisible();
    await expect(page.getByTestId('fictional-warning')).toContainText('fictief');
    await shoot(page, 'member-fictional');
  });

  test('an unknown member id is the 404 page, never a crash', async ({ page }) => {
    for (const path of ['/members/999999999/landing', '/members/999999999/landing2/zomer', '/members/abc/landing3']) {
      await page.goto(path);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });
});
