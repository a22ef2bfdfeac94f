import { ENTRY_WARNING_SKIP_KEY, expect, loginViaApi, mailsTo, SAME_ORIGIN, signupViaApi, test } from './fixtures';
import { activateViaApi } from './helpers';

const DEMO = { email: 'demo@hartklop.nl', password: 'hartklop-demo' }; // Daan, free, seeks women

test('a like mail, its unsubscribe link, and switching e-mail on again', async ({ page, browser, baseURL }) => {
  // A new member, activated through the link in her mail.
  const member = await signupViaApi(page.request, baseURL!, 'like-mail', 'Mailontvanger');
  await activateViaApi(page.request, baseURL!, member.email);
  const { profile } = (await (await page.request.get('/api/profile.php', { headers: { 'x-client-request': '1' } })).json()) as { profile: { id: number } };

  // Daan likes her: she gets one mail about it, with an unsubscribe link.
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_SKIP_KEY);
  const daan = await context.newPage();
  await loginViaApi(daan, DEMO.email, DEMO.password);
  const like = await daan.request.post('/api/like.php', { headers: SAME_ORIGIN(baseURL!), data: { profile_id: profile.id } });
  expect(like.status()).toBe(200);
  await context.close();

  let unsubscribe = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(page.request, member.email)).find((m) => /vindt je leuk/.test(m.subject));
      unsubscribe = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0] ?? '';
      return unsubscribe !== '';
    })
    .toBe(true);

  // Opening the link changes nothing by itself (a link scanner may open it); the button does.
  const url = new URL(unsubscribe);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Afmelden voor e-mails' }).click();
  await expect(page.getByText('Je bent afgemeld')).toBeVisible();

  // The settings say why e-mail is off, and switch it on again.
  await page.goto('/notifications');
  const main = page.getByRole('main');
  await expect(main.getByText('Je ontvangt op dit moment geen e-mails van ons')).toBeVisible();
  await expect(main.getByText('Je hebt je afgemeld via de link in een van onze e-mails.')).toBeVisible();
  await main.getByRole('button', { name: 'E-mail weer aanzetten' }).click();
  await expect(main.getByText('E-mail staat weer aan. Je ontvangt weer e-mails voor de meldingen die aan staan.')).toBeVisible();
  await expect(main.getByText('Je ontvangt op dit moment geen e-mails van ons')).toBeHidden();
});
