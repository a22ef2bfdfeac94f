import type { ChatListEntry, ChatMessageData } from 'shared-kernel/contract/chat';
import { bus } from 'shared-kernel/bus';
import { createStore, useStore } from 'shared-kernel/stores/store';

// The chat state alone: what every page of the shell needs (badges, page title). The loaders and
// actions (shared-kernel/stores/chat) load only with the pages and members that use them, so a
// visitor's first page does not carry them.

/** One conversation in the chat list (SPEC §3): an entry of GET /api/chats.php. */
export type ChatEntry = ChatListEntry;
export interface LikedByEntry {
  id: number;
  like_new: boolean;
  [key: string]: unknown;
}
export interface LikeProfile {
  id: number;
  [key: string]: unknown;
}
/** One message of a conversation (GET /api/chat.php, POST /api/message.php, the live stream). */
export type ChatMessage = ChatMessageData;
/** What the store knows of a conversation with loaded messages besides them (GET /api/chat.php, the live stream). */
export interface ChatThread {
  /** The newest of the member's own messages the other side has read (0: none). */
  readUpTo: number;
  /** Older messages exist that a `before` page can load. */
  hasMore: boolean;
  /** Older messages beyond the history limit are hidden (stays true once a page said so). */
  historyHidden: boolean;
}
export interface LastOpenedChat {
  profileId: number;
  /** ISO 8601 date-time. */
  date: string;
}

export interface ChatState {
  chats: ChatEntry[];
  likes: LikeProfile[];
  liked_by: LikedByEntry[];
  /** Messages by conversation id, oldest first, each id once (only shared-kernel/stores/chat writes them). */
  chat_messages: Record<number, ChatMessage[]>;
  /** Read receipt and history paging of each conversation in chat_messages. */
  chat_threads: Record<number, ChatThread>;
  /**
   * The conversation with a member by their profile id, as far as a conversation page asked
   * (null: none yet; the first message either side sends starts it and takes its place).
   */
  chat_by_profile: Record<number, number | null>;
  lastOpened: LastOpenedChat | null;
  /** Derived: sum of num_unread_messages. */
  totalUnread: number;
  /** Derived: liked_by entries with like_new. */
  totalNewLikes: number;
  /** Ids of the profiles the member liked (GET /api/likes.php `likes`). */
  likes_given: number[];
  /** Ids of the mutual likes (GET /api/likes.php `matches`). */
  matches: number[];
  /** true once GET /api/likes.php has answered for this session. */
  likesLoaded: boolean;
  /** true once GET /api/chats.php has answered for this session. */
  chatsLoaded: boolean;
}

const deriveChat = (s: ChatState): ChatState => {
  const totalUnread = s.chats.reduce((sum, c) => sum + (c.num_unread_messages || 0), 0);
  const totalNewLikes = s.liked_by.filter((l) => l.like_new).length;
  return totalUnread === s.totalUnread && totalNewLikes === s.totalNewLikes ? s : { ...s, totalUnread, totalNewLikes };
};

export const initialChatState: ChatState = {
  chats: [],
  likes: [],
  liked_by: [],
  chat_messages: {},
  chat_threads: {},
  chat_by_profile: {},
  lastOpened: null,
  totalUnread: 0,
  totalNewLikes: 0,
  likes_given: [],
  matches: [],
  likesLoaded: false,
  chatsLoaded: false,
};

export const chatStore = createStore<ChatState>(initialChatState, { derive: deriveChat });

export function useChatState(): ChatState;
export function useChatState<S>(selector: (state: ChatState) => S): S;
export function useChatState<S>(selector?: (state: ChatState) => S): S | ChatState {
  return useStore<ChatState, S | ChatState>(chatStore, selector ?? ((s) => s));
}

export const setChats = (chats: ChatEntry[]) => chatStore.update((s) => ({ ...s, chats }));

export const setLikes = (likes: LikeProfile[], liked_by: LikedByEntry[]) =>
  chatStore.update((s) => ({ ...s, likes, liked_by }));

export const markChatRead = (conversationId: number) =>
  chatStore.update((s) => ({
    ...s,
    chats: s.chats.map((c) => (c.conversation.id === conversationId ? { ...c, num_unread_messages: 0 } : c)),
  }));

export const removeChat = (conversationId: number) =>
  chatStore.update((s) => {
    const { [conversationId]: _messages, ...chat_messages } = s.chat_messages;
    const { [conversationId]: _thread, ...chat_threads } = s.chat_threads;
    // chat_by_profile may keep pointing at it: a conversation page by profile asks the server again.
    return { ...s, chats: s.chats.filter((c) => c.conversation.id !== conversationId), chat_messages, chat_threads };
  });

export const setLastOpened = (profileId: number, date: Date = new Date()) =>
  chatStore.update((s) => ({ ...s, lastOpened: { profileId, date: date.toISOString() } }));

export const resetChatState = () => chatStore.set(initialChatState);

/**
 * SPEC §9: opening a profile clears like_new on that profile's received like (the server does so
 * on GET /api/member.php); this keeps totalNewLikes in step without waiting for a reload.
 */
export const markLikeSeen = (profileId: number) =>
  chatStore.update((s) =>
    s.liked_by.some((l) => l.id === profileId && l.like_new)
      ? { ...s, liked_by: s.liked_by.map((l) => (l.id === profileId ? { ...l, like_new: false } : l)) }
      : s,
  );

// A member's counts and conversations never outlive the session: cleared when the user logs out.
bus.on('session/changed').subscribe(({ user }) => {
  if (!user) resetChatState();
});
