import type { Kysely, Selectable } from 'kysely';
import type { ChatMessageData } from 'shared-kernel/contract';
import type { DbOrTrx, MessagesTable, Schema } from '../../db/schema';
import type { MessageSent } from '../../db/live-notices';

/** A message row with its gift (sent_gifts + gifts), as `messageQuery` selects it. */
export type MessageRow = Pick<
  Selectable<MessagesTable>,
  'id' | 'conversation_id' | 'sender_profile_id' | 'kind' | 'body' | 'photo_filename' | 'photo_thumb_filename' | 'photo_width' | 'photo_height' | 'created_at'
> & {
  gift_id: number | null;
  gift_code: string | null;
  gift_name: string | null;
  gift_emoji: string | null;
  gift_credits: number | null;
};

/**
 * The start of a query for messages (`messages as m`) with what a ChatMessage is made of: the
 * gift is the one sent (sent_gifts) with the credits paid for it.
 */
export function messageQuery(db: DbOrTrx) {
  return db
    .selectFrom('messages as m')
    .leftJoin('sent_gifts as sg', 'sg.id', 'm.sent_gift_id')
    .leftJoin('gifts as g', 'g.id', 'sg.gift_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_profile_id',
      'm.kind',
      'm.body',
      'm.photo_filename',
      'm.photo_thumb_filename',
      'm.photo_width',
      'm.photo_height',
      'm.created_at',
      'g.id as gift_id',
      'g.code as gift_code',
      'g.name as gift_name',
      'g.emoji as gift_emoji',
      'sg.credits as gift_credits',
    ]);
}

/** A message row as the contract's ChatMessage, seen by `viewerProfileId`. */
export function toChatMessage(row: MessageRow, viewerProfileId: number): ChatMessageData {
  const photo =
    row.kind === 'photo' && row.photo_filename !== null
      ? {
          filename: row.photo_filename,
          thumb_filename: row.photo_thumb_filename ?? row.photo_filename,
          width: row.photo_width ?? 1,
          height: row.photo_height ?? 1,
        }
      : null;
  const gift =
    row.gift_id !== null && row.gift_code !== null && row.gift_name !== null && row.gift_emoji !== null
      ? { id: row.gift_id, code: row.gift_code, name: row.gift_name, emoji: row.gift_emoji, credits: row.gift_credits ?? 0 }
      : null;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_profile_id: row.sender_profile_id,
    mine: row.sender_profile_id === viewerProfileId,
    kind: row.kind,
    text: row.kind === 'text' ? row.body : null,
    photo,
    gift,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * One message as a member of its conversation sees it, with that member's unread count of the
 * conversation (what a live 'message' event carries). Null when the viewer is not a member of
 * the conversation or the message is hidden for them (a removed chat: id <= hidden_up_to).
 */
export async function messageForViewer(
  db: Kysely<Schema>,
  messageId: number,
  viewerProfileId: number,
): Promise<{ message: ChatMessageData; num_unread_messages: number } | null> {
  const row = await messageQuery(db)
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.profile_id', '=', viewerProfileId),
    )
    .select(['cm.unread_count', 'cm.hidden_up_to'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  if (!row || row.id <= row.hidden_up_to) return null;
  return { message: toChatMessage(row, viewerProfileId), num_unread_messages: row.unread_count };
}

/**
 * A stored message as the chat events tell it (the live hub hands it to web push after the commit):
 * its sender, the other member of the conversation, and whether it is the conversation's first
 * (only a send starts a conversation, with its message, and messages are never deleted). Null when
 * there is no such message.
 */
export async function sentMessage(db: Kysely<Schema>, messageId: number): Promise<MessageSent | null> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as other', (join) =>
      join.onRef('other.conversation_id', '=', 'm.conversation_id').onRef('other.profile_id', '<>', 'm.sender_profile_id'),
    )
    .select((eb) => [
      'm.conversation_id',
      'm.sender_profile_id',
      'other.profile_id as recipient_profile_id',
      eb
        .not(eb.exists(eb.selectFrom('messages as earlier').select('earlier.id').whereRef('earlier.conversation_id', '=', 'm.conversation_id').whereRef('earlier.id', '<', 'm.id')))
        .$castTo<boolean>()
        .as('first_message'),
    ])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    messageId,
    conversationId: row.conversation_id,
    senderProfileId: row.sender_profile_id,
    recipientProfileId: row.recipient_profile_id,
    firstMessage: row.first_message,
  };
}
