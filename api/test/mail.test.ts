import net from 'node:net';
import nodemailer from 'nodemailer';
import { ApiErrorSchema } from 'shared-kernel/contract';
import { enqueueMail } from '../src/domain/mail/outbox';
import pino from 'pino';
import { startJobs } from '../src/jobs';
import { isLoopbackAddress } from '../src/web/local-client';
import { deliverPendingMails, mailOutboxJob, MAX_ATTEMPTS, retryDelayMs, type MailTransport } from '../src/domain/mail/delivery';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.kysely.deleteFrom('mail_outbox').execute();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const FROM = 'Hartklop <noreply@hartklop.nl>';

const mail = (overrides: Partial<Parameters<typeof enqueueMail>[1]> = {}) =>
  enqueueMail(t.db.kysely, {
    userId: null,
    kind: 'test',
    to: 'sanne@example.nl',
    subject: 'Onderwerp',
    text: 'Hallo Sanne, klik op https://hartklop.test/activate/done?token=abc',
    html: '<!doctype html><html><body><p>Hallo <b>Sanne</b></p><a href="https://hartklop.test/activate/done?token=abc">Activeren</a></body></html>',
    ...overrides,
  });

const row = (id: number) => t.db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** nodemailer's JSON transport, keeping what it would have sent. */
function jsonTransport(): MailTransport & { sent: Array<{ from: { address: string }; to: Array<{ address: string }>; subject: string; text: string; html: string }> } {
  const inner = nodemailer.createTransport({ jsonTransport: true });
  const sent: Array<{ from: { address: string }; to: Array<{ address: string }>; subject: string; text: string; html: string }> = [];
  return {
    sent,
    async sendMail(message) {
      const info = await inner.sendMail(message);
      sent.push(JSON.parse(info.message as unknown as string));
      return info;
    },
  };
}

/** A transport that fails `failures` times, then works. */
function flakyTransport(failures: number): MailTransport & { calls: number } {
  const transport = {
    calls: 0,
    async sendMail() {
      transport.calls += 1;
      if (transport.calls <= failures) throw new Error(`421 Service not available (poging ${transport.calls})`);
      return {};
    },
  };
  return transport;
}

