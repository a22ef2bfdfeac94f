import { randomUUID } from 'node:crypto';
import { CHAT_RULES, DataExportSchema } from 'shared-kernel/contract';
import { loadConfig } from '../src/config';
import { chatClient, COSTS, CONVERSATION_GONE, eventually, MESSAGE_LENGTH, useChatApp } from './chat-helpers';
import { expectError, GONE } from './members-helpers';

const t = useChatApp();
const c = chatClient(t);

/** A conversation `a` started with `b` by one text, with `b` able to answer. */
const conversation = async (options: { aCredits?: number; bCredits?: number } = {}) => {
  const a = await t.member({ credits: options.aCredits ?? 100 });
  const b = await t.member({ gender: 'male', credits: options.bCredits ?? 100 });
  const first = await c.send(a, b, 'Hoi!');
  return { a, b, id: first.message.conversation_id, first: first.message };
};

const memberRow = (conversationId: number, profileId: number) =>
  t.db.kysely
    .selectFrom('conversation_members')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();

describe('GET /api/chats.php', () => {
  it('lists the conversations newest activity first with the card, a 140-character preview, mine and the unread count', async () => {
    const me = await t.member({ credits: 100, paidUser: true });
    const [ann, bob, cas] = await Promise.all([t.member({ credits: 100 }), t.member({ credits: 100, name: 'Bob' }), t.member()]);
    const long = `${'a'.repeat(150)} einde`;
    const withAnn = await c.send(ann!, me, long);
    const withBob = await c.send(me, bob!, 'Hallo Bob');
    await c.send(bob!, { conversationId: withBob.message.conversation_id }, 'Hoi!');
    await c.send(bob!, { conversationId: withBob.message.conversation_id }, 'Ben je er nog?');
    const withCas = await c.send(me, cas!, 'Hoi Cas');

    const chats = await c.chats(me.cookie);
    expect(chats.map((e) => e.profile.id)).toEqual([cas!.profileId, bob!.profileId, ann!.profileId]);
    const [casEntry, bobEntry, annEntry] = chats;
    expect(casEntry).toMatchObject({
      conversation: { id: withCas.message.conversation_id, last_message: { kind: 'text', preview: 'Hoi Cas', mine: true } },
      num_unread_messages: 0,
    });
    expect(bobEntry).toMatchObject({
      conversation: { last_message: { preview: 'Ben je er nog?', mine: false } },
      profile: { id: bob!.profileId, name: 'Bob', city: 'Utrecht', main_image: null },
      num_unread_messages: 2,
    });
    expect(annEntry!.conversation.last_message!.preview).toBe(long.slice(0, 140));
    expect(annEntry!.conversation.last_message!.id).toBe(withAnn.message.id);
    expect(annEntry!.num_unread_messages).toBe(1);
    expect(annEntry!.conversation.updated_at).toBe(withAnn.message.created_at);
    // The other side's list.
    expect((await c.chats(bob!.cookie)).map((e) => [e.profile.id, e.num_unread_messages])).toEqual([[me.profileId, 1]]);
  });

  it('leaves out conversations with profiles the member may not see (blocked either way, deleted, invisible)', async () => {
    const me = await t.member({ credits: 100, paidUser: true });
    const others = await Promise.all([t.member(), t.member(), t.member(), t.member(), t.member()]);
    for (const other of others) await c.send(me, other);
    const [blocked, blocking, deleted, invisible, kept] = others;
    await t.addBlocks([me.profileId, blocked!.profileId], [blocking!.profileId, me.profileId]);
    await t.db.kysely.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', deleted!.userId).execute();
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', invisible!.profileId).execute();
    expect((await c.chats(me.cookie)).map((e) => e.profile.id)).toEqual([kept!.profileId]);
  });

  it('requires a session (403)', async () => {
    expectError(await c.json('GET', '/api/chats.php', undefined), 403, 'authentication_required');
  });
});

