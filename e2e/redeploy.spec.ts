import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { remoteRoot } from './helpers';

const root = path.resolve(__dirname, '..');
const DEPLOY_DIR = path.join(root, '.tmp/e2e-deploy');
// The file the test changes: the Dutch texts of the payments remote (the pricing page's title).
const SOURCE = path.join(root, 'mfe-payments/src/app/i18n.ts');

test('redeploying one remote alone changes what the running site shows', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/pricing');
  await expect(remoteRoot(page, 'mfe-payments')).toBeVisible();
  const shellBefore = fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
  const remotesBefore = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));

  const original = fs.readFileSync(SOURCE, 'utf8');
  const marker = `Nieuwe versie ${Date.now()}`;
  try {
    // A product change in the payments remote: a new title for the pricing page.
    fs.writeFileSync(SOURCE, original.replace(/pricing: '[^']*'/, `pricing: '${marker}'`));
    expect(fs.readFileSync(SOURCE, 'utf8')).toContain(marker);
    execFileSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), 'mfe-payments'], {
      cwd: root,
      env: { ...process.env, DEPLOY_DIR },
      stdio: 'pipe',
    });
  } finally {
    fs.writeFileSync(SOURCE, original);
  }

  const remotesAfter = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));
  expect(remotesAfter['mfe-payments'].version).not.toBe(remotesBefore['mfe-payments'].version);
  expect(remotesAfter['mfe-landers']).toEqual(remotesBefore['mfe-landers']);
  expect(fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8')).toBe(shellBefore);

  // Same server process, same shell build: the next page load shows the new remote.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();
  await expect(remoteRoot(page, 'mfe-payments')).toBeVisible();
});

// Adding a page under a prefix a remote owns (a new lander) is e2e/landers.spec.ts.
