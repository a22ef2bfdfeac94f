import { sql, type RawBuilder, type Transaction } from 'kysely';
import { CHAT_RULES, ERROR_CODES, type ChatMessageData, type SendMessageResponse } from 'shared-kernel/contract';
import { payInOneStatement, payOnce, replayPaid, type PaidActionKey, type PaidOutcome } from '../../credits/pay-once';
import type { LedgerEntry } from '../../credits/ledger';
import type { Db, LedgerReason, MessageKind, Schema } from '../../db/schema';
import { DomainError, notFound, byKey } from '../errors';
import type { CarriedMessage, LiveNotice, MessageSent } from '../../db/live-notices';
import { notifyCall, notifyLive } from '../../db/live-notices';
import { findGift } from '../gifts/catalogue';
import type { Viewer } from '../members/viewer';
import { profileGone, visibleProfile } from '../members/visibility';
import {
  conversationGone,
  findMembership,
  findMembershipWith,
  isPartnerVisible,
  pairOf,
  partnerAccount,
  partnerVisibleSql,
  startedConversations,
} from './access';
import { notYourself, type ChatCosts } from './conversations';
import { messageQuery, toChatMessage } from './messages';


/** Where a message goes: an existing conversation of the sender, or a profile (the first message starts one). */
export type MessageTarget = { conversationId: number } | { profileId: number };

/** A chat photo as stored under the uploads directory. */
export interface StoredChatPhoto {
  filename: string;
  thumb_filename: string;
  width: number;
  height: number;
}

export type MessageContent = { kind: 'text'; text: string } | { kind: 'gift'; giftId: number } | { kind: 'photo'; photo: StoredChatPhoto };

export interface SendInput {
  target: MessageTarget;
  content: MessageContent;
  idempotencyKey: string;
}

export interface SendOutcome {
  response: SendMessageResponse;
  /** An earlier send with the same key answered: nothing was stored or charged now. */
  replayed: boolean;
  /** The message stored now (its live notice, at commit, reaches streams and push through the hub). */
  sent?: MessageSent;
}

export const insufficientCredits = () => new DomainError('paymentRequired', ERROR_CODES.insufficientCredits, byKey('errors.chat.insufficientCredits'));
const idempotencyConflict = () => new DomainError('conflict', ERROR_CODES.idempotencyConflict, byKey('errors.chat.idempotencyConflict'));
const conversationLimit = () => new DomainError('forbidden', ERROR_CODES.conversationLimit, byKey('errors.chat.conversationLimit'));
const replyNeedsConfirmation = (name: string) => new DomainError('forbidden', ERROR_CODES.replyNeedsConfirmation, byKey('errors.chat.replyNeedsConfirmation', { name }));

const LEDGER_REASONS: Record<MessageKind, LedgerReason> = { text: 'message', photo: 'photo_message', gift: 'gift' };

/** The text as stored: trimmed, not empty, within settings.message_length. */
export function checkedText(raw: string, maxLength: number): string {
  const text = raw.trim();
  if (text === '') throw new DomainError('invalid', ERROR_CODES.validation, byKey('errors.chat.emptyText'), { field: 'text' });
  if (text.length > maxLength) throw new DomainError('invalid', ERROR_CODES.validation, byKey('errors.chat.textTooLong', { max: maxLength }), { field: 'text' });
  return text;
}

async function loadMessage(db: Db | Transaction<Schema>, messageId: number, viewerProfileId: number) {
  const row = await messageQuery(db).where('m.id', '=', messageId).executeTakeFirstOrThrow();
  return toChatMessage(row, viewerProfileId);
}

/** What a message send answers; `sent` only when the message was stored now. */
interface SendAnswer {
  response: SendMessageResponse;
  sent?: MessageSent;
}

/** A photo's own bytes are not compared on a replay: the key, target and kind are. */
type ReplayInput = Omit<SendInput, 'content'> & { content: MessageContent | { kind: 'photo' } };

