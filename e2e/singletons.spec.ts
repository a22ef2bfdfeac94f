import { expect, test } from './fixtures';
import { duplicatedLibraries, loadClassifier } from '../bench/lib/bundle.mjs';
import { navigateInApp, remoteRoot } from './helpers';

test('exactly one copy of React (and every other shared library) is loaded across all areas', async ({ page, baseURL }) => {
  const classify = await loadClassifier(baseURL!);
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  for (const [path, remote] of <Array<[string, string]>>[
    ['/login', 'mfe-auth'],
    ['/members', 'mfe-members'],
    ['/chats', 'mfe-chat'],
    ['/pricing', 'mfe-payments'],
  ]) {
    await navigateInApp(page, path);
    await expect(remoteRoot(page, remote)).toBeVisible();
  }
  const files = scripts.map((p) => ({ path: p, ...classify(p) }));
  const reactDom = files.filter((f) => f.libs.includes('react-dom'));
  expect(reactDom.map((f) => f.path)).toHaveLength(1);
  expect(duplicatedLibraries(files)).toEqual([]);
  // And at run time: one React instance (the federation share scope holds a single loaded react).
  const reactVersions = await page.evaluate(() => {
    const g = globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } };
    const loaded: string[] = [];
    for (const host of Object.values(g.__FEDERATION__?.__SHARE__ ?? {}))
      for (const scope of Object.values(host))
        for (const [version, info] of Object.entries(scope['react'] ?? {})) if (info.loaded) loaded.push(version);
    return [...new Set(loaded)];
  });
  expect(reactVersions.length).toBeLessThanOrEqual(1);
});
