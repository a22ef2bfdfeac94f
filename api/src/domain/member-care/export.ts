import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { api } from 'shared-kernel/contract';
import type { Schema } from '../../db/schema';
import { authenticationRequired } from '../errors';
import { paymentsForExport } from '../payments/payments';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The GDPR data export (issue 3, item 7): everything stored about the logged-in member as one
 * JSON download. Password hashes, session and token hashes and hashed client keys are never part
 * of it: they are not personal data the member could use, and they must not leak.
 */
export async function buildDataExport(
  db: Kysely<Schema>,
  { userId, sessionId, origin }: { userId: number; sessionId: number; origin: string },
): Promise<z.input<typeof api.dataExport.response>> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'status',
      'credits',
      'paid_user',
      'language',
      'notifications_disabled',
      'fictional_icon',
      'signup_date',
      'confirmed_at',
      'password_changed_at',
      'network',
      'ref',
      'sub1',
      'sub2',
      'sub3',
      'signup_message',
      'signup_ip',
      'signup_target_profile_id',
      'invitation_code_id',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw authenticationRequired();

  const profile = await db
    .selectFrom('profiles')
    .leftJoin('regions', 'regions.id', 'profiles.region_id')
    .select([
      'profiles.id',
      'profiles.name',
      'profiles.gender',
      'profiles.sexuality',
      'profiles.birthdate',
      'profiles.country',
      'regions.name as region',
      'profiles.city',
      'profiles.hair_colour',
      'profiles.eye_colour',
      'profiles.body_type',
      'profiles.relationship_status',
      'profiles.about',
      'profiles.status',
      'profiles.invisible',
      'profiles.privacy_mode',
      'profiles.created_at',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();

  const media = (file: string): string => `${origin}/media/${file.split('/').map(encodeURIComponent).join('/')}`;
  const photos = profile
    ? await db
        .selectFrom('photos')
        .select(['id', 'filename', 'thumb_filename', 'position', 'status', 'created_at'])
        .where('profile_id', '=', profile.id)
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const interests = profile
    ? await db
        .selectFrom('profile_interests')
        .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
        .select('interests.name')
        .where('profile_interests.profile_id', '=', profile.id)
        .orderBy('interests.position')
        .execute()
    : [];
  const sessionRows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'subject', 'created_at', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const loginFailures = await db
    .selectFrom('login_failures')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const devices = await db
    .selectFrom('trusted_devices')
    .select(['created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const links = await db
    .selectFrom('account_tokens')
    .select(['purpose', 'new_email', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();

  const preferences = await db
    .selectFrom('notification_preferences')
    .select(['new_conversations', 'new_messages', 'like_received', 'unread_message_reminder', 'promotions', 'weekly_updates', 'news', 'reminders'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const ledger = await db
    .selectFrom('credit_ledger')
    .select(['delta', 'balance_after', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // What the member did as a profile (likes, blocks, gifts, messages): nothing without a profile.
  const { likesGiven, likesReceived, blocked, giftsSent, giftsReceived, messages } = profile
    ? await profileActivity(db, profile.id)
    : { likesGiven: [], likesReceived: [], blocked: [], giftsSent: [], giftsReceived: [], messages: [] };

  // Payments (issue 12): every checkout, with what a refund or chargeback left as a debt.
  const [payments, paymentDebts] = await Promise.all([
    paymentsForExport(db, userId),
    db.selectFrom('payment_debts').select(['payment_id', 'credits', 'reason', 'created_at', 'settled_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);

  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      status: user.status,
      credits: user.credits,
      paid_user: user.paid_user,
      language: user.language,
      notifications_disabled: user.notifications_disabled,
      fictional_icon: user.fictional_icon,
      signup_date: iso(user.signup_date),
      confirmed_at: iso(user.confirmed_at),
      password_changed_at: iso(user.password_changed_at),
      tracking: { network: user.network, ref: user.ref, sub1: user.sub1, sub2: user.sub2, sub3: user.sub3 },
      signup_message: user.signup_message,
      signup_ip: user.signup_ip,
      signup_target_profile_id: user.signup_target_profile_id,
      signed_up_with_invitation_code: user.invitation_code_id !== null,
    },
    profile: profile ? { ...profile, created_at: iso(profile.created_at) } : null,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: media(photo.filename),
      thumb_url: media(photo.thumb_filename),
      position: photo.position,
      status: photo.status,
      created_at: iso(photo.created_at),
    })),
    interests: interests.map((i) => i.name),
    sessions: sessionRows.map((s) => ({
      created_at: iso(s.created_at),
      last_seen_at: iso(s.last_seen_at),
      expires_at: iso(s.expires_at),
      current: s.id === sessionId,
    })),
    mails: mails.map((m) => ({ kind: m.kind, to: m.to_address, subject: m.subject, created_at: iso(m.created_at), sent_at: iso(m.sent_at) })),
    login_failures: loginFailures.map((f) => ({ created_at: iso(f.created_at) })),
    trusted_devices: devices.map((d) => ({ created_at: iso(d.created_at), last_used_at: iso(d.last_used_at) })),
    // No row: every preference is on (the default).
    notification_preferences: preferences ?? null,
    likes_given: likesGiven.map((l) => ({ profile_id: l.profile_id, source: l.source, created_at: iso(l.created_at) })),
    likes_received: likesReceived.map((l) => ({ profile_id: l.profile_id, created_at: iso(l.created_at) })),
    blocked_profiles: blocked.map((b) => ({ profile_id: b.profile_id, created_at: iso(b.created_at) })),
    credit_ledger: ledger.map((l) => ({ delta: l.delta, balance_after: l.balance_after, reason: l.reason, created_at: iso(l.created_at) })),
    gifts_sent: giftsSent.map((g) => ({ profile_id: g.profile_id, gift: g.gift, credits: g.credits, created_at: iso(g.created_at) })),
    messages: messages.map((m) => {
      const sent = m.sender_profile_id === profile?.id;
      return {
        conversation_id: m.conversation_id,
        direction: sent ? 'sent' : 'received',
        profile_id: m.profile_low === profile?.id ? m.profile_high : m.profile_low,
        kind: m.kind,
        text: m.body,
        photo_url: m.photo_filename ? media(m.photo_filename) : null,
        gift: m.gift,
        ...(sent ? { credits: m.credits } : {}),
        created_at: iso(m.created_at),
      };
    }),
    payments,
    payment_debts: paymentDebts.map((d) => ({ payment_id: d.payment_id, credits: d.credits, reason: d.reason, created_at: iso(d.created_at), settled_at: iso(d.settled_at) })),
    gifts_received: giftsReceived.map((g) => ({ profile_id: g.profile_id, gift: g.gift, created_at: iso(g.created_at) })),
    mail_links: links.map((l) => ({
      purpose: l.purpose,
      new_email: l.new_email,
      created_at: iso(l.created_at),
      expires_at: iso(l.expires_at),
      used_at: iso(l.used_at),
    })),
  };
}

/** Likes, blocks, gifts and messages of one profile, for the export. */
async function profileActivity(db: Kysely<Schema>, profileId: number) {
  const likesGiven = await db.selectFrom('likes').select(['liked_profile_id as profile_id', 'created_at', 'source']).where('liker_profile_id', '=', profileId).execute();
  const likesReceived = await db.selectFrom('likes').select(['liker_profile_id as profile_id', 'created_at']).where('liked_profile_id', '=', profileId).execute();
  const blocked = await db.selectFrom('blocks').select(['blocked_profile_id as profile_id', 'created_at']).where('blocker_profile_id', '=', profileId).execute();

  const giftsSent = await db
    .selectFrom('sent_gifts as sg')
    .innerJoin('gifts as g', 'g.id', 'sg.gift_id')
    .select(['sg.recipient_profile_id as profile_id', 'g.name as gift', 'sg.credits', 'sg.created_at'])
    .where('sg.sender_profile_id', '=', profileId)
    .orderBy('sg.created_at')
    .orderBy('sg.id')
    .execute();
  const giftsReceived = await db
    .selectFrom('sent_gifts as sg')
    .innerJoin('gifts as g', 'g.id', 'sg.gift_id')
    .select(['sg.sender_profile_id as profile_id', 'g.name as gift', 'sg.created_at'])
    .where('sg.recipient_profile_id', '=', profileId)
    .orderBy('sg.created_at')
    .orderBy('sg.id')
    .execute();

  // Every message of the member's conversations (removed chats and messages beyond the history
  // limit included: they are still stored), with the other side by profile id only.
  const messages = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('sent_gifts as sg', 'sg.id', 'm.sent_gift_id')
    .leftJoin('gifts as g', 'g.id', 'sg.gift_id')
    .select([
      'm.conversation_id',
      'm.sender_profile_id',
      'c.profile_low',
      'c.profile_high',
      'm.kind',
      'm.body',
      'm.photo_filename',
      'g.name as gift',
      'm.credits',
      'm.created_at',
    ])
    .where((eb) => eb.or([eb('c.profile_low', '=', profileId), eb('c.profile_high', '=', profileId)]))
    .orderBy('m.id')
    .execute();
  return { likesGiven, likesReceived, blocked, giftsSent, giftsReceived, messages };
}
