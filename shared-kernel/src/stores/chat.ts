import type { Api, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { chatStore, initialChatState, markChatRead, removeChat, setLastOpened, type ChatEntry, type ChatMessage } from 'shared-kernel/stores/chatState';

// The chat loaders and actions (issue 5). The state itself lives in shared-kernel/stores/chatState
// (re-exported here), so that the shell's badges and title do not bring these to a visitor's page.
export * from 'shared-kernel/stores/chatState';

/**
 * Adds a message to a conversation's loaded messages, in id order; a message already there (the
 * same id, e.g. the own message echoed by the live stream) is replaced, never doubled.
 */
export const appendChatMessage = (conversationId: number, message: ChatMessage) =>
  chatStore.update((s) => ({
    ...s,
    chat_messages: { ...s.chat_messages, [conversationId]: insertMessage(s.chat_messages[conversationId] ?? [], message) },
  }));

function insertMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const rest = messages.filter((m) => m.id !== message.id);
  let at = rest.length;
  while (at > 0 && (rest[at - 1]?.id ?? 0) > message.id) at--;
  return [...rest.slice(0, at), message, ...rest.slice(at)];
}

type ChatsAnswer = ResponseOf<Api['chats']>;

/** Bumped when the state is reset (logout): answers of requests made before are dropped. */
let generation = 0;
let chatsInFlight: Promise<void> | null = null;
/** Conversations removed locally whose DELETE has not answered yet: a reload must not bring them back. */
const pendingDeletes = new Set<number>();
/** The newest openChat call per conversation: only its answer may set the unread count. */
const openSeq = new Map<number, number>();

const forgetRequests = () => {
  generation++;
  chatsInFlight = null;
  pendingDeletes.clear();
  openSeq.clear();
};
// resetChatState() (logout, tests) sets exactly initialChatState; a logout also ends what is in flight.
chatStore.subscribe((s) => {
  if (s === initialChatState) forgetRequests();
});
bus.on('session/changed').subscribe(({ user }) => {
  if (!user) forgetRequests();
});

/**
 * GET /api/chats.php: replaces the chat list and sets chatsLoaded. Every call asks the server again
 * (a reload); concurrent calls share one request. SPEC §7: the progress indicator (bus
 * `loading/start` / `loading/done`) shows only on the first load of the session.
 */
