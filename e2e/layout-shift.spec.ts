import { LANDER_ROUTES } from '../bench/lib/bundle.mjs';
import { expect, test, type Page } from './fixtures';

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

/** Records every layout shift of each document the page loads (added once per page). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const node = s.node as Element | null | undefined;
          return node && 'tagName' in node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}` : '?';
        });
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page, route: string): Promise<{ total: number; sources: string[] }> {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.locator('[data-remote-area] .remote-root[data-mounted] > :not(link)').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Let late images and fonts settle, then read the entries.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
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
