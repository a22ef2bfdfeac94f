import { randomUUID } from 'node:crypto';
import { api, PRICE_ERROR_CODES, type SiteSwitches, type Transaction } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { ADMIN_ERROR_CODES } from 'shared-kernel/contract/admin-rules';
import { adminRequest, createTestStaff, staffCookieFor, staffText, type TestStaff } from './admin-helpers';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, signupBody, type TestApp, type TestUser, testPort } from './helpers';
import { expectError } from './members-helpers';
import { memberCall } from './payments-helpers';
import { apiText } from '../src/i18n';


/**
 * Prices, discount codes and site switches in the back office (issue 18 item 5): admins only, every
 * change audited, validated with Dutch texts (4xx, never 5xx), and live on the member site's next
 * request (bundles, checkout through the sandbox provider, signup, search, settings). Also on
 * PostgreSQL (DATABASE_URL): two admins switching off the last two bundles at once leave one.
 */
const PORT = testPort(18511);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let t: TestApp;
const cookies: Partial<Record<TestStaff['role'], string>> = {};

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, publicUrl: ORIGIN });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  for (const role of ['moderator', 'support', 'admin'] as const) {
    const staff = await createTestStaff(t.db, role);
    cookies[role] = await staffCookieFor(t.db, staff.id);
  }
});
afterAll(async () => t.close());

async function member(options: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser & { cookie: string }> {
  const user = await createTestUser(t.db, options);
  return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
}

const admin = (method: 'GET' | 'POST', url: string, body?: unknown) => adminRequest(t.app, method, url, { cookie: cookies.admin, body });
const auditOf = (action: string, targetId: string | number) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).orderBy('id').execute();
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

