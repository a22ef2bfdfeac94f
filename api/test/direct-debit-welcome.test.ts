import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type DirectDebitChallenge, type DirectDebitCollection, type Transaction } from 'shared-kernel/contract';
import { directDebitDb } from '../src/domain/direct-debit/tables';
import { listSms } from '../src/domain/sms/outbox';
import { MolliePaymentProvider } from '../src/domain/payments/mollie';
import type { ProviderPayment } from '../src/domain/payments/provider';
import { SANDBOX_API_KEY } from '../src/domain/payments/provider-source';
import { sandboxDb } from '../src/dev/payment-sandbox/store';
import { createTestApp, sameOrigin, signedInMember, type SignedInMember, type TestApp, testPort } from './helpers';
import { balanceOf, bundlesOf, markInSandbox, memberCall, payOnHostedPage, providerIdOf, purchaseRows, webhook } from './payments-helpers';

/**
 * The welcome discount by direct debit (issue 27, item 11): the form carries the code, the SMS
 * code's challenge keeps it, the collection is priced with it by the card checkout's rules: one
 * welcome discount per member (TIMEBONUS25 and WELKOM25 share one reservation), an open card
 * payment holding it is replaced, one being processed refuses it (before any SMS), the code's
 * payment methods are respected, and the re-check when the credits are granted (at submission for
 * direct debit). Through the real Mollie client against the embedded sandbox; runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL.
 */
