import { expect, test } from './fixtures';
import { BENCH_ROUTES, BUDGETS, duplicatedLibraries, isFirstVisitRoute, loadClassifier, measureRoute } from '../bench/lib/bundle.mjs';

// Sizes are deterministic (content-hashed production builds), so the budgets of issue 2 are checked here.
test('first-visit JavaScript stays within budget on every measured route', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const classify = await loadClassifier(baseURL!);
  for (const route of BENCH_ROUTES) {
    const m = await measureRoute(browser, baseURL!, route, classify);
    expect(duplicatedLibraries(m.files), `libraries shipped twice on ${route}`).toEqual([]);
    for (const f of m.files.filter((x: { kind: string }) => x.kind === 'remote')) {
      expect(f.gzip, `${f.path} (remote chunk on ${route})`).toBeLessThanOrEqual(BUDGETS.remoteChunk);
    }
    if (isFirstVisitRoute(route)) expect(m.total, `gzipped JavaScript of ${route} (a first visit: the budget of /)`).toBeLessThanOrEqual(BUDGETS.indexTotal);
    if (route === '/') {
      // The shell provides the first page's shares inside main.js (FIRST_PAGE_SHARES in
      // scripts/webpack.config.js): `/` loads no shared chunk of the shell's besides it.
      const shellShareChunks = m.files.filter((f: { owner: string; kind: string; path: string }) => f.owner === 'shell' && f.kind === 'shared' && f.path !== '/main.js');
      expect(shellShareChunks.map((f: { path: string; libs: string[] }) => `${f.path} (${f.libs.join(', ')})`), 'shell shares of / outside main.js').toEqual([]);
    }
  }
});
