import { z } from 'zod';
import { IdSchema, QueryIdSchema, MAX_ID } from './common';
import { GiftSchema, IdempotencyKeySchema } from './gifts';
import { ProfileCardSchema } from './own-profile';
import { LIVE_CURSOR_PATTERN } from './constants';

/**
 * Chat (issue 5, SPEC §2, §3, §7, §9): conversations between two profiles, paid messages (text,
 * photo, gift), read receipts, typing, the live event stream and push subscriptions.
 *
 * A conversation is identified by its id (`/chats/{id}`) or, from the other side's point of
 * view, by the profile id (`/members/{id}/chat`). Messages are paid through the credit ledger in
 * the same transaction as they are stored; each send carries a client idempotency key.
 */

/** Query strings carry text: ids arrive as digits. */

export const MESSAGE_KINDS = ['text', 'photo', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const ChatPhotoSchema = z.object({
  /** Path of the full photo (prefix with settings.cdn_prefix). */
  filename: z.string(),
  thumb_filename: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** The member who sent it. */
  sender_profile_id: z.number().int(),
  /** Sent by the member who asks (the page's own side). */
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text (kind text); plain text, never HTML. */
  text: z.string().nullable(),
  photo: ChatPhotoSchema.nullable(),
  gift: GiftSchema.nullable(),
  /** ISO 8601 date-time. */
  created_at: z.string(),
});
export type ChatMessageData = z.infer<typeof ChatMessageSchema>;

/** What the conversations list shows of the newest message. */
export const LastMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** Up to 140 characters of the text (kind text), else null. */
  preview: z.string().nullable(),
  mine: z.boolean(),
  created_at: z.string(),
});

/** One entry of GET /api/chats.php (SPEC §3: conversation.id, profile.id, num_unread_messages). */
export const ChatListEntrySchema = z.object({
  conversation: z.object({
    id: z.number().int(),
    last_message: LastMessageSchema.nullable(),
    /** ISO 8601: the newest message, or when the conversation started. */
    updated_at: z.string(),
  }),
  profile: ProfileCardSchema,
  num_unread_messages: z.number().int().min(0),
});
export type ChatListEntry = z.infer<typeof ChatListEntrySchema>;
export const ChatsResponseSchema = z.object({ chats: z.array(ChatListEntrySchema) });

/**
 * Why the member cannot send in this conversation now (null when they can):
 * - conversation_limit: a member without premium already started CHAT_RULES.freeConversationLimit
 *   conversations and this one would be a new one;
 * - reply_needs_confirmation: the other member has not confirmed their e-mail address yet.
 */
export const SEND_BLOCKERS = ['conversation_limit', 'reply_needs_confirmation'] as const;
export const ChatRulesSchema = z.object({
  /** null: the member can send. */
  blocked_by: z.enum(SEND_BLOCKERS).nullable(),
  /** The member's own e-mail is unconfirmed: the other side cannot reply until it is. */
  own_unconfirmed: z.boolean(),
  /** Credits per message kind, for this member (SPEC §3 message_credits, photo_credits, gift_credits). */
  costs: z.object({ text: z.number().int().min(0), photo: z.number().int().min(0), gift: z.number().int().min(0) }),
  /** The member's balance. */
  credits: z.number().int().min(0),
  /** settings.message_length. */
  message_length: z.number().int().positive(),
});
export type ChatRules = z.infer<typeof ChatRulesSchema>;

/** GET /api/chat.php: one conversation (or none yet, when opened by profile id). */
export const ChatQuerySchema = z
  .object({
    /** The conversation id (`/chats/{id}`). */
    id: QueryIdSchema.optional(),
    /** The other member's profile id (`/members/{id}/chat`). */
    profile_id: QueryIdSchema.optional(),
    /** Page backwards: messages older than this message id. */
    before: QueryIdSchema.optional(),
    /** Catch up: messages newer than this message id (up to one page, oldest first). */
    after: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  })
  .strict()
  .refine((q) => (q.id === undefined) !== (q.profile_id === undefined), { message: 'validation.conversationOrProfile', path: ['id'] })
  .refine((q) => q.before === undefined || q.after === undefined, { message: 'validation.beforeOrAfter', path: ['before'] });

