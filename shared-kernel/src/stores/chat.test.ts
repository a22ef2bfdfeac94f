import { waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ChatListEntry, ChatMessageData } from '../contract/chat';
import { userFixture } from '../testing/fixtures';
import { bus, type AppEvent } from '../bus';
import {
  applyLiveMessage,
  applyReadReceipt,
  applySentMessage,
  catchUpConversation,
  chatStore,
  deleteChat,
  deleteChatsWithProfile,
  forgetChatsWithProfile,
  loadChats,
  loadConversation,
  loadOlderMessages,
  mergeMessages,
  openChat,
  resetChatState,
  setChats,
  type ChatAnswer,
} from './chat';
import { CHAT_RULES } from '../contract/constants';
import { setUser } from './session';

const entry = (id: number, profileId: number, unread = 0, lastId = 0): ChatListEntry => ({
  conversation: {
    id,
    last_message: lastId
      ? { id: lastId, kind: 'text', preview: `bericht ${lastId}`, mine: false, created_at: '2026-01-01T10:00:00.000Z' }
      : null,
    updated_at: '2026-01-01T10:00:00.000Z',
  },
  profile: { id: profileId, name: `P${profileId}`, age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null },
  num_unread_messages: unread,
});

const message = (id: number, conversationId: number, patch: Partial<ChatMessageData> = {}): ChatMessageData => ({
  id,
  conversation_id: conversationId,
  sender_profile_id: 7,
  mine: false,
  kind: 'text',
  text: `tekst ${id}`,
  photo: null,
  gift: null,
  created_at: '2026-01-02T12:00:00.000Z',
  ...patch,
});

