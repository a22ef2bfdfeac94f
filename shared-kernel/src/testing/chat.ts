import type { Api, ChatMessageData, ResponseOf, User } from '../contract';
import { CHAT_RULES } from '../contract/constants';
import { ERROR_CODES } from '../contract/error-codes';
import { mockError } from './accounts';
import { settingsFixture } from './fixtures';
import { mockGifts } from './gifts';
import { cardOf, findMockMember } from './members';

/**
 * A small chat world for the mocks, so mfe-chat runs standalone (`npm run dev -w mfe-chat`):
 * four conversations of the mock user, paid sends (text, photo, gift) from the user's credits with
 * idempotency keys kept in memory, read state, removal, the free members' conversation limit and a
 * member whose unconfirmed e-mail address blocks replies.
 */

/** The newest messages of a conversation that stay visible in the mocks (the server's CHAT_HISTORY_LIMIT). */
export const MOCK_HISTORY_LIMIT = 40;

/** Members whose e-mail address is not confirmed: the mock user cannot reply to them. */
const UNCONFIRMED_MEMBERS = new Set([3009]);

export const MOCK_CHAT_TEXTS = {
  insufficientCredits: 'Je hebt onvoldoende credits om dit bericht te versturen',
  conversationLimit: `Als gratis lid kun je maximaal ${CHAT_RULES.freeConversationLimit} gesprekken beginnen. Word premium lid om meer gesprekken te voeren.`,
  replyNeedsConfirmation: 'Dit lid heeft het e-mailadres nog niet bevestigd. Je kunt antwoorden zodra dat gebeurd is.',
  empty: 'Je bericht is leeg.',
  tooLong: `Een bericht mag maximaal ${settingsFixture.message_length} tekens lang zijn.`,
  conversationGone: 'Dit gesprek bestaat niet (meer).',
  profileGone: 'Dit profiel bestaat niet (meer).',
  giftGone: 'Dit cadeau bestaat niet (meer).',
  idempotencyConflict: 'Deze aanvraag is al met andere gegevens verstuurd.',
} as const;

interface MockConversation {
  id: number;
  /** The other member. */
  profileId: number;
  /** The mock user started it (counts towards the free limit). */
  startedByMe: boolean;
  createdAt: string;
  /** Oldest first. */
  messages: ChatMessageData[];
  /** The newest message of the other side that the mock user has read. */
  readByMe: number;
  /** The newest of the mock user's messages the other side has read. */
  readByThem: number;
  removed: boolean;
}

type SendAnswer = ResponseOf<Api['sendMessage']>;
type ChatAnswer = ResponseOf<Api['chat']>;

let conversations: MockConversation[] = [];
let nextMessageId = 1;
let nextConversationId = 7100;
const sentByKey = new Map<string, { fingerprint: string; answer: SendAnswer }>();
/** Push subscription endpoints stored by POST /api/user.php?push=1. */
export const mockPushEndpoints = new Set<string>();

const minutesAgo = (base: number, minutes: number) => new Date(base - minutes * 60_000).toISOString();

const LINES_THEIRS = [
  'Hoi! Leuk profiel heb je.',
  'Wat doe je graag in het weekend?',
  'Haha, dat herken ik wel.',
  'Ben je weleens in Utrecht?',
  'Ik hou ook van lange wandelingen.',
];
const LINES_MINE = ['Dank je, jij ook!', 'Meestal fietsen en koffie drinken.', 'Ja, best vaak eigenlijk.', 'Zullen we eens afspreken?'];

function textMessage(conversationId: number, mine: boolean, senderId: number, text: string, createdAt: string): ChatMessageData {
  return {
    id: nextMessageId++,
    conversation_id: conversationId,
    sender_profile_id: senderId,
    mine,
    kind: 'text',
    text,
    photo: null,
    gift: null,
    created_at: createdAt,
  };
}

