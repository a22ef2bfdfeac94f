import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { ERROR_PANEL_TEXT, remoteRoot } from './helpers';

// The kernel compatibility rule of docs/composition.md ("Kernel versions") on the running site: the
// payments remote is deployed alone, built against another kernel, while the shell (and so the kernel
// on the page) stays as it is.
const root = path.resolve(__dirname, '..');
const DEPLOY_DIR = path.join(root, '.tmp/e2e-deploy');
const REMOTES_JSON = path.join(DEPLOY_DIR, 'remotes.json');
const KERNEL_PACKAGE = path.join(root, 'shared-kernel/package.json');
const REMOTE = 'mfe-payments';
const REMOTE_PACKAGE = path.join(root, REMOTE, 'package.json');

interface Descriptor {
  name: string;
  entry: string;
  version: string;
  kernel?: string;
  builtWithKernel?: string;
}
const readRemotes = () => JSON.parse(fs.readFileSync(REMOTES_JSON, 'utf8')) as Record<string, Descriptor>;
const pageKernel = () => (JSON.parse(fs.readFileSync(KERNEL_PACKAGE, 'utf8')) as { version: string }).version;

/** The remote's team builds and deploys it with the kernel at `kernelVersion`, declaring `range`. */
function deployWithKernel(kernelVersion: string, range: string): Descriptor {
  const kernelOriginal = fs.readFileSync(KERNEL_PACKAGE, 'utf8');
  const remoteOriginal = fs.readFileSync(REMOTE_PACKAGE, 'utf8');
  try {
    fs.writeFileSync(KERNEL_PACKAGE, kernelOriginal.replace(/"version": "[^"]+"/, `"version": "${kernelVersion}"`));
    fs.writeFileSync(REMOTE_PACKAGE, remoteOriginal.replace(/"shared-kernel": "[^"]+"/, `"shared-kernel": "${range}"`));
    execFileSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), REMOTE], {
      cwd: root,
      env: { ...process.env, DEPLOY_DIR },
      stdio: 'pipe',
    });
  } finally {
    fs.writeFileSync(KERNEL_PACKAGE, kernelOriginal);
    fs.writeFileSync(REMOTE_PACKAGE, remoteOriginal);
  }
  const deployed = readRemotes()[REMOTE];
  if (!deployed) throw new Error(`${REMOTE} missing from remotes.json`);
  return deployed;
}

/** Puts the remote's previous version back into remotes.json (atomically), for the specs that follow. */
function restore(previous: Descriptor) {
  const tmp = `${REMOTES_JSON}.e2e.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...readRemotes(), [REMOTE]: previous }, null, 2));
  fs.renameSync(tmp, REMOTES_JSON);
}

function collectConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (msg) => lines.push(msg.text()));
  return lines;
}

const bump = (version: string, part: 'major' | 'minor') => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return part === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

let previous: Descriptor;
test.beforeEach(() => {
  const current = readRemotes()[REMOTE];
  if (!current) throw new Error(`${REMOTE} missing from remotes.json`);
  previous = current;
});
test.afterEach(() => restore(previous));

test('a remote built against a newer minor of the kernel, with a range the page meets, works', async ({ page }) => {
  test.setTimeout(240_000);
  const kernel = pageKernel();
  const newer = bump(kernel, 'minor');
  const deployed = deployWithKernel(newer, `^${kernel}`);
  expect(deployed.version).not.toBe(previous.version);
  expect(deployed).toEqual(expect.objectContaining({ kernel: `^${kernel}`, builtWithKernel: newer }));

  const lines = collectConsole(page);
  const entryLoaded = page.waitForResponse((res) => res.url().endsWith(deployed.entry) && res.ok());
  await page.goto('/pricing');
  await entryLoaded;
  await expect(remoteRoot(page, REMOTE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(ERROR_PANEL_TEXT)).toHaveCount(0);
  expect(lines.filter((l) => l.includes('shared-kernel'))).toEqual([]);
});

test('a remote that needs the next major of the kernel is refused with its error panel; the rest of the site works', async ({ page }) => {
  test.setTimeout(240_000);
  const kernel = pageKernel();
  const next = bump(kernel, 'major');
  const deployed = deployWithKernel(next, `^${next}`);
  expect(deployed).toEqual(expect.objectContaining({ kernel: `^${next}`, builtWithKernel: next }));

  const lines = collectConsole(page);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/pricing');

  // Refused cleanly: the error panel in the remote's area, one line saying why, and the remote's code
  // is never fetched (so its kernel copy never enters the page).
  await expect(page.getByText(ERROR_PANEL_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expect(remoteRoot(page, REMOTE)).toHaveCount(0);
  await expect
    .poll(() => lines.filter((l) => l.includes(`${REMOTE} ${deployed.version} needs shared-kernel ^${next}, but this page runs shared-kernel ${kernel}`)))
    .toHaveLength(1);
  expect(requested.filter((url) => url.includes(`/mfe/${REMOTE}/${deployed.version}/`))).toEqual([]);

  // The rest of the site keeps working: navigation, footer, and another remote's area.
  await expect(page.getByRole('banner').getByRole('link', { name: /inloggen/i })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden', exact: true }).click();
  await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();

  // Rolled back (remotes.json points at the previous version again): the next load works.
  restore(previous);
  await page.goto('/pricing');
  await expect(remoteRoot(page, REMOTE)).toBeVisible();
  await expect(page.getByText(ERROR_PANEL_TEXT)).toHaveCount(0);
});