const server = setupServer();
let chatsAnswer: ChatListEntry[] = [];
/** Answers of GET /api/chats.php one per request, each after its delay (then chatsAnswer at once). */
let chatsReplies: { chats: ChatListEntry[]; delayMs: number }[] = [];
let chatsCalls = 0;
const deleted: unknown[] = [];
const readCalls: unknown[] = [];
let readAnswer = 0;
let deleteFails = new Set<number>();
/** Answers of GET /api/chat.php by conversation id, one per request (the last one repeats). */
let chatPages: Record<number, ChatMessageData[][]> = {};
let chatAnswerPatch: Partial<ChatAnswer> = {};
const chatQueries: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetChatState();
  setUser(userFixture);
  chatsAnswer = [];
  chatsReplies = [];
  chatsCalls = 0;
  deleted.length = 0;
  readCalls.length = 0;
  readAnswer = 0;
  deleteFails = new Set();
  chatPages = {};
  chatAnswerPatch = {};
  chatQueries.length = 0;
  server.use(
    mswHttp.get('*/api/chat.php', ({ request }) => {
      const url = new URL(request.url);
      chatQueries.push(url.search);
      const byProfile = url.searchParams.get('profile_id');
      // By profile: only profile 10 has a conversation (1).
      const id = Number(url.searchParams.get('id') ?? (byProfile === '10' ? 1 : 0));
      const pages = chatPages[id] ?? [[]];
      const messages = (pages.length > 1 ? pages.shift() : pages[0]) ?? [];
      const answer: ChatAnswer = {
        conversation: id ? { id, created_at: '2026-01-01T10:00:00.000Z', read_up_to: 0 } : null,
        profile: entry(id, byProfile ? Number(byProfile) : 10).profile,
        messages,
        has_more: false,
        history_hidden: false,
        history_limit: 500,
        rules: {
          message_length: 2000,
          costs: { text: 10, photo: 15, gift: 25 },
          credits: 35,
          blocked_by: null,
          own_unconfirmed: false,
        },
        ...chatAnswerPatch,
      };
      return HttpResponse.json(answer);
    }),
    mswHttp.get('*/api/chats.php', async () => {
      chatsCalls += 1;
      const reply = chatsReplies.shift();
      if (reply) await new Promise((r) => setTimeout(r, reply.delayMs));
      return HttpResponse.json({ chats: reply ? reply.chats : chatsAnswer });
    }),
    mswHttp.delete('*/api/chat.php', async ({ request }) => {
      const body = (await request.json()) as { conversation: { id: number } };
      deleted.push(body);
      if (deleteFails.has(body.conversation.id)) {
        return HttpResponse.json({ error: 'not_found', message: 'Dit gesprek bestaat niet meer.' }, { status: 404 });
      }
      return HttpResponse.json({ ok: true });
    }),
    mswHttp.post('*/api/chat-read.php', async ({ request }) => {
      readCalls.push(await request.json());
      return HttpResponse.json({ num_unread_messages: readAnswer });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const record = () => {
  const events: AppEvent[] = [];
  const sub = bus.events$.subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
};

describe('loadChats', () => {
  it('stores the list, sets chatsLoaded and shows progress only on the first load', async () => {
    chatsAnswer = [entry(1, 10, 2), entry(2, 11, 1)];
    const rec = record();
    expect(chatStore.get().chatsLoaded).toBe(false);
    await loadChats();
    expect(chatStore.get().chatsLoaded).toBe(true);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([1, 2]);
    expect(chatStore.get().totalUnread).toBe(3);
    await loadChats();
    rec.stop();
    expect(rec.events.map((e) => e.type).filter((t) => t.startsWith('loading/'))).toEqual(['loading/start', 'loading/done']);
  });

  it('asks again while a reload is on its way: only the newest answer counts, for every caller', async () => {
    // The first answer predates a new message (its count 0) and arrives last.
    chatsReplies = [
      { chats: [entry(1, 10, 0)], delayMs: 40 },
      { chats: [entry(1, 10, 1)], delayMs: 0 },
    ];
    const rec = record();
    const first = loadChats();
    const second = loadChats();
    await Promise.all([first, second]);
    expect(chatsCalls).toBe(2);
    expect(chatStore.get().totalUnread).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(chatStore.get().totalUnread).toBe(1);
    rec.stop();
    expect(rec.events.map((e) => e.type).filter((t) => t.startsWith('loading/'))).toEqual(['loading/start', 'loading/done']);
  });

  it('drops an answer that arrives after the member logged out', async () => {
    chatsAnswer = [entry(1, 10, 4)];
    const p = loadChats();
    setUser(null);
    await p;
    expect(chatStore.get().chats).toEqual([]);
    expect(chatStore.get().chatsLoaded).toBe(false);
  });
});

describe('deleteChat', () => {
  it('removes the chat at once, then deletes it on the server', async () => {
    setChats([entry(1, 10, 2), entry(2, 11)]);
    await loadConversation({ conversationId: 1 });
    expect(chatStore.get().chat_messages[1]).toBeDefined();
    const p = deleteChat(1);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([2]);
    expect(chatStore.get().chat_messages[1]).toBeUndefined();
    expect(chatStore.get().totalUnread).toBe(0);
    await p;
    expect(deleted).toEqual([{ conversation: { id: 1 } }]);
    expect(chatsCalls).toBe(0);
  });

  it('on failure alerts the server message and reloads the chats', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    setChats([entry(1, 10), entry(2, 11)]);
    deleteFails.add(1);
    chatsAnswer = [entry(1, 10), entry(2, 11)];
    await deleteChat(1);
    expect(alert).toHaveBeenCalledWith('Dit gesprek bestaat niet meer.');
    expect(chatsCalls).toBe(1);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([1, 2]);
  });

  it('a reload while the delete is pending does not bring the chat back', async () => {
    setChats([entry(1, 10), entry(2, 11)]);
    chatsAnswer = [entry(1, 10), entry(2, 11)];
    const del = deleteChat(1);
    await loadChats();
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([2]);
    await del;
  });
});

describe('deleteChatsWithProfile', () => {
  it('removes every chat with that profile, locally and on the server', async () => {
    setChats([entry(1, 10), entry(2, 11), entry(3, 10)]);
    const p = deleteChatsWithProfile(10);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([2]);
    await p;
    expect(deleted).toEqual(expect.arrayContaining([{ conversation: { id: 1 } }, { conversation: { id: 3 } }]));
    expect(deleted).toHaveLength(2);
  });

  it('alerts once and reloads when a delete fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    setChats([entry(1, 10), entry(3, 10)]);
    deleteFails = new Set([1, 3]);
    chatsAnswer = [entry(1, 10), entry(3, 10)];
    await deleteChatsWithProfile(10);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(chatsCalls).toBe(1);
    expect(chatStore.get().chats).toHaveLength(2);
  });

  it('does nothing without chats with that profile', async () => {
    setChats([entry(2, 11)]);
    await deleteChatsWithProfile(10);
    expect(deleted).toEqual([]);
    expect(chatStore.get().chats).toHaveLength(1);
  });
});

describe('forgetChatsWithProfile', () => {
  it('drops the chats with that profile locally and asks the server nothing', async () => {
    setChats([entry(1, 10), entry(2, 11), entry(3, 10)]);
    forgetChatsWithProfile(10);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deleted).toEqual([]);
    expect(chatsCalls).toBe(0);
  });
});

