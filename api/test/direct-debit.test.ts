import { randomUUID } from 'node:crypto';
import type { DirectDebitChallenge, DirectDebitCollection } from 'shared-kernel/contract';
import { debit } from '../src/credits/ledger';
import { listSms } from '../src/domain/sms/outbox';
import { directDebitDb } from '../src/domain/direct-debit/tables';
import { sandboxDb } from '../src/dev/payment-sandbox/store';
import { createTestApp, createTestUser, sessionCookieFor, sameOrigin, type TestApp, type TestUser, testPort } from './helpers';
import { balanceOf, bundlesOf, markInSandbox, memberCall, providerIdOf, submitForm, webhook } from './payments-helpers';

/**
 * Direct debit (issue 13, items 4-6): the form → SMS code → mandate → collection flow through the
 * real Mollie client against the embedded sandbox (customers, mandates, recurring payments), the
 * SMS code's brute-force cut-off, IBAN and mandate validation, rate limits per member and per
 * phone, the limit per period, reversal of a failed or charged-back collection without a negative
 * balance and the block, the repeat order, and authorization. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL (where the concurrent collections really race).
 */
const PORT = testPort(18422);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// README: 5 codes per member per hour, 3 per phone number per hour, 3 tries per code.
const CODES_PER_MEMBER_HOUR = 5;
const CODES_PER_PHONE_HOUR = 3;
const TRIES_PER_CODE = 3;
const SMALLEST = { credits: 25, price: 799 }; // the smallest bundle: a new mandate's first collection buys at most this
const LIMIT_CENTS = 799 + 2 * 1499; // the first collection (25 credits, €7,99) and two bundles of 50 credits (€14,99) in the period
// README: a collection that was neither paid nor returned counts as settled after 7 days (DIRECT_DEBIT_SETTLE_DAYS).
const SETTLE_DAYS = 7;

let t: TestApp;
let phoneCounter = 0;

