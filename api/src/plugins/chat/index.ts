import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, API_PATHS, PhotoMessageQuerySchema, type SendMessageResponse } from 'shared-kernel/contract';
import { registerEndpoint } from '../../http/route';
import type { Viewer } from '../../domain/members/viewer';
import { parseInput } from '../../http/validation';
import { notifyLive } from '../../realtime/notices';
import { cardViewOf } from '../../domain/members/cards';
import { processPhoto } from '../../domain/images/image';
import { imageBody, registerImageRoute } from '../../domain/images/image-route';
import { removePhotoFiles } from '../../domain/images/photo-files';
import { conversationGone, findMembership, isPartnerVisible } from '../../domain/chat/access';
import { listChats, loadChat, markRead, removeChat, type ChatCosts } from '../../domain/chat/conversations';
import { writeChatPhoto } from '../../domain/chat/photos';
import { replayMessage, sendMessage, type MessageTarget, type SendInput, type SendOutcome } from '../../domain/chat/send';


/** A member's typing signals pass on at most once per this many ms (the client sends one per CHAT_RULES.typingThrottleMs). */
export const TYPING_MIN_INTERVAL_MS = 1_000;
/** Members remembered by the typing limiter before it forgets the stale ones. */
const TYPING_LIMITER_SIZE = 10_000;

/**
 * Lets one typing signal per member through per interval: each one is a NOTIFY every API
 * process receives, so a client that sends faster only gets a 200.
 */
export class TypingLimiter {
  private readonly last = new Map<number, number>();
  constructor(
    private readonly intervalMs = TYPING_MIN_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  allow(profileId: number): boolean {
    const now = this.now();
    const previous = this.last.get(profileId);
    if (previous !== undefined && now - previous < this.intervalMs) return false;
    if (this.last.size >= TYPING_LIMITER_SIZE) {
      for (const [id, at] of this.last) if (now - at >= this.intervalMs) this.last.delete(id);
    }
    this.last.set(profileId, now);
    return true;
  }
}

const targetOf = (ids: { conversation_id?: number | undefined; profile_id?: number | undefined }): MessageTarget =>
  ids.conversation_id !== undefined ? { conversationId: ids.conversation_id } : { profileId: ids.profile_id! };

/**
 * Chat (issue 5): the conversations list, one conversation with its messages, removing a chat,
 * read receipts, typing and paid messages (text, gift, photo). Every change tells the tabs of
 * the members concerned through a live notice (realtime/notices.ts) in its own transaction; a
 * stored message is also emitted on `app.deps.chatEvents` for push notifications.
 */
export async function chatPlugin(app: FastifyInstance): Promise<void> {
  const { db, config, chatEvents } = app.deps;
  const checkResponses = config.nodeEnv !== 'production';
  const typing = new TypingLimiter();

  const siteOf = async (request: FastifyRequest): Promise<{ costs: ChatCosts; giftCredits: number }> => {
    const { settings } = await request.siteVariant();
    return {
      costs: { text: settings.message_credits, photo: settings.photo_credits, gift: settings.gift_credits, messageLength: settings.message_length },
      giftCredits: settings.gift_credits,
    };
  };

  const sent = (request: FastifyRequest, viewer: Viewer, outcome: SendOutcome): SendMessageResponse => {
    const { message, credits } = outcome.response;
    if (outcome.sent) {
      request.log.info(
        { userId: viewer.userId, conversationId: message.conversation_id, messageId: message.id, kind: message.kind, credits },
        'message sent',
      );
      chatEvents.emit('messageSent', outcome.sent);
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
    const membership = await findMembership(db.kysely, body.conversation_id, viewer.profileId);
    if (!membership) throw conversationGone();
    // A side that blocked the other (or is gone) does not hear them typing.
    if (typing.allow(viewer.profileId) && (await isPartnerVisible(db.kysely, viewer.profileId, membership.otherId, true))) {
      await notifyLive(db.kysely, { type: 'typing', to: [membership.otherId], conversation_id: membership.conversationId, profile_id: viewer.profileId });
    }
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

  // The photo message's body is the image itself: registered like POST /api/photo.php (profile plugin).
  registerImageRoute(app, API_PATHS.photoMessage, async (request, reply) => {
    const query = parseInput(PhotoMessageQuerySchema, request.query ?? {}, 'query');
    const viewer = await request.member();
    const target = targetOf(query);
    const data = imageBody(request);

    // A retry of a stored photo gets its answer without processing the picture again.
    const earlier = await replayMessage(db.kysely, viewer, { target, content: { kind: 'photo' }, idempotencyKey: query.idempotency_key });
    let result: SendMessageResponse;
    if (earlier) {
      result = sent(request, viewer, { response: earlier, replayed: true });
    } else {
      const { costs, giftCredits } = await siteOf(request);
      const photo = await writeChatPhoto(config.uploadsDir, await processPhoto(data));
      let outcome: SendOutcome;
      try {
        const input: SendInput = { target, content: { kind: 'photo', photo }, idempotencyKey: query.idempotency_key };
        outcome = await sendMessage(db.kysely, viewer, input, costs, giftCredits);
      } catch (err) {
        await removePhotoFiles(photo.paths);
        throw err;
      }
      // Another attempt with the same key stored its own copy first.
      if (outcome.replayed) await removePhotoFiles(photo.paths);
      result = sent(request, viewer, outcome);
    }
    if (checkResponses) api.sendPhotoMessage.response.parse(result);
    reply.code(api.sendPhotoMessage.status ?? 201);
    return result;
  });
}