export function resetMockChats(myProfileId = 2208): void {
  const now = Date.now();
  nextMessageId = 1;
  nextConversationId = 7100;
  sentByKey.clear();
  mockPushEndpoints.clear();

  // Femke (3001): a long conversation over several days (paging, the history limit), 2 unread.
  const femke: MockConversation = { id: 7001, profileId: 3001, startedByMe: false, createdAt: minutesAgo(now, 60 * 24 * 6), messages: [], readByMe: 0, readByThem: 0, removed: false };
  for (let i = 0; i < 45; i++) {
    const mine = i % 2 === 1;
    const lines = mine ? LINES_MINE : LINES_THEIRS;
    femke.messages.push(
      textMessage(7001, mine, mine ? myProfileId : 3001, `${lines[i % lines.length]!} (${i + 1})`, minutesAgo(now, 60 * 24 * 5 - i * 150)),
    );
  }
  femke.messages.push(textMessage(7001, false, 3001, 'Ben je er nog?', minutesAgo(now, 30)));
  femke.messages.push(textMessage(7001, false, 3001, 'Ik hoor graag van je 😊', minutesAgo(now, 12)));
  femke.readByMe = femke.messages[femke.messages.length - 3]!.id;
  femke.readByThem = femke.messages[femke.messages.length - 3]!.id;

  // Julia (3007, a fictional profile): a gift and a photo; read.
  const julia: MockConversation = { id: 7002, profileId: 3007, startedByMe: false, createdAt: minutesAgo(now, 60 * 30), messages: [], readByMe: 0, readByThem: 0, removed: false };
  julia.messages.push(textMessage(7002, false, 3007, 'Hallo, hoe gaat het met je?', minutesAgo(now, 60 * 29)));
  julia.messages.push({ ...textMessage(7002, true, myProfileId, '', minutesAgo(now, 60 * 28)), kind: 'gift', text: null, gift: mockGifts[0]! });
  julia.messages.push({
    ...textMessage(7002, false, 3007, '', minutesAgo(now, 60 * 27)),
    kind: 'photo',
    text: null,
    photo: { filename: 'photos/mock/chat-julia.jpg', thumb_filename: 'photos/mock/chat-julia_thumb.jpg', width: 800, height: 600 },
  });
  julia.readByMe = julia.messages[julia.messages.length - 1]!.id;
  julia.readByThem = julia.messages[1]!.id;

  // Noor (3004): started by the mock user; the last message is the user's, read by Noor (its text shows as text, not HTML).
  const noor: MockConversation = { id: 7003, profileId: 3004, startedByMe: true, createdAt: minutesAgo(now, 60 * 5), messages: [], readByMe: 0, readByThem: 0, removed: false };
  noor.messages.push(textMessage(7003, true, myProfileId, 'Hoi Noor, ik zag dat je ook van koken houdt!', minutesAgo(now, 60 * 5)));
  noor.messages.push(textMessage(7003, false, 3004, 'Klopt! Wat kook jij het liefst?', minutesAgo(now, 60 * 4)));
  noor.messages.push(textMessage(7003, true, myProfileId, 'Risotto <b>met</b> paddenstoelen.', minutesAgo(now, 60 * 3)));
  noor.readByMe = noor.messages[1]!.id;
  noor.readByThem = noor.messages[2]!.id;

  // Bram (3009) has not confirmed his e-mail address: the mock user cannot reply yet.
  const bram: MockConversation = { id: 7004, profileId: 3009, startedByMe: false, createdAt: minutesAgo(now, 60 * 2), messages: [], readByMe: 0, readByThem: 0, removed: false };
  bram.messages.push(textMessage(7004, false, 3009, 'Hey, zin om te kletsen?', minutesAgo(now, 60 * 2)));

  conversations = [femke, julia, noor, bram];
}
resetMockChats();

const visible = (c: MockConversation) => !c.removed && findMockMember(c.profileId) !== undefined;
const findConversation = (id: number) => conversations.find((c) => c.id === id && visible(c));
const conversationWith = (profileId: number) => conversations.find((c) => c.profileId === profileId && visible(c));
const lastOf = (c: MockConversation) => c.messages[c.messages.length - 1] ?? null;
const unreadOf = (c: MockConversation) => c.messages.filter((m) => !m.mine && m.id > c.readByMe).length;

