import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { GIFTS } from '../src/db/reference/gifts';
import { sameOrigin, changeSiteSettings } from './helpers';
import { expectError, GONE, useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp();
const { member } = t;

/** settings.gift_credits of the default (Dutch) site variant: what every gift costs by default. */
const COST = 20;
const INSUFFICIENT = 'Je hebt onvoldoende credits om dit cadeau te versturen';

const catalogue = async (cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/gifts.php', headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode).toBe(200);
  return api.giftCatalogue.response.parse(res.json()).gifts;
};

let roosId = 0;
let kusId = 0;
beforeAll(async () => {
  const gifts = await catalogue();
  roosId = gifts.find((g) => g.code === 'roos')!.id;
  kusId = gifts.find((g) => g.code === 'kus')!.id;
});

const send = (cookie: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const giftBody = (to: TestMember | number, overrides: Record<string, unknown> = {}) => ({
  profile_id: typeof to === 'number' ? to : to.profileId,
  gift_id: roosId,
  idempotency_key: randomUUID(),
  ...overrides,
});

const received = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/gift.php', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return api.receivedGifts.response.parse(res.json()).gifts;
};

const creditsOf = async (userId: number) =>
  (await t.db.kysely.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
const ledgerOf = (userId: number) =>
  t.db.kysely.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const sentBy = (profileId: number) =>
  t.db.kysely.selectFrom('sent_gifts').selectAll().where('sender_profile_id', '=', profileId).orderBy('id').execute();

/** A sender with `credits` and a recipient. */
const pair = async (credits: number) => ({ sender: await member({ credits }), recipient: await member({ gender: 'male' }) });

describe('GET /api/gifts.php', () => {
  it('lists the catalogue to everyone, in order, each gift at the site gift_credits', async () => {
    const gifts = await catalogue();
    expect(gifts.map((g) => [g.code, g.name, g.emoji])).toEqual(GIFTS.map(([code, name, emoji]) => [code, name, emoji]));
    expect(gifts.length).toBeGreaterThanOrEqual(10);
    expect(gifts.every((g) => g.credits === COST)).toBe(true);
    expect(gifts.find((g) => g.code === 'roos')).toMatchObject({ name: 'Roos', emoji: '🌹' });
  });

  it('follows the site settings, a gift of its own price and leaves inactive gifts out', async () => {
    const setGiftCredits = (value: number) =>
      changeSiteSettings(t, () => sql`update site_settings set settings = jsonb_set(settings, '{gift_credits}', ${JSON.stringify(value)}::jsonb)`.execute(t.db.kysely));
    try {
      await setGiftCredits(35);
      await t.db.kysely.updateTable('gifts').set({ credits: 100 }).where('code', '=', 'ring').execute();
      await t.db.kysely.updateTable('gifts').set({ active: false }).where('code', '=', 'koffie').execute();
      const gifts = await catalogue();
      expect(gifts.find((g) => g.code === 'roos')!.credits).toBe(35);
      expect(gifts.find((g) => g.code === 'ring')!.credits).toBe(100);
      expect(gifts.some((g) => g.code === 'koffie')).toBe(false);
    } finally {
      await setGiftCredits(COST);
      await t.db.kysely.updateTable('gifts').set({ credits: null, active: true }).execute();
    }
  });
});

describe('POST /api/gift.php', () => {
  it('sends a gift: 201, the cost debited with a ledger row, the recipient sees it', async () => {
    const { sender, recipient } = await pair(50);
    const body = giftBody(recipient);
    const res = await send(sender.cookie, body);
    expect(res.statusCode).toBe(201);
    const answer = api.sendGift.response.parse(res.json());
    expect(answer.credits).toBe(50 - COST);
    expect(answer.sent).toMatchObject({ profile_id: recipient.profileId, gift: { id: roosId, code: 'roos', emoji: '🌹', credits: COST } });
    expect(await creditsOf(sender.userId)).toBe(30);

    const ledger = await ledgerOf(sender.userId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: -COST, balance_after: 30, reason: 'gift', idempotency_key: body.idempotency_key });
    const sent = await sentBy(sender.profileId);
    expect(sent).toEqual([expect.objectContaining({ id: answer.sent.id, recipient_profile_id: recipient.profileId, credits: COST, ledger_id: ledger[0]!.id })]);

    const gifts = await received(recipient.cookie);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ id: answer.sent.id, gift: { code: 'roos', name: 'Roos', emoji: '🌹' }, from: { id: sender.profileId } });
    expect(await received(sender.cookie)).toEqual([]);
  });

  it('refuses with 402 and the text when the credits are short, without charging anything', async () => {
    const { sender, recipient } = await pair(COST - 1);
    expectError(await send(sender.cookie, giftBody(recipient)), 402, 'insufficient_credits', INSUFFICIENT);
    expect(await creditsOf(sender.userId)).toBe(COST - 1);
    expect(await ledgerOf(sender.userId)).toEqual([]);
    expect(await sentBy(sender.profileId)).toEqual([]);
    expect(await received(recipient.cookie)).toEqual([]);
  });

  it('answers 404 like member.php for a recipient the sender may not see, and charges nothing', async () => {
    const sender = await member({ credits: 100 });
    const blockedBySender = await member();
    const blockingSender = await member();
    const invisible = await member();
    const deleted = await member({ status: 'deleted' });
    await t.addBlocks([sender.profileId, blockedBySender.profileId], [blockingSender.profileId, sender.profileId]);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    for (const id of [blockedBySender.profileId, blockingSender.profileId, invisible.profileId, deleted.profileId, 2_000_000_000]) {
      const res = await send(sender.cookie, giftBody(id));
      expectError(res, 404, 'not_found', GONE);
      const member = await t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: { cookie: sender.cookie } });
      expect(member.statusCode).toBe(404);
    }
    expect(await creditsOf(sender.userId)).toBe(100);
    expect(await ledgerOf(sender.userId)).toEqual([]);
  });

  it('lets an invisible member who liked the sender receive a gift (the shared visibility rule)', async () => {
    const { sender, recipient } = await pair(COST);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', recipient.profileId).execute();
    await t.addLikes([recipient.profileId, sender.profileId]);
    expect((await send(sender.cookie, giftBody(recipient))).statusCode).toBe(201);
    expect(await creditsOf(sender.userId)).toBe(0);
  });

  it('refuses a gift to yourself with 400', async () => {
    const sender = await member({ credits: 100 });
    expectError(await send(sender.cookie, giftBody(sender)), 400, 'validation_error', 'Je kunt jezelf geen cadeau sturen.');
    expect(await ledgerOf(sender.userId)).toEqual([]);
  });

  it('refuses bad input with 400 and an unknown gift with 404', async () => {
    const { sender, recipient } = await pair(100);
    const { idempotency_key: _key, ...withoutKey } = giftBody(recipient);
    for (const body of [withoutKey, giftBody(recipient, { idempotency_key: 'niet-een-uuid' }), giftBody(recipient, { gift_id: 'roos' }), giftBody(recipient, { credits: 0 }), giftBody(recipient, { profile_id: -1 }), 'geen json']) {
      const res = await send(sender.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('validation_error');
    }
    expectError(await send(sender.cookie, giftBody(recipient, { gift_id: 999_999 })), 404, 'not_found', 'Dit cadeau bestaat niet (meer).');
    await t.db.kysely.updateTable('gifts').set({ active: false }).where('id', '=', kusId).execute();
    try {
      expectError(await send(sender.cookie, giftBody(recipient, { gift_id: kusId })), 404, 'not_found', 'Dit cadeau bestaat niet (meer).');
    } finally {
      await t.db.kysely.updateTable('gifts').set({ active: true }).where('id', '=', kusId).execute();
    }
    expect(await creditsOf(sender.userId)).toBe(100);
    expect(await ledgerOf(sender.userId)).toEqual([]);
  });

  it('requires a login for sending and for the received gifts (403)', async () => {
    const recipient = await member();
    expectError(await send(undefined, giftBody(recipient)), 403, 'authentication_required');
    expectError(await t.app.inject({ method: 'GET', url: '/api/gift.php' }), 403, 'authentication_required');
  });

  it('answers a retried send (one after the other) with the first result and charges once', async () => {
    const { sender, recipient } = await pair(100);
    const body = giftBody(recipient);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(sender.cookie, body);
      expect(res.statusCode).toBe(201);
      answers.push(api.sendGift.response.parse(res.json()));
    }
    expect(new Set(answers.map((a) => a.sent.id)).size).toBe(1);
    expect(answers.every((a) => a.credits === 100 - COST)).toBe(true);
    expect(answers[4]).toEqual(answers[0]);
    expect(await creditsOf(sender.userId)).toBe(100 - COST);
    expect(await ledgerOf(sender.userId)).toHaveLength(1);
    expect(await sentBy(sender.profileId)).toHaveLength(1);
    expect(await received(recipient.cookie)).toHaveLength(1);
  });

  it.each([
    ['enough credits for all of them (the unique index decides)', 10 * COST],
    ['credits for one (the later ones find the first after a short debit)', COST],
  ])('answers concurrent sends with one key with one gift and one charge: %s', async (_case, credits) => {
    const { sender, recipient } = await pair(credits);
    const body = giftBody(recipient);
    const results = await Promise.all(Array.from({ length: 5 }, () => send(sender.cookie, body)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = results.map((r) => api.sendGift.response.parse(r.json()).sent.id);
    expect(new Set(ids).size).toBe(1);
    expect(await creditsOf(sender.userId)).toBe(credits - COST);
    expect(await ledgerOf(sender.userId)).toHaveLength(1);
    expect(await sentBy(sender.profileId)).toHaveLength(1);
  });

  it('refuses the same key with another recipient or gift with 409', async () => {
    const { sender, recipient } = await pair(100);
    const other = await member();
    const body = giftBody(recipient);
    expect((await send(sender.cookie, body)).statusCode).toBe(201);
    const conflict = 'Deze aanvraag is al met andere gegevens verstuurd.';
    expectError(await send(sender.cookie, { ...body, profile_id: other.profileId }), 409, 'idempotency_conflict', conflict);
    expectError(await send(sender.cookie, { ...body, gift_id: kusId }), 409, 'idempotency_conflict', conflict);
    expect(await creditsOf(sender.userId)).toBe(100 - COST);
    expect(await ledgerOf(sender.userId)).toHaveLength(1);
    // The key belongs to the sender: another member may use the same one.
    const someoneElse = await member({ credits: COST });
    expect((await send(someoneElse.cookie, body)).statusCode).toBe(201);
  });

  it('never lets parallel sends spend more than the balance: 3 of 12 succeed', async () => {
    const { sender, recipient } = await pair(3 * COST);
    const results = await Promise.all(Array.from({ length: 12 }, () => send(sender.cookie, giftBody(recipient))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    for (const res of results.filter((r) => r.statusCode === 402)) expectError(res, 402, 'insufficient_credits', INSUFFICIENT);
    expect(await creditsOf(sender.userId)).toBe(0);
    const ledger = await ledgerOf(sender.userId);
    expect(ledger).toHaveLength(3);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(-3 * COST);
    expect(ledger.map((row) => row.balance_after).sort((a, b) => b - a)).toEqual([2 * COST, COST, 0]);
    expect(await sentBy(sender.profileId)).toHaveLength(3);
    expect(await received(recipient.cookie)).toHaveLength(3);
  });
});

describe('GET /api/gift.php', () => {
  it('lists received gifts newest first, without senders that are blocked either way or deleted', async () => {
    const recipient = await member({ gender: 'male' });
    const [first, second, blocker, blockedOne, gone] = await Promise.all(Array.from({ length: 5 }, () => member({ credits: 100 })));
    for (const sender of [first!, second!, blocker!, blockedOne!, gone!]) {
      expect((await send(sender.cookie, giftBody(recipient, { gift_id: sender === second ? kusId : roosId }))).statusCode).toBe(201);
    }
    await t.addBlocks([blocker!.profileId, recipient.profileId], [recipient.profileId, blockedOne!.profileId]);
    await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', gone!.userId).execute();
    // Newest first, also when two share a second.
    await t.db.kysely
      .updateTable('sent_gifts')
      .set({ created_at: new Date('2026-01-02T10:00:00Z') })
      .where('sender_profile_id', '=', first!.profileId)
      .execute();
    const gifts = await received(recipient.cookie);
    expect(gifts.map((g) => [g.from.id, g.gift.code])).toEqual([
      [second!.profileId, 'kus'],
      [first!.profileId, 'roos'],
    ]);
    expect(gifts[1]!.created_at).toBe('2026-01-02T10:00:00.000Z');
    expect(gifts[0]!.from).toMatchObject({ name: expect.any(String), age: expect.any(Number), city: 'Utrecht', main_image: null });
  });
});
