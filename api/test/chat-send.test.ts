import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { api, ApiErrorSchema, type SendMessageResponse } from 'shared-kernel/contract';
import type { MessageSent } from '../src/db/live-notices';
import { chatClient, COSTS, CONVERSATION_GONE, eventually, INSUFFICIENT, LIMIT_TEXT, MESSAGE_LENGTH, testJpeg, useChatApp } from './chat-helpers';
import { expectError, GONE, type TestMember } from './members-helpers';

const t = useChatApp();
const c = chatClient(t);

const textBody = (to: TestMember | number, overrides: Record<string, unknown> = {}) => ({
  profile_id: typeof to === 'number' ? to : to.profileId,
  kind: 'text',
  text: 'Hoi, hoe gaat het?',
  idempotency_key: randomUUID(),
  ...overrides,
});

const sentEvents: MessageSent[] = [];
beforeAll(() => {
  t.app.deps.chatEvents.on('messageSent', (event) => sentEvents.push(event));
});

const giftId = async (code: string) => (await t.db.kysely.selectFrom('gifts').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const membersOf = (conversationId: number) =>
  t.db.kysely.selectFrom('conversation_members').selectAll().where('conversation_id', '=', conversationId).orderBy('profile_id').execute();
const conversationsStartedBy = (profileId: number) =>
  t.db.kysely.selectFrom('conversations').selectAll().where('started_by', '=', profileId).execute();

describe('POST /api/message.php', () => {
  it('sends a first text: 201, a conversation, the debit with its ledger row, unread +1, live notices and the messageSent event', async () => {
    const sender = await t.member({ credits: 25 });
    const recipient = await t.member({ gender: 'male' });
    const body = textBody(recipient, { text: '  Hoi Bram!  ' });
    const res = await c.sendRes(sender.cookie, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = api.sendMessage.response.parse(res.json());
    expect(answer.credits).toBe(25 - COSTS.text);
    expect(answer.message).toMatchObject({ sender_profile_id: sender.profileId, mine: true, kind: 'text', text: 'Hoi Bram!', photo: null, gift: null });

    const conversation = await t.db.kysely.selectFrom('conversations').selectAll().where('id', '=', answer.message.conversation_id).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({
      profile_low: Math.min(sender.profileId, recipient.profileId),
      profile_high: Math.max(sender.profileId, recipient.profileId),
      started_by: sender.profileId,
      last_message_id: answer.message.id,
    });
    await c.expectFirstTextStored(
      { sender, recipient, conversationId: conversation.id },
      { messageId: answer.message.id, text: 'Hoi Bram!', idempotencyKey: body.idempotency_key, creditsAfter: 15 },
    );

    await eventually(() =>
      expect(t.notices).toEqual(
        expect.arrayContaining([
          {
            type: 'message',
            to: [sender.profileId, recipient.profileId],
            conversation_id: conversation.id,
            message_id: answer.message.id,
            // The message as both sides see it but for `mine`, each side's unread count, what the chat events tell.
            carried: {
              message: { ...answer.message, mine: undefined },
              unread: [
                [sender.profileId, 0],
                [recipient.profileId, 1],
              ],
              sent: { recipient_profile_id: recipient.profileId, first_message: true },
            },
          },
          { type: 'credits', to: [sender.profileId], credits: 15 },
        ]),
      ),
    );
    expect(sentEvents).toContainEqual({
      messageId: answer.message.id,
      conversationId: conversation.id,
      senderProfileId: sender.profileId,
      recipientProfileId: recipient.profileId,
      firstMessage: true,
    });

    // The reply goes to the conversation id; it is not a first message.
    await t.db.kysely.updateTable('users').set({ credits: 10 }).where('id', '=', recipient.userId).execute();
    const answerBack = await c.send(recipient, { conversationId: conversation.id }, 'Hoi Femke');
    expect(answerBack.message).toMatchObject({ conversation_id: conversation.id, mine: true, sender_profile_id: recipient.profileId });
    expect(sentEvents).toContainEqual(expect.objectContaining({ messageId: answerBack.message.id, firstMessage: false, recipientProfileId: sender.profileId }));
    const members = await membersOf(conversation.id);
    expect(members.find((m) => m.profile_id === sender.profileId)!.unread_count).toBe(1);
    expect(members.find((m) => m.profile_id === recipient.profileId)!.unread_count).toBe(1);
  });

  it('sends a gift as a message: the gift with its price, a sent_gifts row with the ledger row, shown among received gifts', async () => {
    const sender = await t.member({ credits: 50 });
    const recipient = await t.member({ gender: 'male' });
    const roos = await giftId('roos');
    const res = await c.sendRes(sender.cookie, { profile_id: recipient.profileId, kind: 'gift', gift_id: roos, idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(201);
    const answer = api.sendMessage.response.parse(res.json());
    expect(answer.message).toMatchObject({ kind: 'gift', text: null, gift: { id: roos, code: 'roos', name: 'Roos', emoji: '🌹', credits: COSTS.gift } });
    expect(answer.credits).toBe(50 - COSTS.gift);
    const ledger = await c.ledgerOf(sender.userId);
    expect(ledger).toEqual([expect.objectContaining({ delta: -COSTS.gift, reason: 'gift' })]);
    const sent = await t.db.kysely.selectFrom('sent_gifts').selectAll().where('sender_profile_id', '=', sender.profileId).execute();
    expect(sent).toEqual([expect.objectContaining({ recipient_profile_id: recipient.profileId, gift_id: roos, credits: COSTS.gift, ledger_id: ledger[0]!.id })]);
    const received = await t.app.inject({ method: 'GET', url: '/api/gift.php', headers: { cookie: recipient.cookie } });
    expect(api.receivedGifts.response.parse(received.json()).gifts).toEqual([expect.objectContaining({ id: sent[0]!.id, from: expect.objectContaining({ id: sender.profileId }) })]);
    // The recipient sees it in the conversation, not as theirs.
    const chat = await c.chat(recipient.cookie, `id=${answer.message.conversation_id}`);
    expect(chat.messages).toEqual([expect.objectContaining({ id: answer.message.id, mine: false, kind: 'gift', gift: expect.objectContaining({ code: 'roos' }) })]);

    expectError(
      await c.sendRes(sender.cookie, { profile_id: recipient.profileId, kind: 'gift', gift_id: 999_999, idempotency_key: randomUUID() }),
      404,
      'not_found',
      'Dit cadeau bestaat niet (meer).',
    );
  });

  it('refuses with 402 and the exact text when the credits are short, storing and charging nothing', async () => {
    const sender = await t.member({ credits: COSTS.text - 1 });
    const recipient = await t.member({ gender: 'male' });
    expectError(await c.sendRes(sender.cookie, textBody(recipient)), 402, 'insufficient_credits', INSUFFICIENT);
    expect(await c.creditsOf(sender.userId)).toBe(COSTS.text - 1);
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
    expect(await c.messagesBy(sender.profileId)).toEqual([]);
    // The conversation it would have started is rolled back too.
    expect(await conversationsStartedBy(sender.profileId)).toEqual([]);
  });

  it('trims the text and refuses an empty or too long one with 400 and its text', async () => {
    const sender = await t.member({ credits: 100 });
    const recipient = await t.member({ gender: 'male' });
    expectError(await c.sendRes(sender.cookie, textBody(recipient, { text: '   \n ' })), 400, 'validation_error', 'Je bericht is leeg.');
    expectError(
      await c.sendRes(sender.cookie, textBody(recipient, { text: 'x'.repeat(MESSAGE_LENGTH + 1) })),
      400,
      'validation_error',
      `Je bericht is te lang (maximaal ${MESSAGE_LENGTH} tekens).`,
    );
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
    // Exactly the limit, with spaces around it that are trimmed: sent.
    const res = await c.sendRes(sender.cookie, textBody(recipient, { text: `  ${'x'.repeat(MESSAGE_LENGTH)}  ` }));
    expect(res.statusCode).toBe(201);
    expect(api.sendMessage.response.parse(res.json()).message.text).toHaveLength(MESSAGE_LENGTH);
  });

  it('answers bad input with 400 validation_error, never 500, and charges nothing', async () => {
    const sender = await t.member({ credits: 100 });
    const recipient = await t.member({ gender: 'male' });
    const { idempotency_key: _key, ...withoutKey } = textBody(recipient);
    const bodies: unknown[] = [
      withoutKey,
      textBody(recipient, { idempotency_key: 'geen-uuid' }),
      textBody(recipient, { conversation_id: 1 }),
      { kind: 'text', text: 'Hoi', idempotency_key: randomUUID() },
      textBody(recipient, { profile_id: 'abc' }),
      textBody(recipient, { profile_id: -3 }),
      textBody(recipient, { profile_id: 2 ** 40 }),
      textBody(recipient, { kind: 'photo' }),
      textBody(recipient, { gift_id: 1 }),
      textBody(recipient, { text: undefined }),
      textBody(recipient, { text: 42 }),
      textBody(recipient, { text: 'x'.repeat(20_001) }),
      textBody(recipient, { credits: 0 }),
      { profile_id: recipient.profileId, kind: 'gift', idempotency_key: randomUUID() },
      'geen json',
      [],
    ];
    for (const body of bodies) {
      const res = await c.sendRes(sender.cookie, body);
      expect([res.statusCode, body]).toEqual([400, body]);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('validation_error');
    }
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
  });

  it('refuses a message to yourself with 400', async () => {
    const sender = await t.member({ credits: 100 });
    expectError(await c.sendRes(sender.cookie, textBody(sender)), 400, 'validation_error', 'Je kunt jezelf geen bericht sturen.');
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
  });

  it('answers 404 like member.php for a recipient the sender may not see (blocked either way, invisible, deleted, unknown), charging nothing', async () => {
    const sender = await t.member({ credits: 100 });
    const blockedBySender = await t.member();
    const blockingSender = await t.member();
    const invisible = await t.member();
    const deleted = await t.member({ status: 'deleted' });
    await t.addBlocks([sender.profileId, blockedBySender.profileId], [blockingSender.profileId, sender.profileId]);
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible.profileId).execute();
    for (const id of [blockedBySender.profileId, blockingSender.profileId, invisible.profileId, deleted.profileId, 2_000_000_000]) {
      expectError(await c.sendRes(sender.cookie, textBody(id)), 404, 'not_found', GONE);
    }
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
    expect(await conversationsStartedBy(sender.profileId)).toEqual([]);
  });

  it('blocks messages both ways in an existing conversation once one side blocks the other', async () => {
    const a = await t.member({ credits: 100 });
    const b = await t.member({ credits: 100, gender: 'male' });
    const first = await c.send(a, b);
    const block = await c.json('POST', '/api/block.php', b.cookie, { profile_id: a.profileId });
    expect(block.statusCode).toBe(200);
    expectError(await c.sendRes(a.cookie, textBody(b, { profile_id: undefined, conversation_id: first.message.conversation_id })), 404, 'not_found', GONE);
    expectError(await c.sendRes(b.cookie, textBody(a, { profile_id: undefined, conversation_id: first.message.conversation_id })), 404, 'not_found', GONE);
    expectError(await c.sendRes(a.cookie, textBody(b)), 404, 'not_found', GONE);
    expect(await c.messagesBy(a.profileId)).toHaveLength(1);
    expect(await c.messagesBy(b.profileId)).toHaveLength(0);
    expect(await c.creditsOf(b.userId)).toBe(100);
  });

  it("answers a conversation id of others like an unknown one (404), storing nothing", async () => {
    const a = await t.member({ credits: 100 });
    const b = await t.member({ gender: 'male' });
    const stranger = await t.member({ credits: 100 });
    const { message } = await c.send(a, b);
    const theirs = await c.sendRes(stranger.cookie, { conversation_id: message.conversation_id, kind: 'text', text: 'Ik lees mee', idempotency_key: randomUUID() });
    const unknown = await c.sendRes(stranger.cookie, { conversation_id: 2_000_000_000, kind: 'text', text: 'Hallo', idempotency_key: randomUUID() });
    expectError(theirs, 404, 'not_found', CONVERSATION_GONE);
    expectError(unknown, 404, 'not_found', CONVERSATION_GONE);
    expect(theirs.body).toBe(unknown.body);
    expect(await c.messagesBy(stranger.profileId)).toEqual([]);
    expect(await c.creditsOf(stranger.userId)).toBe(100);
  });

  it('requires a session (403)', async () => {
    const recipient = await t.member();
    expectError(await c.sendRes(undefined, textBody(recipient)), 403, 'authentication_required');
  });

  it('lets a member message a fictional profile (no account: no reply rule)', async () => {
    const sender = await t.member({ credits: 100 });
    const fictional = await t.fictional('Jeroen');
    const answer = await c.send(sender, { profileId: fictional }, 'Hallo Jeroen');
    expect(answer.message.text).toBe('Hallo Jeroen');
    const chat = await c.chat(sender.cookie, `profile_id=${fictional}`);
    expect(chat.profile).toMatchObject({ id: fictional, name: 'Jeroen', fictional: true });
    expect(chat.rules.blocked_by).toBeNull();
    expect(chat.messages.map((m) => m.id)).toEqual([answer.message.id]);
  });
});

describe('free members: at most 2 conversations started', () => {
  it('refuses the third new conversation with 403 and the text, allows replies to conversations the other started and more in their own', async () => {
    const free = await t.member({ credits: 200 });
    const [one, two, three, starter] = await Promise.all([t.member(), t.member(), t.member(), t.member({ credits: 100, gender: 'male' })]);
    await c.send(free, one!);
    await c.send(free, two!);
    const refused = await c.sendRes(free.cookie, textBody(three!));
    expectError(refused, 403, 'conversation_limit', LIMIT_TEXT);
    expect(await c.creditsOf(free.userId)).toBe(200 - 2 * COSTS.text);
    expect(await conversationsStartedBy(free.profileId)).toHaveLength(2);
    const rules = await c.chat(free.cookie, `profile_id=${three!.profileId}`);
    expect(rules.conversation).toBeNull();
    expect(rules.rules.blocked_by).toBe('conversation_limit');

    // Another member starts one: replying is free of the limit, and the conversations already
    // started go on.
    const started = await c.send(starter!, free);
    expect((await c.chat(free.cookie, `profile_id=${starter!.profileId}`)).rules.blocked_by).toBeNull();
    await c.send(free, { conversationId: started.message.conversation_id }, 'Leuk dat je schrijft');
    await c.send(free, one!, 'Nog een bericht');
    expect(await c.creditsOf(free.userId)).toBe(200 - 4 * COSTS.text);
  });

  it('lets a premium member start more', async () => {
    const premium = await t.member({ credits: 100, paidUser: true });
    const others = await Promise.all([t.member(), t.member(), t.member(), t.member()]);
    for (const other of others) await c.send(premium, other);
    expect(await conversationsStartedBy(premium.profileId)).toHaveLength(4);
  });

  it('never lets parallel first messages pass the limit', async () => {
    const free = await t.member({ credits: 200 });
    const others = await Promise.all(Array.from({ length: 6 }, () => t.member()));
    const results = await Promise.all(others.map((o) => c.sendRes(free.cookie, textBody(o))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await conversationsStartedBy(free.profileId)).toHaveLength(2);
    expect(await c.creditsOf(free.userId)).toBe(200 - 2 * COSTS.text);
  });
});

describe('until a member confirms their e-mail, the other side cannot reply', () => {
  it('lets the unconfirmed member write, refuses the reply with 403 and the name, and allows it after confirmation', async () => {
    const unconfirmed = await t.member({ status: 'not_confirmed', name: 'Lotte', credits: 50 });
    const other = await t.member({ gender: 'male', credits: 50 });
    const first = await c.send(unconfirmed, other, 'Hoi, ik ben nieuw hier');
    const conversationId = first.message.conversation_id;
    const own = await c.chat(unconfirmed.cookie, `id=${conversationId}`);
    expect(own.rules).toMatchObject({ own_unconfirmed: true, blocked_by: null });

    // The other side sees the conversation and why they cannot answer yet.
    const list = await c.chats(other.cookie);
    expect(list.map((e) => e.profile.id)).toContain(unconfirmed.profileId);
    const theirs = await c.chat(other.cookie, `id=${conversationId}`);
    expect(theirs.rules).toMatchObject({ blocked_by: 'reply_needs_confirmation', own_unconfirmed: false });
    expect(theirs.messages.map((m) => m.text)).toEqual(['Hoi, ik ben nieuw hier']);
    const text = 'Je kunt pas antwoorden als Lotte het e-mailadres heeft bevestigd.';
    expectError(await c.sendRes(other.cookie, { conversation_id: conversationId, kind: 'text', text: 'Hoi Lotte', idempotency_key: randomUUID() }), 403, 'reply_needs_confirmation', text);
    expectError(await c.sendRes(other.cookie, textBody(unconfirmed)), 403, 'reply_needs_confirmation', text);
    expect(await c.creditsOf(other.userId)).toBe(50);

    await t.db.kysely.updateTable('users').set({ status: 'confirmed', confirmed_at: new Date() }).where('id', '=', unconfirmed.userId).execute();
    await t.db.kysely.updateTable('profiles').set({ status: 'active' }).where('id', '=', unconfirmed.profileId).execute();
    expect((await c.chat(other.cookie, `id=${conversationId}`)).rules.blocked_by).toBeNull();
    await c.send(other, { conversationId }, 'Hoi Lotte');
  });

  it('keeps an unconfirmed member without a conversation out of sight (404)', async () => {
    const unconfirmed = await t.member({ status: 'not_confirmed' });
    const other = await t.member({ gender: 'male', credits: 50 });
    expectError(await c.sendRes(other.cookie, textBody(unconfirmed)), 404, 'not_found', GONE);
    expectError(await c.chatRes(other.cookie, `profile_id=${unconfirmed.profileId}`), 404, 'not_found', GONE);
  });
});

describe('exactly once: idempotency keys', () => {
  it('answers 5 retries (one after the other) with the first message and charges once', async () => {
    const sender = await t.member({ credits: 100 });
    const recipient = await t.member({ gender: 'male' });
    const body = textBody(recipient);
    const answers: SendMessageResponse[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.sendRes(sender.cookie, body);
      expect(res.statusCode).toBe(201);
      answers.push(api.sendMessage.response.parse(res.json()));
    }
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0]!.credits).toBe(100 - COSTS.text);
    expect(await c.messagesBy(sender.profileId)).toHaveLength(1);
    expect(await c.ledgerOf(sender.userId)).toHaveLength(1);
    expect(await c.creditsOf(sender.userId)).toBe(100 - COSTS.text);
    const members = await membersOf(answers[0]!.message.conversation_id);
    expect(members.find((m) => m.profile_id === recipient.profileId)!.unread_count).toBe(1);
    // A retry by conversation id (the client learned it from the first answer) is the same send.
    const byConversation = await c.sendRes(sender.cookie, { ...body, profile_id: undefined, conversation_id: answers[0]!.message.conversation_id });
    expect(byConversation.statusCode).toBe(201);
    expect(api.sendMessage.response.parse(byConversation.json()).message.id).toBe(answers[0]!.message.id);
  });

  it('answers 5 concurrent sends with one key with one message and one charge', async () => {
    const sender = await t.member({ credits: 100 });
    const recipient = await t.member({ gender: 'male' });
    const body = textBody(recipient);
    const results = await Promise.all(Array.from({ length: 5 }, () => c.sendRes(sender.cookie, body)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => api.sendMessage.response.parse(r.json()).message.id)).size).toBe(1);
    expect(await c.messagesBy(sender.profileId)).toHaveLength(1);
    expect(await c.ledgerOf(sender.userId)).toHaveLength(1);
    expect(await c.creditsOf(sender.userId)).toBe(100 - COSTS.text);
  });

  it('refuses the same key with other content, another recipient or for another paid action with 409', async () => {
    const sender = await t.member({ credits: 100 });
    const recipient = await t.member({ gender: 'male' });
    const other = await t.member({ gender: 'male' });
    const body = textBody(recipient);
    expect((await c.sendRes(sender.cookie, body)).statusCode).toBe(201);
    const conflict = 'Deze aanvraag is al met andere gegevens verstuurd.';
    expectError(await c.sendRes(sender.cookie, { ...body, text: 'Iets anders' }), 409, 'idempotency_conflict', conflict);
    expectError(await c.sendRes(sender.cookie, { ...body, profile_id: other.profileId }), 409, 'idempotency_conflict', conflict);
    expectError(await c.sendRes(sender.cookie, { ...body, kind: 'gift', text: undefined, gift_id: await giftId('roos') }), 409, 'idempotency_conflict', conflict);
    // A key used for a gift from a profile page.
    const giftKey = randomUUID();
    const gift = await c.json('POST', '/api/gift.php', sender.cookie, { profile_id: recipient.profileId, gift_id: await giftId('kus'), idempotency_key: giftKey });
    expect(gift.statusCode).toBe(201);
    expectError(await c.sendRes(sender.cookie, textBody(recipient, { idempotency_key: giftKey })), 409, 'idempotency_conflict', conflict);
    expect(await c.messagesBy(sender.profileId)).toHaveLength(1);
    expect(await c.creditsOf(sender.userId)).toBe(100 - COSTS.text - COSTS.gift);
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'PostgreSQL: 50 parallel sends with credits for exactly 10 store and charge exactly 10, never below 0',
    async () => {
      const sender = await t.member({ credits: 10 * COSTS.text });
      const recipient = await t.member({ gender: 'male' });
      const first = await c.send(sender, recipient, 'De eerste');
      await t.db.kysely.updateTable('users').set({ credits: 10 * COSTS.text }).where('id', '=', sender.userId).execute();
      const conversationId = first.message.conversation_id;
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          c.sendRes(sender.cookie, { conversation_id: conversationId, kind: 'text', text: `Bericht ${i}`, idempotency_key: randomUUID() }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 402)).toHaveLength(40);
      for (const res of results.filter((r) => r.statusCode === 402)) expectError(res, 402, 'insufficient_credits', INSUFFICIENT);
      expect(await c.creditsOf(sender.userId)).toBe(0);
      const messages = await c.messagesBy(sender.profileId);
      expect(messages).toHaveLength(11);
      const ledger = await c.ledgerOf(sender.userId);
      expect(ledger).toHaveLength(11);
      expect(ledger.every((row) => row.balance_after >= 0)).toBe(true);
      // The 10 parallel ones: their ledger rows sum to what was there, each message paid by its own row.
      const parallel = ledger.slice(1);
      expect(parallel.reduce((sum, row) => sum + row.delta, 0)).toBe(-10 * COSTS.text);
      expect(parallel.map((row) => row.balance_after).sort((a, b) => b - a)).toEqual(Array.from({ length: 10 }, (_, i) => (9 - i) * COSTS.text));
      expect(new Set(messages.map((m) => m.ledger_id)).size).toBe(11);
      expect(messages.reduce((sum, m) => sum + m.credits, 0)).toBe(11 * COSTS.text);
      const members = await membersOf(conversationId);
      expect(members.find((m) => m.profile_id === recipient.profileId)!.unread_count).toBe(11);
    },
  );
});

describe('POST /api/photo-message.php', () => {
  const photoQuery = (to: TestMember, key = randomUUID()) => `profile_id=${to.profileId}&idempotency_key=${key}`;

  it('stores the photo under an unguessable name, charges photo_credits and answers with its files', async () => {
    const sender = await t.member({ credits: 20 });
    const recipient = await t.member({ gender: 'male' });
    const key = randomUUID();
    const res = await c.photoRes(sender.cookie, photoQuery(recipient, key), await testJpeg(1600, 1200));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = api.sendPhotoMessage.response.parse(res.json());
    expect(answer.credits).toBe(20 - COSTS.photo);
    expect(answer.message).toMatchObject({ kind: 'photo', text: null, mine: true, photo: { width: 1200, height: 900 } });
    const photo = answer.message.photo!;
    expect(photo.filename).toMatch(/^chat\/[0-9a-f-]{36}\.jpg$/);
    expect(photo.thumb_filename).toMatch(/^chat\/[0-9a-f-]{36}_thumb\.jpg$/);
    expect(fs.existsSync(path.join(t.config.uploadsDir, photo.filename))).toBe(true);
    expect(fs.existsSync(path.join(t.config.uploadsDir, photo.thumb_filename))).toBe(true);
    expect(await c.ledgerOf(sender.userId)).toEqual([expect.objectContaining({ delta: -COSTS.photo, reason: 'photo_message', idempotency_key: key })]);

    // A retry with the key: the first answer, no second file or charge.
    const files = fs.readdirSync(path.join(t.config.uploadsDir, 'chat')).length;
    const again = await c.photoRes(sender.cookie, photoQuery(recipient, key), await testJpeg(1600, 1200));
    expect(again.statusCode).toBe(201);
    expect(api.sendPhotoMessage.response.parse(again.json()).message).toEqual(answer.message);
    expect(fs.readdirSync(path.join(t.config.uploadsDir, 'chat'))).toHaveLength(files);
    expect(await c.creditsOf(sender.userId)).toBe(20 - COSTS.photo);

    // The same key for a text is another send.
    expectError(await c.sendRes(sender.cookie, textBody(recipient, { idempotency_key: key })), 409, 'idempotency_conflict');
    const theirs = await c.chat(recipient.cookie, `id=${answer.message.conversation_id}`);
    expect(theirs.messages).toEqual([expect.objectContaining({ kind: 'photo', mine: false, photo })]);
  });

  it('refuses a body that is no image (400), another content type (415), bad queries (400) and no session (403), charging nothing', async () => {
    const sender = await t.member({ credits: 20 });
    const recipient = await t.member({ gender: 'male' });
    expectError(await c.photoRes(sender.cookie, photoQuery(recipient), Buffer.from('dit is geen foto')), 400, 'invalid_image');
    expectError(await c.photoRes(sender.cookie, photoQuery(recipient), Buffer.from('<svg/>'), 'image/svg+xml'), 415, 'invalid_image');
    expectError(await c.photoRes(sender.cookie, photoQuery(recipient), 'hallo', 'text/plain'), 415, 'invalid_image');
    const jpeg = await testJpeg();
    for (const query of [`profile_id=${recipient.profileId}`, `profile_id=abc&idempotency_key=${randomUUID()}`, `idempotency_key=${randomUUID()}`, `${photoQuery(recipient)}&extra=1`]) {
      expectError(await c.photoRes(sender.cookie, query, jpeg), 400, 'validation_error');
    }
    expectError(await c.photoRes(undefined, photoQuery(recipient), jpeg), 403, 'authentication_required');
    expectError(await c.photoRes(sender.cookie, photoQuery(sender), jpeg), 400, 'validation_error', 'Je kunt jezelf geen bericht sturen.');
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
  });

  it('refuses with 402 when the credits are short and removes the stored file again', async () => {
    const sender = await t.member({ credits: COSTS.photo - 1 });
    const recipient = await t.member({ gender: 'male' });
    const dir = path.join(t.config.uploadsDir, 'chat');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    expectError(await c.photoRes(sender.cookie, photoQuery(recipient), await testJpeg()), 402, 'insufficient_credits', INSUFFICIENT);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(before);
    expect(await c.messagesBy(sender.profileId)).toEqual([]);
  });
});

describe('schema guarantees', () => {
  it('keeps (sender, idempotency key) unique in messages', async () => {
    const sender = await t.member({ credits: 100 });
    const recipient = await t.member({ gender: 'male' });
    const { message } = await c.send(sender, recipient);
    const key = (await c.messagesBy(sender.profileId))[0]!.idempotency_key;
    await expect(
      sql`insert into messages (conversation_id, sender_profile_id, kind, body, idempotency_key) values (${message.conversation_id}, ${sender.profileId}, 'text', 'x', ${key})`.execute(
        t.db.kysely,
      ),
    ).rejects.toThrow();
  });
});
