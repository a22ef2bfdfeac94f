import { sql } from 'kysely';
import { CHAT_RULES, type ChatListEntry, type ChatResponse, type ChatRules, type ProfileCard } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import { DomainError, byKey } from '../errors';
import { ERROR_CODES } from 'shared-kernel/contract';
import { CARD_COLUMNS, toCards, type CardView } from '../members/cards';
import type { Viewer } from '../members/viewer';
import { profileGone } from '../members/visibility';
import { notifyLive } from '../../db/live-notices';
import { conversationGone, findMembership, findMembershipWith, isPartnerVisible, partnerAccount, startedConversations, visiblePartners, type Membership } from './access';
import { messageQuery, toChatMessage } from './messages';


/** Conversations listed at most (newest activity first). */
export const CHATS_LIST_LIMIT = 500;
/** Characters of a text message the conversations list shows. */
export const PREVIEW_LENGTH = 140;

export const notYourself = () => new DomainError('invalid', ERROR_CODES.validation, byKey('errors.chat.notYourself'), { field: 'profile_id' });

/** What a message of each kind costs on the request's site, and the longest text. */
export interface ChatCosts {
  text: number;
  photo: number;
  gift: number;
  messageLength: number;
}

async function cardOf(db: Db, profileId: number, view: CardView): Promise<ProfileCard> {
  const row = await db.selectFrom('profiles as p').select(CARD_COLUMNS).where('p.id', '=', profileId).executeTakeFirst();
  if (!row) throw profileGone();
  const [card] = await toCards(db, [row], view);
  return card!;
}

/**
 * GET /api/chats.php: the member's conversations that are not removed, newest activity first,
 * without those with a profile the member may not see. Reads the partial index of the member's
 * conversations, then the cards of the (few) other sides.
 */
export async function listChats(db: Db, profileId: number, view: CardView): Promise<ChatListEntry[]> {
  const rows = await db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .select([
      'c.id',
      'c.created_at',
      'c.last_message_at',
      'cm.unread_count',
      'cm.hidden_up_to',
      'lm.id as last_id',
      'lm.kind as last_kind',
      'lm.sender_profile_id as last_sender',
      'lm.created_at as last_created_at',
    ])
    .select(sql<string | null>`left(lm.body, ${PREVIEW_LENGTH})`.as('last_preview'))
    .select(sql<number>`case when c.profile_low = ${profileId} then c.profile_high else c.profile_low end`.as('other_id'))
    .where('cm.profile_id', '=', profileId)
    // Literally `not removed`: the partial index conversation_members_profile has that predicate.
    .where(sql<boolean>`not cm.removed`)
    .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(CHATS_LIST_LIMIT)
    .execute();
  const visible = await visiblePartners(
    db,
    profileId,
    rows.map((r) => r.other_id),
  );
  const shown = rows.filter((r) => visible.has(r.other_id));
  if (shown.length === 0) return [];
  const cardRows = await db
    .selectFrom('profiles as p')
    .select(CARD_COLUMNS)
    .where('p.id', 'in', shown.map((r) => r.other_id))
    .execute();
  const cards = await toCards(db, cardRows, view);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return shown.flatMap((row) => {
    const profile = cardById.get(row.other_id);
    if (!profile) return [];
    const hasLast = row.last_id !== null && row.last_kind !== null && row.last_created_at !== null && row.last_id > row.hidden_up_to;
    return [
      {
        conversation: {
          id: row.id,
          last_message: hasLast
            ? {
                id: row.last_id!,
                kind: row.last_kind!,
                preview: row.last_kind === 'text' ? row.last_preview : null,
                mine: row.last_sender === profileId,
                created_at: row.last_created_at!.toISOString(),
              }
            : null,
          updated_at: (row.last_message_at ?? row.created_at).toISOString(),
        },
        profile,
        num_unread_messages: row.unread_count,
      },
    ];
  });
}

/**
 * Why the member cannot send in this conversation (or to this profile, without one) now: the
 * same checks, in the same order, as a send makes (see send.ts).
 */
export async function chatRules(db: Db, viewer: Viewer, otherId: number, conversationExists: boolean, costs: ChatCosts): Promise<ChatRules> {
  const own = await db.selectFrom('users').select(['paid_user', 'status', 'credits']).where('id', '=', viewer.userId).executeTakeFirstOrThrow();
  let blockedBy: ChatRules['blocked_by'] = null;
  if (!conversationExists && !own.paid_user && (await startedConversations(db, viewer.profileId)) >= CHAT_RULES.freeConversationLimit) {
    blockedBy = 'conversation_limit';
  }
  if (blockedBy === null && (await partnerAccount(db, otherId))?.userStatus === 'not_confirmed') blockedBy = 'reply_needs_confirmation';
  return {
    blocked_by: blockedBy,
    own_unconfirmed: own.status === 'not_confirmed',
    costs: { text: costs.text, photo: costs.photo, gift: costs.gift },
    credits: own.credits,
    message_length: costs.messageLength,
  };
}

export interface ChatQuery {
  id?: number | undefined;
  profile_id?: number | undefined;
  before?: number | undefined;
  after?: number | undefined;
}

interface MessagePage {
  messages: ChatResponse['messages'];
  has_more: boolean;
  history_hidden: boolean;
}

/**
 * One page of a conversation as the member sees it, oldest first. Messages up to `hidden_up_to`
 * (a removed chat) and those older than the newest `historyLimit` are never returned.
 * `has_more`: older messages within what the member may see exist before the page.
 */