async function nlBundles() {
  return t.db.kysely
    .selectFrom('bundles')
    .select(['id', 'credits', 'price', 'currency', 'active', 'sort'])
    .where('site_domain', '=', 'hartklop.nl')
    .where('country', '=', 'NL')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
const bundleBody = (b: { id: number | null; credits: number; price: number; active?: boolean; sort?: number }, patch: Record<string, unknown> = {}) => ({
  id: b.id,
  site_domain: 'hartklop.nl',
  country: 'NL',
  credits: b.credits,
  price: b.price,
  currency: 'EUR',
  active: b.active ?? true,
  sort: b.sort ?? 0,
  ...patch,
});

describe('who may change prices, codes and settings', () => {
  test.each([
    ['GET', '/api/admin/prices', undefined],
    ['POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 10, price: 300 })],
    ['GET', '/api/admin/discount-codes', undefined],
    ['POST', '/api/admin/discount-codes', { code: 'NIEMAND', country: null, currency: null, value_percentage: 10, minimum_order_value: 0, validity: 'unlimited', max_uses: null, expires: null, paymentmethods: null, user_id: null }],
    ['POST', '/api/admin/discount-codes/deactivate', { id: 1 }],
    ['GET', '/api/admin/settings', undefined],
    ['POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: {} }],
  ] as const)('%s %s: 403 for visitors, members, moderators and support', async (method, url, body) => {
    const m = await member();
    expectError(await adminRequest(t.app, method, url, { body }), 403, ADMIN_ERROR_CODES.staffAuthenticationRequired);
    expectError(await adminRequest(t.app, method, url, { cookie: m.cookie, body }), 403, ADMIN_ERROR_CODES.staffAuthenticationRequired);
    for (const role of ['moderator', 'support'] as const) {
      expectError(await adminRequest(t.app, method, url, { cookie: cookies[role], body }), 403, ADMIN_ERROR_CODES.roleForbidden, staffText('admin.roleForbidden', { roles: 'Beheerder' }));
    }
  });
});

describe('bundles and prices per country', () => {
  test('an admin changes a price and adds a bundle: the member sees both at once, the checkout charges the new price, audited', async () => {
    const listed = api.adminPrices.response.parse((await admin('GET', '/api/admin/prices')).json());
    expect(listed.sites).toEqual(['hartklop.nl', 'hartklop.be']);
    expect(listed.countries.map((c) => [c.country, c.currency])).toEqual([
      ['BE', 'EUR'],
      ['NL', 'EUR'],
    ]);
    expect(listed.bundles.filter((b) => b.site_domain === 'hartklop.nl' && b.country === 'NL').map((b) => [b.credits, b.price])).toEqual([
      [25, 799],
      [50, 1499],
      [100, 2749],
      [250, 6250],
    ]);

    const m = await member();
    const smallest = (await nlBundles())[0]!;
    const changed = await admin('POST', '/api/admin/prices/bundle', bundleBody({ ...smallest, price: 899 }));
    expect(changed.statusCode).toBe(200);
    expect(api.saveBundle.response.parse(changed.json()).bundle).toMatchObject({ id: smallest.id, credits: 25, price: 899, active: true });

    const added = api.saveBundle.response.parse((await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 500, price: 11000, sort: 9 }))).json()).bundle;
    const seen = api.bundles.response.parse((await memberCall(t, m.cookie).get('/api/bundles.php')).json());
    expect(seen.bundles.map((b) => [b.credits, b.price])).toEqual([
      [25, 899],
      [50, 1499],
      [100, 2749],
      [250, 6250],
      [500, 11000],
    ]);
    // The new bundle is the best value (22 cents a credit): a message now costs 220 cents.
    expect(seen.bundles.find((b) => b.best_value)?.credits).toBe(500);
    expect(seen.message_price).toBe(220);
    const settings = api.settings.response.parse((await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: sameOrigin })).json()).settings;
    expect(settings.minimum_message_costs.NL).toEqual({ costs: 220, currency: 'EUR' });

    const started = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: smallest.id, method: 'ideal', idempotency_key: randomUUID() });
    expect(started.statusCode).toBe(201);
    expect(started.json<{ payment: Transaction }>().payment).toMatchObject({ amount: 899, credits: 25 });

    const [entry] = await auditOf('bundle.update', smallest.id);
    expect(parseJson(entry!.before)).toMatchObject({ price: 799 });
    expect(parseJson(entry!.after)).toMatchObject({ price: 899 });
    expect(await auditOf('bundle.create', added.id)).toHaveLength(1);

    // Switched off, the new bundle is gone from the member's list and cannot be bought.
    await admin('POST', '/api/admin/prices/bundle', bundleBody({ ...added, active: false }));
    const after = api.bundles.response.parse((await memberCall(t, m.cookie).get('/api/bundles.php')).json());
    expect(after.bundles.map((b) => b.credits)).toEqual([25, 50, 100, 250]);
    const refused = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: added.id, method: 'ideal', idempotency_key: randomUUID() });
    expect(refused.statusCode).toBe(404);
    await admin('POST', '/api/admin/prices/bundle', bundleBody({ ...smallest, price: 799 }));
  });

  test('validation: Dutch texts, 4xx, nothing written', async () => {
    const [first, second] = await nlBundles();
    const auditBefore = await t.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 10, price: 0 })), 400, 'validation_error', staffText('prices.priceInvalid'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 10, price: -5 })), 400, 'validation_error', staffText('prices.priceInvalid'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 0, price: 100 })), 400, 'validation_error', staffText('prices.creditsInvalid'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 2.5, price: 100 })), 400, 'validation_error', staffText('prices.creditsInvalid'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 10, price: 300 }, { currency: 'USD' })), 422, 'validation_error', staffText('prices.currencyMismatch', { country: 'NL', currency: 'EUR' }));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 10, price: 300 }, { country: 'DE' })), 422, 'validation_error', staffText('prices.countryUnknown'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 10, price: 300 }, { site_domain: 'example.com' })), 422, 'validation_error', staffText('prices.siteUnknown'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: null, credits: 25, price: 300 })), 409, PRICE_ERROR_CODES.duplicate, staffText('prices.bundleDuplicate', { credits: 25, country: 'NL' }));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ ...first!, credits: second!.credits })), 409, PRICE_ERROR_CODES.duplicate, staffText('prices.bundleDuplicate', { credits: second!.credits, country: 'NL' }));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ ...first! }, { country: 'BE' })), 422, 'validation_error', staffText('prices.bundleMoved'));
    expectError(await admin('POST', '/api/admin/prices/bundle', bundleBody({ id: 2_000_000_000, credits: 10, price: 300 })), 404, 'not_found', staffText('prices.bundleGone'));
    expectError(await admin('POST', '/api/admin/prices/bundle', { ...bundleBody({ id: null, credits: 10, price: 300 }), extra: 1 }), 400, 'validation_error');
    expectError(await admin('POST', '/api/admin/prices/bundle', '{"id":'), 400, 'validation_error');
    const auditAfter = await t.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
    expect(await nlBundles()).toEqual([first, second, ...(await nlBundles()).slice(2)]);
  });

  test('at least one active bundle stays per site and country', async () => {
    const be = await t.db.kysely.selectFrom('bundles').select(['id', 'credits', 'price', 'sort']).where('site_domain', '=', 'hartklop.be').where('country', '=', 'BE').orderBy('id').execute();
    const beBody = (b: (typeof be)[number], active: boolean) => ({ ...bundleBody(b, { site_domain: 'hartklop.be', country: 'BE' }), active });
    for (const b of be.slice(1)) expect((await admin('POST', '/api/admin/prices/bundle', beBody(b, false))).statusCode).toBe(200);
    expectError(await admin('POST', '/api/admin/prices/bundle', beBody(be[0]!, false)), 409, PRICE_ERROR_CODES.lastActiveBundle, staffText('prices.lastActiveBundle'));
    for (const b of be.slice(1)) expect((await admin('POST', '/api/admin/prices/bundle', beBody(b, true))).statusCode).toBe(200);
  });

  (process.env.DATABASE_URL ? test : test.skip)('PostgreSQL: two admins switching off the last two bundles at once leave one active', async () => {
    const be = await t.db.kysely.selectFrom('bundles').select(['id', 'credits', 'price', 'sort']).where('site_domain', '=', 'hartklop.nl').where('country', '=', 'BE').orderBy('id').execute();
    const body = (b: (typeof be)[number], active: boolean) => ({ ...bundleBody(b, { country: 'BE' }), active });
    for (const b of be.slice(2)) expect((await admin('POST', '/api/admin/prices/bundle', body(b, false))).statusCode).toBe(200);
    const answers = await Promise.all([admin('POST', '/api/admin/prices/bundle', body(be[0]!, false)), admin('POST', '/api/admin/prices/bundle', body(be[1]!, false))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const active = await t.db.kysely.selectFrom('bundles').select('id').where('site_domain', '=', 'hartklop.nl').where('country', '=', 'BE').where('active', '=', true).execute();
    expect(active).toHaveLength(1);
    for (const b of be) await t.db.kysely.updateTable('bundles').set({ active: true }).where('id', '=', b.id).execute();
  });
});

