import type { Api, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type ChatAnswer = ResponseOf<Api['chat']>;

/** A conversation by its id (`/chats/{id}`) or by the other member's profile id (`/members/{id}/chat`). */
export type ChatTarget = { conversationId: number } | { profileId: number };

export interface ChatPage {
  /** Messages older than this message id. */
  before?: number;
  /** Messages newer than this message id (catching up). */
  after?: number;
}

/** GET /api/chat.php?id=|profile_id=[&before=|&after=]. */
export const fetchChat = (target: ChatTarget, page: ChatPage = {}): Promise<ChatAnswer> =>
  http.get<ChatAnswer>(API_PATHS.chat, {
    query: { ...('conversationId' in target ? { id: target.conversationId } : { profile_id: target.profileId }), ...page },
  });
