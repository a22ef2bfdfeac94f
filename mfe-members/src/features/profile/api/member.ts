import type { Api, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type MemberAnswer = ResponseOf<Api['member']>;
export type LikeAnswer = ResponseOf<Api['like']>;
export type BlockAnswer = ResponseOf<Api['block']>;

export const fetchMember = (id: number): Promise<MemberAnswer> => http.get<MemberAnswer>(API_PATHS.member, { query: { id } });

export const likeMember = (id: number): Promise<LikeAnswer> => http.post<LikeAnswer>(API_PATHS.like, { profile_id: id });

export const unlikeMember = (id: number): Promise<LikeAnswer> => http.del<LikeAnswer>(API_PATHS.like, { body: { profile_id: id } });

export const blockMember = (id: number): Promise<BlockAnswer> => http.post<BlockAnswer>(API_PATHS.block, { profile_id: id });

export const unblockMember = (id: number): Promise<BlockAnswer> => http.del<BlockAnswer>(API_PATHS.block, { body: { profile_id: id } });
