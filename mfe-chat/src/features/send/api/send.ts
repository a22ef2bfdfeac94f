import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type SendAnswer = ResponseOf<Api['sendMessage']>;

/** Where a message goes: an existing conversation, or (the first message) a member. */
export type SendTarget = { conversation_id: number } | { profile_id: number };

/**
 * POST /api/message.php (text or gift). The key goes in the body (the server's idempotency) and
 * as the Idempotency-Key header, which lets the HTTP client retry the POST after a network error
 * or a 5xx: every retry carries the same key, so the server stores and charges at most once.
 */
export const sendMessage = (body: BodyOf<Api['sendMessage']>): Promise<SendAnswer> =>
  http.call(ENDPOINTS.sendMessage, { body, idempotencyKey: body.idempotency_key });

/** POST /api/photo-message.php?…&idempotency_key= with the image itself as the body (like POST /api/photo.php). */
export const sendPhotoMessage = (target: SendTarget, file: File, key: string): Promise<SendAnswer> =>
  http.call(ENDPOINTS.sendPhotoMessage, {
    query: { ...target, idempotency_key: key },
    body: file,
    headers: { 'Content-Type': file.type },
    idempotencyKey: key,
  });

/** POST /api/chat-typing.php: the member is typing (the caller throttles). */
export const sendTyping = (conversationId: number): Promise<unknown> =>
  http.call(ENDPOINTS.chatTyping, { body: { conversation_id: conversationId } });

/** POST /api/activation-mail.php: mails the logged-in member a new activation link. */
export const requestActivationMail = async (): Promise<void> => {
  await http.call(ENDPOINTS.activationMail, { body: {} });
};
