import { randomUUID } from 'node:crypto';
import type { DirectDebitCollection } from 'shared-kernel/contract';
import { listSms } from '../src/domain/sms/outbox';
import { deliverPendingMails, type MailTransport } from '../src/domain/mail/delivery';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import { PAID_MAIL_KIND, renderPaidMail } from '../src/domain/payments/paid-mail';
import { SANDBOX_API_KEY } from '../src/domain/payments/provider-source';
import { receiptAttachments } from '../src/domain/payments/receipt-attachments';
import { reconcilePayments } from '../src/domain/payments/transitions';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp, type TestUser, testPort } from './helpers';
import { bundlesOf, markInSandbox, memberCall, payOnHostedPage, providerIdOf, startCheckout, webhook } from './payments-helpers';

/**
 * After paying (issue 27, item 9): a payment that becomes paid queues one confirmation mail –
 * amount, credits, reference, the link to /transactions/{id}, the receipt PDF attached when sent –
 * in the member's language, exactly once whatever mix of webhooks, return-page checks and
 * reconciliation runs moves it (on PostgreSQL, with DATABASE_URL, they really race). A direct
 * debit gets it when the bank paid, after the pre-notification that links to the transaction.
 */
const PORT = testPort(18433);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let t: TestApp;
let provider: MolliePaymentProvider;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN, paymentWebhookBaseUrl: 'http://127.0.0.1:18139', paymentWebhookRepeatSeconds: 0, paymentWebhookPerMinute: 1000 });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  provider = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${ORIGIN}/v2/` });
});

afterAll(async () => {
  await t.close();
});

type Member = TestUser & { cookie: string };
async function member(language = 'nl'): Promise<Member> {
  const user = await createTestUser(t.db, {});
  await t.db.kysely.updateTable('users').set({ language }).where('id', '=', user.userId).execute();
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

const bundle = async (credits: number) => (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === credits)!;
const paidMails = (userId: number) => t.db.kysely.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).where('kind', '=', PAID_MAIL_KIND).execute();

describe('the confirmation mail after paying', () => {
  it('is queued once under concurrent and repeated webhooks, return-page checks and reconciliation', async () => {
    const m = await member();
    const payment = await startCheckout(t, m.cookie, (await bundle(50)).id, 'creditcard');
    expect(await paidMails(m.userId)).toHaveLength(0);
    await payOnHostedPage(ORIGIN, payment, 'paid');
    const providerId = await providerIdOf(t, payment.id);
    await Promise.all([
      ...Array.from({ length: 6 }, () => webhook(t, providerId)),
      memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`),
      memberCall(t, m.cookie).get(`/api/payment.php?id=${payment.id}`),
      reconcilePayments(t.db.kysely, provider, silent, { minAgeMs: 0 }),
    ]);
    await webhook(t, providerId);
    const mails = await paidMails(m.userId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to_address).toBe(m.email);
    expect(mail!.subject).toBe(`Bedankt voor je betaling (${payment.reference})`);
    expect(mail!.text_body).toMatch(/Bedrag: €\s14,99/);
    expect(mail!.text_body).toContain('Credits: 50');
    expect(mail!.text_body).toContain(`Kenmerk: ${payment.reference}`);
    expect(mail!.text_body).toContain('Betaalmethode: Creditcard');
    expect(mail!.text_body).toContain(`Bekijk je transactie: ${ORIGIN}/transactions/${payment.id}`);
    expect(mail!.html_body).toContain(`href="${ORIGIN}/transactions/${payment.id}"`);
    expect(mail!.attachments).toEqual([{ kind: 'receipt', payment_id: payment.id }]);
  });

  it('is in the member\'s language', async () => {
    const m = await member('fr');
    const payment = await startCheckout(t, m.cookie, (await bundle(25)).id, 'ideal');
    await payOnHostedPage(ORIGIN, payment, 'paid');
    await webhook(t, await providerIdOf(t, payment.id));
    const [mail] = await paidMails(m.userId);
    expect(mail!.subject).toBe(`Merci pour ton paiement (${payment.reference})`);
    expect(mail!.text_body).toContain('Crédits\u202f: 25');
    expect(mail!.html_body).toContain('<html lang="fr">');
  });

  it('is not sent for a payment that failed', async () => {
    const m = await member();
    const payment = await startCheckout(t, m.cookie, (await bundle(25)).id, 'creditcard');
    await payOnHostedPage(ORIGIN, payment, 'failed');
    await webhook(t, await providerIdOf(t, payment.id));
    expect(await paidMails(m.userId)).toHaveLength(0);
  });

  it('goes out with the receipt PDF attached, rendered when sent', async () => {
    const m = await member();
    const payment = await startCheckout(t, m.cookie, (await bundle(25)).id, 'creditcard');
    await payOnHostedPage(ORIGIN, payment, 'paid');
    await webhook(t, await providerIdOf(t, payment.id));
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail) };
    await deliverPendingMails(t.db.kysely, transport, { from: 'Hartklop <noreply@hartklop.nl>', renderAttachments: receiptAttachments(t.db.kysely), batchSize: 500 });
    const mine = sent.find((mail) => mail.to === m.email && mail.subject.includes(payment.reference));
    expect(mine?.attachments).toHaveLength(1);
    const [file] = mine!.attachments!;
    expect(file).toMatchObject({ filename: `hartklop-${payment.reference}.pdf`, contentType: 'application/pdf' });
    expect(file!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('the local mailbox lists the receipt and serves it', async () => {
    const m = await member();
    const payment = await startCheckout(t, m.cookie, (await bundle(25)).id, 'creditcard');
    await payOnHostedPage(ORIGIN, payment, 'paid');
    await webhook(t, await providerIdOf(t, payment.id));
    const [mail] = await paidMails(m.userId);
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}`, remoteAddress: '127.0.0.1' });
    expect(page.body).toContain(`hartklop-${payment.reference}.pdf`);
    const pdf = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}/attachments/0`, remoteAddress: '127.0.0.1' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}/attachments/1`, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('a direct debit: the pre-notification links to the transaction; the confirmation follows once, when the bank paid', async () => {
    const m = await member();
    const phone = '0612340987';
    const ask = await memberCall(t, m.cookie).post('/api/direct-debit.php', {
      bundle_id: (await bundle(25)).id,
      account_holder: 'J. de Vries',
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Keizersgracht',
      house_number: '12a',
      zip: '1015 CS',
      city: 'Amsterdam',
      phone,
      consent: true,
    });
    expect(ask.statusCode).toBe(201);
    const [sms] = await listSms(t.db.kysely, { to: '+31612340987', limit: 1 });
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const confirm = await t.app.inject({
      method: 'PUT',
      url: '/api/direct-debit.php',
      payload: JSON.stringify({ challenge_id: ask.json<{ challenge: { id: string } }>().challenge.id, otp: code, idempotency_key: randomUUID() }),
      headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'application/json' },
    });
    expect(confirm.statusCode).toBe(201);
    const { payment } = confirm.json<DirectDebitCollection>();
    const notice = await t.db.kysely.selectFrom('mail_outbox').select('text_body').where('user_id', '=', m.userId).where('kind', '=', 'direct_debit_prenotification').executeTakeFirstOrThrow();
    expect(notice.text_body).toContain(`${ORIGIN}/transactions/${payment.id}`);
    expect(await paidMails(m.userId)).toHaveLength(0);
    const providerId = await providerIdOf(t, payment.id);
    await markInSandbox(ORIGIN, providerId, 'paid');
    await Promise.all([webhook(t, providerId), webhook(t, providerId), webhook(t, providerId)]);
    const mails = await paidMails(m.userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Betaalmethode: Automatische incasso');
  });
});

describe('renderPaidMail', () => {
  const input = { name: 'Sanne', amount: 1499, currency: 'EUR', credits: 50, reference: 'HK-2026-000012', method: 'ideal', link: 'https://hartklop.nl/transactions/12' };

  it('names the amount, the credits, the reference and the link; the brand name of a method stays', () => {
    const mail = renderPaidMail(input);
    expect(mail.text).toContain('Hoi Sanne,');
    expect(mail.text).toContain('Betaalmethode: iDEAL');
    expect(mail.text).toContain('De bon (PDF) zit als bijlage bij deze e-mail.');
    expect(mail.html).toContain('href="https://hartklop.nl/transactions/12"');
  });

  it('without a known site (an older payment) there is no link; without a name the greeting is plain', () => {
    const mail = renderPaidMail({ ...input, name: null, link: null });
    expect(mail.text.startsWith('Hoi,')).toBe(true);
    expect(mail.text).not.toContain('http');
    expect(mail.html).not.toContain('<a ');
  });

  it('escapes what it writes into HTML', () => {
    expect(renderPaidMail({ ...input, name: '<b>Sanne</b>' }).html).toContain('&lt;b&gt;Sanne&lt;/b&gt;');
  });
});
