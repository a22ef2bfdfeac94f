import { expect, test, type Page } from './fixtures';

const isRemoteEntry = (url: string, remote: string) => url.includes(`/mfe/${remote}/`) && url.endsWith('/remoteEntry.js');

/** shell/src/features/prefetch/idlePrefetch.ts: PREFETCH_DONE_MARK. */
const PREFETCH_DONE_MARK = 'hk:prefetch-done';

interface Resource {
  name: string;
  initiatorType: string;
  transferSize: number;
  startTime: number;
}

declare global {
  interface Window {
    hkResources?: Resource[];
  }
}

/** Every resource the page fetches, kept in the page (the browser's own buffer holds only 250). */
async function recordResources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.hkResources = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceResourceTiming[]) {
        window.hkResources?.push({ name: e.name, initiatorType: e.initiatorType, transferSize: e.transferSize, startTime: e.startTime });
      }
    }).observe({ type: 'resource', buffered: true });
  });
}
const resources = (page: Page): Promise<Resource[]> => page.evaluate(() => window.hkResources ?? []);

/** What of a remote has run on the page: its container global, its share-scope registrations, its script elements. */
const ranOf = (page: Page, remote: string, federationName: string) =>
  page.evaluate(
    ({ remote, federationName }) => {
      const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string }>>>> } }).__FEDERATION__;
      const registrations = Object.values(federation?.__SHARE__ ?? {}).flatMap((scopes) =>
        Object.values(scopes).flatMap((modules) => Object.values(modules).flatMap((versions) => Object.values(versions).filter((s) => s.from === federationName))),
      );
      return {
        container: federationName in window,
        registrations: registrations.length,
        scripts: [...document.scripts].filter((s) => s.src.includes(`/mfe/${remote}/`)).length,
      };
    },
    { remote, federationName },
  );

// A visitor's / links to /login (auth) and /pricing (payments); nothing on it links into the members' area.
test('after 2 s idle on / the next areas are only brought into the cache (nothing of them runs); opening /login then fetches no script', async ({ page }) => {
  await recordResources(page);
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  // The prefetch starts after 2 s idle and marks its end.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, PREFETCH_DONE_MARK, { timeout: 30_000 });

  const fetched = await resources(page);
  for (const remote of ['mfe-auth', 'mfe-payments']) {
    // The entry is in the HTTP cache, fetched by a <link rel=prefetch>, never by a <script> ...
    expect(fetched.filter((r) => isRemoteEntry(r.name, remote)).map((r) => r.initiatorType)).toEqual(['link']);
    expect(fetched.filter((r) => r.name.includes(`/mfe/${remote}/`) && r.initiatorType === 'script')).toEqual([]);
  }
  // ... and nothing of it has run: no container, nothing registered in the share scope, no script element.
  expect(await ranOf(page, 'mfe-auth', 'mfe_auth')).toEqual({ container: false, registrations: 0, scripts: 0 });
  expect(await ranOf(page, 'mfe-payments', 'mfe_payments')).toEqual({ container: false, registrations: 0, scripts: 0 });
  // The page's own remote did run (the check above can tell).
  expect((await ranOf(page, 'mfe-landers', 'mfe_landers')).container).toBe(true);
  expect(fetched.some((r) => r.name.includes('/mfe/mfe-members/'))).toBe(false);

  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Inloggen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The navigation ran mfe-auth's scripts, every one from the HTTP cache: Resource Timing's transferSize
  // is 0 exactly when no byte came over the network (a revalidation's 304 counts its headers); all
  // are same-origin, so the browser does not hide the figure.
  const scripts = (await resources(page)).filter((r) => r.startTime >= clickedAt && r.initiatorType === 'script');
  expect(scripts.some((r) => isRemoteEntry(r.name, 'mfe-auth'))).toBe(true);
  expect(scripts.filter((r) => r.transferSize !== 0).map((r) => r.name)).toEqual([]);
  expect((await ranOf(page, 'mfe-auth', 'mfe_auth')).container).toBe(true);
});

test('with data saver on, nothing is fetched ahead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
  await recordResources(page);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(3_500);
  expect(requested.filter((u) => isRemoteEntry(u, 'mfe-payments') || isRemoteEntry(u, 'mfe-auth'))).toEqual([]);
  // The page's own preloads come before its load event; nothing is prefetched after it.
  const loadedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  expect((await resources(page)).filter((r) => r.initiatorType === 'link' && r.startTime >= loadedAt).map((r) => r.name)).toEqual([]);
});
