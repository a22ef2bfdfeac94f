import type { Api, ResponseOf } from 'shared-kernel/contract';
import { CHAT_RULES, ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import {
  chatStore,
  initialChatState,
  markChatRead,
  removeChat,
  setLastOpened,
  type ChatEntry,
  type ChatMessage,
  type ChatState,
  type ChatThread,
} from 'shared-kernel/stores/chatState';
import { latestLoad } from 'shared-kernel/stores/latestLoad';

// The chat loaders and actions (issue 5). The state itself lives in shared-kernel/stores/chatState
// (re-exported here), so that the shell's badges and title do not bring these to a visitor's page.
//
// Messages come into the store only here, all through one merge (`receive`): a conversation's pages
// (GET /api/chat.php: the newest, `before=` older ones, `after=` catching up), the live stream (bus
// `live/message`, `live/read`) and the answer to the member's own send. The same message arriving
// twice (the send's answer and its live echo, a catch-up overlapping the stream) is kept once.
export * from 'shared-kernel/stores/chatState';

/** A conversation by its id (`/chats/{id}`) or by the other member's profile id (`/members/{id}/chat`). */
export type ChatTarget = { conversationId: number } | { profileId: number };
export type ChatAnswer = ResponseOf<Api['chat']>;

/** Pages a catch-up loads at most (CHAT_RULES.pageSize messages each); the rest waits for the next. */
export const CATCH_UP_PAGES = 10;

/** Merges messages by id, oldest first: a message already there is replaced by the incoming one, never doubled. */
export function mergeMessages(current: ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Messages of one conversation coming in, with what came along with them. */
interface Arrival {
  messages: readonly ChatMessage[];
  /**
   * A newest page: it replaces these messages (what the store had when it was asked for), while
   * messages that came in since (the live stream, a send) stay. Without it the messages are added.
   */
  replaces?: readonly ChatMessage[];
  readUpTo?: number;
  hasMore?: boolean;
  historyHidden?: boolean;
  /** A conversation without loaded messages gets them (else only loaded conversations take messages). */
  create?: boolean;
  /** The other member: the store now knows the conversation with them. */
  profileId?: number;
}

const NEW_THREAD: ChatThread = { readUpTo: 0, hasMore: false, historyHidden: false };

/** The one merge of messages into the state. */
function receive(s: ChatState, conversationId: number, arrival: Arrival): ChatState {
  const loaded = s.chat_messages[conversationId];
  if (loaded === undefined && !arrival.create) return s;
  let base = loaded ?? [];
  if (arrival.replaces) {
    const superseded = new Set(arrival.replaces.map((m) => m.id));
    base = base.filter((m) => !superseded.has(m.id));
  }
  const messages = mergeMessages(base, arrival.messages);
  const was = s.chat_threads[conversationId] ?? NEW_THREAD;
  const thread: ChatThread = {
    readUpTo: Math.max(was.readUpTo, arrival.readUpTo ?? 0),
    hasMore: arrival.hasMore ?? was.hasMore,
    historyHidden: arrival.replaces ? (arrival.historyHidden ?? false) : was.historyHidden || (arrival.historyHidden ?? false),
  };
  const sameThread = thread.readUpTo === was.readUpTo && thread.hasMore === was.hasMore && thread.historyHidden === was.historyHidden;
  const byProfile = arrival.profileId !== undefined && s.chat_by_profile[arrival.profileId] !== conversationId;
  if (messages === loaded && sameThread && s.chat_threads[conversationId] && !byProfile) return s;
  return {
    ...s,
    chat_messages: messages === loaded ? s.chat_messages : { ...s.chat_messages, [conversationId]: messages },
    chat_threads: sameThread && s.chat_threads[conversationId] ? s.chat_threads : { ...s.chat_threads, [conversationId]: thread },
    chat_by_profile: byProfile ? { ...s.chat_by_profile, [arrival.profileId as number]: conversationId } : s.chat_by_profile,
  };
}

/** Bumped when the state is reset (logout): answers of requests made before are dropped. */
let generation = 0;
/** Conversations removed locally whose DELETE has not answered yet: a reload must not bring them back. */
const pendingDeletes = new Set<number>();
/** The newest openChat call per conversation: only its answer may set the unread count. */
const openSeq = new Map<number, number>();

const forgetRequests = () => {
  generation++;
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

/** GET /api/chats.php, the newest request's answer replacing the list (see latestLoad). */
const chatsLoad = latestLoad(
  () => {
    const gen = generation;
    return http.call(ENDPOINTS.chats).then(({ chats }) => ({ chats, gen }));
  },
  ({ chats, gen }) => {
    if (gen !== generation) return;
    const kept = pendingDeletes.size ? chats.filter((c) => !pendingDeletes.has(c.conversation.id)) : chats;
    chatStore.update((s) => ({ ...s, chats: kept, chatsLoaded: true }));
  },
);

/**
 * GET /api/chats.php: replaces the chat list and sets chatsLoaded. Every call asks the server again
 * (a reload), also while an earlier reload is on its way: its answer may predate the change that
 * made the caller ask (a live event), so only the newest answer is applied and every caller waits
 * for it. SPEC §7: the progress indicator (bus `loading/start` / `loading/done`) shows only on the
 * first load of the session.
 */
export function loadChats(): Promise<void> {
  const first = !chatStore.get().chatsLoaded && !chatsLoad.busy();
  const p = chatsLoad().then(() => undefined);
  if (first) {
    bus.emit({ type: 'loading/start' });
    const done = () => bus.emit({ type: 'loading/done' });
    p.then(done, done);
  }
  return p;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** DELETE /api/chat.php for each conversation; SPEC §8: a failure alerts the error and reloads the list. */
async function deleteOnServer(conversationIds: number[]): Promise<void> {
  const gen = generation;
  conversationIds.forEach((id) => pendingDeletes.add(id));
  const results = await Promise.allSettled(
    conversationIds.map((id) => http.call(ENDPOINTS.deleteChat, { body: { conversation: { id } } })),
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
    const answer = await http.call(ENDPOINTS.chatRead, {
      body: { conversation_id: conversationId, message_id: lastMessageId },
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
 * A single message (the live stream's, or the answer to the member's own send): the conversation's
 * list entry gets it as last message, its unread count (when told) and moves to the top; the
 * conversation's loaded messages get it (once). A conversation not in the list (new, or removed
 * before) reloads the list, and so does a message that comes while a reload is on its way (that
 * reload's answer may not have it yet and would put the unread count back). A first message with a member whose conversation page waits for one
 * (chat_by_profile null) starts that conversation's messages.
 */
function receiveMessage(message: ChatMessage, { numUnread, profileId }: { numUnread?: number; profileId?: number }): void {
  const conversationId = message.conversation_id;
  const entry = chatStore.get().chats.find((c) => c.conversation.id === conversationId);
  const other = profileId ?? (message.mine ? undefined : message.sender_profile_id);
  chatStore.update((s) => {
    const first = other !== undefined && s.chat_by_profile[other] === null;
    const withMessage = receive(s, conversationId, { messages: [message], create: first, profileId: first ? other : profileId });
    if (!entry) return withMessage;
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
      num_unread_messages: numUnread ?? entry.num_unread_messages,
    };
    const others = withMessage.chats.filter((c) => c.conversation.id !== conversationId);
    return { ...withMessage, chats: newer ? [updated, ...others] : withMessage.chats.map((c) => (c === entry ? updated : c)) };
  });
  if (!entry || chatsLoad.busy()) loadChats().catch(() => undefined);
}

/** A message from the live stream (either side, any tab) with its conversation's unread count. */
export const applyLiveMessage = (message: ChatMessage, numUnread: number): void => receiveMessage(message, { numUnread });

/** The server stored the member's own message to `profileId` (the answer to POST message.php or photo-message.php). */
export const applySentMessage = (message: ChatMessage, profileId: number): void => receiveMessage(message, { profileId });

/** The other side read the member's messages in a conversation up to a message id (live `read`). */
export const applyReadReceipt = (conversationId: number, readUpTo: number): void =>
  chatStore.update((s) => receive(s, conversationId, { messages: [], readUpTo }));

const fetchChat = (target: ChatTarget, page: { before?: number; after?: number } = {}): Promise<ChatAnswer> =>
  http.call(ENDPOINTS.chat, {
    query: { ...('conversationId' in target ? { id: target.conversationId } : { profile_id: target.profileId }), ...page },
  });

/**
 * GET /api/chat.php?id=|profile_id=: a conversation's newest page, which replaces the messages the
 * store had of it (messages that came in while it loaded stay), with its read receipt and paging.
 * Without a conversation the store remembers that there is none with that member yet, so that the
 * first message starts it. Answers the server's answer (profile, rules, ...); failures reject.
 */
export async function loadConversation(target: ChatTarget): Promise<ChatAnswer> {
  const gen = generation;
  const had = chatStore.get().chat_messages;
  const answer = await fetchChat(target);
  if (gen !== generation) return answer;
  const { conversation } = answer;
  chatStore.update((s) => {
    if (!conversation) {
      return 'profileId' in target && s.chat_by_profile[target.profileId] !== null
        ? { ...s, chat_by_profile: { ...s.chat_by_profile, [target.profileId]: null } }
        : s;
    }
    return receive(s, conversation.id, {
      messages: answer.messages,
      replaces: had[conversation.id] ?? [],
      readUpTo: conversation.read_up_to,
      hasMore: answer.has_more,
      historyHidden: answer.history_hidden,
      create: true,
      profileId: answer.profile.id,
    });
  });
  return answer;
}

/** GET /api/chat.php?id=&before=<oldest loaded id>: the page before the loaded messages (null: none loaded). */
export async function loadOlderMessages(conversationId: number): Promise<ChatAnswer | null> {
  const oldest = chatStore.get().chat_messages[conversationId]?.[0];
  if (!oldest) return null;
  const gen = generation;
  const answer = await fetchChat({ conversationId }, { before: oldest.id });
  if (gen === generation) {
    chatStore.update((s) => receive(s, conversationId, { messages: answer.messages, hasMore: answer.has_more, historyHidden: answer.history_hidden }));
  }
  return answer;
}

/**
 * After the live stream was down: GET /api/chat.php?id=&after=<newest loaded id>, page after page
 * (up to CATCH_UP_PAGES), with the read receipt. Answers the last answer (null: the conversation
 * has no loaded messages, nothing to catch up on); failures reject.
 */
export async function catchUpConversation(conversationId: number): Promise<ChatAnswer | null> {
  const gen = generation;
  let last: ChatAnswer | null = null;
  for (let page = 0; page < CATCH_UP_PAGES; page++) {
    const loaded = chatStore.get().chat_messages[conversationId];
    if (loaded === undefined) break;
    const answer = await fetchChat({ conversationId }, { after: loaded.at(-1)?.id ?? 0 });
    if (gen !== generation) return last;
    last = answer;
    chatStore.update((s) => receive(s, conversationId, { messages: answer.messages, readUpTo: answer.conversation?.read_up_to ?? 0 }));
    if (answer.messages.length < CHAT_RULES.pageSize) break;
  }
  return last;
}

// The live stream's chat events (shared-kernel/realtime announces them on the bus).
bus.on('live/message').subscribe(({ message, numUnread }) => applyLiveMessage(message, numUnread));
bus.on('live/read').subscribe(({ conversationId, readUpTo }) => applyReadReceipt(conversationId, readUpTo));
