// Which Chromium the end-to-end tests use: the one lookup, shared by playwright.config.ts and
// scripts/ensure-browser.mjs (which installs one when there is none).
const fs = require('node:fs');

/** Debian's and Ubuntu's Chromium. */
const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Where Playwright keeps its own Chromium (`npx playwright install chromium`), installed or not. */
function playwrightChromiumPath() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to launch: PLAYWRIGHT_CHROMIUM_PATH when set (only that one), else Playwright's own
 * when installed, else the system's. Null when there is none.
 */
function findChromium({ env = process.env, exists = fs.existsSync, playwrightPath = playwrightChromiumPath() } = {}) {
  const chosen = env.PLAYWRIGHT_CHROMIUM_PATH;
  if (chosen) return exists(chosen) ? { path: chosen, source: 'PLAYWRIGHT_CHROMIUM_PATH' } : null;
  if (playwrightPath && exists(playwrightPath)) return { path: playwrightPath, source: 'playwright' };
  const system = SYSTEM_CHROMIUM_PATHS.find((p) => exists(p));
  return system ? { path: system, source: 'system' } : null;
}

module.exports = { SYSTEM_CHROMIUM_PATHS, playwrightChromiumPath, findChromium };