beforeAll(async () => {
  t = await createTestApp({
    paymentSandbox: true,
    publicUrl: ORIGIN,
    // Nobody listens there: every webhook in these tests is sent by the test itself.
    paymentWebhookBaseUrl: 'http://127.0.0.1:18139',
    // Each webhook here drives the next status at once: no repeat throttle (payment-webhook-throttle.test.ts).
    paymentWebhookRepeatSeconds: 0,
    directDebit: { creditorId: 'NL79ZZZ999999990000', creditorName: 'Hartklop B.V.', limitCents: LIMIT_CENTS, limitDays: 30, settleDays: SETTLE_DAYS, smsProvider: undefined, smsCmProductToken: undefined, smsSender: 'Hartklop' },
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

type Member = TestUser & { cookie: string };
async function member(credits = 0): Promise<Member> {
  const user = await createTestUser(t.db, { credits });
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

let ibanCounter = 0;
/** A valid Dutch IBAN of its own for each call (one IBAN, one account): ABNA + 10 digits, check digits by ISO 7064. */
function newIban(): string {
  const account = String(417_164_300 + ++ibanCounter * 7).padStart(10, '0');
  const digits = `${'ABNA'.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))}${account}${'NL'.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))}00`;
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `NL${String(98 - rest).padStart(2, '0')}ABNA${account}`;
}

const newPhone = (): string => `06${String(10_000_000 + ++phoneCounter * 7919).slice(-8)}`;
const e164 = (phone: string): string => `+31${phone.slice(1)}`;

async function bundle(credits: number): Promise<{ id: number; credits: number; price: number }> {
  return (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === credits)!;
}

async function form(overrides: Record<string, unknown> = {}) {
  return {
    bundle_id: (await bundle(SMALLEST.credits)).id,
    account_holder: 'J. de Vries',
    iban: newIban(),
    street: 'Keizersgracht',
    house_number: '12a',
    zip: '1015 CS',
    city: 'Amsterdam',
    phone: newPhone(),
    consent: true,
    ...overrides,
  };
}

const put = (m: Member, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/direct-debit.php', payload: JSON.stringify(body), headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'application/json' } });

async function askCode(m: Member, body: Record<string, unknown>): Promise<{ challenge: DirectDebitChallenge; code: string }> {
  const res = await memberCall(t, m.cookie).post('/api/direct-debit.php', body);
  expect(res.statusCode).toBe(201);
  const { challenge } = res.json<{ challenge: DirectDebitChallenge }>();
  const [sms] = await listSms(t.db.kysely, { to: e164(String(body.phone)), limit: 1 });
  const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
  return { challenge, code };
}

/** A member with a signed mandate and a first collection of the smallest bundle (25 credits), pending. */
async function signed(credits = 0, overrides: Record<string, unknown> = {}): Promise<{ m: Member; collection: DirectDebitCollection }> {
  const m = await member(credits);
  const { challenge, code } = await askCode(m, await form(overrides));
  const res = await put(m, { challenge_id: challenge.id, otp: code, idempotency_key: randomUUID() });
  expect(res.statusCode).toBe(201);
  return { m, collection: res.json<DirectDebitCollection>() };
}

/** The bank paid the collection (the sandbox's "Markeer als betaald" and its webhook): the IBAN is settled. */
async function settle(collection: DirectDebitCollection): Promise<void> {
  const providerId = await providerIdOf(t, collection.payment.id);
  await markInSandbox(ORIGIN, providerId, 'paid');
  expect((await webhook(t, providerId)).statusCode).toBe(200);
}

const collectCall = (m: Member, credits: number) =>
  bundle(credits).then((b) => memberCall(t, m.cookie).post('/api/direct-debit-collection.php', { bundle_id: b.id, idempotency_key: randomUUID() }));

const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('form → SMS code → mandate → collection', () => {
  it('a wrong code is "Code ongeldig"; the right one signs the mandate, registers it at the provider and grants the credits at submission', async () => {
    const m = await member();
    const body = await form();
    const { challenge, code } = await askCode(m, body);
    expect(challenge.mandate_text).toContain('NL79ZZZ999999990000');
    expect(challenge.mandate_text).toContain(body.iban);

    const wrong = await put(m, { challenge_id: challenge.id, otp: wrongCode(code), idempotency_key: randomUUID() });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'otp_invalid', message: 'Code ongeldig' });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: 0, paid_user: false });

    const right = await put(m, { challenge_id: challenge.id, otp: code, idempotency_key: randomUUID() });
    expect(right.statusCode).toBe(201);
    const collection = right.json<DirectDebitCollection>();
    expect(collection.payment).toMatchObject({ method: 'directdebit', state: 'pending', credited: true, credits: SMALLEST.credits, amount: SMALLEST.price });
    expect(collection.credits).toBe(SMALLEST.credits);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: SMALLEST.credits, paid_user: true });

    const mandate = await directDebitDb(t.db.kysely).selectFrom('direct_debit_mandates').selectAll().where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    expect(mandate).toMatchObject({
      reference: challenge.mandate_reference,
      creditor_id: 'NL79ZZZ999999990000',
      iban: body.iban,
      signed_text: challenge.mandate_text,
      status: 'valid',
      phone: e164(body.phone),
    });
    expect(mandate.ip).not.toBe('');
    const atProvider = await sandboxDb(t.db.kysely).selectFrom('payment_sandbox_mandates').selectAll().where('id', '=', mandate.provider_mandate_id).executeTakeFirstOrThrow();
    expect(atProvider).toMatchObject({ customer_id: mandate.provider_customer_id, consumer_account: body.iban, mandate_reference: mandate.reference, status: 'valid' });
    const providerPayment = await sandboxDb(t.db.kysely).selectFrom('payment_sandbox_payments').selectAll().where('id', '=', await providerIdOf(t, collection.payment.id)).executeTakeFirstOrThrow();
    expect(providerPayment).toMatchObject({ sequence_type: 'recurring', mandate_id: mandate.provider_mandate_id, status: 'pending' });

    // The pre-notification: amount, date, mandate reference, creditor identifier.
    const mail = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('user_id', '=', m.userId).where('kind', '=', 'direct_debit_prenotification').executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/€\s7,99/);
    expect(mail.text_body).toContain(`Je bestelling bekijken: ${ORIGIN}/transactions/${collection.payment.id}`);
    expect(mail.text_body).toContain(mandate.reference);
    expect(mail.text_body).toContain('Incassant-ID: NL79ZZZ999999990000');
    expect(mail.text_body).toMatch(/op of rond \d{1,2} \w+ \d{4}/);

    // Paid later at the bank: no second credit.
    await markInSandbox(ORIGIN, await providerIdOf(t, collection.payment.id), 'paid');
    expect((await webhook(t, await providerIdOf(t, collection.payment.id))).statusCode).toBe(200);
    expect((await balanceOf(t, m.userId)).credits).toBe(SMALLEST.credits);
  });

  it('the code is cut off after 3 wrong tries: even the right code is refused then, and a new code is needed', async () => {
    const m = await member();
    const { challenge, code } = await askCode(m, await form());
    for (let i = 0; i < TRIES_PER_CODE; i++) {
      const res = await put(m, { challenge_id: challenge.id, otp: wrongCode(code), idempotency_key: randomUUID() });
      expect(res.statusCode).toBe(422);
    }
    const late = await put(m, { challenge_id: challenge.id, otp: code, idempotency_key: randomUUID() });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'otp_expired' });
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
  });

  it('the right code on the third try still signs', async () => {
    const m = await member();
    const { challenge, code } = await askCode(m, await form());
    for (let i = 0; i < TRIES_PER_CODE - 1; i++) expect((await put(m, { challenge_id: challenge.id, otp: wrongCode(code), idempotency_key: randomUUID() })).statusCode).toBe(422);
    expect((await put(m, { challenge_id: challenge.id, otp: code, idempotency_key: randomUUID() })).statusCode).toBe(201);
  });

  it('concurrent guesses cannot try more than 3 codes', async () => {
    const m = await member();
    const { challenge, code } = await askCode(m, await form());
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => put(m, { challenge_id: challenge.id, otp: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'), idempotency_key: randomUUID() })));
    expect(guesses.filter((g) => g.statusCode === 422)).toHaveLength(TRIES_PER_CODE);
    expect(guesses.filter((g) => g.statusCode === 410)).toHaveLength(10 - TRIES_PER_CODE);
  });

  it("another member's challenge is a 404", async () => {
    const a = await member();
    const b = await member();
    const { challenge, code } = await askCode(a, await form());
    const res = await put(b, { challenge_id: challenge.id, otp: code, idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(404);
  });
});

describe('validation and authorization', () => {
  it.each([
    ['an IBAN with a wrong check digit', { iban: 'NL92ABNA0417164300' }, 'Ongeldig IBAN'],
    ['a non-SEPA IBAN', { iban: 'BR1800360305000010009795493C1' }, 'Dit IBAN hoort niet bij een SEPA-land.'],
    ['no consent', { consent: false }, 'Geef toestemming voor de automatische incasso.'],
    ['a landline', { phone: '020 1234567' }, 'Vul een geldig mobiel nummer in (bijvoorbeeld 06 12345678 of 0470 12 34 56).'],
    ['no account holder', { account_holder: '  ' }, 'Vul de naam van de rekeninghouder in.'],
    ['a bad zip', { zip: '!' }, 'Vul een geldige postcode in.'],
  ])('%s → 400 with the Dutch text, no SMS', async (_name, overrides, message) => {
    const m = await member();
    const body = await form(overrides);
    const res = await memberCall(t, m.cookie).post('/api/direct-debit.php', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await listSms(t.db.kysely, { to: e164(String(body.phone)) })).toHaveLength(0);
  });

  it('a Belgian mobile typed in the national format gets its SMS at +32, not +31', async () => {
    const m = await member();
    const res = await memberCall(t, m.cookie).post('/api/direct-debit.php', await form({ phone: '0470 12 34 56' }));
    expect(res.statusCode).toBe(201);
    expect(await listSms(t.db.kysely, { to: '+32470123456' })).toHaveLength(1);
    expect(await listSms(t.db.kysely, { to: '+31470123456' })).toHaveLength(0);
  });

  it('unknown fields, an unknown bundle and a malformed code are 4xx', async () => {
    const m = await member();
    expect((await memberCall(t, m.cookie).post('/api/direct-debit.php', { ...(await form()), extra: 1 })).statusCode).toBe(400);
    expect((await memberCall(t, m.cookie).post('/api/direct-debit.php', await form({ bundle_id: 999_999 }))).statusCode).toBe(404);
    expect((await put(m, { challenge_id: 'x'.repeat(24), otp: '12ab56', idempotency_key: randomUUID() })).statusCode).toBe(400);
    expect((await memberCall(t, m.cookie).post('/api/direct-debit-collection.php', { bundle_id: 'a', idempotency_key: randomUUID() })).statusCode).toBe(400);
  });

  it('without a session every call is 403 authentication_required', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/direct-debit.php', headers: sameOrigin }),
      t.app.inject({ method: 'POST', url: '/api/direct-debit.php', payload: JSON.stringify(await form()), headers: { ...sameOrigin, 'content-type': 'application/json' } }),
      t.app.inject({ method: 'POST', url: '/api/direct-debit-collection.php', payload: JSON.stringify({ bundle_id: 1, idempotency_key: randomUUID() }), headers: { ...sameOrigin, 'content-type': 'application/json' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'authentication_required' });
    }
  });

  it('a collection without a mandate is refused', async () => {
    const m = await member();
    const res = await collectCall(m, 25);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'no_mandate' });
  });

  it('the checkout refuses direct debit without the mandate flow', async () => {
    const m = await member();
    const res = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: (await bundle(50)).id, method: 'directdebit', idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(422);
  });
});