/** GET /api/chats.php: the mock user's conversations, newest first. */
export function mockChats(): ResponseOf<Api['chats']> {
  const entries = conversations.filter(visible).map((c) => {
    const last = lastOf(c);
    return {
      conversation: {
        id: c.id,
        last_message: last && {
          id: last.id,
          kind: last.kind,
          preview: last.kind === 'text' ? (last.text ?? '').slice(0, 140) : null,
          mine: last.mine,
          created_at: last.created_at,
        },
        updated_at: last?.created_at ?? c.createdAt,
      },
      profile: cardOf(findMockMember(c.profileId)!),
      num_unread_messages: unreadOf(c),
    };
  });
  return { chats: entries.sort((a, b) => b.conversation.updated_at.localeCompare(a.conversation.updated_at)) };
}

/** Why the mock user cannot send to this member now (null: they can). */
function blockerFor(user: User, profileId: number, conversation: MockConversation | undefined) {
  if (conversation && !conversation.startedByMe && UNCONFIRMED_MEMBERS.has(profileId)) return 'reply_needs_confirmation' as const;
  const started = conversations.filter((c) => c.startedByMe && !c.removed).length;
  if (!conversation && !user.paid_user && started >= CHAT_RULES.freeConversationLimit) return 'conversation_limit' as const;
  return null;
}

function rulesFor(user: User, profileId: number, conversation: MockConversation | undefined) {
  return {
    blocked_by: blockerFor(user, profileId, conversation),
    own_unconfirmed: user.status === 'not_confirmed',
    costs: { text: settingsFixture.message_credits, photo: settingsFixture.photo_credits, gift: settingsFixture.gift_credits },
    credits: user.credits,
    message_length: settingsFixture.message_length,
  };
}

/** GET /api/chat.php: one conversation by id or by the other member's profile id, paged by message id. */
export function mockChat(user: User, query: Record<string, string>): ChatAnswer | Response {
  const byId = query.id !== undefined;
  const conversation = byId ? findConversation(Number(query.id)) : conversationWith(Number(query.profile_id));
  if (byId && !conversation) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.conversationGone);
  const profileId = conversation?.profileId ?? Number(query.profile_id);
  const member = findMockMember(profileId);
  if (!member) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.profileGone);
  const all = conversation?.messages ?? [];
  const shown = all.slice(-MOCK_HISTORY_LIMIT);
  let page: ChatMessageData[];
  let hasMore: boolean;
  if (query.after !== undefined) {
    page = shown.filter((m) => m.id > Number(query.after)).slice(0, CHAT_RULES.pageSize);
    hasMore = false;
  } else {
    const older = query.before === undefined ? shown : shown.filter((m) => m.id < Number(query.before));
    page = older.slice(-CHAT_RULES.pageSize);
    hasMore = older.length > page.length;
  }
  return {
    conversation: conversation ? { id: conversation.id, created_at: conversation.createdAt, read_up_to: conversation.readByThem } : null,
    profile: cardOf(member),
    messages: page,
    has_more: hasMore,
    history_hidden: all.length > shown.length,
    history_limit: MOCK_HISTORY_LIMIT,
    rules: rulesFor(user, profileId, conversation),
  };
}

/** DELETE /api/chat.php: removes the conversation from the mock user's list. */
export function deleteMockChat(id: number): { ok: true } | Response {
  const conversation = findConversation(id);
  if (!conversation) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.conversationGone);
  conversation.removed = true;
  return { ok: true };
}

/** POST /api/chat-read.php: the mock user read the conversation up to a message. */
export function readMockChat(conversationId: number, messageId: number): ResponseOf<Api['chatRead']> | Response {
  const conversation = findConversation(conversationId);
  if (!conversation) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.conversationGone);
  conversation.readByMe = Math.max(conversation.readByMe, messageId);
  return { num_unread_messages: unreadOf(conversation) };
}