export function loadChats(): Promise<void> {
  if (chatsInFlight) return chatsInFlight;
  const gen = generation;
  const first = !chatStore.get().chatsLoaded;
  if (first) bus.emit({ type: 'loading/start' });
  const p = http.get<ChatsAnswer>(API_PATHS.chats).then(({ chats }) => {
    if (gen !== generation) return;
    const kept = pendingDeletes.size ? chats.filter((c) => !pendingDeletes.has(c.conversation.id)) : chats;
    chatStore.update((s) => ({ ...s, chats: kept, chatsLoaded: true }));
  });
  chatsInFlight = p;
  const settle = () => {
    if (chatsInFlight === p) chatsInFlight = null;
    if (first) bus.emit({ type: 'loading/done' });
  };
  p.then(settle, settle);
  return p;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** DELETE /api/chat.php for each conversation; SPEC §8: a failure alerts the error and reloads the list. */
async function deleteOnServer(conversationIds: number[]): Promise<void> {
  const gen = generation;
  conversationIds.forEach((id) => pendingDeletes.add(id));
  const results = await Promise.allSettled(
    conversationIds.map((id) => http.del(API_PATHS.chat, { body: { conversation: { id } } })),
  );
  if (gen !== generation) return;
  conversationIds.forEach((id) => pendingDeletes.delete(id));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return;
  window.alert(errorText(failed.reason));
  await loadChats().catch(() => undefined);
}

/**
 * SPEC §9: removes a conversation from the list at once, then on the server
 * (DELETE /api/chat.php {conversation: {id}}). On failure: a browser alert with the error, then the
 * list reloads (SPEC §8). Never rejects.
 */
export function deleteChat(conversationId: number): Promise<void> {
  removeChat(conversationId);
  return deleteOnServer([conversationId]);
}

/** SPEC §9: removes every conversation with that profile, locally at once and then on the server (as deleteChat). */
export function deleteChatsWithProfile(profileId: number): Promise<void> {
  const ids = chatStore.get().chats.filter((c) => c.profile.id === profileId).map((c) => c.conversation.id);
  if (!ids.length) return Promise.resolve();
  ids.forEach(removeChat);
  return deleteOnServer(ids);
}

/**
 * Drops the conversations with a profile from the list without asking the server: for when the
 * server has removed them already (blocking a member removes the chats with them, SPEC §9).
 */
export function forgetChatsWithProfile(profileId: number): void {
  chatStore.get().chats.filter((c) => c.profile.id === profileId).forEach((c) => removeChat(c.conversation.id));
}

/**
 * SPEC §9: opening a chat sets its unread count to 0 at once (badge and title follow), announces
 * bus `chat/opened`, remembers it as the last opened chat and tells the server
 * (POST /api/chat-read.php, read up to lastMessageId). The server's answer (messages that arrived
 * meanwhile still unread) corrects the count. Failures are logged only: the next reload corrects
 * the count. Never rejects.
 */
export async function openChat(conversationId: number, lastMessageId: number): Promise<void> {
  markChatRead(conversationId);
  const entry = chatStore.get().chats.find((c) => c.conversation.id === conversationId);
  if (entry) setLastOpened(entry.profile.id);
  bus.emit({ type: 'chat/opened', conversationId });
  const gen = generation;
  const seq = (openSeq.get(conversationId) ?? 0) + 1;
  openSeq.set(conversationId, seq);
  try {
    const answer = await http.post<ResponseOf<Api['chatRead']>>(API_PATHS.chatRead, {
      conversation_id: conversationId,
      message_id: lastMessageId,
    });
    if (gen !== generation || openSeq.get(conversationId) !== seq) return;
    chatStore.update((s) => ({
      ...s,
      chats: s.chats.map((c) =>
        c.conversation.id === conversationId && c.num_unread_messages !== answer.num_unread_messages
          ? { ...c, num_unread_messages: answer.num_unread_messages }
          : c,
      ),
    }));
  } catch (error) {
    console.warn('[chat] marking the conversation read failed', error);
  }
}

/** What the conversations list shows of a message (contract LastMessage: up to 140 characters of text). */
const PREVIEW_LENGTH = 140;

/**
 * A message from the live stream (either side, any tab): the conversation's list entry gets it as
 * last message, its unread count and moves to the top; the conversation's messages, when loaded,
 * get it appended (once). A conversation not in the list (new, or removed before) reloads the list.
 */
export function applyLiveMessage(message: ChatMessage, numUnread: number): void {
  const conversationId = message.conversation_id;
  const entry = chatStore.get().chats.find((c) => c.conversation.id === conversationId);
  chatStore.update((s) => {
    const chat_messages =
      s.chat_messages[conversationId] === undefined
        ? s.chat_messages
        : { ...s.chat_messages, [conversationId]: insertMessage(s.chat_messages[conversationId], message) };
    if (!entry) return { ...s, chat_messages };
    const current = entry.conversation.last_message;
    const newer = !current || current.id <= message.id;
    const updated: ChatEntry = {
      ...entry,
      conversation: newer
        ? {
            ...entry.conversation,
            last_message: {
              id: message.id,
              kind: message.kind,
              preview: message.kind === 'text' && message.text !== null ? message.text.slice(0, PREVIEW_LENGTH) : null,
              mine: message.mine,
              created_at: message.created_at,
            },
            updated_at: message.created_at,
          }
        : entry.conversation,
      num_unread_messages: numUnread,
    };
    const others = s.chats.filter((c) => c.conversation.id !== conversationId);
    return { ...s, chats: newer ? [updated, ...others] : s.chats.map((c) => (c === entry ? updated : c)), chat_messages };
  });
  if (!entry) loadChats().catch(() => undefined);
}