describe('rate limits', () => {
  it(`${CODES_PER_MEMBER_HOUR} codes per member per hour, the next is 429`, async () => {
    const m = await member();
    for (let i = 0; i < CODES_PER_MEMBER_HOUR; i++) expect((await memberCall(t, m.cookie).post('/api/direct-debit.php', await form())).statusCode).toBe(201);
    const sixth = await memberCall(t, m.cookie).post('/api/direct-debit.php', await form());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it(`${CODES_PER_PHONE_HOUR} codes per phone number per hour, whichever member asks`, async () => {
    const phone = newPhone();
    for (let i = 0; i < CODES_PER_PHONE_HOUR; i++) {
      const m = await member();
      expect((await memberCall(t, m.cookie).post('/api/direct-debit.php', await form({ phone }))).statusCode).toBe(201);
    }
    const other = await member();
    expect((await memberCall(t, other.cookie).post('/api/direct-debit.php', await form({ phone }))).statusCode).toBe(429);
    expect(await listSms(t.db.kysely, { to: e164(phone) })).toHaveLength(CODES_PER_PHONE_HOUR);
  });
});

describe('the limit per member and period', () => {
  it('the collection that reaches the limit exactly is accepted; the next one says the limit text', async () => {
    const { m, collection } = await signed();
    await settle(collection);
    expect((await collectCall(m, 50)).statusCode).toBe(201);
    expect((await collectCall(m, 50)).statusCode).toBe(201);
    const over = await collectCall(m, 25);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'direct_debit_limit', message: 'Uw limiet voor automatische incasso betalingen is bereikt.' });
    expect((await balanceOf(t, m.userId)).credits).toBe(125);
    const status = await memberCall(t, m.cookie).get('/api/direct-debit.php');
    expect(status.json()).toMatchObject({ limit: { amount: LIMIT_CENTS, used: LIMIT_CENTS } });
  });

  it('concurrent collections cannot pass the limit together', async () => {
    const { m, collection } = await signed();
    await settle(collection);
    const results = await Promise.all(Array.from({ length: 4 }, () => collectCall(m, 50)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422).map((r) => r.json<{ error: string }>().error)).toEqual(['direct_debit_limit', 'direct_debit_limit']);
    expect((await balanceOf(t, m.userId)).credits).toBe(125);
  });
});