const PORT = testPort(18431);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The smallest NL bundle (a new mandate's first collection buys at most this): 25 credits, € 7,99;
// 25 % off is € 2,00 (rounded), so € 5,99.
const SMALLEST = { credits: 25, price: 799, discount: 200, amount: 599 };

const TEXTS = {
  openPayment: 'Je hebt al een betaling met deze korting die nog niet is afgerond en niet meer kan worden geannuleerd. Ga verder met je openstaande betaling.',
  firstPurchase: 'Deze code geldt alleen voor je eerste aankoop.',
  method: 'Deze code geldt niet voor deze betaalmethode.',
};

/** Runs once before the provider's next status look-up (a purchase credited between our row and its crediting). */
let beforeNextLookup: (() => Promise<void>) | null = null;

class HookedProvider extends MolliePaymentProvider {
  override async getPayment(id: string): Promise<ProviderPayment> {
    const hook = beforeNextLookup;
    beforeNextLookup = null;
    if (hook) await hook();
    return super.getPayment(id);
  }
}

let t: TestApp;

beforeAll(async () => {
  const provider = new HookedProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${ORIGIN}/v2/` });
  t = await createTestApp(
    { paymentSandbox: true, publicUrl: ORIGIN, paymentWebhookBaseUrl: 'http://127.0.0.1:18139', paymentWebhookRepeatSeconds: 0 },
    { paymentProvider: provider, listen: PORT },
  );
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  beforeNextLookup = null;
});

type Member = SignedInMember;
const member = (): Promise<Member> => signedInMember(t.db);

let counter = 0;
/** A valid Dutch IBAN of its own for each call (one IBAN, one account): INGB + 10 digits, check digits by ISO 7064. */
function newIban(): string {
  const account = String(3_000_000 + ++counter * 13).padStart(10, '0');
  const digits = `${'INGB'.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))}${account}232100`;
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `NL${String(98 - rest).padStart(2, '0')}INGB${account}`;
}
const newPhone = (): string => `06${String(20_000_000 + counter * 6151).slice(-8)}`;

const smallest = async () => (await bundlesOf(t, 'hartklop.nl', 'NL')).find((b) => b.credits === SMALLEST.credits)!;
const second = async () => (await bundlesOf(t, 'hartklop.nl', 'NL'))[1]!;

async function form(code?: string) {
  counter += 1;
  return {
    bundle_id: (await smallest()).id,
    account_holder: 'A. Jansen',
    iban: newIban(),
    street: 'Oudegracht',
    house_number: '7',
    zip: '3511 AB',
    city: 'Utrecht',
    phone: newPhone(),
    consent: true,
    ...(code === undefined ? {} : { discount_code: code }),
  };
}

const askCode = (m: Member, body: Record<string, unknown>) => memberCall(t, m.cookie).post('/api/direct-debit.php', body);

async function smsCodeFor(phone: string): Promise<string | undefined> {
  const [sms] = await listSms(t.db.kysely, { to: `+31${phone.slice(1)}`, limit: 1 });
  return sms ? /\b(\d{6})\b/.exec(sms.body)![1] : undefined;
}

/** The form with the code → the SMS code's challenge (201 expected). */
async function challenged(m: Member, code?: string): Promise<{ challenge: DirectDebitChallenge; otp: string }> {
  const body = await form(code);
  const res = await askCode(m, body);
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.json() }).toEqual({ status: 201, body: null });
  return { challenge: res.json<{ challenge: DirectDebitChallenge }>().challenge, otp: (await smsCodeFor(body.phone))! };
}

const sign = (m: Member, challenge: DirectDebitChallenge, otp: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/direct-debit.php',
    payload: JSON.stringify({ challenge_id: challenge.id, otp, idempotency_key: randomUUID() }),
    headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'application/json' },
  });

async function signed(m: Member, code?: string): Promise<DirectDebitCollection> {
  const { challenge, otp } = await challenged(m, code);
  const res = await sign(m, challenge, otp);
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.json() }).toEqual({ status: 201, body: null });
  return res.json<DirectDebitCollection>();
}

const startCard = (m: Member, bundleId: number, method: string, code?: string) =>
  memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundleId, method, idempotency_key: randomUUID(), ...(code === undefined ? {} : { discount_code: code }) });

async function card(m: Member, bundleId: number, method: string, code?: string): Promise<Transaction> {
  const res = await startCard(m, bundleId, method, code);
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.json() }).toEqual({ status: 201, body: null });
  return res.json<{ payment: Transaction }>().payment;
}

async function sandboxStatus(paymentId: number): Promise<string> {
  const providerId = await providerIdOf(t, paymentId);
  return (await sandboxDb(t.db.kysely).selectFrom('payment_sandbox_payments').select('status').where('id', '=', providerId).executeTakeFirstOrThrow()).status;
}

async function reservations(userId: number) {
  return t.db.kysely
    .selectFrom('discount_redemptions')
    .innerJoin('discount_codes', 'discount_codes.id', 'discount_redemptions.code_id')
    .select(['discount_redemptions.payment_id', 'discount_codes.code', 'discount_redemptions.redeemed_at'])
    .where('discount_redemptions.user_id', '=', userId)
    .orderBy('discount_redemptions.id')
    .execute();
}

/** The bank paid the collection (the sandbox's "Markeer als betaald" and its webhook). */
async function bankPays(paymentId: number): Promise<void> {
  const providerId = await providerIdOf(t, paymentId);
  await markInSandbox(ORIGIN, providerId, 'paid');
  expect((await webhook(t, providerId)).statusCode).toBe(200);
}

describe('the welcome discount by direct debit', () => {
  it('the form with the active welcome code: the challenge and the collection are at the discounted price, the announcement too', async () => {
    const m = await member();
    const { challenge, otp } = await challenged(m, 'timebonus25');
    expect(challenge).toMatchObject({ amount: SMALLEST.amount, discount: SMALLEST.discount, currency: 'EUR', discount_code: 'TIMEBONUS25' });

    const res = await sign(m, challenge, otp);
    expect(res.statusCode).toBe(201);
    const collection = res.json<DirectDebitCollection>();
    expect(collection.payment).toMatchObject({ method: 'directdebit', amount: SMALLEST.amount, discount: SMALLEST.discount, discount_code: 'TIMEBONUS25', credits: SMALLEST.credits, credited: true });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: SMALLEST.credits, paid_user: true });
    expect(await reservations(m.userId)).toEqual([{ payment_id: collection.payment.id, code: 'TIMEBONUS25', redeemed_at: null }]);
    // The provider collects the discounted amount; the SEPA pre-notification announces it.
    expect((await sandboxDb(t.db.kysely).selectFrom('payment_sandbox_payments').select('amount_cents').where('id', '=', await providerIdOf(t, collection.payment.id)).executeTakeFirstOrThrow()).amount_cents).toBe(SMALLEST.amount);
    const mail = await t.db.kysely.selectFrom('mail_outbox').select('subject').where('user_id', '=', m.userId).where('kind', '=', 'direct_debit_prenotification').executeTakeFirstOrThrow();
    expect(mail.subject).toContain('5,99');

    // Paid by the bank: the code is used; neither welcome code applies again, by card or by direct debit.
    await bankPays(collection.payment.id);
    expect((await reservations(m.userId))[0]!.redeemed_at).not.toBeNull();
    expect(await balanceOf(t, m.userId)).toEqual({ credits: SMALLEST.credits, paid_user: true });
    const again = await startCard(m, (await second()).id, 'ideal', 'WELKOM25');
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 422, body: { error: ERROR_CODES.discountCodeNotApplicable, message: TEXTS.firstPurchase } });
    const byMandate = await memberCall(t, m.cookie).post('/api/direct-debit-collection.php', { bundle_id: (await smallest()).id, idempotency_key: randomUUID(), discount_code: 'WELKOM25' });
    expect({ status: byMandate.statusCode, body: byMandate.json() }).toEqual({ status: 422, body: { error: ERROR_CODES.discountCodeNotApplicable, message: TEXTS.firstPurchase } });
  });

  it('without a code the collection is at the full price', async () => {
    const m = await member();
    const { challenge, otp } = await challenged(m);
    expect(challenge).toMatchObject({ amount: SMALLEST.price, discount: 0, discount_code: null });
    const res = await sign(m, challenge, otp);
    expect(res.json<DirectDebitCollection>().payment).toMatchObject({ amount: SMALLEST.price, discount: 0, discount_code: null });
  });
});

describe('one welcome discount per member, whichever way it is paid', () => {
  it('an open card payment with the other welcome code is replaced: canceled at the provider, the collection carries the discount', async () => {
    const m = await member();
    const open = await card(m, (await second()).id, 'ideal', 'WELKOM25');
    const { challenge, otp } = await challenged(m, 'TIMEBONUS25');
    expect(challenge).toMatchObject({ amount: SMALLEST.amount, discount_code: 'TIMEBONUS25' });
    expect(await sandboxStatus(open.id)).toBe('canceled');
    expect(await reservations(m.userId)).toEqual([]);

    // Meanwhile the member started a card checkout again (another tab): signing replaces that one too.
    const again = await card(m, (await second()).id, 'creditcard', 'WELKOM25');
    const res = await sign(m, challenge, otp);
    expect(res.statusCode).toBe(201);
    const collection = res.json<DirectDebitCollection>();
    expect(collection.payment).toMatchObject({ amount: SMALLEST.amount, discount_code: 'TIMEBONUS25' });
    expect(await sandboxStatus(again.id)).toBe('canceled');
    expect((await reservations(m.userId)).map((r) => [r.payment_id, r.code])).toEqual([[collection.payment.id, 'TIMEBONUS25']]);
  });

  it('a card payment with a welcome code being processed: the form is refused with the way back to it, no SMS goes out', async () => {
    const m = await member();
    const transfer = await card(m, (await second()).id, 'banktransfer', 'TIMEBONUS25');
    await payOnHostedPage(ORIGIN, transfer, 'pending');
    const body = await form('WELKOM25');
    const res = await askCode(m, body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { error: ERROR_CODES.discountOpenPayment, message: TEXTS.openPayment, payment_id: transfer.id, continue_url: `/credits/${transfer.bundle_id}/banktransfer?payment=${transfer.id}` },
    });
    expect(await smsCodeFor(body.phone)).toBeUndefined();
    expect(await sandboxStatus(transfer.id)).toBe('pending');
    // Without the code the member may pay by direct debit meanwhile, at the full price.
    expect((await signed(m)).payment).toMatchObject({ amount: SMALLEST.price, discount: 0 });
  });

  it('a collection paid by the bank after another purchase keeps the full bundle: it was the first purchase when credited', async () => {
    const m = await member();
    const collection = await signed(m, 'WELKOM25');
    expect(collection.payment).toMatchObject({ amount: SMALLEST.amount, credits: SMALLEST.credits, credited: true });
    const bundle = await second();
    const other = await card(m, bundle.id, 'ideal');
    await payOnHostedPage(ORIGIN, other, 'paid');
    expect((await webhook(t, await providerIdOf(t, other.id))).statusCode).toBe(200);

    await bankPays(collection.payment.id);
    expect(await balanceOf(t, m.userId)).toEqual({ credits: SMALLEST.credits + bundle.credits, paid_user: true });
    expect((await purchaseRows(t, m.userId, collection.payment.id)).map((r) => r.delta)).toEqual([SMALLEST.credits]);
    const row = await t.db.kysely.selectFrom('payments').select(['state', 'credits']).where('id', '=', collection.payment.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'paid', credits: SMALLEST.credits });
  });

  it('a collection credited after another purchase was credited is no first purchase: the full price’s rate, never the discount twice', async () => {
    const m = await member();
    const bundle = await second();
    const other = await card(m, bundle.id, 'ideal');
    const { challenge, otp } = await challenged(m, 'TIMEBONUS25');
    // Between the collection's row and its crediting, the member's card payment is paid and credited (another tab).
    beforeNextLookup = async () => {
      await payOnHostedPage(ORIGIN, other, 'paid');
      expect((await webhook(t, await providerIdOf(t, other.id))).statusCode).toBe(200);
    };
    const res = await sign(m, challenge, otp);
    expect(res.statusCode).toBe(201);
    const collection = res.json<DirectDebitCollection>();
    // € 5,99 buys 18 credits at the bundle's full price (25 × 599 / 799 = 18.7, rounded down).
    expect(collection.payment).toMatchObject({ amount: SMALLEST.amount, discount: SMALLEST.discount, credits: 18, credited: true });
    expect(await balanceOf(t, m.userId)).toEqual({ credits: bundle.credits + 18, paid_user: true });
  });
});

describe("the code's payment methods", () => {
  beforeAll(async () => {
    await t.db.kysely
      .insertInto('discount_codes')
      .values({ code: 'KAART25', kind: 'code', value_percentage: '25', paymentmethods: ['ideal', 'creditcard'], valid_seconds_after_signup: null, first_purchase_only: true, country: null, user_id: null, expires: null, currency: null })
      .execute();
  });

  it('a code that excludes direct debit is refused before any SMS; without it the collection is at the full price', async () => {
    const m = await member();
    const priced = await memberCall(t, m.cookie).get('/api/discountcode.php?code=KAART25');
    expect(priced.json<{ discountcode: { paymentmethods: string[] } }>().discountcode.paymentmethods).toEqual(['ideal', 'creditcard']);
    const body = await form('KAART25');
    const res = await askCode(m, body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body: { error: ERROR_CODES.discountCodeNotApplicable, message: TEXTS.method } });
    expect(await smsCodeFor(body.phone)).toBeUndefined();
    const collection = await signed(m);
    expect(collection.payment).toMatchObject({ amount: SMALLEST.price, discount: 0, discount_code: null, credits: SMALLEST.credits });
    expect(await reservations(m.userId)).toEqual([]);
  });
});

describe('the mandate in the member’s language (issue 27, the Belgian site in French)', () => {
  it('a French member signs the French mandate text, with French typography', async () => {
    const m = await member();
    await t.db.kysely.updateTable('users').set({ language: 'fr' }).where('id', '=', m.userId).execute();
    const { challenge } = await challenged(m);
    const lines = challenge.mandate_text.split('\n');
    expect(lines[0]).toBe('Mandat de prélèvement SEPA récurrent');
    expect(lines[3]).toMatch(/^Avant chaque prélèvement, tu reçois un préavis par e-mail .*créancier\u202f; tu acceptes/);
    const stored = await directDebitDb(t.db.kysely).selectFrom('direct_debit_challenges').select(['iban', 'mandate_text']).where('public_id', '=', challenge.id).executeTakeFirstOrThrow();
    expect(lines.at(-1)).toBe(`Titulaire du compte\u202f: A. Jansen, Oudegracht 7, 3511 AB Utrecht. IBAN\u202f: ${stored.iban}.`);
    // Stored as signed: the text the member read.
    expect(stored.mandate_text).toBe(challenge.mandate_text);
    expect(challenge.mandate_text).not.toMatch(/Machtiging|Rekeninghouder|incasso/);
  });
});
