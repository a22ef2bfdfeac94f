import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium, SYSTEM_CHROMIUM_PATHS } from '../../scripts/browser';
import playwrightConfig from '../../playwright.config';

/**
 * `npm run test:e2e` first runs scripts/ensure-browser.mjs: it finds a Chromium with the lookup
 * playwright.config.ts uses, installs one when there is none, or stops with one line.
 */
const script = path.resolve(__dirname, '../../scripts/ensure-browser.mjs');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], { env: { ...process.env, ENSURE_BROWSER_INSTALL: '0', ...env }, encoding: 'utf8', timeout: 30_000 });

describe('the Chromium lookup', () => {
  const only = (files: string[]) => (file: string) => files.includes(file);
  const PW = '/home/x/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

  it('takes PLAYWRIGHT_CHROMIUM_PATH alone when set, else Playwright’s own, else the system’s', () => {
    const all = only(['/opt/chrome', PW, ...SYSTEM_CHROMIUM_PATHS]);
    expect(findChromium({ env: { PLAYWRIGHT_CHROMIUM_PATH: '/opt/chrome' }, exists: all, playwrightPath: PW })).toEqual({ path: '/opt/chrome', source: 'PLAYWRIGHT_CHROMIUM_PATH' });
    expect(findChromium({ env: { PLAYWRIGHT_CHROMIUM_PATH: '/opt/missing' }, exists: all, playwrightPath: PW })).toBeNull();
    expect(findChromium({ env: {}, exists: all, playwrightPath: PW })).toEqual({ path: PW, source: 'playwright' });
    expect(findChromium({ env: {}, exists: only(['/usr/bin/chromium-browser']), playwrightPath: PW })).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' });
    expect(findChromium({ env: {}, exists: only([]), playwrightPath: PW })).toBeNull();
  });

  it('is what playwright.config.ts launches', () => {
    const found = findChromium();
    expect(playwrightConfig.use?.launchOptions?.executablePath).toBe(found?.path);
  });
});

describe('scripts/ensure-browser.mjs', () => {
  it('names the Chromium it found and lets the tests go on', () => {
    const res = run({ PLAYWRIGHT_CHROMIUM_PATH: process.execPath });
    expect(res.status).toBe(0);
    expect(res.stdout).toContain(process.execPath);
  });

  it('stops early with one line saying what to do when the chosen Chromium does not exist', () => {
    const res = run({ PLAYWRIGHT_CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(res.status).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PLAYWRIGHT_CHROMIUM_PATH=/nonexistent/chromium does not exist');
  });
});