const codeBody = (patch: Record<string, unknown> = {}) => ({
  code: `ADM${randomUUID().slice(0, 8).toUpperCase()}`,
  country: null,
  currency: null,
  value_percentage: 20,
  minimum_order_value: 0,
  validity: 'once-per-user',
  max_uses: null,
  expires: null,
  paymentmethods: null,
  user_id: null,
  ...patch,
});

describe('discount codes', () => {
  test('a code made in the back office works at checkout: the sandbox is asked the discounted amount; switched off, it is not found', async () => {
    const m = await member();
    const created = await admin('POST', '/api/admin/discount-codes', codeBody({ code: ' zomer30 ', value_percentage: 30, country: 'NL', currency: 'EUR', paymentmethods: ['ideal', 'creditcard'], expires: new Date(Date.now() + 86_400_000).toISOString() }));
    expect(created.statusCode).toBe(200);
    const code = api.createDiscountCode.response.parse(created.json()).code;
    expect(code).toMatchObject({ code: 'ZOMER30', kind: 'code', value_percentage: 30, status: 'active', validity: 'once-per-user', paymentmethods: ['ideal', 'creditcard'], redeemed: 0 });
    const [entry] = await auditOf('discount_code.create', code.id);
    expect(parseJson(entry!.after)).toMatchObject({ code: 'ZOMER30', value_percentage: 30 });

    const listed = api.adminDiscountCodes.response.parse((await admin('GET', '/api/admin/discount-codes')).json());
    expect(listed.codes[0]).toMatchObject({ code: 'ZOMER30' });
    expect(listed.codes.map((c) => c.code)).toEqual(expect.arrayContaining(['TIMEBONUS25', 'WELKOM25', 'HARTJE10']));

    const best = (await nlBundles()).find((b) => b.credits === 250)!;
    const preview = await memberCall(t, m.cookie).get('/api/discountcode.php?code=zomer30');
    expect(preview.statusCode).toBe(200);
    expect(api.discountCode.response.parse(preview.json()).prices.find((p) => p.bundle_id === best.id)).toEqual({ bundle_id: best.id, price: 6250, discount: 1875, amount: 4375 });
    const wrongMethod = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: best.id, method: 'paypal', idempotency_key: randomUUID(), discount_code: 'ZOMER30' });
    expect(wrongMethod.statusCode).toBe(422);
    const started = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: best.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'ZOMER30' });
    expect(started.statusCode).toBe(201);
    const payment = started.json<{ payment: Transaction }>().payment;
    expect(payment).toMatchObject({ amount: 4375, discount: 1875, discount_code: 'ZOMER30' });
    const sandbox = await t.db.kysely
      .withTables<{ payment_sandbox_payments: { id: string; amount_cents: number } }>()
      .selectFrom('payment_sandbox_payments')
      .select('amount_cents')
      .innerJoin('payments', 'payments.provider_id', 'payment_sandbox_payments.id')
      .where('payments.id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(sandbox.amount_cents).toBe(4375);
    const withReservation = api.adminDiscountCodes.response.parse((await admin('GET', '/api/admin/discount-codes')).json()).codes.find((c) => c.id === code.id);
    expect(withReservation).toMatchObject({ reserved: 1, redeemed: 0 });

    const off = await admin('POST', '/api/admin/discount-codes/deactivate', { id: code.id });
    expect(off.statusCode).toBe(200);
    expect(api.deactivateDiscountCode.response.parse(off.json()).code.status).toBe('inactive');
    const gone = await memberCall(t, (await member()).cookie).get('/api/discountcode.php?code=ZOMER30');
    expectError(gone, 404, 'discount_code_not_found', 'Code niet gevonden');
    expectError(await admin('POST', '/api/admin/discount-codes/deactivate', { id: code.id }), 409, PRICE_ERROR_CODES.alreadyInactive, staffText('codes.alreadyInactive'));
    expectError(await admin('POST', '/api/admin/discount-codes/deactivate', { id: 2_000_000_000 }), 404, 'not_found', staffText('codes.codeGone'));
    const [offEntry] = await auditOf('discount_code.deactivate', code.id);
    expect([parseJson(offEntry!.before), parseJson(offEntry!.after)]).toEqual([{ status: 'active' }, { status: 'inactive', code: 'ZOMER30' }]);
  });

  test('a code for one member only, unlimited: another member does not find it', async () => {
    const [owner, other] = [await member(), await member()];
    const code = api.createDiscountCode.response.parse((await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'ALLEENJIJ', user_id: owner.userId, validity: 'unlimited' }))).json()).code;
    expect(code).toMatchObject({ user_id: owner.userId, validity: 'unlimited' });
    expect((await memberCall(t, owner.cookie).get('/api/discountcode.php?code=ALLEENJIJ')).statusCode).toBe(200);
    expectError(await memberCall(t, other.cookie).get('/api/discountcode.php?code=ALLEENJIJ'), 404, 'discount_code_not_found', 'Code niet gevonden');
  });

  test('a total limit: the second member is refused "Code reeds gebruikt" while the first payment holds the code; a failed payment frees it', async () => {
    const [first, second] = [await member(), await member()];
    const code = api.createDiscountCode.response.parse((await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'EENKEER', validity: 'unlimited', max_uses: 1 }))).json()).code;
    expect(code.max_uses).toBe(1);
    const best = (await nlBundles()).find((b) => b.credits === 250)!;
    const started = await memberCall(t, first.cookie).post('/api/payment.php', { bundle_id: best.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'EENKEER' });
    expect(started.statusCode).toBe(201);
    expectError(await memberCall(t, second.cookie).get('/api/discountcode.php?code=EENKEER'), 409, 'discount_code_used', 'Code reeds gebruikt');
    expectError(
      await memberCall(t, second.cookie).post('/api/payment.php', { bundle_id: best.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'EENKEER' }),
      409,
      'discount_code_used',
      'Code reeds gebruikt',
    );
    // The first payment fails: its reservation is released, the use is free again.
    await t.db.kysely.deleteFrom('discount_redemptions').where('payment_id', '=', started.json<{ payment: Transaction }>().payment.id).execute();
    expect((await memberCall(t, second.cookie).get('/api/discountcode.php?code=EENKEER')).statusCode).toBe(200);
  });

  (process.env.DATABASE_URL ? test : test.skip)('PostgreSQL: three members checking out at once with a code of 2 uses: two payments carry it', async () => {
    const members = [await member(), await member(), await member()];
    api.createDiscountCode.response.parse((await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'TWEEKEER', validity: 'unlimited', max_uses: 2 }))).json());
    const best = (await nlBundles()).find((b) => b.credits === 250)!;
    const answers = await Promise.all(
      members.map((m) => memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: best.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'TWEEKEER' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409]);
    const carried = await t.db.kysely.selectFrom('payments').innerJoin('discount_codes', 'discount_codes.id', 'payments.discount_code_id').select('payments.id').where('discount_codes.code', '=', 'TWEEKEER').execute();
    expect(carried).toHaveLength(2);
  });

  test('validation: Dutch texts, 4xx, nothing written', async () => {
    const count = async () => Number((await t.db.kysely.selectFrom('discount_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'HARTJE10' })), 409, PRICE_ERROR_CODES.duplicate, staffText('codes.codeDuplicate'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'hartje10' })), 409, PRICE_ERROR_CODES.duplicate, staffText('codes.codeDuplicate'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'AB' })), 400, 'validation_error', staffText('codes.codeInvalid'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ code: 'MET SPATIE' })), 400, 'validation_error', staffText('codes.codeInvalid'));
    for (const value of [0, -5, 100.5, 150, 12.345]) {
      expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ value_percentage: value })), 400, 'validation_error', staffText('codes.percentageInvalid'));
    }
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ expires: '2020-01-01T00:00:00Z' })), 422, 'validation_error', staffText('codes.expiryPast'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ expires: 'morgen' })), 400, 'validation_error', staffText('codes.expiryInvalid'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ paymentmethods: [] })), 400, 'validation_error', staffText('codes.methodsEmpty'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ paymentmethods: ['bitcoin'] })), 400, 'validation_error', staffText('codes.methodUnknown'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ country: 'NL', currency: 'USD' })), 422, 'validation_error', staffText('codes.currencyMismatch', { country: 'NL', currency: 'EUR' }));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ country: 'DE' })), 422, 'validation_error', staffText('codes.countryUnknown'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ minimum_order_value: -1 })), 400, 'validation_error', staffText('codes.minimumInvalid'));
    for (const value of [0, 1.5, -2]) expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ max_uses: value })), 400, 'validation_error', staffText('codes.maxUsesInvalid'));
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ user_id: 2_000_000_000 })), 404, 'not_found', staffText('codes.memberGone'));
    expect(await count()).toBe(before);
  });

  test('a percentage that leaves a bundle under € 0.01 (the provider\'s minimum) is refused with the bundle named; from a minimum order value that excludes it, accepted', async () => {
    const count = async () => Number((await t.db.kysely.selectFrom('discount_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // The cheapest Belgian bundle: 25 credits for € 7.99 (100 % leaves € 0.00, 99.99 % leaves 799 − 799 = € 0.00 too).
    const cheapest = { credits: 25, price: '€ 7,99', country: 'BE', site: 'hartklop.nl' };
    const full = await admin('POST', '/api/admin/discount-codes', codeBody({ country: 'BE', value_percentage: 100 }));
    expectError(full, 422, 'validation_error', staffText('codes.belowProviderMinimum', { percentage: '100', ...cheapest, minimum: '€ 0,01' }));
    expect(full.json<{ message: string }>().message).toBe(
      'Met 100 % korting blijft er van het pakket van 25 credits (€ 7,99, BE, hartklop.nl) minder over dan € 0,01, het minimum dat de betaalprovider accepteert. Kies een lager percentage, of een minimaal bestelbedrag boven de prijs van dat pakket.',
    );
    expectError(await admin('POST', '/api/admin/discount-codes', codeBody({ country: 'BE', value_percentage: 99.99 })), 422, 'validation_error', staffText('codes.belowProviderMinimum', { percentage: '99,99', ...cheapest, minimum: '€ 0,01' }));
    // Every country (no country, no currency): refused as well.
    expect((await admin('POST', '/api/admin/discount-codes', codeBody({ value_percentage: 100 }))).statusCode).toBe(422);
    expect(await count()).toBe(before);
    // 99.99 % of € 62.50 is € 62.49: one cent is left, which the provider accepts.
    const bigOnly = await admin('POST', '/api/admin/discount-codes', codeBody({ country: 'BE', value_percentage: 99.99, minimum_order_value: 5000 }));
    expect(bigOnly.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  test('a 100 % code already stored: the checkout answers 422 with a clear text and never asks the provider; the lookup does not offer it', async () => {
    const m = await member();
    await t.db.kysely.insertInto('discount_codes').values({ code: 'ALLESGRATIS', value_percentage: '100', validity: 'unlimited' }).execute();
    const sandboxPayments = async () =>
      Number(
        (await t.db.kysely.withTables<{ payment_sandbox_payments: { id: string } }>().selectFrom('payment_sandbox_payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
    const providerBefore = await sandboxPayments();
    const text = 'Deze code kan niet bij dit pakket gebruikt worden: na de korting blijft er minder dan € 0,01 te betalen. Kies een ander pakket of betaal zonder code.';
    expect(apiText('nl', 'errors.promotions.belowMinimum', { amount: '€ 0,01' })).toBe(text);
    const bundle = (await nlBundles()).find((b) => b.credits === 250)!;
    const checkout = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: bundle.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'allesgratis' });
    expectError(checkout, 422, 'discount_code_not_applicable', text);
    expect(await sandboxPayments()).toBe(providerBefore);
    expect(await t.db.kysely.selectFrom('payments').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    expectError(await memberCall(t, m.cookie).get('/api/discountcode.php?code=ALLESGRATIS'), 422, 'discount_code_not_applicable', text);
  });

  test('a 99.99 % code already stored: offered and charged only where a cent is left (€ 62.50 → € 0.01), refused for € 7.99', async () => {
    const m = await member();
    await t.db.kysely.insertInto('discount_codes').values({ code: 'BIJNAGRATIS', value_percentage: '99.99', validity: 'unlimited' }).execute();
    const bundles = await nlBundles();
    const [small, big] = [bundles.find((b) => b.credits === 25 && b.active)!, bundles.find((b) => b.credits === 250)!];
    const preview = api.discountCode.response.parse((await memberCall(t, m.cookie).get('/api/discountcode.php?code=BIJNAGRATIS')).json());
    expect(preview.prices.find((p) => p.bundle_id === small.id)).toEqual({ bundle_id: small.id, price: small.price, discount: 0, amount: small.price });
    expect(preview.prices.find((p) => p.bundle_id === big.id)).toEqual({ bundle_id: big.id, price: 6250, discount: 6249, amount: 1 });
    const refused = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: small.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'BIJNAGRATIS' });
    expectError(refused, 422, 'discount_code_not_applicable', apiText('nl', 'errors.promotions.belowMinimum', { amount: '€ 0,01' }));
    const started = await memberCall(t, m.cookie).post('/api/payment.php', { bundle_id: big.id, method: 'ideal', idempotency_key: randomUUID(), discount_code: 'BIJNAGRATIS' });
    expect(started.statusCode).toBe(201);
    expect(started.json<{ payment: Transaction }>().payment).toMatchObject({ amount: 1, discount: 6249, discount_code: 'BIJNAGRATIS' });
  });

  (process.env.DATABASE_URL ? test : test.skip)('PostgreSQL: two admins creating the same code at once: one code, one 409', async () => {
    const body = codeBody({ code: 'TEGELIJK' });
    const answers = await Promise.all([admin('POST', '/api/admin/discount-codes', body), admin('POST', '/api/admin/discount-codes', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('site-setting switches', () => {
  const current = async (domain = 'hartklop.nl'): Promise<SiteSwitches> =>
    api.adminSiteSettings.response.parse((await admin('GET', '/api/admin/settings')).json()).sites.find((s) => s.domain === domain)!.switches;
  let original: SiteSwitches;
  beforeAll(async () => {
    original = await current();
  });
  afterEach(async () => {
    expect((await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: original })).statusCode).toBe(200);
  });

  test('lists both site variants with the reference switches', async () => {
    const { sites } = api.adminSiteSettings.response.parse((await admin('GET', '/api/admin/settings')).json());
    expect(sites.map((s) => s.domain)).toEqual(['hartklop.nl', 'hartklop.be']);
    expect(sites[0]!.switches).toMatchObject({ signups: 'all', logged_out_search: true, member_resell: false, enable_site_entry_popup: 'yes', fictional_singular: 'fictief profiel' });
  });

  test('signups closed refuses a signup with the SPEC text at once; reopened, it works; audited', async () => {
    const closed = await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: { ...original, signups: 'closed' } });
    expect(closed.statusCode).toBe(200);
    expect(api.saveSiteSettings.response.parse(closed.json()).site.switches.signups).toBe('closed');
    const refused = await t.app.inject({ method: 'POST', url: '/api/signup.php', headers: { ...sameOrigin, 'content-type': 'application/json' }, payload: JSON.stringify(signupBody(`dicht-${randomUUID().slice(0, 6)}@example.nl`)) });
    expectError(refused, 403, 'signups_closed', ACCOUNT_TEXTS.signupsClosed);
    const [entry] = (await auditOf('settings.update', 'hartklop.nl')).slice(-1);
    expect(parseJson(entry!.before)).toMatchObject({ signups: 'all' });
    expect(parseJson(entry!.after)).toMatchObject({ signups: 'closed' });
    // The Belgian site is another variant: still open there.
    expect((await current('hartklop.be')).signups).toBe('all');

    await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: original });
    const open = await t.app.inject({ method: 'POST', url: '/api/signup.php', headers: { ...sameOrigin, 'content-type': 'application/json' }, payload: JSON.stringify(signupBody(`open-${randomUUID().slice(0, 6)}@example.nl`)) });
    expect(open.statusCode).toBe(201);
  });

  test('logged-out search, the entry warning and the fictional texts follow at once', async () => {
    const search = () => t.app.inject({ method: 'GET', url: '/api/members.php?country=NL', headers: sameOrigin });
    expect((await search()).statusCode).toBe(200);
    const switches: SiteSwitches = {
      ...original,
      logged_out_search: false,
      logged_out_search_trafficsource: false,
      member_resell: true,
      enable_site_entry_popup: 'no',
      fictional_warning: '  Let op: dit profiel is verzonnen en wordt door medewerkers beheerd.  ',
      fictional_singular: 'verzonnen profiel',
      fictional_plural: 'verzonnen profielen',
    };
    expect((await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches })).statusCode).toBe(200);
    expectError(await search(), 403, 'authentication_required');
    const settings = api.settings.response.parse((await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: sameOrigin })).json()).settings;
    expect(settings).toMatchObject({
      logged_out_search: false,
      member_resell: true,
      enable_site_entry_popup: 'no',
      fictional_warning: 'Let op: dit profiel is verzonnen en wordt door medewerkers beheerd.',
      fictional_singular: 'verzonnen profiel',
      // The other settings stay.
      name: 'Hartklop',
      message_credits: 10,
    });
  });

  test('validation: Dutch texts, 4xx, nothing written', async () => {
    expectError(await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: { ...original, fictional_warning: 'te kort' } }), 400, 'validation_error', staffText('settings.warningLength'));
    expectError(await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: { ...original, fictional_plural: '   ' } }), 400, 'validation_error', staffText('settings.nameLength'));
    expectError(await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: { ...original, site_entry_popup_countries: ['nederland'] } }), 400, 'validation_error', staffText('settings.popupCountries'));
    expectError(await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: { ...original, signups: 'soms' } }), 400, 'validation_error');
    expectError(await admin('POST', '/api/admin/settings', { domain: 'hartklop.nl', switches: { ...original, niche: 3 } }), 400, 'validation_error');
    expectError(await admin('POST', '/api/admin/settings', { domain: 'example.com', switches: original }), 404, 'not_found', staffText('settings.siteUnknown'));
    expect(await current()).toEqual(original);
  });
});
