import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { MODERATION_ENDPOINTS } from 'shared-kernel/contract/moderation-rules';
import { http } from 'shared-kernel/http';

export type StatementsAnswer = ResponseOf<Api['ownStatements']>;
export type AppealBody = BodyOf<Api['appeal']>;

/** GET /api/decisions.php: the member's statements of reasons, newest first. */
export const fetchStatements = (): Promise<StatementsAnswer> => http.call(MODERATION_ENDPOINTS.ownStatements);

/** POST /api/appeal.php: an appeal against one of them. */
export const sendAppeal = (body: AppealBody): Promise<ResponseOf<Api['appeal']>> => http.call(MODERATION_ENDPOINTS.appeal, { body });