describe('failed collections and chargebacks', () => {
  it('a failed collection reverses its credits and blocks the member for direct debit', async () => {
    const { m, collection } = await signed(5);
    expect((await balanceOf(t, m.userId)).credits).toBe(30);
    const providerId = await providerIdOf(t, collection.payment.id);
    await markInSandbox(ORIGIN, providerId, 'failed');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await balanceOf(t, m.userId)).credits).toBe(5);

    const again = await memberCall(t, m.cookie).post('/api/direct-debit-collection.php', { bundle_id: (await bundle(25)).id, idempotency_key: randomUUID() });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: 'direct_debit_blocked', message: 'Je account is geblokkeerd voor automatische incasso.' });
    const newForm = await memberCall(t, m.cookie).post('/api/direct-debit.php', await form());
    expect(newForm.statusCode).toBe(403);
    expect((await memberCall(t, m.cookie).get('/api/direct-debit.php')).json()).toMatchObject({ blocked: true });
  });

  it('credits already spent: the balance goes to zero, never below, and the rest is a debt', async () => {
    const { m, collection } = await signed();
    await t.db.kysely.transaction().execute(async (trx) => {
      const spent = await debit(trx, { userId: m.userId, amount: 20, reason: 'message' });
      if (!spent.ok) throw new Error('short');
    });
    const providerId = await providerIdOf(t, collection.payment.id);
    await markInSandbox(ORIGIN, providerId, 'failed');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
    const debts = await t.db.kysely.selectFrom('payment_debts').selectAll().where('user_id', '=', m.userId).execute();
    expect(debts).toEqual([expect.objectContaining({ credits: 20, reason: 'failed_collection', payment_id: collection.payment.id })]);
  });

  it('a chargeback after the collection was paid reverses without a negative balance and blocks', async () => {
    const { m, collection } = await signed();
    await t.db.kysely.transaction().execute(async (trx) => {
      const spent = await debit(trx, { userId: m.userId, amount: 15, reason: 'message' });
      if (!spent.ok) throw new Error('short');
    });
    const providerId = await providerIdOf(t, collection.payment.id);
    await markInSandbox(ORIGIN, providerId, 'paid');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await balanceOf(t, m.userId)).credits).toBe(10);
    const res = await submitForm(ORIGIN, `/payment-sandbox/payments/${providerId}/chargeback`, { confirm: '1' });
    expect(res.status).toBe(303);
    await Promise.all([webhook(t, providerId), webhook(t, providerId)]);
    expect((await balanceOf(t, m.userId)).credits).toBe(0);
    const debts = await t.db.kysely.selectFrom('payment_debts').selectAll().where('user_id', '=', m.userId).execute();
    expect(debts).toEqual([expect.objectContaining({ credits: 15, reason: 'chargeback' })]);
    const state = await t.db.kysely.selectFrom('payments').select('state').where('id', '=', collection.payment.id).executeTakeFirstOrThrow();
    expect(state.state).toBe('charged_back');
    expect((await memberCall(t, m.cookie).get('/api/direct-debit.php')).json()).toMatchObject({ blocked: true });
  });
});