describe('openChat', () => {
  it('marks it read at once, announces chat/opened, remembers it and tells the server', async () => {
    setChats([entry(1, 10, 3), entry(2, 11, 2)]);
    const rec = record();
    const p = openChat(1, 42);
    expect(chatStore.get().totalUnread).toBe(2);
    expect(chatStore.get().lastOpened?.profileId).toBe(10);
    expect(rec.events).toContainEqual({ type: 'chat/opened', conversationId: 1 });
    rec.stop();
    await p;
    expect(readCalls).toEqual([{ conversation_id: 1, message_id: 42 }]);
    expect(chatStore.get().chats[0]?.num_unread_messages).toBe(0);
  });

  it("takes the server's count of messages that arrived meanwhile", async () => {
    setChats([entry(1, 10, 3)]);
    readAnswer = 1;
    await openChat(1, 42);
    expect(chatStore.get().totalUnread).toBe(1);
  });

  it('never rejects when the server fails; the count stays 0 until the next reload', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(mswHttp.post('*/api/chat-read.php', () => HttpResponse.json({ error: 'x', message: 'y' }, { status: 400 })));
    setChats([entry(1, 10, 3)]);
    await expect(openChat(1, 42)).resolves.toBeUndefined();
    expect(chatStore.get().totalUnread).toBe(0);
    expect(warn).toHaveBeenCalled();
  });
});

