import type https from 'node:https';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config';
import type { MessageKind, Schema } from '../../db/schema';
import { apiText } from '../../i18n';
import { hasOpenStream } from '../members/streams';
import type { MessageSent, SentHints } from '../../db/live-notices';
import { vapidKeys, vapidSubject } from './vapid';
import type { Logger } from '../logger';

/** How long a push service keeps an undelivered message (a chat message is stale after a day). */
export const PUSH_TTL_S = 24 * 60 * 60;
/** Longest text preview in a notification. */
export const PUSH_PREVIEW_LENGTH = 120;
/** Socket timeout of one request to a push service. */
const PUSH_TIMEOUT_MS = 10_000;

/** What the service worker (/sw-push.js) receives, as JSON. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  /** A newer notification of the same conversation replaces the older one. */
  tag: string;
  conversation_id: number;
}

export interface MessagePreview {
  conversationId: number;
  senderName: string;
  kind: MessageKind;
  text: string | null;
  giftName: string | null;
  /** The recipient's language (users.language). */
  language?: string | null;
}

/** At most `max` characters (code points, so no emoji is cut in half), with … when cut; white space collapsed. */
export function previewText(text: string, max = PUSH_PREVIEW_LENGTH): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The notification of a chat message, in the recipient's language (users.language; Dutch by default). */
export function messagePayload(message: MessagePreview): PushPayload {
  const lang = message.language;
  const body =
    message.kind === 'photo'
      ? apiText(lang, 'push.photo')
      : message.kind === 'gift'
        ? apiText(lang, 'push.gift', { gift: message.giftName ?? '' }).trimEnd()
        : previewText(message.text ?? '');
  return {
    title: apiText(lang, 'push.newMessage', { name: message.senderName }),
    body,
    url: `/chats/${message.conversationId}`,
    tag: `chat-${message.conversationId}`,
    conversation_id: message.conversationId,
  };
}

export interface PushServiceOptions {
  db: Kysely<Schema>;
  config: Pick<Config, 'vapidKeys' | 'vapidSubject' | 'publicUrl' | 'mailFrom'>;
  log: Logger;
  /** The agent of the requests to push services (tests pass one that trusts their own CA). */
  agent?: https.Agent | undefined;
}

/** Why a message was not pushed (for tests and the debug log). */
export type PushSkip = 'no_user' | 'deleted' | 'no_subscriptions' | 'preference_off' | 'stream_open' | 'no_message';

export interface PushOutcome {
  skipped: PushSkip | null;
  /** Subscriptions the push service accepted. */
  delivered: number;
  /** Subscriptions removed because the push service no longer knows them (404/410). */
  removed: number;
  /** Failures kept for the next time (other statuses, network errors). */
  failed: number;
}

/**
 * Web push of chat messages to members without an open event stream. `notifyMessage` never
 * rejects: a push failure must never affect a send (it runs after the message was committed);
 * `idle()` resolves once every push under way has finished (tests, shutdown).
 */
export class PushService {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly options: PushServiceOptions) {}

  /** Pushes a stored message to the recipient's browsers, when the recipient wants it. */
  notifyMessage(event: MessageSent, hints: SentHints = {}): Promise<PushOutcome | null> {
    const work = this.deliver(event, hints).catch((err: unknown) => {
      this.options.log.error({ err, messageId: event.messageId }, 'push of a message failed');
      return null;
    });
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }

  /** Resolves when no push is under way (also those started while waiting). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(event: MessageSent, hints: SentHints): Promise<PushOutcome> {
    const { db } = this.options;
    const skip = (skipped: PushSkip): PushOutcome => ({ skipped, delivered: 0, removed: 0, failed: 0 });
    // The send's own statement saw no subscription of the recipient (most members have none): no look-up.
    if (hints.recipientSubscribed === false) return skip('no_subscriptions');
    // The recipient with their subscriptions in one query (a row per subscription, one without
    // any): this runs for every message sent, most of them to members with no subscription.
    const rows = await db
      .selectFrom('profiles')
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .leftJoin('push_subscriptions as ps', 'ps.user_id', 'users.id')
      .select(['users.id as userId', 'users.status', 'users.erased_at', 'users.language', 'ps.id as subscriptionId', 'ps.endpoint', 'ps.p256dh', 'ps.auth'])
      .where('profiles.id', '=', event.recipientProfileId)
      .orderBy('ps.id')
      .execute();
    const recipient = rows[0];
    // Fictional profiles have no account.
    if (!recipient || recipient.userId === null) return skip('no_user');
    const userId = recipient.userId;
    if (recipient.status === 'deleted' || recipient.erased_at !== null) return skip('deleted');

    const subscriptions = rows.flatMap((r) =>
      r.subscriptionId !== null && r.endpoint !== null && r.p256dh !== null && r.auth !== null
        ? [{ id: r.subscriptionId, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth }]
        : [],
    );
    if (subscriptions.length === 0) return skip('no_subscriptions');

    // No row: every preference on.
    const preferences = await db
      .selectFrom('notification_preferences')
      .select(['new_conversations', 'new_messages'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (preferences && !(event.firstMessage ? preferences.new_conversations : preferences.new_messages)) return skip('preference_off');

    // A tab with a live stream shows the message itself.
    if (await hasOpenStream(db, userId)) return skip('stream_open');

    const message = await db
      .selectFrom('messages')
      .innerJoin('profiles as sender', 'sender.id', 'messages.sender_profile_id')
      .leftJoin('sent_gifts', 'sent_gifts.id', 'messages.sent_gift_id')
      .leftJoin('gifts', 'gifts.id', 'sent_gifts.gift_id')
      .select(['messages.conversation_id', 'messages.kind', 'messages.body', 'sender.name as senderName', 'gifts.name as giftName'])
      .where('messages.id', '=', event.messageId)
      .executeTakeFirst();
    if (!message) return skip('no_message');

    const payload = JSON.stringify(
      messagePayload({
        conversationId: message.conversation_id,
        senderName: message.senderName,
        kind: message.kind,
        text: message.body,
        giftName: message.giftName,
        language: recipient.language,
      }),
    );
    const [keys, subject] = await Promise.all([vapidKeys(db, this.options.config), vapidSubject(db, this.options.config)]);
    const requestOptions: webpush.RequestOptions = {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_S,
      urgency: 'high',
      // The push service keeps only the newest undelivered message of a conversation.
      topic: `chat-${message.conversation_id}`,
      contentEncoding: 'aes128gcm',
      timeout: PUSH_TIMEOUT_MS,
      ...(this.options.agent ? { agent: this.options.agent } : {}),
    };

    const outcome: PushOutcome = { skipped: null, delivered: 0, removed: 0, failed: 0 };
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          await webpush.sendNotification(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            payload,
            requestOptions,
          );
          await db.updateTable('push_subscriptions').set({ last_success_at: new Date() }).where('id', '=', subscription.id).execute();
          outcome.delivered += 1;
        } catch (err) {
          const status = err instanceof WebPushError ? err.statusCode : null;
          if (status === 404 || status === 410) {
            // The browser unsubscribed or the subscription expired: it will never work again.
            await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
            outcome.removed += 1;
            return;
          }
          outcome.failed += 1;
          // Never the endpoint (a capability URL) or the keys.
          this.options.log.warn(
            { userId, subscriptionId: subscription.id, status, err: status === null && err instanceof Error ? err.message : undefined },
            'push service refused or failed a message',
          );
        }
      }),
    );
    return outcome;
  }
}
