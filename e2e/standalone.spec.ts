import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';

const root = path.resolve(__dirname, '..');
const PORT = 18304;

let dev: ChildProcess | null = null;

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('a remote runs alone (npm run dev -w mfe-payments) against the msw mocks of the contract', async ({ page }) => {
  test.setTimeout(180_000);
  // The same command as `npm run dev -w mfe-payments`, on a private port.
  dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs'), 'mfe-payments', '--standalone'], {
    cwd: path.join(root, 'mfe-payments'),
    env: { ...process.env, DEV_PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://localhost:${PORT}`;
  await expect
    .poll(async () => (await fetch(base).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [1000] })
    .toBe(200);

  await page.goto(`${base}/pricing`);
  await expect(page.locator('[data-remote="mfe-payments"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();

  // No API server here: msw's service worker answers from the contract's fixtures.
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/settings.php');
    return { status: res.status, body: (await res.json()) as { settings?: { name?: string } } };
  });
  expect(answer.status).toBe(200);
  expect(answer.body.settings?.name).toBe('Hartklop');
  const user = await page.evaluate(async () => (await fetch('/api/user.php')).status);
  expect(user).toBe(403);
});
