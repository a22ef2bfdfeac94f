import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { noScriptPage, visitHydrated, watchConsole, watchRemovedElements } from './helpers';

const root = path.resolve(__dirname, '..');
const DEPLOY_DIR = path.join(root, '.tmp/e2e-deploy');

/** The public pages of issue 16's "must show", with a heading of their content. */
const PAGES = [
  { url: '/', heading: 'Zo werkt het' },
  { url: '/landers/gallery', heading: null },
  { url: '/pages/terms', heading: 'Algemene voorwaarden' },
] as const;

test.describe('HTML first (issue 16)', () => {
  test('without JavaScript, /, a lander and /pages/terms show their content and the footer', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL);
    const context = page.context();
    for (const { url, heading } of PAGES) {
      await page.goto(url);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: heading === null ? 1 : undefined, name: heading ?? undefined }).first()).toBeVisible();
      await expect(main.locator('[data-remote="mfe-landers"]')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();
      // The styles are in the HTML: the footer has its layout without any script.
      await expect(page.getByRole('contentinfo').locator('ul').first()).toHaveCSS('display', 'flex');
    }
    await context.close();
  });

  test('with JavaScript the same pages hydrate without errors or warnings and stay interactive', async ({ page }) => {
    await watchRemovedElements(page);
    const problems = await watchConsole(page, async () => {
      await visitHydrated(
        page,
        PAGES.map((p) => p.url),
        'mfe-landers',
      );
      // A link in the hydrated footer navigates without a page load (the shell's router is live).
      await page.evaluate(() => ((window as Window & { hkSameDocument?: boolean }).hkSameDocument = true));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await expect(page).toHaveURL(/\/pages\/privacy$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as Window & { hkSameDocument?: boolean }).hkSameDocument)).toBe(true);
      // The remote's own content is interactive: the home page's signup button opens the signup.
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('main').getByRole('link', { name: 'Gratis aanmelden' }).or(page.getByRole('main').getByRole('button', { name: 'Gratis aanmelden' })).first().click();
      await expect(page.getByRole('dialog').or(page.locator('[data-remote="mfe-auth"]')).first()).toBeVisible();
    });
    expect(problems).toEqual([]);
  });

  test('redeploying mfe-landers alone changes the server-rendered HTML of / on the next request', async ({ request }) => {
    test.setTimeout(240_000);
    const source = path.join(root, 'mfe-landers/src/features/home/i18n.ts');
    const html = async () => (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const before = await html();
    expect(before).toContain('Klaar om iemand te ontmoeten?');
    const remotesBefore = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));
    const original = fs.readFileSync(source, 'utf8');
    const marker = `Nieuwe versie ${Date.now()}`;
    try {
      fs.writeFileSync(source, original.replace("title: 'Klaar om iemand te ontmoeten?'", `title: '${marker}'`));
      expect(fs.readFileSync(source, 'utf8')).toContain(marker);
      execFileSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), 'mfe-landers'], {
        cwd: root,
        env: { ...process.env, DEPLOY_DIR },
        stdio: 'pipe',
      });
    } finally {
      fs.writeFileSync(source, original);
    }
    const remotesAfter = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));
    expect(remotesAfter['mfe-landers'].version).not.toBe(remotesBefore['mfe-landers'].version);
    expect(remotesAfter['mfe-auth']).toEqual(remotesBefore['mfe-auth']);
    try {
      // Same server process: the next request renders with the new version's server build.
      const after = await html();
      expect(after).toContain(marker);
      expect(after).not.toContain('Klaar om iemand te ontmoeten?');
      expect(after).toContain(`/mfe/mfe-landers/${remotesAfter['mfe-landers'].version}/remoteEntry.js`);
    } finally {
      // A rollback is pointing remotes.json back: the specs after this one see the original version.
      fs.writeFileSync(path.join(DEPLOY_DIR, 'remotes.json'), JSON.stringify(remotesBefore, null, 2) + '\n');
    }
    expect(await html()).toContain('Klaar om iemand te ontmoeten?');
  });
});
