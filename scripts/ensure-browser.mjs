#!/usr/bin/env node
// Before the end-to-end tests (`npm run test:e2e`): makes sure there is a Chromium to run them in.
// Found (scripts/browser.js, the lookup playwright.config.ts uses) → done. Otherwise, unless
// ENSURE_BROWSER_INSTALL=0: Playwright's installer (`playwright install chromium`, where its
// download works), then, as root on Debian, `apt-get install -y chromium`. Still none → one line
// saying what to install, exit 1 (before the minutes of the build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import lookup from './browser.js';

const require = createRequire(import.meta.url);
const INSTALL_TIMEOUT_MS = 10 * 60_000;

const say = (line) => console.log(`ensure-browser: ${line}`);
const found = () => lookup.findChromium();

function report(browser) {
  say(`Chromium for the end-to-end tests: ${browser.path} (${browser.source})`);
  process.exit(0);
}

let browser = found();
if (browser) report(browser);

if (process.env.PLAYWRIGHT_CHROMIUM_PATH) {
  console.error(`ensure-browser: PLAYWRIGHT_CHROMIUM_PATH=${process.env.PLAYWRIGHT_CHROMIUM_PATH} does not exist; point it at a Chromium or unset it.`);
  process.exit(1);
}

if (process.env.ENSURE_BROWSER_INSTALL !== '0') {
  say('no Chromium found; trying Playwright’s installer (playwright install chromium)');
  const cli = require.resolve('@playwright/test/cli');
  const result = spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit', timeout: INSTALL_TIMEOUT_MS });
  browser = result.status === 0 ? found() : null;
  if (browser) report(browser);

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version') && fs.existsSync('/usr/bin/apt-get')) {
    say('Playwright’s download did not work; installing Debian’s chromium with apt-get');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env, timeout: INSTALL_TIMEOUT_MS });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env, timeout: INSTALL_TIMEOUT_MS });
    browser = found();
    if (browser) report(browser);
  }
}

console.error(
  'ensure-browser: no Chromium for the end-to-end tests: run `npx playwright install chromium`, or on Debian `sudo apt-get install -y chromium` (or set PLAYWRIGHT_CHROMIUM_PATH), then `npm run test:e2e` again.',
);
process.exit(1);
