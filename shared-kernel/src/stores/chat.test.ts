import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ChatListEntry, ChatMessageData } from '../contract/chat';
import { userFixture } from '../mocks/fixtures';
import { bus, type AppEvent } from '../bus';
import {
  appendChatMessage,
  applyLiveMessage,
  chatStore,
  deleteChat,
  deleteChatsWithProfile,
  forgetChatsWithProfile,
  loadChats,
  openChat,
  resetChatState,
  setChatMessages,
  setChats,
} from './chat';
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
let chatsCalls = 0;
const deleted: unknown[] = [];
const readCalls: unknown[] = [];
let readAnswer = 0;
let deleteFails = new Set<number>();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetChatState();
  setUser(userFixture);
  chatsAnswer = [];
  chatsCalls = 0;
  deleted.length = 0;
  readCalls.length = 0;
  readAnswer = 0;
  deleteFails = new Set();
  server.use(
    mswHttp.get('*/api/chats.php', () => {
      chatsCalls += 1;
      return HttpResponse.json({ chats: chatsAnswer });
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

  it('shares one request between concurrent calls', async () => {
    chatsAnswer = [entry(1, 10)];
    await Promise.all([loadChats(), loadChats(), loadChats()]);
    expect(chatsCalls).toBe(1);
    await loadChats();
    expect(chatsCalls).toBe(2);
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
    setChatMessages(1, [message(5, 1)]);
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

  it('appends to loaded messages once, in id order, and leaves unloaded conversations alone', () => {
    setChats([entry(1, 10), entry(2, 11)]);
    setChatMessages(1, [message(3, 1), message(5, 1)]);
    applyLiveMessage(message(6, 1), 0);
    applyLiveMessage(message(6, 1), 0);
    applyLiveMessage(message(4, 1), 0);
    expect(chatStore.get().chat_messages[1]?.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    applyLiveMessage(message(7, 2), 1);
    expect(chatStore.get().chat_messages[2]).toBeUndefined();
  });

  it('a message of an unknown conversation reloads the list', async () => {
    setChats([entry(1, 10)]);
    chatsAnswer = [entry(5, 12, 1, 8), entry(1, 10)];
    applyLiveMessage(message(8, 5), 1);
    await loadChats(); // joins the reload that applyLiveMessage started
    expect(chatsCalls).toBe(1);
    expect(chatStore.get().chats.map((c) => c.conversation.id)).toEqual([5, 1]);
  });
});

describe('appendChatMessage', () => {
  it('replaces a message with the same id instead of doubling it', () => {
    appendChatMessage(1, message(1, 1, { text: 'a' }));
    appendChatMessage(1, message(1, 1, { text: 'b' }));
    appendChatMessage(1, message(2, 1));
    expect(chatStore.get().chat_messages[1]?.map((m) => [m.id, m.text])).toEqual([
      [1, 'b'],
      [2, 'tekst 2'],
    ]);
  });
});