/** The paid action of a send, as `payOnce` knows it: the sender's key and how an earlier send with it answers. */
function keyOf(db: Db, sender: Viewer, input: ReplayInput): PaidActionKey<SendAnswer> {
  return {
    db,
    userId: sender.userId,
    key: input.idempotencyKey,
    reason: LEDGER_REASONS[input.content.kind],
    errors: { insufficientCredits, idempotencyConflict },
    // The ledger row first (payOnce): a message commits with its ledger row, so once that is seen
    // the message is too (the other order could miss a message committed between the two reads).
    replay: async (entry, db) => {
      const row = await db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .leftJoin('sent_gifts as sg', 'sg.id', 'm.sent_gift_id')
        .select(['m.id', 'm.conversation_id', 'm.kind', 'm.body', 'c.profile_low', 'c.profile_high', 'sg.gift_id'])
        .where('m.sender_profile_id', '=', sender.profileId)
        .where('m.idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      // The key paid for something else (a gift sent from a profile, another paid action).
      if (!row) throw idempotencyConflict();
      const otherId = row.profile_low === sender.profileId ? row.profile_high : row.profile_low;
      const sameTarget = 'conversationId' in input.target ? input.target.conversationId === row.conversation_id : input.target.profileId === otherId;
      const content = input.content;
      const sameContent =
        content.kind === row.kind &&
        (content.kind !== 'text' || ('text' in content && content.text.trim() === row.body)) &&
        (content.kind !== 'gift' || ('giftId' in content && content.giftId === row.gift_id));
      if (!sameTarget || !sameContent) throw idempotencyConflict();
      return { response: { message: await loadMessage(db, row.id, sender.profileId), credits: entry.balance_after } };
    },
  };
}

/**
 * The answer of an earlier send with this key, or undefined when there was none. The same key
 * for another conversation, kind, text or gift (or for another paid action, such as a gift sent
 * from a profile) is a 409: the client reused a key it should not have.
 */
export async function replayMessage(db: Db, sender: Viewer, input: ReplayInput): Promise<SendMessageResponse | undefined> {
  return (await replayPaid(keyOf(db, sender, input)))?.response;
}

/**
 * Sends a message through `payOnce` (credits/pay-once.ts): in one transaction the checks
 * (visibility, the free members' conversation limit, the reply rule), the conversation when it is
 * the first message, the debit with its ledger row, the message, the conversation's order and
 * unread count, and the live notices (delivered at commit). A retry with the same idempotency key
 * (one after the other or at the same moment) gets the first answer and pays nothing.
 */
export async function sendMessage(db: Db, sender: Viewer, input: SendInput, costs: ChatCosts, giftCredits: number): Promise<SendOutcome> {
  const content = input.content;
  // A valid text to someone else: one statement when their conversation exists. Anything else,
  // refusals of the input included, takes the transaction below, which answers them in its order
  // (a replayed key before the text's checks).
  const toSelf = 'profileId' in input.target && input.target.profileId === sender.profileId;
  const text = content.kind === 'text' ? content.text.trim() : '';
  if (content.kind === 'text' && !toSelf && text !== '' && text.length <= costs.messageLength) {
    // The client writes to a started conversation by its id, so a profile is the target of a first
    // message: a premium member tries starting the conversation first (a free member's limit takes the
    // transaction), and writes into the conversation when there is one.
    const first =
      'profileId' in input.target && sender.paidUser ? await sendFirstTextInOneStatement(db, sender, { ...input, target: input.target }, text, costs.text) : CONVERSATION_EXISTS;
    const outcome = first === CONVERSATION_EXISTS ? await sendTextInOneStatement(db, sender, input, text, costs.text) : first;
    if (outcome) return outcome;
  }
  const { answer, replayed } = await payOnce({
    ...keyOf(db, sender, input),
    prepare: async (trx) => {
      if ('profileId' in input.target && input.target.profileId === sender.profileId) throw notYourself();
      const text = content.kind === 'text' ? checkedText(content.text, costs.messageLength) : null;
      const gift = content.kind === 'gift' ? await findGift(trx, content.giftId, giftCredits) : undefined;
      if (content.kind === 'gift' && !gift) throw notFound(byKey('errors.chat.giftGone'));
      const cost = content.kind === 'text' ? costs.text : content.kind === 'photo' ? costs.photo : gift!.credits;

      // The sender's row first: their sends run one after the other, so that parallel first
      // messages cannot pass the conversation limit together (the debit takes this row anyway).
      const own = await trx.selectFrom('users').select(['paid_user']).where('id', '=', sender.userId).forUpdate().executeTakeFirstOrThrow();

      let membership =
        'conversationId' in input.target
          ? await findMembership(trx, input.target.conversationId, sender.profileId)
          : await findMembershipWith(trx, sender.profileId, input.target.profileId);
      if (!membership && 'conversationId' in input.target) throw conversationGone();
      const otherId = membership ? membership.otherId : (input.target as { profileId: number }).profileId;
      if (!(await isPartnerVisible(trx, sender.profileId, otherId, membership !== undefined))) throw profileGone();

      let firstMessage = false;
      if (!membership) {
        if (!own.paid_user && (await startedConversations(trx, sender.profileId)) >= CHAT_RULES.freeConversationLimit) throw conversationLimit();
        const created = await trx
          .insertInto('conversations')
          .values({ ...pairOf(sender.profileId, otherId), started_by: sender.profileId })
          // The other side may be starting it at this moment: the unique pair decides.
          .onConflict((oc) => oc.columns(['profile_low', 'profile_high']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (created) {
          firstMessage = true;
          await trx
            .insertInto('conversation_members')
            .values([
              { conversation_id: created.id, profile_id: sender.profileId },
              { conversation_id: created.id, profile_id: otherId },
            ])
            .onConflict((oc) => oc.columns(['conversation_id', 'profile_id']).doNothing())
            .execute();
        }
        membership = await findMembershipWith(trx, sender.profileId, otherId);
        if (!membership) throw new Error(`chat: conversation of ${sender.profileId} and ${otherId} vanished`);
      }

      const partner = await partnerAccount(trx, otherId);
      if (!partner) throw profileGone();
      if (partner.userStatus === 'not_confirmed') throw replyNeedsConfirmation(partner.name);
      // A short balance (the debit comes next) rolls back all of this, a conversation it started included.
      return { cost, text, gift, membership, otherId, firstMessage };
    },
    work: async (trx, { cost, text, gift, membership, otherId, firstMessage }, paid) => {
      let sentGiftId: number | null = null;
      if (gift) {
        const sentGift = await trx
          .insertInto('sent_gifts')
          .values({ sender_profile_id: sender.profileId, recipient_profile_id: otherId, gift_id: gift.id, credits: gift.credits, ledger_id: paid.ledgerId })
          .returning('id')
          .executeTakeFirstOrThrow();
        sentGiftId = sentGift.id;
      }
      const photo = content.kind === 'photo' ? content.photo : null;
      // What a ChatMessage is made of, written once: stored below and the base of the answer.
      const written = {
        conversation_id: membership.conversationId,
        sender_profile_id: sender.profileId,
        kind: content.kind,
        body: text,
        photo_filename: photo?.filename ?? null,
        photo_thumb_filename: photo?.thumb_filename ?? null,
        photo_width: photo?.width ?? null,
        photo_height: photo?.height ?? null,
      };
      const message = await trx
        .insertInto('messages')
        .values({ ...written, sent_gift_id: sentGiftId, credits: cost, ledger_id: paid.ledgerId, idempotency_key: input.idempotencyKey })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();

      // The conversation row before the members' rows, in every transaction (no lock cycles).
      await trx
        .updateTable('conversations')
        .set({ last_message_id: message.id, last_message_at: message.created_at })
        .where('id', '=', membership.conversationId)
        .execute();
      const recipientRow = await trx
        .updateTable('conversation_members')
        .set((eb) => ({ unread_count: eb('unread_count', '+', 1), removed: false }))
        .where('conversation_id', '=', membership.conversationId)
        .where('profile_id', '=', otherId)
        .returning('unread_count')
        .executeTakeFirst();
      if (membership.removed) {
        await trx
          .updateTable('conversation_members')
          .set({ removed: false })
          .where('conversation_id', '=', membership.conversationId)
          .where('profile_id', '=', sender.profileId)
          .execute();
      }
      // Made from what was just written (no second read): the same shape as messageQuery's rows.
      const answered = toChatMessage(
        {
          ...written,
          id: message.id,
          created_at: message.created_at,
          gift_id: gift?.id ?? null,
          gift_code: gift?.code ?? null,
          gift_name: gift?.name ?? null,
          gift_emoji: gift?.emoji ?? null,
          gift_credits: gift ? gift.credits : null,
        },
        sender.profileId,
      );
      await notifyLive(
        trx,
        messageNotice(membership.conversationId, answered, [
          [sender.profileId, membership.unreadCount],
          [otherId, recipientRow?.unread_count ?? 0],
        ], { recipient_profile_id: otherId, first_message: firstMessage }),
        { type: 'credits', to: [sender.profileId], credits: paid.balance },
      );

      return {
        response: { message: answered, credits: paid.balance },
        sent: {
          messageId: message.id,
          conversationId: membership.conversationId,
          senderProfileId: sender.profileId,
          recipientProfileId: otherId,
          firstMessage,
        },
      };
    },
  });
  return outcomeOf({ answer, replayed });
}

/**
 * The live notice of a message sent in the transaction, carrying the message (see CarriedMessage)
 * when it fits NOTIFY's payload, else its ids only.
 */
function messageNotice(conversationId: number, message: ChatMessageData, unread: Array<[number, number]>, sent: CarriedMessage['sent']): LiveNotice {
  const ids = { type: 'message' as const, to: unread.map(([id]) => id), conversation_id: conversationId, message_id: message.id };
  const { mine: _mine, ...shared } = message;
  const carried = { ...ids, carried: { message: shared, unread, sent } };
  return Buffer.byteLength(JSON.stringify(carried)) < CARRIED_NOTICE_BYTES ? carried : ids;
}

/** The one-statement send found no conversation of the pair: the first message takes another way. */
class NoConversationYet extends Error {
  override name = 'NoConversationYet';
}

/** What the one statement of a text send answers (`payInOneStatement` adds the ledger's columns). */
interface TextSendRow {
  conversation_id: number | null;
  other_id: number | null;
  first_message: boolean | null;
  visible: boolean | null;
  partner_exists: boolean | null;
  partner_status: string | null;
  partner_name: string | null;
  message_id: number | null;
  created_at: string | null;
}

/** A message's time as the contract writes it (Date#toISOString: milliseconds, UTC). */
const isoTime = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * NOTIFY refuses payloads of 8000 bytes or more: above this a notice carries ids only (the
 * delivering process loads the message, as for photos and gifts).
 */
const CARRIED_NOTICE_BYTES = 7900;

/**
 * The live notices of a text sent in one statement (the message's, carrying it when it fits, and the
 * sender's balance), as the expression `send_notices`. `from` names `m` (the stored message, with
 * `created_at_iso`), `lr` (ledger_row) and the columns `other_id`, `own_unread`, `other_unread`,
 * `first_message` and `recipient_subscribed` of the send.
 */
function textNotices(me: number, text: string, from: RawBuilder<unknown>): RawBuilder<unknown> {
  const messageJson = sql`json_build_object('id', m.id, 'conversation_id', m.conversation_id, 'sender_profile_id', ${me}::int, 'kind', 'text',
    'text', ${text}::text, 'photo', null, 'gift', null, 'created_at', m.created_at_iso)`;
  const notice = (carried: boolean) =>
    sql<string>`json_build_object('type', 'message', 'to', json_build_array(${me}::int, other_id), 'conversation_id', m.conversation_id,
      'message_id', m.id${
        carried
          ? sql`, 'carried', json_build_object('message', ${messageJson},
            'unread', json_build_array(json_build_array(${me}::int, own_unread), json_build_array(other_id, other_unread)),
            'sent', json_build_object('recipient_profile_id', other_id, 'first_message', first_message, 'recipient_subscribed', recipient_subscribed))`
          : sql``
      })::text`;
  return sql`send_notices as (
      select ${notifyCall(sql<string>`case when octet_length(n.carried) < ${CARRIED_NOTICE_BYTES} then n.carried else n.ids end`)},
        ${notifyCall(sql<string>`json_build_object('type', 'credits', 'to', json_build_array(${me}::int), 'credits', n.balance_after)::text`)}
      from (select ${notice(true)} as carried, ${notice(false)} as ids, lr.balance_after from ${from}) n
    )`;
}

/** Whether the recipient's account (`pu`, users of the partner's profile) has a web push subscription: the notice tells web push. */
const subscribedSql = sql<boolean>`exists (select 1 from push_subscriptions ps where ps.user_id = pu.id)`;

/** The refusals of a text statement whose checks did not hold, in the order of the transaction's checks. */
function checkTextRow(row: TextSendRow): void {
  if (!row.visible || !row.partner_exists) throw profileGone();
  if (row.partner_status === 'not_confirmed') throw replyNeedsConfirmation(row.partner_name ?? '');
}

/** The answer of a paid text statement, from what it stored (no second read). */
function textAnswer(me: number, text: string, row: TextSendRow, paid: LedgerEntry): SendAnswer {
  if (row.message_id === null || row.created_at === null || row.conversation_id === null || row.other_id === null) {
    throw new Error('chat: a paid text statement stored no message');
  }
  const message = toChatMessage(
    {
      id: row.message_id,
      conversation_id: row.conversation_id,
      sender_profile_id: me,
      kind: 'text',
      body: text,
      photo_filename: null,
      photo_thumb_filename: null,
      photo_width: null,
      photo_height: null,
      created_at: new Date(row.created_at),
      gift_id: null,
      gift_code: null,
      gift_name: null,
      gift_emoji: null,
      gift_credits: null,
    },
    me,
  );
  return {
    response: { message, credits: paid.balance },
    sent: { messageId: row.message_id, conversationId: row.conversation_id, senderProfileId: me, recipientProfileId: row.other_id, firstMessage: row.first_message === true },
  };
}

const outcomeOf = ({ answer, replayed }: PaidOutcome<SendAnswer>): SendOutcome =>
  answer.sent && !replayed ? { response: answer.response, replayed: false, sent: answer.sent } : { response: answer.response, replayed: true };

/**
 * A text in an existing conversation in one statement (one round trip, through
 * `payInOneStatement`): the same checks as the transaction of `sendMessage` (the sender's
 * membership, the partner's visibility, their confirmed account), the guarded debit with its ledger
 * row, the message, the conversation's order, the members' unread count and removed flag, and the
 * live notices, which carry the message so that delivering it costs no query per stream.
 * Undefined when the pair has no conversation (gone since `sendFirstTextInOneStatement` found it, or
 * a free member's first message): the transaction of `sendMessage` takes it.
 */
async function sendTextInOneStatement(db: Db, sender: Viewer, input: SendInput, text: string, cost: number): Promise<SendOutcome | undefined> {
  const me = sender.profileId;
  const target =
    'conversationId' in input.target
      ? sql`c.id = ${input.target.conversationId}`
      : sql`c.profile_low = ${pairOf(me, input.target.profileId).profile_low} and c.profile_high = ${pairOf(me, input.target.profileId).profile_high}`;
  try {
    return outcomeOf(
      await payInOneStatement<TextSendRow, SendAnswer>({
        ...keyOf(db, sender, input),
        cost,
        before: sql`send_member as (
            select c.id as conversation_id, case when c.profile_low = ${me} then c.profile_high else c.profile_low end as other_id,
              c.last_message_id is null as first_message, cm.removed, cm.unread_count as own_unread
            from conversation_members cm join conversations c on c.id = cm.conversation_id
            where cm.profile_id = ${me} and ${target}
          ),
          send_check as (
            select s.*, ${partnerVisibleSql(db, me, sql<number>`s.other_id`)} as visible, pp.id is not null as partner_exists,
              pu.status as partner_status, pp.name as partner_name, ${subscribedSql} as recipient_subscribed
            from send_member s left join profiles pp on pp.id = s.other_id left join users pu on pu.id = pp.user_id
          )`,
        guard: sql<boolean>`exists (select 1 from send_check where visible and partner_exists and partner_status is distinct from 'not_confirmed')`,
        // The conversation row before the members' rows (each expression reads the one before), as in every transaction.
        after: sql`send_message as (
            insert into messages (conversation_id, sender_profile_id, kind, body, credits, ledger_id, idempotency_key)
            select sc.conversation_id, ${me}, 'text', ${text}, ${cost}, lr.ledger_id, ${input.idempotencyKey} from ledger_row lr, send_check sc
            returning id, conversation_id, created_at, ${isoTime('created_at')} as created_at_iso
          ),
          send_conversation as (
            update conversations c set last_message_id = m.id, last_message_at = m.created_at
            from send_message m where c.id = m.conversation_id returning c.id
          ),
          send_members as (
            update conversation_members cm
            set unread_count = cm.unread_count + case when cm.profile_id = sc.other_id then 1 else 0 end, removed = false
            from send_conversation c, send_check sc
            where cm.conversation_id = c.id and (cm.profile_id = sc.other_id or (cm.profile_id = ${me} and sc.removed))
            returning cm.profile_id, cm.unread_count
          ),
          ${textNotices(
            me,
            text,
            sql`send_message m, ledger_row lr,
              (select sc.other_id, sc.own_unread, sm.unread_count as other_unread, sc.first_message, sc.recipient_subscribed
               from send_check sc join send_members sm on sm.profile_id = sc.other_id) s`,
          )}`,
        columns: sql`sc.conversation_id, sc.other_id, sc.first_message, sc.visible, sc.partner_exists, sc.partner_status, sc.partner_name,
          m.id as message_id, m.created_at_iso as created_at, (select count(*) from send_notices) as notices`,
        joins: sql`left join send_check sc on true left join send_message m on true`,
        check: (row) => {
          if (row.conversation_id === null) {
            if ('conversationId' in input.target) throw conversationGone();
            throw new NoConversationYet();
          }
          checkTextRow(row);
        },
        answer: (row, paid) => textAnswer(me, text, row, paid),
      }),
    );
  } catch (err) {
    if (err instanceof NoConversationYet) return undefined;
    throw err;
  }
}

/** What the one statement of a first message answers besides a text send's columns. */
interface FirstTextRow extends TextSendRow {
  /** The sender's account is premium (users.paid_user): no conversation limit. */
  paid_user: boolean | null;
  /** A conversation of the pair existed when the statement started (a send in between). */
  existed: boolean;
}

/** The first-message statement cannot decide: the sender is a free member (the limit needs the transaction). */
class NeedsTransaction extends Error {
  override name = 'NeedsTransaction';
}

/** The first-message statement found the pair's conversation: the send is a text in it. */
class ConversationExists extends Error {
  override name = 'ConversationExists';
}
const CONVERSATION_EXISTS = Symbol('conversation exists');

/**
 * A paid member's first text to a profile in one statement (one round trip, through
 * `payInOneStatement`): the checks of the transaction of `sendMessage` for a pair without a
 * conversation (the partner's visibility, their confirmed account; a premium sender has no
 * conversation limit), the guarded debit with its ledger row, then the conversation with its order,
 * both members' rows, the message and the live notices. The message's id is taken from its sequence
 * first, so that the conversation row is written once, already pointing at it.
 *
 * The other side (or another tab) may start the conversation at the same moment: the unique pair
 * decides, and the loser's insert becomes an update of the winner's row (ON CONFLICT DO UPDATE sees
 * the committed row), so its message lands in that conversation as a later message (its unread
 * count and order as any send's), just as the transaction would. `CONVERSATION_EXISTS` when the
 * pair's conversation existed when it started (nothing stored or paid: the send is a text in it,
 * `sendTextInOneStatement`); undefined when a free member sent it (the limit needs the sender's row
 * lock: the transaction).
 */
async function sendFirstTextInOneStatement(
  db: Db,
  sender: Viewer,
  input: SendInput & { target: { profileId: number } },
  text: string,
  cost: number,
): Promise<SendOutcome | typeof CONVERSATION_EXISTS | undefined> {
  const me = sender.profileId;
  const otherId = input.target.profileId;
  const pair = pairOf(me, otherId);
  const visible = visibleProfile(db, me, otherId).select('p.id');
  try {
    return outcomeOf(
      await payInOneStatement<FirstTextRow, SendAnswer>({
        ...keyOf(db, sender, input),
        cost,
        before: sql`send_check as (
            select ${otherId}::int as other_id, su.paid_user,
              exists (select 1 from conversations c where c.profile_low = ${pair.profile_low} and c.profile_high = ${pair.profile_high}) as existed,
              exists (${visible}) as visible, pp.id is not null as partner_exists, pu.status as partner_status, pp.name as partner_name,
              ${subscribedSql} as recipient_subscribed
            from users su left join profiles pp on pp.id = ${otherId} left join users pu on pu.id = pp.user_id
            where su.id = ${sender.userId}
          )`,
        guard: sql<boolean>`exists (select 1 from send_check where paid_user and not existed and visible and partner_exists
          and partner_status is distinct from 'not_confirmed')`,
        // The conversation row before the members' rows, as in every transaction.
        after: sql`send_id as (
            select nextval(pg_get_serial_sequence('messages', 'id')) as id, now() as created_at from ledger_row
          ),
          send_conversation as (
            insert into conversations (profile_low, profile_high, started_by, last_message_id, last_message_at)
            select ${pair.profile_low}, ${pair.profile_high}, ${me}, si.id, si.created_at from send_id si
            on conflict (profile_low, profile_high) do update set last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at
            returning id, xmax = 0 as started
          ),
          send_members as (
            insert into conversation_members (conversation_id, profile_id, unread_count)
            select c.id, p.profile_id, p.unread from send_conversation c, (values (${me}::int, 0), (${otherId}::int, 1)) as p (profile_id, unread)
            on conflict (conversation_id, profile_id) do update
            set unread_count = conversation_members.unread_count + excluded.unread_count, removed = false
            returning profile_id, unread_count
          ),
          send_message as (
            insert into messages (id, conversation_id, sender_profile_id, kind, body, credits, ledger_id, idempotency_key, created_at)
            select si.id, c.id, ${me}, 'text', ${text}, ${cost}, lr.ledger_id, ${input.idempotencyKey}, si.created_at
            from send_id si, send_conversation c, ledger_row lr
            returning id, conversation_id, created_at, ${isoTime('created_at')} as created_at_iso
          ),
          ${textNotices(
            me,
            text,
            sql`send_message m, ledger_row lr,
              (select ${otherId}::int as other_id, own.unread_count as own_unread, other.unread_count as other_unread, c.started as first_message,
                 sc.recipient_subscribed
               from send_check sc, send_conversation c, send_members own, send_members other where own.profile_id = ${me} and other.profile_id = ${otherId}) s`,
          )}`,
        columns: sql`m.conversation_id, sc.other_id, c.started as first_message, sc.visible, sc.partner_exists, sc.partner_status, sc.partner_name,
          sc.paid_user, coalesce(sc.existed, false) as existed, m.id as message_id, m.created_at_iso as created_at,
          (select count(*) from send_notices) as notices`,
        joins: sql`left join send_check sc on true left join send_conversation c on true left join send_message m on true`,
        check: (row) => {
          if (row.existed) throw new ConversationExists();
          if (!row.paid_user) throw new NeedsTransaction();
          checkTextRow(row);
        },
        answer: (row, paid) => textAnswer(me, text, row, paid),
      }),
    );
  } catch (err) {
    if (err instanceof NeedsTransaction) return undefined;
    if (err instanceof ConversationExists) return CONVERSATION_EXISTS;
    throw err;
  }
}
