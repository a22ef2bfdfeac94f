import { ApiErrorSchema } from 'shared-kernel/contract';
import { createTestApp, type TestApp } from './helpers';

// Which development doubles (api/src/dev) the app evaluated: app.ts imports one only when it is on.
const mockLoaded: string[] = [];
jest.mock('../src/dev/mailbox/plugin', () => {
  mockLoaded.push('mailbox');
  return jest.requireActual('../src/dev/mailbox/plugin');
});
jest.mock('../src/dev/payment-sandbox/plugin', () => {
  mockLoaded.push('payment-sandbox');
  return jest.requireActual('../src/dev/payment-sandbox/plugin');
});

const PATHS = ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1', '/v2/payments', '/v2/payments/tr_0000000000', '/payment-sandbox', '/payment-sandbox/'];

async function withApp(overrides: Parameters<typeof createTestApp>[0], run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp(overrides);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { accept: 'text/html' } });

// In this order: the modules, once loaded, stay in the test's module registry.
describe('the development doubles are loaded only when switched on', () => {
  it('production: neither module is evaluated, and every one of their paths answers a JSON 404, also on this machine', async () => {
    await withApp({ nodeEnv: 'production', paymentSandbox: false }, async (t) => {
      expect(mockLoaded).toEqual([]);
      for (const url of PATHS) {
        const res = await get(t, url);
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
      }
      const post = await t.app.inject({ method: 'POST', url: '/v2/payments', remoteAddress: '127.0.0.1', payload: {} });
      expect(post.statusCode).toBe(404);
    });
    expect(mockLoaded).toEqual([]);
  });

  it('production with PAYMENT_SANDBOX=1: the sandbox is loaded and answers; the mailbox is not', async () => {
    await withApp({ nodeEnv: 'production', paymentSandbox: true }, async (t) => {
      expect(mockLoaded).toEqual(['payment-sandbox']);
      const page = await get(t, '/payment-sandbox/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect((await get(t, '/dev/mailbox')).statusCode).toBe(404);
    });
  });

  it('development: the mailbox is loaded and shows the mails to this machine', async () => {
    await withApp({ nodeEnv: 'development', paymentSandbox: false }, async (t) => {
      expect(mockLoaded).toEqual(['payment-sandbox', 'mailbox']);
      const res = await get(t, '/dev/mailbox');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Lokale mailbox');
      expect((await get(t, '/payment-sandbox/')).statusCode).toBe(404);
    });
  });
});