export const ChatResponseSchema = z.object({
  /** null: no conversation with this profile yet (the first message starts one). */
  conversation: z
    .object({
      id: z.number().int(),
      created_at: z.string(),
      /** The newest of the member's own messages the other side has read (0: none). */
      read_up_to: z.number().int().min(0),
    })
    .nullable(),
  profile: ProfileCardSchema,
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  /** Older messages exist that a `before` page can load. */
  has_more: z.boolean(),
  /** Older messages exist beyond the history limit: they are hidden. */
  history_hidden: z.boolean(),
  history_limit: z.number().int().positive(),
  rules: ChatRulesSchema,
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** DELETE /api/chat.php (SPEC §7): removes the conversation from the member's list. */
export const DeleteChatBodySchema = z.object({ conversation: z.object({ id: IdSchema }).strict() }).strict();

/** POST /api/chat-read.php: opening a chat marks it read up to a message. */
export const ChatReadBodySchema = z.object({ conversation_id: IdSchema, message_id: z.number().int().min(0).max(MAX_ID) }).strict();
export const ChatReadResponseSchema = z.object({ num_unread_messages: z.number().int().min(0) });

/** POST /api/chat-typing.php: the member is typing in a conversation (sent at most every CHAT_RULES.typingThrottleMs). */
export const ChatTypingBodySchema = z.object({ conversation_id: IdSchema }).strict();

/**
 * POST /api/message.php: a text or gift message, to a conversation or (the first one) to a profile.
 * Text is trimmed; its length limit is settings.message_length (checked by the server).
 */
export const SendMessageBodySchema = z
  .object({
    conversation_id: IdSchema.optional(),
    profile_id: IdSchema.optional(),
    kind: z.enum(['text', 'gift']),
    text: z.string().max(20_000).optional(),
    gift_id: IdSchema.optional(),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict()
  .refine((b) => (b.conversation_id === undefined) !== (b.profile_id === undefined), {
    message: 'validation.conversationOrProfile',
    path: ['conversation_id'],
  })
  .refine((b) => (b.kind === 'text' ? b.text !== undefined && b.gift_id === undefined : b.gift_id !== undefined && b.text === undefined), {
    message: 'validation.textOrGift',
    path: ['kind'],
  });

export const SendMessageResponseSchema = z.object({
  message: ChatMessageSchema,
  /** The sender's balance after the debit. */
  credits: z.number().int().min(0),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** POST /api/photo-message.php?…: the body is the image itself (JPEG, PNG or WebP), like POST /api/photo.php. */
export const PhotoMessageQuerySchema = z
  .object({
    conversation_id: QueryIdSchema.optional(),
    profile_id: QueryIdSchema.optional(),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict()
  .refine((q) => (q.conversation_id === undefined) !== (q.profile_id === undefined), {
    message: 'validation.conversationOrProfile',
    path: ['conversation_id'],
  });

/** POST /api/user.php?push=1 (SPEC §7): a browser's PushSubscription.toJSON(). */
export const PushQuerySchema = z.object({ push: z.literal('1') }).strict();
export const PushSubscriptionBodySchema = z
  .object({
    endpoint: z.string().url().max(2048).startsWith('https://', 'validation.pushHttps'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }).strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;
/** DELETE /api/user.php?push=1: this browser no longer wants push messages. */
export const PushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(2048) }).strict();

/**
 * GET /api/events.php: the live stream of a logged-in tab (text/event-stream, not JSON).
 * `last_event_id`: the last message event's id the client received (as the Last-Event-ID header
 * of a browser's own reconnect): the messages missed since are replayed after `hello`.
 */
export const EventsQuerySchema = z
  .object({ last_event_id: z.string().max(600).regex(LIVE_CURSOR_PATTERN, 'validation.invalidValue').optional() })
  .strict();

/** The `data:` of each live event (LIVE_EVENTS), JSON. */
export const LiveEventSchemas = {
  /** On every (re)connect: the client catches up (chats, likes, the open conversation after its newest message). */
  hello: z.object({ profile_id: z.number().int() }),
  /** A new message in one of the member's conversations (sent by either side, from any tab). */
  message: z.object({ message: ChatMessageSchema, num_unread_messages: z.number().int().min(0) }),
  /** The other side read the member's messages up to read_up_to. */
  read: z.object({ conversation_id: z.number().int(), read_up_to: z.number().int().min(0) }),
  /** The other side is typing. */
  typing: z.object({ conversation_id: z.number().int(), profile_id: z.number().int() }),
  /**
   * Likes changed: a like received or a new match, or (`seen`) the member saw profile_id's like in
   * one of their tabs (no longer new). The client reloads GET /api/likes.php.
   */
  likes: z.object({ profile_id: z.number().int(), match: z.boolean(), seen: z.boolean().optional() }),
  /** The conversations list changed otherwise (removed, read in another tab): reload it. */
  chats: z.object({}),
  /** The member's balance changed; `paid_user` comes along when a purchase made the member premium. */
  credits: z.object({ credits: z.number().int().min(0), paid_user: z.boolean().optional() }),
} as const;
export type LiveEventData<K extends keyof typeof LiveEventSchemas> = z.infer<(typeof LiveEventSchemas)[K]>;
