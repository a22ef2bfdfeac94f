import { randomUUID } from 'node:crypto';
import { api } from 'shared-kernel/contract';
import { chatClient, useChatApp } from './chat-helpers';
import { connect, listen, type SseConnection } from './events-helpers';
import { RoundTrips } from './round-trips';

/**
 * What one message send costs the database (issue 31): the whole request (session, member, site
 * variant, the send) and its delivery to the open streams of both members, counted as statements
 * sent to the database, each one round trip on PostgreSQL. A text in an existing conversation is
 * one statement (domain/chat/send.ts) and its notice carries the message, so no stream loads it.
 */
const t = useChatApp();
const chat = chatClient(t);
let baseUrl = '';
let trips: RoundTrips;
const opened: SseConnection[] = [];
beforeAll(async () => {
  baseUrl = await listen(t.app);
  trips = new RoundTrips();
});
afterAll(() => {
  trips.restore();
  for (const stream of opened.splice(0)) stream.close();
});

const open = async (cookie: string): Promise<SseConnection> => {
  const stream = await connect(baseUrl, cookie);
  opened.push(stream);
  return stream;
};

const isTransaction = (statements: string[]): boolean => statements.some((s) => /^\s*(begin|start transaction)\b/i.test(s));

describe('POST /api/message.php: database round trips of one send', () => {
  it('sends a text in an existing conversation in at most 5 round trips, its delivery to both streams included, with no transaction', async () => {
    const sender = await t.member({ name: 'Sanne', credits: 100 });
    const recipient = await t.member({ name: 'Ruben', gender: 'male' });
    const first = await chat.send(sender, { profileId: recipient.profileId }, 'Eerste');
    const senderStream = await open(sender.cookie);
    const recipientStream = await open(recipient.cookie);

    let answer: ReturnType<typeof api.sendMessage.response.parse> | undefined;
    const statements = await trips.during(async () => {
      const res = await chat.sendRes(sender.cookie, {
        conversation_id: first.message.conversation_id,
        kind: 'text',
        text: 'Tweede',
        idempotency_key: randomUUID(),
      });
      expect(res.statusCode).toBe(201);
      answer = api.sendMessage.response.parse(res.json());
      await senderStream.until(() => senderStream.named('message').find((e) => (e.data as { message: { id: number } }).message.id === answer!.message.id));
      await recipientStream.until(() => recipientStream.named('message').find((e) => (e.data as { message: { id: number } }).message.id === answer!.message.id));
      // The web push of the message (it starts before the answer) is part of its cost too.
      await t.app.push.idle();
    });

    expect(statements.length).toBeLessThanOrEqual(5);
    expect(isTransaction(statements)).toBe(false);
    // Each member's event as their own: mine or not, their own unread count.
    const forSender = senderStream.named('message').at(-1)!.data as { message: { mine: boolean; text: string }; num_unread_messages: number };
    const forRecipient = recipientStream.named('message').at(-1)!.data as { message: { mine: boolean; text: string; created_at: string }; num_unread_messages: number };
    expect(forSender).toEqual({ message: { ...answer!.message, mine: true }, num_unread_messages: 0 });
    expect(forRecipient).toEqual({ message: { ...answer!.message, mine: false }, num_unread_messages: 2 });
    expect(await chat.creditsOf(sender.userId)).toBe(100 - 2 * 10);
  });

  it('sends a text to a profile with a conversation in as many, and the first message to a profile through the transaction', async () => {
    const sender = await t.member({ name: 'Fleur', credits: 100 });
    const recipient = await t.member({ name: 'Daan', gender: 'male' });
    const sendTo = (text: string) =>
      trips.during(async () => {
        const res = await chat.sendRes(sender.cookie, { profile_id: recipient.profileId, kind: 'text', text, idempotency_key: randomUUID() });
        expect(res.statusCode).toBe(201);
        // Its web push within its own count, not the next send's.
        await t.app.push.idle();
      });
    const firstMessage = await sendTo('Hallo');
    expect(isTransaction(firstMessage)).toBe(true);
    const second = await sendTo('Nog eens');
    expect(isTransaction(second)).toBe(false);
    // Session with member, site variant, the send, the web push's look-up of the recipient.
    expect(second.length).toBeLessThanOrEqual(5);
  });

  it("sends a premium member's first message to a profile without a transaction: the text statement, then the one that starts the conversation", async () => {
    const sender = await t.member({ name: 'Iris', credits: 100, paidUser: true });
    const recipient = await t.member({ name: 'Joris', gender: 'male' });
    const statements = await trips.during(async () => {
      const res = await chat.sendRes(sender.cookie, { profile_id: recipient.profileId, kind: 'text', text: 'Hallo', idempotency_key: randomUUID() });
      expect(res.statusCode).toBe(201);
      await t.app.push.idle();
    });
    expect(isTransaction(statements)).toBe(false);
    // A new member's first request: the session, the profile, marking them active, the site variant; two send statements; the web push's look-up.
    expect(statements.length).toBeLessThanOrEqual(7);
  });
});
