import { randomUUID } from 'node:crypto';
import { api, type SendMessageResponse } from 'shared-kernel/contract';
import type { MessageSent } from '../src/db/live-notices';
import { chatClient, COSTS, eventually, INSUFFICIENT, useChatApp } from './chat-helpers';
import { expectError, GONE, type TestMember } from './members-helpers';

/**
 * A premium member's first message to a profile starts the conversation in one statement
 * (domain/chat/send.ts `sendFirstTextInOneStatement`): the same rules, answers and guarantees as
 * the transaction a free member's first message takes (chat-send.test.ts), races on PostgreSQL.
 */
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

const membersOf = (conversationId: number) =>
  t.db.kysely.selectFrom('conversation_members').selectAll().where('conversation_id', '=', conversationId).orderBy('profile_id').execute();
const conversationsOf = (a: number, b: number) =>
  t.db.kysely
    .selectFrom('conversations')
    .selectAll()
    .where('profile_low', '=', Math.min(a, b))
    .where('profile_high', '=', Math.max(a, b))
    .execute();
const premium = (credits = 100) => t.member({ credits, paidUser: true });

describe("POST /api/message.php: a premium member's first message", () => {
  it('starts the conversation: 201, the conversation pointing at the message, both members, the debit with its ledger row, notices and messageSent', async () => {
    const sender = await premium(25);
    const recipient = await t.member({ gender: 'male' });
    const body = textBody(recipient, { text: '  Hoi Bram!  ' });
    const res = await c.sendRes(sender.cookie, body);
    expect(res.statusCode).toBe(201);
    const answer = api.sendMessage.response.parse(res.json());
    expect(answer.credits).toBe(25 - COSTS.text);
    expect(answer.message).toMatchObject({ sender_profile_id: sender.profileId, mine: true, kind: 'text', text: 'Hoi Bram!', photo: null, gift: null });

    const [conversation] = await conversationsOf(sender.profileId, recipient.profileId);
    expect(conversation).toMatchObject({ id: answer.message.conversation_id, started_by: sender.profileId, last_message_id: answer.message.id });
    expect(conversation!.last_message_at!.toISOString()).toBe(answer.message.created_at);
    await c.expectFirstTextStored(
      { sender, recipient, conversationId: conversation!.id },
      { messageId: answer.message.id, text: 'Hoi Bram!', idempotencyKey: body.idempotency_key, creditsAfter: 15 },
    );

    await eventually(() =>
      expect(t.notices).toEqual(
        expect.arrayContaining([
          {
            type: 'message',
            to: [sender.profileId, recipient.profileId],
            conversation_id: conversation!.id,
            message_id: answer.message.id,
            carried: {
              message: { ...answer.message, mine: undefined },
              unread: [
                [sender.profileId, 0],
                [recipient.profileId, 1],
              ],
              // No web push subscription: web push need not look the recipient up.
              sent: { recipient_profile_id: recipient.profileId, first_message: true, recipient_subscribed: false },
            },
          },
          { type: 'credits', to: [sender.profileId], credits: 15 },
        ]),
      ),
    );
    expect(sentEvents).toContainEqual({
      messageId: answer.message.id,
      conversationId: conversation!.id,
      senderProfileId: sender.profileId,
      recipientProfileId: recipient.profileId,
      firstMessage: true,
    });

    // The next text to the profile is a message in that conversation, not a first one.
    const next = await c.sendRes(sender.cookie, textBody(recipient, { text: 'Nog eens' }));
    expect(next.statusCode).toBe(201);
    const nextAnswer = api.sendMessage.response.parse(next.json());
    expect(nextAnswer.message.conversation_id).toBe(conversation!.id);
    expect(sentEvents).toContainEqual(expect.objectContaining({ messageId: nextAnswer.message.id, firstMessage: false }));
    expect(await conversationsOf(sender.profileId, recipient.profileId)).toHaveLength(1);
  });

  it('refuses with 402 and the exact text when the credits are short, leaving no conversation, no ledger row and the balance', async () => {
    const sender = await premium(COSTS.text - 1);
    const recipient = await t.member();
    expectError(await c.sendRes(sender.cookie, textBody(recipient)), 402, 'insufficient_credits', INSUFFICIENT);
    expect(await conversationsOf(sender.profileId, recipient.profileId)).toEqual([]);
    expect(await c.ledgerOf(sender.userId)).toEqual([]);
    expect(await c.messagesBy(sender.profileId)).toEqual([]);
    expect(await c.creditsOf(sender.userId)).toBe(COSTS.text - 1);
  });

  it('answers 404 for a recipient the sender may not see (blocked either way, invisible, deleted, unknown), charging nothing', async () => {
    const sender = await premium();
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
    expect(await c.creditsOf(sender.userId)).toBe(100);
  });

  it('answers 5 retries and 5 concurrent sends with one key with one message, one conversation and one charge', async () => {
    const sender = await premium();
    const [one, other] = [await t.member(), await t.member()];
    const body = textBody(one);
    const answers: SendMessageResponse[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.sendRes(sender.cookie, body);
      expect(res.statusCode).toBe(201);
      answers.push(api.sendMessage.response.parse(res.json()));
    }
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);

    const concurrent = textBody(other);
    const results = await Promise.all(Array.from({ length: 5 }, () => c.sendRes(sender.cookie, concurrent)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => api.sendMessage.response.parse(r.json()).message.id)).size).toBe(1);
    expect(await conversationsOf(sender.profileId, other.profileId)).toHaveLength(1);
    expect(await c.messagesBy(sender.profileId)).toHaveLength(2);
    expect(await c.ledgerOf(sender.userId)).toHaveLength(2);
    expect(await c.creditsOf(sender.userId)).toBe(100 - 2 * COSTS.text);
    // The same key for another recipient is the 409.
    expectError(await c.sendRes(sender.cookie, { ...concurrent, profile_id: one.profileId }), 409, 'idempotency_conflict');
  });

  it('lets both sides start the conversation at the same moment: one conversation, both messages, each side one unread', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await premium(), await premium()];
      const results = await Promise.all([c.sendRes(a.cookie, textBody(b)), c.sendRes(b.cookie, textBody(a))]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      const [ma, mb] = results.map((r) => api.sendMessage.response.parse(r.json()).message);
      expect(ma!.conversation_id).toBe(mb!.conversation_id);
      const [conversation] = await conversationsOf(a.profileId, b.profileId);
      expect([ma!.id, mb!.id]).toContain(conversation!.last_message_id);
      expect((await membersOf(conversation!.id)).map((m) => m.unread_count)).toEqual([1, 1]);
      // Exactly one of the two started it.
      const firsts = sentEvents.filter((e) => e.messageId === ma!.id || e.messageId === mb!.id).map((e) => e.firstMessage);
      expect(firsts.sort()).toEqual([false, true]);
    }
  });

  it('writes into the conversation when the pair has one, started by either side: one conversation, one charge, the partner one more unread', async () => {
    const sender = await premium(100);
    const partner = await premium(100);
    const started = await c.send(partner, { profileId: sender.profileId }, 'Hoi, ik begon');
    const res = await c.sendRes(sender.cookie, textBody(partner, { text: 'Leuk je te spreken' }));
    expect(res.statusCode).toBe(201);
    const answer = api.sendMessage.response.parse(res.json());
    expect(answer.message.conversation_id).toBe(started.message.conversation_id);
    expect(answer.credits).toBe(100 - COSTS.text);
    const [conversation] = await conversationsOf(sender.profileId, partner.profileId);
    expect(conversation).toMatchObject({ id: started.message.conversation_id, started_by: partner.profileId, last_message_id: answer.message.id });
    const members = await membersOf(conversation!.id);
    expect(members.find((m) => m.profile_id === sender.profileId)!.unread_count).toBe(1);
    expect(members.find((m) => m.profile_id === partner.profileId)!.unread_count).toBe(1);
    expect(sentEvents).toContainEqual(expect.objectContaining({ messageId: answer.message.id, firstMessage: false }));
    expect(await c.ledgerOf(sender.userId)).toHaveLength(1);

    // A partner who blocked the sender since: 404, nothing stored or charged.
    await t.addBlocks([partner.profileId, sender.profileId]);
    expectError(await c.sendRes(sender.cookie, textBody(partner)), 404, 'not_found', GONE);
    expect(await c.ledgerOf(sender.userId)).toHaveLength(1);
    expect(await c.messagesBy(sender.profileId)).toHaveLength(1);
  });

  it('sends first messages to many profiles at once, each paid by its own ledger row', async () => {
    const sender = await premium(100);
    const others = await Promise.all(Array.from({ length: 12 }, () => t.member()));
    const results = await Promise.all(others.map((o) => c.sendRes(sender.cookie, textBody(o))));
    // 10 fit the balance; the 2 others are refused with 402 and leave no conversation.
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array<number>(10).fill(201), 402, 402]);
    const started = await t.db.kysely.selectFrom('conversations').select('id').where('started_by', '=', sender.profileId).execute();
    expect(started).toHaveLength(10);
    expect(await c.creditsOf(sender.userId)).toBe(0);
    const ledger = await c.ledgerOf(sender.userId);
    expect(ledger).toHaveLength(10);
    expect(ledger.map((row) => row.balance_after).sort((x, y) => x - y)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});
