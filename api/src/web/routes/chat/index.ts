import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, type SendMessageResponse } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import type { Viewer } from '../../../domain/members/viewer';
import { cardViewOf } from '../../../domain/members/cards';
import { imageBody } from '../../image-route';
import { listChats, loadChat, markRead, removeChat, type ChatCosts } from '../../../domain/chat/conversations';
import { sendPhotoMessage } from '../../../domain/chat/photos';
import { sendMessage, type MessageTarget, type SendInput, type SendOutcome } from '../../../domain/chat/send';
import { signalTyping, TypingLimiter } from '../../../domain/chat/typing';
import { routePlugin } from '../../route-plugin';

const targetOf = (ids: { conversation_id?: number | undefined; profile_id?: number | undefined }): MessageTarget =>
  ids.conversation_id !== undefined ? { conversationId: ids.conversation_id } : { profileId: ids.profile_id! };

/**
 * Chat (issue 5): the conversations list, one conversation with its messages, removing a chat,
 * read receipts, typing and paid messages (text, gift, photo). Every change tells the tabs of
 * the members concerned through a live notice (db/live-notices.ts) in its own transaction; the
 * live hub passes a stored message's notice on to web push as well (`app.deps.chatEvents`).
 */
export async function chatPlugin(app: FastifyInstance): Promise<void> {
  const { db, config, live, store } = app.deps;
  const typing = new TypingLimiter();

  const siteOf = async (request: FastifyRequest): Promise<{ costs: ChatCosts; giftCredits: number }> => {
    const { settings } = await request.siteVariant();
    return {
      costs: { text: settings.message_credits, photo: settings.photo_credits, gift: settings.gift_credits, messageLength: settings.message_length },
      giftCredits: settings.gift_credits,
    };
  };

  const sent = async (request: FastifyRequest, viewer: Viewer, outcome: SendOutcome): Promise<SendMessageResponse> => {
    const { message, credits } = outcome.response;
    if (outcome.sent) {
      request.log.info(
        { userId: viewer.userId, conversationId: message.conversation_id, messageId: message.id, kind: message.kind, credits },
        'message sent',
      );
      // The hub has the message's notice (committed) and has handed it to push before the answer.
      await live.afterCommit(outcome.sent.messageId);
    } else {
      request.log.info({ userId: viewer.userId, conversationId: message.conversation_id, messageId: message.id }, 'message send replayed');
    }
    return outcome.response;
  };

  registerEndpoint(app, api.chats, async ({ request }) => {
    const viewer = await request.member();
    return { chats: await listChats(db.kysely, viewer.profileId, cardViewOf(await request.siteVariant())) };
  });

  registerEndpoint(app, api.chat, async ({ query, request }) => {
    const viewer = await request.member();
    const { costs } = await siteOf(request);
    return loadChat(db.kysely, viewer, query, { costs, historyLimit: config.chatHistoryLimit, view: cardViewOf(await request.siteVariant()) });
  });

  registerEndpoint(app, api.deleteChat, async ({ body, request }) => {
    const viewer = await request.member();
    await removeChat(db.kysely, viewer.profileId, body.conversation.id);
    request.log.info({ userId: viewer.userId, conversationId: body.conversation.id }, 'chat removed');
    return { ok: true as const };
  });

  registerEndpoint(app, api.chatRead, async ({ body, request }) => {
    const viewer = await request.member();
    await markRead(db.kysely, viewer.profileId, body.conversation_id, body.message_id);
    return { num_unread_messages: 0 };
  });

  registerEndpoint(app, api.chatTyping, async ({ body, request }) => {
    const viewer = await request.member();
    await signalTyping(db.kysely, viewer, body.conversation_id, typing);
    return { ok: true as const };
  });

  registerEndpoint(app, api.sendMessage, async ({ body, request }) => {
    const viewer = await request.member();
    const { costs, giftCredits } = await siteOf(request);
    const input: SendInput = {
      target: targetOf(body),
      content: body.kind === 'text' ? { kind: 'text', text: body.text! } : { kind: 'gift', giftId: body.gift_id! },
      idempotencyKey: body.idempotency_key,
    };
    return sent(request, viewer, await sendMessage(db.kysely, viewer, input, costs, giftCredits));
  });

  // The photo message's body is the image itself (`bodyKind: 'image'`, like POST /api/photo.php).
  registerEndpoint(app, api.sendPhotoMessage, async ({ query, request }) => {
    const viewer = await request.member();
    const target = targetOf(query);
    const data = imageBody(request);

    const site = await siteOf(request);
    return sent(request, viewer, await sendPhotoMessage(db.kysely, store, viewer, { target, idempotencyKey: query.idempotency_key, data }, site));
  });
}

export default routePlugin('member', chatPlugin);