describe('the mail worker', () => {
  it('without SMTP delivers every due mail to the local mailbox (sent_at set)', async () => {
    const due = await mail();
    const later = await mail();
    await t.db.kysely.updateTable('mail_outbox').set({ next_attempt_at: new Date(Date.now() + 60_000) }).where('id', '=', later).execute();
    const result = await deliverPendingMails(t.db.kysely, null, { from: FROM, logger: silent });
    expect(result).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect((await row(due)).sent_at).toBeInstanceOf(Date);
    expect((await row(later)).sent_at).toBeNull();
    // A delivered mail is not delivered again.
    expect(await deliverPendingMails(t.db.kysely, null, { from: FROM })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('with a transport sends sender, recipient, subject, text and HTML, in order', async () => {
    const first = await mail({ to: 'eerste@example.nl', subject: 'Eerste' });
    const second = await mail({ to: 'tweede@example.nl', subject: 'Tweede' });
    const transport = jsonTransport();
    const result = await deliverPendingMails(t.db.kysely, transport, { from: FROM, logger: silent });
    expect(result).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    expect(transport.sent.map((m) => m.subject)).toEqual(['Eerste', 'Tweede']);
    expect(transport.sent[0]).toMatchObject({
      from: { address: 'noreply@hartklop.nl' },
      to: [{ address: 'eerste@example.nl' }],
      text: expect.stringContaining('https://hartklop.test/activate/done?token=abc'),
      html: expect.stringContaining('<b>Sanne</b>'),
    });
    for (const id of [first, second]) {
      const stored = await row(id);
      expect(stored.sent_at).toBeInstanceOf(Date);
      expect(stored.attempts).toBe(1);
      expect(stored.last_error).toBeNull();
    }
  });

  it('retries a failed mail with exponential backoff, then delivers it', async () => {
    const id = await mail();
    const transport = flakyTransport(2);
    // A second after the mail was queued: the database stores microseconds, a JS Date only
    // milliseconds, so "now" taken in the same millisecond could still be before next_attempt_at.
    const start = new Date(Date.now() + 1000);
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: start, logger: silent })).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    let stored = await row(id);
    expect(stored).toMatchObject({ attempts: 1, sent_at: null, last_error: '421 Service not available (poging 1)' });
    expect(stored.next_attempt_at.getTime()).toBe(start.getTime() + 60_000);

    // Not due yet: nothing happens.
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: new Date(start.getTime() + 59_000) })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(transport.calls).toBe(1);

    const second = new Date(start.getTime() + 60_000);
    await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: second, logger: silent });
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.next_attempt_at.getTime()).toBe(second.getTime() + 120_000);

    const third = new Date(second.getTime() + 120_000);
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: third, logger: silent })).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    stored = await row(id);
    expect(stored.sent_at).toBeInstanceOf(Date);
    expect(stored.attempts).toBe(3);
    expect(stored.last_error).toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts and keeps the last error`, async () => {
    const id = await mail();
    const transport = flakyTransport(100);
    let now = new Date(Date.now() + 1000);
    const results = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      results.push(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now, logger: silent }));
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(results.slice(0, -1).every((r) => r.failed === 1)).toBe(true);
    expect(results.at(-1)).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    // Much later: no further attempt.
    expect(await deliverPendingMails(t.db.kysely, transport, { from: FROM, now: new Date(now.getTime() + 7 * 24 * 3600_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(transport.calls).toBe(MAX_ATTEMPTS);
    expect(await row(id)).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, last_error: `421 Service not available (poging ${MAX_ATTEMPTS})` });
  });

  it('the backoff doubles from 1 minute and stops growing at 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3600_000);
  });

  it('a mail being sent is claimed: a second worker does not send it again', async () => {
    await mail();
    let release: () => void = () => undefined;
    const slow: MailTransport & { calls: number } = {
      calls: 0,
      sendMail() {
        slow.calls += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    const first = deliverPendingMails(t.db.kysely, slow, { from: FROM });
    for (let i = 0; i < 50 && slow.calls === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(slow.calls).toBe(1);
    const other = jsonTransport();
    expect(await deliverPendingMails(t.db.kysely, other, { from: FROM })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    release();
    expect(await first).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(other.sent).toHaveLength(0);
  });

  it('polls on its own (the mail outbox job) and stops polling when stopped', async () => {
    const stop = startJobs({ db: t.db, config: { ...t.config, smtpUrl: undefined }, logger: pino({ level: 'silent' }), mailIntervalMs: 20, maxCheckMs: 20 });
    const id = await mail();
    for (let i = 0; i < 100 && !(await row(id)).sent_at; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await row(id)).sent_at).toBeInstanceOf(Date);
    await stop();
    const after = await mail();
    await new Promise((r) => setTimeout(r, 120));
    expect((await row(after)).sent_at).toBeNull();
  });
});

/** A tiny SMTP server (no TLS, no auth) that keeps the messages it receives. */
async function fakeSmtpServer(): Promise<{ port: number; messages: Array<{ from: string; to: string[]; data: string }>; close(): Promise<void> }> {
  const messages: Array<{ from: string; to: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

describe('delivery through SMTP_URL', () => {
  it('sends through the SMTP server of the configuration', async () => {
    const smtp = await fakeSmtpServer();
    try {
      await t.db.kysely.updateTable('mail_outbox').set({ sent_at: new Date() }).execute();
      const id = await mail({ to: 'ontvanger@example.nl', subject: 'Bevestig je e-mailadres' });
      const job = mailOutboxJob({
        db: t.db.kysely,
        config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: FROM },
        logger: silent,
      });
      let result = await job.run();
      for (let i = 0; i < 20 && (await row(id)).sent_at === null; i++) result = await job.run();
      job.close();
      expect(result.failed).toBe(0);
      expect((await row(id)).sent_at).toBeInstanceOf(Date);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.from).toContain('<noreply@hartklop.nl>');
      expect(smtp.messages[0]!.to).toEqual(['RCPT TO:<ontvanger@example.nl>']);
      expect(smtp.messages[0]!.data).toContain('Subject: Bevestig je e-mailadres');
    } finally {
      await smtp.close();
    }
  });

  it('counts a refused connection as a failed attempt', async () => {
    const smtp = await fakeSmtpServer();
    const port = smtp.port;
    await smtp.close(); // nothing listens there any more
    const id = await mail();
    const job = mailOutboxJob({ db: t.db.kysely, config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM }, logger: silent });
    await job.run();
    job.close();
    const stored = await row(id);
    expect(stored.attempts).toBe(1);
    expect(stored.sent_at).toBeNull();
    expect(stored.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('the local mailbox', () => {
  const html = { accept: 'text/html' };

  it('lists the mails newest first with time, recipient and subject, every value escaped', async () => {
    const older = await mail({ to: 'a@example.nl', subject: 'Eerste mail' });
    await t.db.kysely.updateTable('mail_outbox').set({ created_at: new Date(Date.now() - 60_000) }).where('id', '=', older).execute();
    const newer = await mail({ to: 'b@example.nl', subject: '<script>alert(1)</script> & "meer"' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;meer&quot;');
    expect(res.body.indexOf(`/dev/mailbox/${newer}`)).toBeLessThan(res.body.indexOf(`/dev/mailbox/${older}`));
    expect(res.body).toContain('a@example.nl');
    expect(res.body).toMatch(/<label for="to">Ontvanger<\/label><input id="to"/);
  });

  it('filters on the recipient, case-insensitively', async () => {
    await mail({ to: 'Sanne@Example.nl', subject: 'Voor Sanne' });
    await mail({ to: 'piet@example.nl', subject: 'Voor Piet' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=SANNE@example.NL', headers: html });
    expect(res.body).toContain('Voor Sanne');
    expect(res.body).not.toContain('Voor Piet');
    // A hostile filter value is escaped back into the form.
    const hostile = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent('"><img src=x>')}`, headers: html });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<img');
    expect(hostile.body).toContain('Geen mails.');
  });

  it('shows one mail with its HTML, clickable links in both versions and a back link', async () => {
    const id = await mail({ subject: 'Activeer <nu>', text: 'Klik: https://hartklop.test/activate/done?token=a&b=<c>' });
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="/dev/mailbox">');
    expect(res.body).toContain('<h1>Activeer &lt;nu&gt;</h1>');
    expect(res.body).toContain('<p>Hallo <b>Sanne</b></p><a href="https://hartklop.test/activate/done?token=abc">Activeren</a>');
    expect(res.body).toContain('<a href="https://hartklop.test/activate/done?token=a&amp;b=">https://hartklop.test/activate/done?token=a&amp;b=</a>&lt;c&gt;');
    expect(res.body).not.toContain('<html><body><p>Hallo');
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    for (const url of ['/dev/mailbox/999999', '/dev/mailbox/abc', '/dev/mailbox/0', `/dev/mailbox/${'9'.repeat(30)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Mail niet gevonden');
    }
  });

  it('lists the mails as JSON with their bodies, filtered on the recipient', async () => {
    const id = await mail({ to: 'json@example.nl', subject: 'JSON' });
    await mail({ to: 'ander@example.nl' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=JSON@example.nl' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { mails } = res.json() as { mails: Array<Record<string, unknown>> };
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id,
      kind: 'test',
      to: 'json@example.nl',
      subject: 'JSON',
      text: expect.stringContaining('https://hartklop.test/activate/done?token=abc'),
      sent_at: null,
      attempts: 0,
    });
  });
});

describe('the local mailbox in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ nodeEnv: 'production' });
    await enqueueMail(prod.db.kysely, { userId: null, kind: 'test', to: 'x@example.nl', subject: 'Geheim', text: 't', html: 'h' });
  });
  afterAll(async () => {
    await prod.close();
  });

  it.each(['/dev/mailbox', '/dev/mailbox/1', '/dev/mailbox.json', '/dev/mailbox?to=x@example.nl'])('%s answers a JSON 404', async (url) => {
    const res = await prod.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
    expect(res.body).not.toContain('Geheim');
  });
});

describe('the local mailbox outside production, to other machines', () => {
  let secret: number;
  beforeEach(async () => {
    secret = await mail({ to: 'reset@example.nl', subject: 'Nieuw wachtwoord instellen' });
  });
  const urls = () => ['/dev/mailbox', `/dev/mailbox/${secret}`, '/dev/mailbox.json', '/dev/mailbox.json?to=reset@example.nl'];
  const expectNotFound = (res: { statusCode: number; body: string; json: () => unknown }): void => {
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
    expect(res.body).not.toContain('Nieuw wachtwoord');
  };

  it.each(['192.168.1.20', '203.0.113.7', '::ffff:10.0.0.1', '2001:db8::1'])('answers a JSON 404 to a client at %s', async (remoteAddress) => {
    for (const url of urls()) expectNotFound(await t.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } }));
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('shows the mails to a client at %s', async (remoteAddress) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${secret}`, remoteAddress, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Nieuw wachtwoord instellen');
  });

  it('answers a 404 through a local proxy to a remote client, and does not believe a forged loopback address', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const inject = (forwardedFor: string) =>
        proxied.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
      expectNotFound(await inject('203.0.113.7'));
      // The client wrote 127.0.0.1 itself; the proxy appended the address it really came from.
      expectNotFound(await inject('127.0.0.1, 203.0.113.7'));
      expect((await inject('127.0.0.1')).statusCode).toBe(200);
      expectNotFound(
        await proxied.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { forwarded: 'for="[2001:db8::5]:4711"' } }),
      );
    } finally {
      await proxied.close();
    }
  });

  it('tells loopback addresses from others', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '::1', '[::1]:8080', '127.0.0.1:5000', '::ffff:127.0.0.1', '0:0:0:0:0:ffff:127.0.0.2', '::ffff:7f00:1']) {
      expect([a, isLoopbackAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', 'localhost', 'unknown', '', '1127.0.0.1', '::ffff:8f00:1']) {
      expect([a, isLoopbackAddress(a)]).toEqual([a, false]);
    }
  });
});
