import { isCreditorId, loadConfig } from '../src/config';
import { cmSmsTransport, deliverPendingSms, SMS_MAX_ATTEMPTS, SmsSendError, type SmsTransport } from '../src/domain/sms/delivery';
import { enqueueSms, smsDb } from '../src/domain/sms/outbox';
import { createTestApp, type TestApp } from './helpers';

/**
 * The SMS outbox (issue 13, item 5): CM.com's request, retries and giving up, the local mailbox
 * without a provider (loopback only), and the direct-debit configuration.
 */
let t: TestApp;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowOf = (id: number) => smsDb(t.db.kysely).selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('CM.com adapter', () => {
  it('posts one SMS with the product token, the sender and the number as 00…', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const transport = cmSmsTransport({
      productToken: '00000000-0000-0000-0000-000000000000',
      sender: 'Hartklop',
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response('{"errorCode":0}', { status: 200 });
      },
    });
    expect(await transport.send({ id: 7, to: '+31612345678', body: 'Je code is 123456' })).toBe('hartklop-sms-7');
    expect(calls).toEqual([
      {
        url: 'https://gw.messaging.cm.com/v1.0/message',
        body: {
          messages: {
            authentication: { producttoken: '00000000-0000-0000-0000-000000000000' },
            msg: [{ allowedChannels: ['SMS'], from: 'Hartklop', to: [{ number: '0031612345678' }], body: { type: 'auto', content: 'Je code is 123456' }, reference: 'hartklop-sms-7' }],
          },
        },
      },
    ]);
  });

  it('a 4xx refusal is permanent, a 429 or 5xx is retried', async () => {
    const answering = (status: number) => cmSmsTransport({ productToken: 'x', sender: 'Hartklop', fetchImpl: async () => new Response('{}', { status }) });
    await expect(answering(400).send({ id: 1, to: '+31612345678', body: 'x' })).rejects.toMatchObject({ permanent: true });
    await expect(answering(429).send({ id: 1, to: '+31612345678', body: 'x' })).rejects.toMatchObject({ permanent: false });
    await expect(answering(503).send({ id: 1, to: '+31612345678', body: 'x' })).rejects.toMatchObject({ permanent: false });
  });
});

describe('delivery', () => {
  it('without a provider an SMS counts as delivered to the local mailbox', async () => {
    const id = await enqueueSms(t.db.kysely, { userId: null, kind: 'test', to: '+31611111111', body: 'lokaal' });
    await deliverPendingSms(t.db.kysely, null, silent);
    expect(await rowOf(id)).toMatchObject({ sent_at: expect.any(Date), provider_id: 'local-mailbox' });
  });

  it('a failure is retried later; a permanent one is given up at once', async () => {
    const retry = await enqueueSms(t.db.kysely, { userId: null, kind: 'test', to: '+31622222222', body: 'later' });
    const failing: SmsTransport = { name: 'fake', send: async () => Promise.reject(new SmsSendError('503', false)) };
    await deliverPendingSms(t.db.kysely, failing, silent);
    const after = await rowOf(retry);
    expect(after).toMatchObject({ sent_at: null, gave_up_at: null, attempts: 1 });
    expect(after.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

    const refused = await enqueueSms(t.db.kysely, { userId: null, kind: 'test', to: '+31633333333', body: 'nooit' });
    await deliverPendingSms(t.db.kysely, { name: 'fake', send: async () => Promise.reject(new SmsSendError('400', true)) }, silent);
    expect(await rowOf(refused)).toMatchObject({ sent_at: null, gave_up_at: expect.any(Date), attempts: 1 });
  });

  it(`gives up after ${SMS_MAX_ATTEMPTS} attempts`, async () => {
    const id = await enqueueSms(t.db.kysely, { userId: null, kind: 'test', to: '+31644444444', body: 'vijf' });
    await smsDb(t.db.kysely).updateTable('sms_outbox').set({ attempts: SMS_MAX_ATTEMPTS - 1 }).where('id', '=', id).execute();
    await deliverPendingSms(t.db.kysely, { name: 'fake', send: async () => Promise.reject(new SmsSendError('503', false)) }, silent);
    expect(await rowOf(id)).toMatchObject({ gave_up_at: expect.any(Date), attempts: SMS_MAX_ATTEMPTS });
  });
});

describe('local mailbox', () => {
  it('lists the SMS to a client on this machine and answers 404 to anyone else', async () => {
    await enqueueSms(t.db.kysely, { userId: null, kind: 'test', to: '+31655555555', body: 'Je code is 654321' });
    const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox/sms.json', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json<{ sms: { to: string; body: string }[] }>().sms).toEqual(expect.arrayContaining([expect.objectContaining({ to: '+31655555555', body: 'Je code is 654321' })]));
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('Je code is 654321');
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox/sms.json', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('checks the creditor identifier and the SMS provider', () => {
    expect(isCreditorId('NL79ZZZ999999990000')).toBe(true);
    expect(isCreditorId('NL78ZZZ999999990000')).toBe(false);
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base, '/tmp').directDebit).toMatchObject({ creditorId: 'NL79ZZZ999999990000', limitCents: 15_000, limitDays: 30, smsProvider: undefined });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.hartklop.nl' }, '/tmp').directDebit.creditorId).toBeUndefined();
    expect(() => loadConfig({ ...base, DIRECT_DEBIT_CREDITOR_ID: 'NL78ZZZ999999990000' }, '/tmp')).toThrow(/creditor identifier/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'cm' }, '/tmp')).toThrow(/SMS_CM_PRODUCT_TOKEN/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'bird' }, '/tmp')).toThrow(/SMS_PROVIDER/);
  });
});