/** POST /api/chat-typing.php: accepted for the mock user's own conversations. */
export const typingMockChat = (conversationId: number): { ok: true } | Response =>
  findConversation(conversationId) ? { ok: true } : mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.conversationGone);

export interface MockSend {
  conversation_id?: number;
  profile_id?: number;
  idempotency_key: string;
  kind: 'text' | 'gift' | 'photo';
  text?: string;
  gift_id?: number;
}

/**
 * A paid send of the mock user (POST /api/message.php and /api/photo-message.php): the same key
 * again answers the first result (a key with other content is a 409), a short balance a 402, the
 * free limit and an unconfirmed member a 403. `charge` stores the user's new balance.
 */
export function sendMockMessage(user: User, send: MockSend, charge: (credits: number) => void): SendAnswer | Response {
  const fingerprint = JSON.stringify([send.conversation_id, send.profile_id, send.kind, send.text, send.gift_id]);
  const earlier = sentByKey.get(send.idempotency_key);
  if (earlier) {
    return earlier.fingerprint === fingerprint ? earlier.answer : mockError(409, ERROR_CODES.idempotencyConflict, MOCK_CHAT_TEXTS.idempotencyConflict);
  }
  let conversation = send.conversation_id !== undefined ? findConversation(send.conversation_id) : conversationWith(send.profile_id!);
  if (send.conversation_id !== undefined && !conversation) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.conversationGone);
  const profileId = conversation?.profileId ?? send.profile_id!;
  if (!findMockMember(profileId)) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.profileGone);
  const blocker = blockerFor(user, profileId, conversation);
  if (blocker === 'conversation_limit') return mockError(403, ERROR_CODES.conversationLimit, MOCK_CHAT_TEXTS.conversationLimit);
  if (blocker === 'reply_needs_confirmation') return mockError(403, ERROR_CODES.replyNeedsConfirmation, MOCK_CHAT_TEXTS.replyNeedsConfirmation);
  const text = send.kind === 'text' ? (send.text ?? '').trim() : null;
  if (text !== null && text === '') return mockError(400, ERROR_CODES.validation, MOCK_CHAT_TEXTS.empty);
  if (text !== null && text.length > settingsFixture.message_length) return mockError(400, ERROR_CODES.validation, MOCK_CHAT_TEXTS.tooLong);
  const gift = send.kind === 'gift' ? mockGifts.find((g) => g.id === send.gift_id) : null;
  if (send.kind === 'gift' && !gift) return mockError(404, ERROR_CODES.notFound, MOCK_CHAT_TEXTS.giftGone);
  const cost =
    send.kind === 'text' ? settingsFixture.message_credits : send.kind === 'photo' ? settingsFixture.photo_credits : settingsFixture.gift_credits;
  if (user.credits < cost) return mockError(402, ERROR_CODES.insufficientCredits, MOCK_CHAT_TEXTS.insufficientCredits);

  const createdAt = new Date().toISOString();
  if (!conversation) {
    conversation = { id: nextConversationId++, profileId, startedByMe: true, createdAt, messages: [], readByMe: 0, readByThem: 0, removed: false };
    conversations.push(conversation);
  }
  const id = nextMessageId++;
  const message: ChatMessageData = {
    id,
    conversation_id: conversation.id,
    sender_profile_id: user.profile.id,
    mine: true,
    kind: send.kind,
    text,
    photo:
      send.kind === 'photo'
        ? { filename: `photos/mock/chat-${id}.jpg`, thumb_filename: `photos/mock/chat-${id}_thumb.jpg`, width: 800, height: 600 }
        : null,
    gift: gift ?? null,
    created_at: createdAt,
  };
  conversation.messages.push(message);
  const credits = user.credits - cost;
  charge(credits);
  const answer: SendAnswer = { message, credits };
  sentByKey.set(send.idempotency_key, { fingerprint, answer });
  return answer;
}
