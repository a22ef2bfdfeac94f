import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type MemberAnswer = ResponseOf<Api['member']>;
export type LikeAnswer = ResponseOf<Api['like']>;
export type BlockAnswer = ResponseOf<Api['block']>;

export const fetchMember = (id: number): Promise<MemberAnswer> => http.call(ENDPOINTS.member, { query: { id } });

export const likeMember = (id: number): Promise<LikeAnswer> => http.call(ENDPOINTS.like, { body: { profile_id: id } });

export const unlikeMember = (id: number): Promise<LikeAnswer> => http.call(ENDPOINTS.unlike, { body: { profile_id: id } });

export const blockMember = (id: number): Promise<BlockAnswer> => http.call(ENDPOINTS.block, { body: { profile_id: id } });

export const unblockMember = (id: number): Promise<BlockAnswer> => http.call(ENDPOINTS.unblock, { body: { profile_id: id } });

export type ChatRulesAnswer = ResponseOf<Api['chat']>['rules'];

/**
 * Whether the member can write to this profile now (GET /api/chat.php by profile id, read only):
 * the icebreaker asks before it offers opening lines, so a line is never chosen for a chat without
 * a send box. The server checks again on every send.
 */
export const fetchChatRules = (profileId: number): Promise<ChatRulesAnswer> =>
  http.call(ENDPOINTS.chat, { query: { profile_id: profileId } }).then((answer) => answer.rules);