async function messagePage(db: Db, membership: Membership, profileId: number, query: ChatQuery, historyLimit: number): Promise<MessagePage> {
  const conversationId = membership.conversationId;
  // The oldest message within the history limit (messages_conversation: conversation_id, id desc).
  const floor = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .offset(historyLimit - 1)
    .limit(1)
    .executeTakeFirst();
  const lowBound = Math.max(membership.hiddenUpTo, floor ? floor.id - 1 : 0);
  const olderExists = async (below: number, above: number): Promise<boolean> => {
    if (below <= above + 1) return false;
    const row = await db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('id', '>', above)
      .where('id', '<', below)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  };
  const historyHidden = floor !== undefined && (await olderExists(floor.id, membership.hiddenUpTo));

  const base = messageQuery(db).where('m.conversation_id', '=', conversationId).where('m.id', '>', lowBound);
  let rows;
  let hasMore: boolean;
  if (query.after !== undefined) {
    rows = await base.where('m.id', '>', query.after).orderBy('m.id', 'asc').limit(CHAT_RULES.pageSize).execute();
    hasMore = await olderExists(rows[0]?.id ?? query.after + 1, lowBound);
  } else {
    const newestFirst = await (query.before !== undefined ? base.where('m.id', '<', query.before) : base)
      .orderBy('m.id', 'desc')
      .limit(CHAT_RULES.pageSize + 1)
      .execute();
    hasMore = newestFirst.length > CHAT_RULES.pageSize;
    rows = newestFirst.slice(0, CHAT_RULES.pageSize).reverse();
  }
  return { messages: rows.map((row) => toChatMessage(row, profileId)), has_more: hasMore, history_hidden: historyHidden };
}

/** GET /api/chat.php: a conversation by id (only the member's own) or by the other profile's id. */
export async function loadChat(
  db: Db,
  viewer: Viewer,
  query: ChatQuery,
  options: { costs: ChatCosts; historyLimit: number; view: CardView },
): Promise<ChatResponse> {
  let membership: Membership | undefined;
  let otherId: number;
  if (query.id !== undefined) {
    membership = await findMembership(db, query.id, viewer.profileId);
    if (!membership) throw conversationGone();
    otherId = membership.otherId;
    if (!(await isPartnerVisible(db, viewer.profileId, otherId, true))) throw conversationGone();
  } else {
    otherId = query.profile_id!;
    if (otherId === viewer.profileId) throw notYourself();
    membership = await findMembershipWith(db, viewer.profileId, otherId);
    if (!(await isPartnerVisible(db, viewer.profileId, otherId, membership !== undefined))) throw profileGone();
  }

  const [profile, rules] = await Promise.all([
    cardOf(db, otherId, options.view),
    chatRules(db, viewer, otherId, membership !== undefined, options.costs),
  ]);
  if (!membership) {
    return { conversation: null, profile, messages: [], has_more: false, history_hidden: false, history_limit: options.historyLimit, rules };
  }
  const other = await db
    .selectFrom('conversation_members')
    .select('read_up_to')
    .where('conversation_id', '=', membership.conversationId)
    .where('profile_id', '=', otherId)
    .executeTakeFirst();
  const page = await messagePage(db, membership, viewer.profileId, query, options.historyLimit);
  return {
    conversation: { id: membership.conversationId, created_at: membership.createdAt.toISOString(), read_up_to: other?.read_up_to ?? 0 },
    profile,
    ...page,
    history_limit: options.historyLimit,
    rules,
  };
}

/**
 * DELETE /api/chat.php: removes the conversation from the member's list and hides its messages
 * so far for them (the other side keeps theirs). A new message brings it back with what follows.
 */
export async function removeChat(db: Db, profileId: number, conversationId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .updateTable('conversation_members as cm')
      .from('conversations as c')
      .set({ removed: true, unread_count: 0, hidden_up_to: sql<number>`coalesce(c.last_message_id, 0)` })
      .whereRef('c.id', '=', 'cm.conversation_id')
      .where('cm.conversation_id', '=', conversationId)
      .where('cm.profile_id', '=', profileId)
      .returning('cm.conversation_id')
      .executeTakeFirst();
    if (!removed) throw conversationGone();
    await notifyLive(trx, { type: 'chats', to: [profileId] });
  });
}

/**
 * POST /api/chat-read.php: the member has read the conversation up to a message. Their unread
 * count becomes 0; `read_up_to` (the other side's read receipts) only moves forward and never past
 * the other side's newest message.
 */
export async function markRead(db: Db, profileId: number, conversationId: number, messageId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const membership = await findMembership(trx, conversationId, profileId);
    if (!membership) throw conversationGone();
    const newest = await trx
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conversation_id', '=', conversationId)
      .where('sender_profile_id', '=', membership.otherId)
      .executeTakeFirst();
    const target = Math.min(messageId, Number(newest?.id ?? 0));
    const updated = await trx
      .updateTable('conversation_members')
      .set({ unread_count: 0, read_up_to: sql<number>`greatest(read_up_to, ${target})` })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', profileId)
      .returning('read_up_to')
      .executeTakeFirstOrThrow();
    const readUpTo = Number(updated.read_up_to);
    if (readUpTo > membership.readUpTo) {
      await notifyLive(trx, { type: 'read', to: [membership.otherId], conversation_id: conversationId, reader: profileId, read_up_to: readUpTo });
    }
    if (membership.unreadCount > 0) await notifyLive(trx, { type: 'chats', to: [profileId] });
  });
}
