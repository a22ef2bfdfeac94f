import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/browser';

/**
 * End-to-end tests against the production build: one Node process serving the API, the shell and
 * every remote, with its own throwaway database and deploy folder (see e2e/serve.mjs).
 */
const PORT = Number(process.env.E2E_PORT || 18080);
export const E2E_DATA_DIR = path.resolve(__dirname, '.tmp/e2e-data');
export const E2E_DEPLOY_DIR = path.resolve(__dirname, '.tmp/e2e-deploy');
/** The back-office admin that e2e/serve.mjs creates with `admin:create` (e-mail, password, TOTP secret). */
export const E2E_STAFF_FILE = path.resolve(__dirname, '.tmp/e2e-staff.json');
/** The support staff member (member care) that e2e/serve.mjs creates the same way. */
export const E2E_CARE_STAFF_FILE = path.resolve(__dirname, '.tmp/e2e-care-staff.json');

/** PLAYWRIGHT_CHROMIUM_PATH, else Playwright's own Chromium, else the system's (`npm run test:e2e` installs one first). */
const chromium = findChromium();

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium.path } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: E2E_DATA_DIR,
      DEPLOY_DIR: E2E_DEPLOY_DIR,
      E2E_STAFF_FILE,
      E2E_CARE_STAFF_FILE,
      SEED_PROFILES: '300',
      // Every spec signs up from 127.0.0.1; the production limit (10 an hour) is tested in the API tests.
      SIGNUPS_PER_IP_HOUR: '100',
      LOG_LEVEL: 'warn',
    },
  },
});
