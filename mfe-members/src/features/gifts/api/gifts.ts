import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type ReceivedGiftsAnswer = ResponseOf<Api['receivedGifts']>;
export type SendGiftAnswer = ResponseOf<Api['sendGift']>;
export type SendGiftBody = BodyOf<Api['sendGift']>;

export const fetchReceivedGifts = (): Promise<ReceivedGiftsAnswer> => http.call(ENDPOINTS.receivedGifts);

/**
 * POST /api/gift.php. The key goes in the body (the server's idempotency) and as the
 * Idempotency-Key header, which lets the HTTP client retry the POST after a network error or a
 * 5xx: every retry carries the same key, so the server charges at most once.
 */
export const sendGift = (body: SendGiftBody): Promise<SendGiftAnswer> =>
  http.call(ENDPOINTS.sendGift, { body, idempotencyKey: body.idempotency_key });