describe('GET /api/chat.php', () => {
  it('opens a conversation by id and by profile id: messages oldest first, the card, read_up_to and the rules', async () => {
    const { a, b, id, first } = await conversation({ aCredits: 37 });
    const reply = await c.send(b, { conversationId: id }, 'Hoi terug');
    const byId = await c.chat(a.cookie, `id=${id}`);
    expect(byId.conversation).toEqual({ id, created_at: expect.any(String), read_up_to: 0 });
    expect(byId.profile).toMatchObject({ id: b.profileId, age: expect.any(Number) });
    expect(byId.messages.map((m) => [m.id, m.mine, m.text])).toEqual([
      [first.id, true, 'Hoi!'],
      [reply.message.id, false, 'Hoi terug'],
    ]);
    expect(byId).toMatchObject({ has_more: false, history_hidden: false, history_limit: CHAT_RULES.defaultHistoryLimit });
    expect(byId.rules).toEqual({
      blocked_by: null,
      own_unconfirmed: false,
      costs: { text: COSTS.text, photo: COSTS.photo, gift: COSTS.gift },
      credits: 37 - COSTS.text,
      message_length: MESSAGE_LENGTH,
    });
    const byProfile = await c.chat(a.cookie, `profile_id=${b.profileId}`);
    expect(byProfile).toEqual(byId);
    // The other side sees the same messages from their side.
    expect((await c.chat(b.cookie, `profile_id=${a.profileId}`)).messages.map((m) => m.mine)).toEqual([false, true]);
  });

  it('answers conversation null for a profile without one yet, 404 for one the member may not see, 400 for yourself', async () => {
    const me = await t.member({ credits: 5 });
    const other = await t.member({ gender: 'male' });
    const none = await c.chat(me.cookie, `profile_id=${other.profileId}`);
    expect(none).toMatchObject({ conversation: null, messages: [], has_more: false, profile: { id: other.profileId } });
    expect(none.rules).toMatchObject({ blocked_by: null, credits: 5 });
    await t.addBlocks([other.profileId, me.profileId]);
    expectError(await c.chatRes(me.cookie, `profile_id=${other.profileId}`), 404, 'not_found', GONE);
    expectError(await c.chatRes(me.cookie, 'profile_id=2000000000'), 404, 'not_found', GONE);
    expectError(await c.chatRes(me.cookie, `profile_id=${me.profileId}`), 400, 'validation_error', 'Je kunt jezelf geen bericht sturen.');
  });

  it('refuses bad queries with 400, never 500', async () => {
    const me = await t.member();
    for (const query of ['', 'id=abc', 'id=0', 'id=-1', 'id=1&profile_id=2', 'id=1&before=3&after=2', 'id=1&extra=1', 'id=99999999999', 'profile_id=1.5', 'id=1&before=x']) {
      expectError(await c.chatRes(me.cookie, query), 400, 'validation_error');
    }
    expectError(await c.chatRes(undefined, 'id=1'), 403, 'authentication_required');
  });
});

describe('authorization: nobody reaches a conversation that is not theirs', () => {
  it('answers a third member like for an unknown id on read, delete, mark read, typing and send, and changes nothing', async () => {
    const { a, b, id, first } = await conversation();
    const stranger = await t.member({ credits: 100 });
    const unknownId = 2_000_000_000;
    for (const conversationId of [id, unknownId]) {
      expectError(await c.chatRes(stranger.cookie, `id=${conversationId}`), 404, 'not_found', CONVERSATION_GONE);
      expectError(await c.deleteRes(stranger.cookie, { conversation: { id: conversationId } }), 404, 'not_found', CONVERSATION_GONE);
      expectError(await c.readRes(stranger.cookie, { conversation_id: conversationId, message_id: first.id }), 404, 'not_found', CONVERSATION_GONE);
      expectError(await c.typingRes(stranger.cookie, { conversation_id: conversationId }), 404, 'not_found', CONVERSATION_GONE);
      expectError(
        await c.sendRes(stranger.cookie, { conversation_id: conversationId, kind: 'text', text: 'Hallo', idempotency_key: randomUUID() }),
        404,
        'not_found',
        CONVERSATION_GONE,
      );
    }
    expect(await memberRow(id, a.profileId)).toMatchObject({ removed: false, hidden_up_to: 0 });
    expect(await memberRow(id, b.profileId)).toMatchObject({ removed: false, unread_count: 1, read_up_to: 0 });
    expect((await c.chat(a.cookie, `id=${id}`)).messages).toHaveLength(1);
    expect(await c.creditsOf(stranger.userId)).toBe(100);
    expect(await c.chats(stranger.cookie)).toEqual([]);
  });

  it('requires a session on every chat endpoint (403)', async () => {
    expectError(await c.deleteRes(undefined, { conversation: { id: 1 } }), 403, 'authentication_required');
    expectError(await c.readRes(undefined, { conversation_id: 1, message_id: 1 }), 403, 'authentication_required');
    expectError(await c.typingRes(undefined, { conversation_id: 1 }), 403, 'authentication_required');
  });
});