describe('applyLiveMessage', () => {
  it('updates the entry (last message, unread count) and moves it to the top', () => {
    setChats([entry(1, 10, 0, 3), entry(2, 11, 0, 4)]);
    applyLiveMessage(message(9, 2, { text: 'x'.repeat(200) }), 2);
    const [first, second] = chatStore.get().chats;
    expect(first?.conversation.id).toBe(2);
    expect(first?.conversation.last_message).toEqual({ id: 9, kind: 'text', preview: 'x'.repeat(140), mine: false, created_at: '2026-01-02T12:00:00.000Z' });
    expect(first?.conversation.updated_at).toBe('2026-01-02T12:00:00.000Z');
    expect(first?.num_unread_messages).toBe(2);
    expect(second?.conversation.id).toBe(1);
    expect(chatStore.get().totalUnread).toBe(2);
    applyLiveMessage(message(10, 1, { kind: 'gift', text: null, mine: true }), 0);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([1, 2]);
    expect(chatStore.get().chats[0]?.conversation.last_message).toEqual(expect.objectContaining({ id: 10, kind: 'gift', preview: null, mine: true }));
  });

  it('an older message (out of order) keeps the newer last message and the order', () => {
    setChats([entry(1, 10, 0, 3), entry(2, 11, 0, 20)]);
    applyLiveMessage(message(15, 2), 1);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([1, 2]);
    expect(chatStore.get().chats[1]?.conversation.last_message?.id).toBe(20);
    expect(chatStore.get().chats[1]?.num_unread_messages).toBe(1);
  });

  it('appends to loaded messages once, in id order, and leaves unloaded conversations alone', async () => {
    setChats([entry(1, 10), entry(2, 11)]);
    chatPages[1] = [[message(3, 1), message(5, 1)]];
    await loadConversation({ conversationId: 1 });
    applyLiveMessage(message(6, 1), 0);
    applyLiveMessage(message(6, 1), 0);
    applyLiveMessage(message(4, 1), 0);
    expect(chatStore.get().chat_messages[1]?.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    applyLiveMessage(message(7, 2), 1);
    expect(chatStore.get().chat_messages[2]).toBeUndefined();
  });

  it('a message replayed after a reconnect that the store has already is kept once, on the live bus too', async () => {
    setChats([entry(1, 10)]);
    chatPages[1] = [[message(3, 1), message(5, 1)]];
    await loadConversation({ conversationId: 1 });
    for (const id of [6, 5, 6, 7]) bus.emit({ type: 'live/message', message: message(id, 1), numUnread: 2 });
    expect(chatStore.get().chat_messages[1]?.map((m) => m.id)).toEqual([3, 5, 6, 7]);
    expect(chatStore.get().chats[0]?.conversation.last_message?.id).toBe(7);
    expect(chatStore.get().chats[0]?.num_unread_messages).toBe(2);
  });

  it('a message of an unknown conversation reloads the list', async () => {
    setChats([entry(1, 10)]);
    chatsAnswer = [entry(5, 12, 1, 8), entry(1, 10)];
    applyLiveMessage(message(8, 5), 1);
    expect(chatsCalls).toBe(0);
    await waitFor(() => expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([5, 1]));
    expect(chatsCalls).toBe(1);
    expect(chatStore.get().totalUnread).toBe(1);
  });

  it('a message during a reload counts at once, and the reload that predates it does not take it back', async () => {
    setChats([entry(1, 10, 0, 5)]);
    // The reload on its way was answered before the message (count 0); the one after has it.
    chatsReplies = [
      { chats: [entry(1, 10, 0, 5)], delayMs: 40 },
      { chats: [entry(1, 10, 1, 6)], delayMs: 0 },
    ];
    const reload = loadChats();
    applyLiveMessage(message(6, 1), 1);
    expect(chatStore.get().totalUnread).toBe(1);
    await reload;
    expect(chatsCalls).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(chatStore.get().totalUnread).toBe(1);
    expect(chatStore.get().chats[0]?.conversation.last_message?.id).toBe(6);
  });

  it('a message without a reload on its way asks the server nothing', async () => {
    setChats([entry(1, 10, 0, 5)]);
    applyLiveMessage(message(6, 1), 2);
    await new Promise((r) => setTimeout(r, 20));
    expect(chatsCalls).toBe(0);
    expect(chatStore.get().totalUnread).toBe(2);
  });
});

describe('mergeMessages', () => {
  it('keeps each id once (the incoming message replaces the one there), oldest first', () => {
    const merged = mergeMessages([message(1, 1, { text: 'a' }), message(4, 1)], [message(3, 1), message(1, 1, { text: 'b' }), message(2, 1)]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      [1, 'b'],
      [2, 'tekst 2'],
      [3, 'tekst 3'],
      [4, 'tekst 4'],
    ]);
  });

  it('nothing incoming leaves the same array (no new render)', () => {
    const current = [message(1, 1)];
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe('messages come in through one merge', () => {
  const ids = (conversationId: number) => chatStore.get().chat_messages[conversationId]?.map((m) => m.id);

  it('the own message from the send answer, its live echo and a catch-up overlapping both are kept once, in order', async () => {
    setChats([entry(1, 10, 0, 5)]);
    chatPages[1] = [[message(4, 1), message(5, 1)], [message(6, 1, { mine: true }), message(7, 1)]];
    await loadConversation({ conversationId: 1 });
    applySentMessage(message(6, 1, { mine: true }), 10);
    applyLiveMessage(message(6, 1, { mine: true }), 0);
    bus.emit({ type: 'live/message', message: message(6, 1, { mine: true }), numUnread: 0 });
    await catchUpConversation(1);
    expect(ids(1)).toEqual([4, 5, 6, 7]);
    expect(chatQueries.at(-1)).toBe('?id=1&after=6');
    expect(chatStore.get().chats[0]?.conversation.last_message?.id).toBe(6);
  });

  it('a sent message updates the list entry without changing its unread count; the live stream sets the count', async () => {
    setChats([entry(1, 10, 2, 5), entry(2, 11, 0, 8)]);
    applySentMessage(message(9, 1, { mine: true, text: 'Hoi' }), 10);
    expect(chatStore.get().chats.map((c) => [c.conversation.id, c.num_unread_messages])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(chatStore.get().chats[0]?.conversation.last_message).toEqual(expect.objectContaining({ id: 9, preview: 'Hoi', mine: true }));
    applyLiveMessage(message(10, 1), 3);
    expect(chatStore.get().chats[0]?.num_unread_messages).toBe(3);
  });

  it('the newest page replaces what was loaded before but keeps what came in while it loaded', async () => {
    setChats([entry(1, 10)]);
    chatPages[1] = [[message(1, 1), message(2, 1), message(3, 1)], [message(40, 1), message(41, 1)]];
    await loadConversation({ conversationId: 1 });
    expect(ids(1)).toEqual([1, 2, 3]);
    // Opened again later: the old messages go (no gap in between), a live message during the request stays.
    const loading = loadConversation({ conversationId: 1 });
    applyLiveMessage(message(42, 1), 1);
    await loading;
    expect(ids(1)).toEqual([40, 41, 42]);
  });

  it('older pages go before the loaded messages and set the paging; the history stays hidden once a page says so', async () => {
    setChats([entry(1, 10)]);
    chatPages[1] = [[message(31, 1), message(32, 1)], [message(29, 1), message(30, 1)]];
    chatAnswerPatch = { has_more: true };
    await loadConversation({ conversationId: 1 });
    expect(chatStore.get().chat_threads[1]).toEqual({ readUpTo: 0, hasMore: true, historyHidden: false });
    chatAnswerPatch = { has_more: false, history_hidden: true };
    await loadOlderMessages(1);
    expect(chatQueries.at(-1)).toBe('?id=1&before=31');
    expect(ids(1)).toEqual([29, 30, 31, 32]);
    expect(chatStore.get().chat_threads[1]).toEqual({ readUpTo: 0, hasMore: false, historyHidden: true });
    chatAnswerPatch = { history_hidden: false };
    await catchUpConversation(1);
    expect(chatStore.get().chat_threads[1]?.historyHidden).toBe(true);
  });

  it('the read receipt only moves forward, from the live stream and from pages', async () => {
    setChats([entry(1, 10)]);
    chatPages[1] = [[message(5, 1, { mine: true })]];
    chatAnswerPatch = { conversation: { id: 1, created_at: '2026-01-01T10:00:00.000Z', read_up_to: 3 } };
    await loadConversation({ conversationId: 1 });
    expect(chatStore.get().chat_threads[1]?.readUpTo).toBe(3);
    bus.emit({ type: 'live/read', conversationId: 1, readUpTo: 5 });
    expect(chatStore.get().chat_threads[1]?.readUpTo).toBe(5);
    applyReadReceipt(1, 4);
    await catchUpConversation(1);
    expect(chatStore.get().chat_threads[1]?.readUpTo).toBe(5);
    // A receipt for a conversation without loaded messages is not kept.
    applyReadReceipt(2, 9);
    expect(chatStore.get().chat_threads[2]).toBeUndefined();
  });

  it('a catch-up loads page after page while pages are full, at most CATCH_UP_PAGES', async () => {
    setChats([entry(1, 10)]);
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => message(from + i, 1));
    chatPages[1] = [[message(1, 1)], page(2, CHAT_RULES.pageSize), page(2 + CHAT_RULES.pageSize, 3)];
    await loadConversation({ conversationId: 1 });
    await catchUpConversation(1);
    expect(chatQueries.slice(1)).toEqual(['?id=1&after=1', `?id=1&after=${1 + CHAT_RULES.pageSize}`]);
    expect(ids(1)).toHaveLength(1 + CHAT_RULES.pageSize + 3);
  });

  it('a catch-up of a conversation without loaded messages asks nothing', async () => {
    await expect(catchUpConversation(1)).resolves.toBeNull();
    expect(chatQueries).toEqual([]);
  });

  it('by profile without a conversation: the first message, sent or received, starts its messages', async () => {
    setChats([]);
    await loadConversation({ profileId: 12 });
    expect(chatStore.get().chat_by_profile[12]).toBeNull();
    // Another member's first message does not start this one.
    applyLiveMessage(message(50, 8, { sender_profile_id: 13 }), 1);
    expect(chatStore.get().chat_messages[8]).toBeUndefined();
    applySentMessage(message(51, 9, { mine: true, sender_profile_id: 1 }), 12);
    expect(chatStore.get().chat_by_profile[12]).toBe(9);
    expect(ids(9)).toEqual([51]);
    applyLiveMessage(message(52, 9, { sender_profile_id: 12 }), 1);
    expect(ids(9)).toEqual([51, 52]);
  });

  it('by profile: a message from that member starts the conversation as well', async () => {
    await loadConversation({ profileId: 12 });
    applyLiveMessage(message(60, 9, { sender_profile_id: 12 }), 1);
    expect(chatStore.get().chat_by_profile[12]).toBe(9);
    expect(ids(9)).toEqual([60]);
  });

  it('by profile with a conversation: its messages are loaded under its id', async () => {
    chatPages[1] = [[message(3, 1)]];
    await loadConversation({ profileId: 10 });
    expect(chatQueries).toEqual(['?profile_id=10']);
    expect(chatStore.get().chat_by_profile[10]).toBe(1);
    expect(ids(1)).toEqual([3]);
  });

  it('an answer that arrives after the member logged out is not kept', async () => {
    chatPages[1] = [[message(3, 1)]];
    const p = loadConversation({ conversationId: 1 });
    setUser(null);
    await p;
    expect(chatStore.get().chat_messages).toEqual({});
  });
});
