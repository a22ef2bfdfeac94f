import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** localStorage key the shell sets when a visitor closes the site-entry warning (SPEC §2). */
export const ENTRY_WARNING_SKIP_KEY = 'hide-site-entry-popup';

/** The cookie of a visitor who confirmed the site-entry warning (the server reads it; HTML first). */
export const entryWarningCookie = (baseURL: string) => ({ name: ENTRY_WARNING_SKIP_KEY, value: String(Date.now()), url: baseURL });

/** localStorage key payments' time-bonus modal sets when a member closes it (SPEC §4). */
export const TIME_BONUS_MODAL_KEY = 'hide-time-bonus-modal';

/**
 * Every spec starts as a returning visitor who already passed the site-entry warning, unless it
 * opts out with `test.use({ skipEntryWarning: false })` (the entry-warning spec does). Likewise the
 * time-bonus modal (it opens after 40 s in the members area for a new member with 0 credits) is
 * closed before, unless a spec opts out with `test.use({ hideTimeBonusModal: false })`.
 */
/**
 * Resolves once a server-rendered page's remote has hydrated (`data-mounted`); a remote that failed
 * is hidden, not waited for. Pages of the `page` fixture do this on every goto; a page of a context
 * of its own (`browser.newContext()`) calls it, as `loginViaPage` does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]:not([hidden]) > .remote-root:not([data-mounted])'), undefined, { timeout: 20_000 });
}

export const test = base.extend<{ skipEntryWarning: boolean; hideTimeBonusModal: boolean }>({
  skipEntryWarning: [true, { option: true }],
  hideTimeBonusModal: [true, { option: true }],
  page: async ({ page, skipEntryWarning, hideTimeBonusModal, baseURL }, use) => {
    // The server leaves the warning out of a server-rendered page when the confirmation's cookie came along.
    if (skipEntryWarning && baseURL) await page.context().addCookies([entryWarningCookie(baseURL)]);
    const keys = [...(skipEntryWarning ? [ENTRY_WARNING_SKIP_KEY] : []), ...(hideTimeBonusModal ? [TIME_BONUS_MODAL_KEY] : [])];
    if (keys.length > 0) {
      await page.addInitScript((names) => {
        try {
          for (const key of names) if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, String(Date.now()));
        } catch {
          // storage blocked: the test will see the warning
        }
      }, keys);
    }
    // A server-rendered public page (HTML first) shows its content before its code runs; a click
    // then would be lost. Navigations resolve once the page's remote has hydrated (`data-mounted`),
    // as a member would wait for the page to respond; a remote that failed is hidden, not waited for.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
export { expect };
export type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';

/** Headers the site's own client sends: same-origin, JSON. */
export const SAME_ORIGIN = (baseURL: string) => ({ origin: baseURL, 'sec-fetch-site': 'same-origin', 'x-client-request': '1' });

let counter = 0;
/** A fresh, unique e-mail address for one test run. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.nl`;
}

interface MailboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Mails in the local mailbox (outside production) for an address, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<MailboxMail[]> {
  const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { mails: MailboxMail[] };
  return body.mails;
}

/** Waits for a mail to an address whose subject matches, and returns the first site link in it. */
export async function linkFromMail(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, to)).find((m) => subject.test(m.subject));
        link = mail?.text.match(/https?:\/\/\S+\?token=[A-Za-z0-9_-]+/)?.[0];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // Mail links use the origin of the request that caused them; keep only path and query.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Logs in through the login page and waits for the members area. */
export async function loginViaPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  // The login form is server-rendered; what is typed before it hydrates is kept (e2e/early-input.spec.ts).
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/members(\?[^/]*)?$/);
}

/**
 * Logs in through the API, as the login form does (POST /api/user.php: the session cookie lands in the
 * page's browser context), and opens the members area, where the form leads. For the set-up of tests
 * whose flow is not the login itself; the form is walked by loginViaPage (login.spec.ts, signup.spec.ts,
 * public-pages.spec.ts, account-recovery.spec.ts, early-input.spec.ts).
 */
export async function loginViaApi(page: Page, email: string, password: string): Promise<void> {
  const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT || 18080)}`;
  const res = await page.request.post('/api/user.php', { headers: SAME_ORIGIN(origin), data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/members');
  await expect(page).toHaveURL(/\/members(\?[^/]*)?$/);
}

/** Logs out through the account menu of the top navigation. */
export async function logoutViaMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mijn account' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
}

export const PASSWORD = 'een-lange-geheime-zin';

/** A new account made through the signup API (not activated), as the site's own client would. */
export async function signupViaApi(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  name = 'Testlid',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/signup.php', {
    headers: SAME_ORIGIN(baseURL),
    data: {
      email,
      name,
      password: PASSWORD,
      date_of_birth: '1991-06-15',
      gender: 'female',
      seeking: 'male',
      accept_terms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** The login form of /login (the top navigation has an "Inloggen" link too). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Inloggen' }).click();
}
