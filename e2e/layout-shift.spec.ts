import { LANDER_ROUTES } from '../bench/lib/bundle.mjs';
import { expect, signupViaApi, test, type Page } from './fixtures';

/**
 * Issue 16: no layout shift on public routes. The browser's own layout-shift entries (the input of CLS)
 * are summed from the first paint until the page has settled: the footer and the layout must not move
 * when the owning remote mounts or a lazy chunk arrives. Deterministic enough to gate (no timers in it:
 * the same DOM changes happen in the same order on every run).
 */
const PUBLIC_ROUTES = ['/', ...LANDER_ROUTES, '/pages/terms', '/pages/privacy', '/pages/faq', '/pricing', '/login', '/signup', '/complaints', '/members'];
const MAX_CLS = 0.05;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Records every layout shift of each document the page loads (added once per page). Shifts right after
 * input are left out, as CLS does, unless `withInput`: a change of the viewport's size counts as input
 * to the browser, and a test that changes it on purpose wants to see what it moves.
 */
async function recordShifts(page: Page, withInput = false): Promise<void> {
  await page.addInitScript((keepInput) => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[]; __flushShifts: () => void };
    w.__shifts = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput && !keepInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const node = s.node as Element | null | undefined;
          return node && 'tagName' in node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}` : '?';
        });
        w.__shifts.push({ value: entry.value, sources });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The entries reported but not yet handed to the callback.
    w.__flushShifts = () => record(observer.takeRecords());
  }, withInput);
}

async function layoutShift(page: Page, route: string): Promise<{ total: number; sources: string[] }> {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.locator('[data-remote-area] .remote-root[data-mounted] > :not(link)').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Let late images and fonts settle (every image on its way has loaded or failed, the fonts are
  // ready), let two frames render what they changed, then read the entries, the pending ones too.
  return page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(loading.map((img) => new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true })))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[]; __flushShifts: () => void };
    w.__flushShifts();
    const shifts = w.__shifts;
    return { total: shifts.reduce((n, s) => n + s.value, 0), sources: shifts.flatMap((s) => s.sources.map((x) => `${x} ${s.value.toFixed(3)}`)) };
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`cumulative layout shift ≤ ${MAX_CLS} on every public route at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    const failures: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const { total, sources } = await layoutShift(page, route);
      console.log(`CLS ${viewport.width} px ${route}: ${total.toFixed(3)}`);
      if (total > MAX_CLS) failures.push(`${route}: ${total.toFixed(3)} (${sources.join(', ')})`);
    }
    expect(failures).toEqual([]);
  });
}

test.describe('a first visit', () => {
  test.use({ skipEntryWarning: false });
  // Issue 29: /pricing at 390 px shifted by 0.26 in Lighthouse: the site-entry warning, centred, moved
  // whenever the viewport's height changed (a phone's address bar, a device emulation).
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the site-entry warning stays put on /pricing at ${viewport.width} px when the viewport's height changes`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordShifts(page, true);
      const { total: atLoad } = await layoutShift(page, '/pricing');
      await expect(page.locator('dialog[data-entry-warning]')).toBeVisible();
      expect(atLoad).toBeLessThanOrEqual(MAX_CLS);
      // An on-screen keyboard or a device emulation takes 300 px of the height.
      await page.setViewportSize({ width: viewport.width, height: viewport.height - 300 });
      await page.waitForTimeout(300);
      const total = await page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts.reduce((n, s) => n + s.value, 0));
      expect(total).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});

test.describe('a new member', () => {
  // Issue 29: the time-bonus banner (payments' parcel above the page) and the members' alerts arrived
  // after the page and pushed it down: /members 0.144 and /chats 0.221 at 390 px. A member who just
  // signed up has the time bonus (and the signup credits, so the banner is shown at once).
  const MEMBER_ROUTES = ['/members', '/profile', '/chats'];
  for (const viewport of [PHONE, DESKTOP]) {
    test(`cumulative layout shift ≤ ${MAX_CLS} on /members, /profile and /chats at ${viewport.width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await recordShifts(page);
      await signupViaApi(page.request, baseURL!, `cls-${viewport.width}`, 'Stil');
      const failures: string[] = [];
      for (const route of MEMBER_ROUTES) {
        const { total, sources } = await layoutShift(page, route);
        console.log(`CLS ${viewport.width} px ${route} (member): ${total.toFixed(3)}`);
        if (total > MAX_CLS) failures.push(`${route}: ${total.toFixed(3)} (${sources.join(', ')})`);
        // The case this is about: the banner is on the page of the members area.
        if (route !== '/profile') await expect(page.getByRole('complementary', { name: 'Welkomstbonus' })).toBeVisible();
      }
      expect(failures).toEqual([]);
    });
  }
});
