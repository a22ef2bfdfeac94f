import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type BlockAnswer = ResponseOf<Api['block']>;

/** POST /api/block.php: the member no longer sees them, nor they the member; their chats go. */
export const blockMember = (profileId: number): Promise<BlockAnswer> => http.call(ENDPOINTS.block, { body: { profile_id: profileId } });