describe('DELETE /api/chat.php', () => {
  it('removes the chat for the member only, hides its messages so far; a new message brings it back with only what follows', async () => {
    const { a, b, id, first } = await conversation();
    await c.send(b, { conversationId: id }, 'Antwoord');
    const res = await c.deleteRes(a.cookie, { conversation: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const last = (await t.db.kysely.selectFrom('conversations').select('last_message_id').where('id', '=', id).executeTakeFirstOrThrow()).last_message_id;
    expect(await memberRow(id, a.profileId)).toMatchObject({ removed: true, unread_count: 0, hidden_up_to: last });
    await eventually(() => expect(t.notices).toContainEqual({ type: 'chats', to: [a.profileId] }));

    expect((await c.chats(a.cookie)).map((e) => e.conversation.id)).not.toContain(id);
    const hidden = await c.chat(a.cookie, `id=${id}`);
    expect(hidden.messages).toEqual([]);
    expect(hidden.has_more).toBe(false);
    // The other side keeps everything.
    expect((await c.chats(b.cookie)).map((e) => e.conversation.id)).toContain(id);
    expect((await c.chat(b.cookie, `id=${id}`)).messages.map((m) => m.id)[0]).toBe(first.id);
    // Removing twice is fine.
    expect((await c.deleteRes(a.cookie, { conversation: { id } })).statusCode).toBe(200);

    const next = await c.send(b, { conversationId: id }, 'Ben je er nog?');
    const back = await c.chats(a.cookie);
    expect(back.find((e) => e.conversation.id === id)).toMatchObject({ num_unread_messages: 1, conversation: { last_message: { id: next.message.id } } });
    expect((await c.chat(a.cookie, `id=${id}`)).messages.map((m) => m.text)).toEqual(['Ben je er nog?']);

    // The sender's own removed chat comes back when they write again.
    await c.deleteRes(b.cookie, { conversation: { id } });
    await c.send(b, { conversationId: id }, 'Toch nog iets');
    expect((await c.chats(b.cookie)).map((e) => e.conversation.id)).toContain(id);
    expect((await c.chat(b.cookie, `id=${id}`)).messages.map((m) => m.text)).toEqual(['Toch nog iets']);
  });

  it('refuses bad bodies with 400', async () => {
    const me = await t.member();
    for (const body of [{}, { conversation: {} }, { conversation: { id: 'x' } }, { conversation: { id: 1, extra: 1 } }, { conversation: { id: 1 }, extra: true }, { id: 1 }, 'x']) {
      expectError(await c.deleteRes(me.cookie, body), 400, 'validation_error');
    }
  });
});

describe('POST /api/chat-read.php', () => {
  it("sets the unread count to 0 and read_up_to to the other side's newest read message, never backwards; the other side is told", async () => {
    const { a, b, id, first } = await conversation();
    const second = await c.send(a, { conversationId: id }, 'Nog iets');
    const own = await c.send(b, { conversationId: id }, 'Van mij');
    expect((await memberRow(id, b.profileId)).unread_count).toBe(2);

    const res = await c.readRes(b.cookie, { conversation_id: id, message_id: first.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ num_unread_messages: 0 });
    expect(await memberRow(id, b.profileId)).toMatchObject({ unread_count: 0, read_up_to: first.id });
    await eventually(() =>
      expect(t.notices).toEqual(
        expect.arrayContaining([
          { type: 'read', to: [a.profileId], conversation_id: id, reader: b.profileId, read_up_to: first.id },
          { type: 'chats', to: [b.profileId] },
        ]),
      ),
    );
    // Up to a later id than the other side's newest message: their newest; b's own message does not count.
    await c.readRes(b.cookie, { conversation_id: id, message_id: own.message.id + 1000 });
    expect((await memberRow(id, b.profileId)).read_up_to).toBe(second.message.id);
    // Never backwards.
    await c.readRes(b.cookie, { conversation_id: id, message_id: 0 });
    expect((await memberRow(id, b.profileId)).read_up_to).toBe(second.message.id);
    // a sees the read receipt; b's list shows nothing unread.
    expect((await c.chat(a.cookie, `id=${id}`)).conversation!.read_up_to).toBe(second.message.id);
    expect((await c.chats(b.cookie)).find((e) => e.conversation.id === id)!.num_unread_messages).toBe(0);
  });

  it('refuses bad bodies with 400', async () => {
    const me = await t.member();
    for (const body of [{}, { conversation_id: 1 }, { conversation_id: 'a', message_id: 1 }, { conversation_id: 1, message_id: -1 }, { conversation_id: 1, message_id: 1, x: 1 }]) {
      expectError(await c.readRes(me.cookie, body), 400, 'validation_error');
    }
  });
});

describe('POST /api/chat-typing.php', () => {
  it('tells the other side, at most once a second per member, without writing anything', async () => {
    const { a, b, id } = await conversation();
    const res = await c.typingRes(a.cookie, { conversation_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (let i = 0; i < 3; i++) expect((await c.typingRes(a.cookie, { conversation_id: id })).statusCode).toBe(200);
    const typing = { type: 'typing', to: [b.profileId], conversation_id: id, profile_id: a.profileId };
    await eventually(() => expect(t.notices).toContainEqual(typing));
    // The other side's own signal is not limited by a's.
    expect((await c.typingRes(b.cookie, { conversation_id: id })).statusCode).toBe(200);
    await eventually(() => expect(t.notices).toContainEqual({ type: 'typing', to: [a.profileId], conversation_id: id, profile_id: b.profileId }));
    expect(t.notices.filter((n) => JSON.stringify(n) === JSON.stringify(typing))).toHaveLength(1);
    expectError(await c.typingRes(a.cookie, { conversation_id: 'x' }), 400, 'validation_error');
  });
});

describe('blocking removes chats (SPEC §9)', () => {
  it("removes the blocker's chat, hides it from the blocked side and tells both", async () => {
    const { a, b, id } = await conversation();
    const res = await c.json('POST', '/api/block.php', a.cookie, { profile_id: b.profileId });
    expect(res.statusCode).toBe(200);
    expect(await memberRow(id, a.profileId)).toMatchObject({ removed: true, unread_count: 0 });
    expect(await c.chats(a.cookie)).toEqual([]);
    expect(await c.chats(b.cookie)).toEqual([]);
    expectError(await c.chatRes(b.cookie, `id=${id}`), 404, 'not_found', CONVERSATION_GONE);
    await eventually(() => expect(t.notices).toContainEqual({ type: 'chats', to: [a.profileId, b.profileId] }));

    // After unblocking the chat stays removed for the blocker (its messages hidden); a new message brings it back.
    expect((await c.json('DELETE', '/api/block.php', a.cookie, { profile_id: b.profileId })).statusCode).toBe(200);
    expect(await c.chats(a.cookie)).toEqual([]);
    await c.send(b, { conversationId: id }, 'Weer vrienden?');
    expect((await c.chat(a.cookie, `id=${id}`)).messages.map((m) => m.text)).toEqual(['Weer vrienden?']);
  });
});

describe('the data export', () => {
  it("contains the member's messages, sent and received", async () => {
    const { a, b, id } = await conversation();
    await c.send(b, { conversationId: id }, 'Antwoord van b');
    const res = await c.json('GET', '/api/export.php', a.cookie);
    expect(res.statusCode).toBe(200);
    const data = DataExportSchema.parse(res.json());
    expect(data.messages).toEqual([
      { conversation_id: id, direction: 'sent', profile_id: b.profileId, kind: 'text', text: 'Hoi!', photo_url: null, gift: null, credits: COSTS.text, created_at: expect.any(String) },
      { conversation_id: id, direction: 'received', profile_id: b.profileId, kind: 'text', text: 'Antwoord van b', photo_url: null, gift: null, created_at: expect.any(String) },
    ]);
    const stranger = await t.member();
    expect(DataExportSchema.parse((await c.json('GET', '/api/export.php', stranger.cookie)).json()).messages).toEqual([]);
  });
});

describe('CHAT_HISTORY_LIMIT', () => {
  it('defaults to CHAT_RULES.defaultHistoryLimit and is read from the environment', () => {
    expect(loadConfig({}, '/repo').chatHistoryLimit).toBe(CHAT_RULES.defaultHistoryLimit);
    expect(loadConfig({ CHAT_HISTORY_LIMIT: '50' }, '/repo').chatHistoryLimit).toBe(50);
    expect(() => loadConfig({ CHAT_HISTORY_LIMIT: '0' }, '/repo')).toThrow();
    expect(() => loadConfig({ CHAT_HISTORY_LIMIT: 'veel' }, '/repo')).toThrow();
  });
});
