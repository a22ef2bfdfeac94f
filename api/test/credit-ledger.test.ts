import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { api } from 'shared-kernel/contract';
import { credit, debit, findByIdempotencyKey, isIdempotencyConflict } from '../src/credits/ledger';
import { sameOrigin, signupBody, changeSiteSettings } from './helpers';
import { useMembersApp } from './members-helpers';

const t = useMembersApp();
const { member } = t;

const creditsOf = async (userId: number) =>
  (await t.db.kysely.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
const ledgerOf = (userId: number) =>
  t.db.kysely.selectFrom('credit_ledger').select(['delta', 'balance_after', 'reason', 'idempotency_key']).where('user_id', '=', userId).orderBy('id').execute();

describe('credit ledger', () => {
  it('credits and debits with a ledger row each; a short balance changes nothing', async () => {
    const { userId } = await member();
    await t.db.kysely.transaction().execute(async (trx) => {
      expect(await credit(trx, { userId, amount: 30, reason: 'purchase' })).toMatchObject({ balance: 30 });
      expect(await debit(trx, { userId, amount: 50, reason: 'gift' })).toEqual({ ok: false, reason: 'insufficient_credits', balance: 30, cost: 50 });
      expect(await debit(trx, { userId, amount: 30, reason: 'gift', idempotencyKey: 'sleutel-1' })).toMatchObject({ ok: true, balance: 0 });
      // A free paid action keeps its key with a row of 0.
      expect(await debit(trx, { userId, amount: 0, reason: 'gift', idempotencyKey: 'sleutel-2' })).toMatchObject({ ok: true, balance: 0 });
    });
    expect(await creditsOf(userId)).toBe(0);
    expect(await ledgerOf(userId)).toEqual([
      { delta: 30, balance_after: 30, reason: 'purchase', idempotency_key: null },
      { delta: -30, balance_after: 0, reason: 'gift', idempotency_key: 'sleutel-1' },
      { delta: 0, balance_after: 0, reason: 'gift', idempotency_key: 'sleutel-2' },
    ]);
    expect(await findByIdempotencyKey(t.db.kysely, userId, 'sleutel-1')).toMatchObject({ delta: -30, reason: 'gift' });
    expect(await findByIdempotencyKey(t.db.kysely, userId, 'onbekend')).toBeUndefined();
  });

  it('refuses amounts that are not whole, negative, or 0 without a key', async () => {
    const { userId } = await member({ credits: 10 });
    await t.db.kysely.transaction().execute(async (trx) => {
      for (const amount of [-1, 1.5, Number.NaN]) {
        await expect(debit(trx, { userId, amount, reason: 'gift' })).rejects.toThrow(RangeError);
        await expect(credit(trx, { userId, amount, reason: 'admin' })).rejects.toThrow(RangeError);
      }
      await expect(credit(trx, { userId, amount: 0, reason: 'admin' })).rejects.toThrow(RangeError);
    });
    expect(await ledgerOf(userId)).toEqual([]);
  });

  it('refuses a second row with the same key (rolled back with its debit)', async () => {
    const { userId } = await member({ credits: 10 });
    const key = randomUUID();
    await t.db.kysely.transaction().execute((trx) => debit(trx, { userId, amount: 4, reason: 'gift', idempotencyKey: key }));
    const second = t.db.kysely.transaction().execute((trx) => debit(trx, { userId, amount: 4, reason: 'gift', idempotencyKey: key }));
    const error = await second.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isIdempotencyConflict(error)).toBe(true);
    expect(await creditsOf(userId)).toBe(6);
    expect(await ledgerOf(userId)).toHaveLength(1);
    expect(isIdempotencyConflict(new Error('iets anders'))).toBe(false);
  });
});

describe('signup bonus', () => {
  const setSignupCredits = (value: number) =>
    changeSiteSettings(t, () => sql`update site_settings set settings = jsonb_set(settings, '{signup_credits}', ${JSON.stringify(value)}::jsonb)`.execute(t.db.kysely));
  afterEach(() => setSignupCredits(10));

  const signup = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: JSON.stringify(signupBody(email)),
    });
    expect(res.statusCode).toBe(201);
    return api.signup.response.parse(res.json()).user;
  };

  it('is a signup_bonus ledger row written with the account', async () => {
    await setSignupCredits(25);
    const user = await signup(`bonus-${randomUUID()}@example.nl`);
    expect(user.credits).toBe(25);
    expect(await creditsOf(user.id)).toBe(25);
    expect(await ledgerOf(user.id)).toEqual([{ delta: 25, balance_after: 25, reason: 'signup_bonus', idempotency_key: null }]);
  });

  it('writes no row when the site gives no bonus', async () => {
    await setSignupCredits(0);
    const user = await signup(`geen-bonus-${randomUUID()}@example.nl`);
    expect(await creditsOf(user.id)).toBe(0);
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});

describe('GET /api/export.php', () => {
  it('includes the ledger and the gifts sent and received', async () => {
    const a = await member({ credits: 100 });
    const b = await member({ credits: 100 });
    const gifts = api.giftCatalogue.response.parse((await t.app.inject({ method: 'GET', url: '/api/gifts.php' })).json()).gifts;
    const roos = gifts.find((g) => g.code === 'roos')!;
    const send = (from: typeof a, to: typeof b) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gift.php',
        headers: { ...sameOrigin, 'content-type': 'application/json', cookie: from.cookie },
        payload: JSON.stringify({ profile_id: to.profileId, gift_id: roos.id, idempotency_key: randomUUID() }),
      });
    expect((await send(a, b)).statusCode).toBe(201);
    expect((await send(b, a)).statusCode).toBe(201);

    const res = await t.app.inject({ method: 'GET', url: '/api/export.php', headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(200);
    const data = api.dataExport.response.parse(res.json());
    expect(data.credit_ledger).toEqual([{ delta: -roos.credits, balance_after: 100 - roos.credits, reason: 'gift', created_at: expect.any(String) }]);
    expect(data.gifts_sent).toEqual([{ profile_id: b.profileId, gift: 'Roos', credits: roos.credits, created_at: expect.any(String) }]);
    expect(data.gifts_received).toEqual([{ profile_id: b.profileId, gift: 'Roos', created_at: expect.any(String) }]);
  });
});
