import { EventEmitter } from 'node:events';
import { sql, type RawBuilder } from 'kysely';
import type { ChatMessageData } from 'shared-kernel/contract';
import type { DbOrTrx } from './schema';

/**
 * Live notices (issue 5): what one API process tells every process (itself included) through
 * PostgreSQL NOTIFY, so that each can pass it on to the event streams of its own clients
 * (GET /api/events.php). Payloads carry ids, never records (NOTIFY's limit is 8000 bytes):
 * the process that delivers a notice loads what its client may see.
 *
 * `to` lists the profile ids whose tabs receive the notice.
 */
export const LIVE_CHANNEL = 'hartklop_live';

/**
 * The channel a process listens on for its database schema: LIVE_CHANNEL in the default schema,
 * `hartklop_live_<schema>` in another one, so that sites or test runs in separate schemas of one
 * PostgreSQL server never receive each other's notices (notifyLive picks the same name from the
 * transaction's current_schema()).
 */
export const liveChannel = (schema?: string): string => (!schema || schema === 'public' ? LIVE_CHANNEL : `${LIVE_CHANNEL}_${schema}`);

/**
 * What a message notice may carry so that delivering it costs no query (a text sent in one
 * statement, domain/chat/send.ts): the message as the contract's ChatMessage without `mine` (each
 * stream's member decides that), each member's unread count of the conversation at the send, and
 * what the chat events tell of it. Only when the payload stays within NOTIFY's limit; otherwise the
 * notice has ids only and the delivering process loads the message per member, as for other sends.
 */
export interface CarriedMessage {
  message: Omit<ChatMessageData, 'mine'>;
  /** [profile id, unread count] of both members. */
  unread: Array<[number, number]>;
  sent: {
    recipient_profile_id: number;
    first_message: boolean;
    /**
     * Whether the recipient had a web push subscription at the send (a text statement tells it):
     * false spares web push its look-up of the recipient. Absent: unknown, web push looks.
     */
    recipient_subscribed?: boolean;
  };
}

export type LiveNotice =
  /** A message was stored: both sides' tabs receive it (the sender's other tabs too); `to` is [sender, recipient]. */
  | { type: 'message'; to: number[]; conversation_id: number; message_id: number; carried?: CarriedMessage }
  /** `reader` read the conversation up to `read_up_to` (message id): the other side sees read receipts. */
  | { type: 'read'; to: number[]; conversation_id: number; reader: number; read_up_to: number }
  | { type: 'typing'; to: number[]; conversation_id: number; profile_id: number }
  /** `profile_id` liked the receiver (match: it was mutual), or `seen`: the receiver saw that like (in one of their tabs). */
  | { type: 'likes'; to: number[]; profile_id: number; match: boolean; seen?: boolean }
  /** The conversations list changed otherwise (a chat removed, read in another tab). */
  | { type: 'chats'; to: number[] }
  /** The balance changed; `paid_user` when it changed with it (a first purchase makes the member premium). */
  | { type: 'credits'; to: number[]; credits: number; paid_user?: boolean }
  /**
   * The site settings changed (sent by the trigger of migration 0034 at the change's commit, `to`
   * empty): every process drops its cached settings (domain/site/site-variant.ts `SiteVariants`).
   */
  | { type: 'settings'; to: number[] };

/**
 * Sends notices to every API process. Inside a transaction PostgreSQL delivers it at commit and
 * drops it on rollback, so call it in the transaction that made the change.
 */
export async function notifyLive(db: DbOrTrx, ...notices: LiveNotice[]): Promise<void> {
  const addressed = notices.filter((notice) => notice.to.length > 0);
  if (addressed.length === 0) return;
  // Several notices in one statement: one round trip, delivered in this order.
  const calls = addressed.map((notice) => notifyCall(sql<string>`${JSON.stringify(notice)}`));
  await sql`select ${sql.join(calls)}`.execute(db);
}

/**
 * The SQL call that sends one notice (its JSON text) on the live channel of the statement's
 * schema: for a statement that builds its notices itself (a message sent in one statement).
 */
export function notifyCall(payload: RawBuilder<string>): RawBuilder<void> {
  const schema = sql`coalesce(current_schema(), 'public')`;
  const channel = sql`case when ${schema} = 'public' then ${LIVE_CHANNEL} else ${LIVE_CHANNEL} || '_' || ${schema} end`;
  return sql<void>`pg_notify(${channel}, ${payload})`;
}

/** A chat message committed by this process (after the transaction): `domain/chat/messages.ts` sentMessage. */
export interface MessageSent {
  messageId: number;
  conversationId: number;
  senderProfileId: number;
  recipientProfileId: number;
  /** The first message of the conversation (the notification setting new_conversations applies, else new_messages). */
  firstMessage: boolean;
}

/**
 * The messages this process committed, as its live hub receives their notices (`LiveHub.committed`,
 * `app.deps.chatEvents`; web push listens to messageSent). Only the hub emits: once per stored
 * message, in the process whose connection stored it, after the commit; a rollback emits nothing.
 */
export class ChatEvents extends EventEmitter<{ messageSent: [MessageSent, SentHints?] }> {}

/** What the send's notice knew besides the message (see CarriedMessage), for whoever listens to `messageSent`. */
export interface SentHints {
  /** false: the recipient had no web push subscription at the send. */
  recipientSubscribed?: boolean | undefined;
}
