import { randomUUID } from 'node:crypto';
import { api } from 'shared-kernel/contract';
import { chatClient, testJpeg, useChatApp } from './chat-helpers';
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

/**
 * Round trips of the sends that take the transaction, the session's included (issue 31 part 4:
 * they were 22, 19 and 18 with the session read in two statements and the site variant in a third).
 */
const FREE_FIRST = 20;
const GIFT = 17;
const PHOTO = 16;

const isTransaction = (statements: string[]): boolean => statements.some((s) => /^\s*(begin|start transaction)\b/i.test(s));

describe('POST /api/message.php: database round trips of one send', () => {
  it('sends a text in an existing conversation in at most 2 round trips, its delivery to both streams included, with no transaction', async () => {
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

    // The session with the member, the send; the streams load nothing (the notice carries the message).
    expect(statements.length).toBeLessThanOrEqual(2);
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
    // The session with the member, the send (the site variant is known, the statement saw no push subscription).
    expect(second.length).toBeLessThanOrEqual(2);
  });

  it('costs each kind of send at most its number of round trips, for a member whose session, activity and site are known', async () => {
    const roos = (await t.db.kysely.selectFrom('gifts').select('id').where('code', '=', 'roos').executeTakeFirstOrThrow()).id;
    const free = await t.member({ name: 'Vera', credits: 1000 });
    const premium = await t.member({ name: 'Iris', credits: 1000, paidUser: true });
    const others = await Promise.all(['Joris', 'Kees', 'Lars', 'Mark', 'Niels'].map((name) => t.member({ name, gender: 'male' })));
    // Each member's first request (marks them active, once a minute) before counting.
    await chat.send(free, others[0]!);
    await chat.send(premium, others[0]!);
    const counted = async (run: () => Promise<{ statusCode: number }>) => {
      const statements = await trips.during(async () => {
        expect((await run()).statusCode).toBe(201);
        await t.app.push.idle();
      });
      return { count: statements.length, transaction: isTransaction(statements) };
    };
    const text = (from: typeof free, to: number) => () => chat.sendRes(from.cookie, { profile_id: to, kind: 'text', text: 'Hoi', idempotency_key: randomUUID() });
    const counts = {
      text: await counted(text(free, others[0]!.profileId)),
      premiumFirst: await counted(text(premium, others[1]!.profileId)),
      freeFirst: await counted(text(free, others[2]!.profileId)),
      gift: await counted(() => chat.sendRes(free.cookie, { profile_id: others[0]!.profileId, kind: 'gift', gift_id: roos, idempotency_key: randomUUID() })),
      photo: await counted(async () => chat.photoRes(free.cookie, `profile_id=${others[0]!.profileId}&idempotency_key=${randomUUID()}`, await testJpeg())),
    };
    // The session with the member; the one statement of the send (a premium member's first message:
    // the statement that starts the conversation); no web push look-up (the statement saw no subscription).
    expect(counts.text).toEqual({ count: 2, transaction: false });
    expect(counts.premiumFirst).toEqual({ count: 2, transaction: false });
    // A premium member writing to a profile whose conversation exists: the first-message statement
    // finds it (and stores nothing), the text statement writes into it.
    expect(await counted(text(premium, others[1]!.profileId))).toEqual({ count: 3, transaction: false });
    // The transaction (a free member's first message: the conversation limit), gifts and photos.
    expect(counts.freeFirst.transaction).toBe(true);
    expect(counts.freeFirst.count).toBeLessThanOrEqual(FREE_FIRST);
    expect(counts.gift.count).toBeLessThanOrEqual(GIFT);
    expect(counts.photo.count).toBeLessThanOrEqual(PHOTO);
  });
});
