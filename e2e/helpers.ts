import { expect, type Page } from '@playwright/test';

/** Marks the current document; if the marker is gone later, the page was fully reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: string }).__e2eDocument = 'original';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument);
  expect(marker, 'the page must not have been reloaded').toBe('original');
}

/** The element a remote renders into once it is mounted. */
export const remoteRoot = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);

/** In-app navigation the way the kernel's navigate() does it (history API, no document load). */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

export const ERROR_PANEL_TEXT = 'Dit deel van de site kan nu niet worden geladen.';