describe('repeat order with a mandate', () => {
  it('buys the last bundle by direct debit in one step', async () => {
    const { m, collection } = await signed();
    await settle(collection);
    const info = await memberCall(t, m.cookie).get('/api/repeat-order.php');
    expect(info.json()).toMatchObject({ last: { method: 'directdebit', bundle: { credits: 25 } } });
    const res = await memberCall(t, m.cookie).post('/api/repeat-order.php', { idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payment: { method: 'directdebit', state: 'pending', credits: 25, checkout_url: null } });
    expect((await balanceOf(t, m.userId)).credits).toBe(50);
  });
});

describe('direct debit without a payout risk (issue 27)', () => {
  const FIRST_COLLECTION_TEXT = 'Met een nieuwe machtiging koop je eerst alleen het kleinste pakket. Grotere pakketten kun je kopen zodra je eerste incasso is afgeschreven.';
  const IBAN_IN_USE_TEXT = 'Dit IBAN hoort al bij een ander account. Gebruik je eigen rekening of kies een andere betaalmethode.';

  it('a new mandate cannot start with a bundle above the smallest: refused before any SMS', async () => {
    const m = await member();
    const body = await form({ bundle_id: (await bundle(50)).id });
    const res = await memberCall(t, m.cookie).post('/api/direct-debit.php', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'direct_debit_first_collection', message: FIRST_COLLECTION_TEXT });
    expect(await listSms(t.db.kysely, { to: e164(String(body.phone)) })).toHaveLength(0);
  });

  it('while the first collection is on its way nothing more is collected; once the bank paid it, larger bundles are', async () => {
    const { m, collection } = await signed();
    for (const credits of [SMALLEST.credits, 50]) {
      const res = await collectCall(m, credits);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'direct_debit_first_collection', message: FIRST_COLLECTION_TEXT });
    }
    expect((await memberCall(t, m.cookie).post('/api/repeat-order.php', { idempotency_key: randomUUID() })).statusCode).toBe(422);
    expect((await balanceOf(t, m.userId)).credits).toBe(SMALLEST.credits);
    await settle(collection);
    expect((await collectCall(m, 50)).statusCode).toBe(201);
    expect((await balanceOf(t, m.userId)).credits).toBe(SMALLEST.credits + 50);
  });

  it(`a collection neither paid nor returned counts as settled after ${SETTLE_DAYS} days, not before`, async () => {
    const { m, collection } = await signed();
    const age = (days: number) =>
      t.db.kysely
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - days * 86_400_000 - 60_000) })
        .where('id', '=', collection.payment.id)
        .execute();
    await age(SETTLE_DAYS - 1);
    expect((await collectCall(m, 50)).statusCode).toBe(422);
    await age(SETTLE_DAYS);
    expect((await collectCall(m, 50)).statusCode).toBe(201);
  });

  it('concurrent first collections on a new mandate: one passes, the others get the text', async () => {
    const { m, collection } = await signed();
    // The mandate's own first collection is set aside (booked on another reference): the mandate has none yet.
    await t.db.kysely.updateTable('payments').set({ mandate_id: 'HK-MDT-ELSEWHERE' }).where('id', '=', collection.payment.id).execute();
    const results = await Promise.all(Array.from({ length: 4 }, () => collectCall(m, SMALLEST.credits)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422).map((r) => r.json<{ message: string }>().message)).toEqual([FIRST_COLLECTION_TEXT, FIRST_COLLECTION_TEXT, FIRST_COLLECTION_TEXT]);
    expect((await balanceOf(t, m.userId)).credits).toBe(2 * SMALLEST.credits);
  });

  it("an IBAN on another account's mandate is refused with the text, before any SMS", async () => {
    const iban = newIban();
    await signed(0, { iban });
    const other = await member();
    const body = await form({ iban: iban.replace(/(.{4})/g, '$1 ').toLowerCase() });
    const res = await memberCall(t, other.cookie).post('/api/direct-debit.php', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'iban_in_use', message: IBAN_IN_USE_TEXT });
    expect(await listSms(t.db.kysely, { to: e164(String(body.phone)) })).toHaveLength(0);
  });

  it('two accounts signing on one IBAN at the same moment: one mandate, the other gets the text and no credits', async () => {
    const iban = newIban();
    const [a, b] = [await member(), await member()];
    const codes = [await askCode(a, await form({ iban })), await askCode(b, await form({ iban }))];
    const results = await Promise.all([a, b].map((m, i) => put(m, { challenge_id: codes[i]!.challenge.id, otp: codes[i]!.code, idempotency_key: randomUUID() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ error: 'iban_in_use', message: IBAN_IN_USE_TEXT });
    const valid = await directDebitDb(t.db.kysely).selectFrom('direct_debit_mandates').select('user_id').where('iban', '=', iban).where('status', '=', 'valid').execute();
    expect(valid).toHaveLength(1);
    const credits = [(await balanceOf(t, a.userId)).credits, (await balanceOf(t, b.userId)).credits].sort((x, y) => x - y);
    expect(credits).toEqual([0, SMALLEST.credits]);
  });

  it("the IBAN of another account's returned collection stays refused after that mandate is gone", async () => {
    const iban = newIban();
    const { collection } = await signed(0, { iban });
    const providerId = await providerIdOf(t, collection.payment.id);
    await markInSandbox(ORIGIN, providerId, 'failed');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    await directDebitDb(t.db.kysely).updateTable('direct_debit_mandates').set({ status: 'revoked' }).where('iban', '=', iban).execute();
    const other = await member();
    const res = await memberCall(t, other.cookie).post('/api/direct-debit.php', await form({ iban }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'iban_in_use' });
  });

  it('the own IBAN again (a new mandate on a settled IBAN) may buy more than the smallest bundle at once', async () => {
    const iban = newIban();
    const { m, collection } = await signed(0, { iban });
    await settle(collection);
    const { challenge, code } = await askCode(m, await form({ iban, bundle_id: (await bundle(50)).id }));
    const res = await put(m, { challenge_id: challenge.id, otp: code, idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(res.json<DirectDebitCollection>().payment).toMatchObject({ credits: 50 });
  });

  it('the transaction of a collection on its way says the credits are there', async () => {
    const { m, collection } = await signed();
    const tx = await memberCall(t, m.cookie).get(`/api/payment.php?id=${collection.payment.id}`);
    expect(tx.json()).toMatchObject({ payment: { state: 'pending', credited: true } });
    const providerId = await providerIdOf(t, collection.payment.id);
    await markInSandbox(ORIGIN, providerId, 'failed');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    const list = await memberCall(t, m.cookie).get('/api/transactions.php');
    expect(list.json()).toMatchObject({ transactions: [{ id: collection.payment.id, state: 'failed', credited: false }] });
  });
});
