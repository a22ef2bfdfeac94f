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
export interface LastOpenedChat {
  profileId: number;
  /** ISO 8601 date-time. */
  date: string;
}

export interface ChatState {
  chats: ChatEntry[];
  likes: LikeProfile[];
  liked_by: LikedByEntry[];
  /** Messages by conversation id. */
  chat_messages: Record<number, ChatMessage[]>;
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

export const setChatMessages = (conversationId: number, messages: ChatMessage[]) =>
  chatStore.update((s) => ({ ...s, chat_messages: { ...s.chat_messages, [conversationId]: messages } }));

export const markChatRead = (conversationId: number) =>
  chatStore.update((s) => ({
    ...s,
    chats: s.chats.map((c) => (c.conversation.id === conversationId ? { ...c, num_unread_messages: 0 } : c)),
  }));

export const removeChat = (conversationId: number) =>
  chatStore.update((s) => {
    const { [conversationId]: _removed, ...chat_messages } = s.chat_messages;
    return { ...s, chats: s.chats.filter((c) => c.conversation.id !== conversationId), chat_messages };
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
