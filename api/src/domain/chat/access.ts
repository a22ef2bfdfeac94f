import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { notFound, byKey } from '../errors';
import { visibleProfile, visibleProfiles } from '../members/visibility';


/** The answer for a conversation id that is unknown or someone else's: the same for both. */
export const conversationGone = () => notFound(byKey('errors.chat.conversationGone'));

/** A conversation stores its pair as (lower id, higher id). */
export const pairOf = (a: number, b: number): { profile_low: number; profile_high: number } =>
  a < b ? { profile_low: a, profile_high: b } : { profile_low: b, profile_high: a };

/** A conversation as one of its two members sees it. */
export interface Membership {
  conversationId: number;
  /** The other side's profile. */
  otherId: number;
  startedBy: number;
  createdAt: Date;
  lastMessageId: number | null;
  lastMessageAt: Date | null;
  unreadCount: number;
  readUpTo: number;
  hiddenUpTo: number;
  removed: boolean;
}

function membershipQuery(db: DbOrTrx, profileId: number) {
  return db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select([
      'c.id',
      'c.profile_low',
      'c.profile_high',
      'c.started_by',
      'c.created_at',
      'c.last_message_id',
      'c.last_message_at',
      'cm.unread_count',
      'cm.read_up_to',
      'cm.hidden_up_to',
      'cm.removed',
    ])
    .where('cm.profile_id', '=', profileId);
}

type MembershipRow = Awaited<ReturnType<ReturnType<typeof membershipQuery>['executeTakeFirstOrThrow']>>;

const toMembership = (row: MembershipRow, profileId: number): Membership => ({
  conversationId: row.id,
  otherId: row.profile_low === profileId ? row.profile_high : row.profile_low,
  startedBy: row.started_by,
  createdAt: row.created_at,
  lastMessageId: row.last_message_id,
  lastMessageAt: row.last_message_at,
  unreadCount: row.unread_count,
  readUpTo: row.read_up_to,
  hiddenUpTo: row.hidden_up_to,
  removed: row.removed,
});

/**
 * The conversation with this id when the profile is one of its two members, else undefined: a
 * conversation of others is looked up exactly like one that does not exist.
 */
export async function findMembership(db: DbOrTrx, conversationId: number, profileId: number): Promise<Membership | undefined> {
  const row = await membershipQuery(db, profileId).where('cm.conversation_id', '=', conversationId).executeTakeFirst();
  return row ? toMembership(row, profileId) : undefined;
}

/** The conversation between the profile and another one, as the profile sees it, if it exists. */
export async function findMembershipWith(db: DbOrTrx, profileId: number, otherId: number): Promise<Membership | undefined> {
  const pair = pairOf(profileId, otherId);
  const row = await membershipQuery(db, profileId)
    .where('c.profile_low', '=', pair.profile_low)
    .where('c.profile_high', '=', pair.profile_high)
    .executeTakeFirst();
  return row ? toMembership(row, profileId) : undefined;
}

/**
 * Of `ids`, the members whose e-mail is not confirmed yet and with no block between them and the
 * viewer. Such a profile is not active (members cannot find it), but it may have started a
 * conversation: the other side sees that conversation and is told why they cannot reply yet.
 */
async function unconfirmedPartners(db: DbOrTrx, viewerProfileId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await unconfirmedQuery(db, viewerProfileId).where('p.id', 'in', [...ids]).execute();
  return rows.map((r) => r.id);
}

function unconfirmedQuery(db: DbOrTrx, viewerProfileId: number) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where('u.status', '=', 'not_confirmed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('blocks as b')
            .select('b.blocker_profile_id')
            .where((eb) =>
              eb.or([
                eb.and([eb('b.blocker_profile_id', '=', viewerProfileId), eb('b.blocked_profile_id', '=', eb.ref('p.id'))]),
                eb.and([eb('b.blocked_profile_id', '=', viewerProfileId), eb('b.blocker_profile_id', '=', eb.ref('p.id'))]),
              ]),
            ),
        ),
      ),
    );
}

/**
 * Of the other sides of the viewer's conversations, those the viewer may see: the members'
 * visibility rule (members/visibility.ts: active, not deleted, not invisible, no block either
 * way), plus members who started a conversation before confirming their e-mail.
 */
export async function visiblePartners(db: DbOrTrx, viewerProfileId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const visible = await visibleProfiles(db, viewerProfileId).select('p.id').where('p.id', 'in', [...ids]).execute();
  const seen = new Set(visible.map((r) => r.id));
  const rest = ids.filter((id) => !seen.has(id));
  for (const id of await unconfirmedPartners(db, viewerProfileId, rest)) seen.add(id);
  return seen;
}

/**
 * Whether the viewer may see (and write to) this profile in a chat. Without a conversation only
 * the members' visibility rule counts; within one, also a member whose e-mail is unconfirmed.
 */
export async function isPartnerVisible(db: DbOrTrx, viewerProfileId: number, profileId: number, hasConversation: boolean): Promise<boolean> {
  if (profileId === viewerProfileId) return false;
  if (!hasConversation) {
    const row = await visibleProfile(db, viewerProfileId, profileId).select('p.id').executeTakeFirst();
    return row !== undefined;
  }
  return (await visiblePartners(db, viewerProfileId, [profileId])).has(profileId);
}

/**
 * `isPartnerVisible` of a conversation's other side as one SQL condition, for a statement that
 * checks it together with its changes (a message sent in one statement): `profileId` is SQL, the
 * other side's id within that statement.
 */
export function partnerVisibleSql(db: DbOrTrx, viewerProfileId: number, profileId: RawBuilder<number>): RawBuilder<boolean> {
  const visible = visibleProfile(db, viewerProfileId, profileId).select('p.id');
  const unconfirmed = unconfirmedQuery(db, viewerProfileId).where('p.id', '=', profileId);
  return sql<boolean>`(${profileId} <> ${viewerProfileId} and (exists (${visible}) or exists (${unconfirmed})))`;
}

/** The other side's name and, for a real member, their account status (fictional profiles have none). */
export async function partnerAccount(db: DbOrTrx, profileId: number): Promise<{ name: string; userStatus: string | null } | undefined> {
  const row = await db
    .selectFrom('profiles as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.name', 'u.status'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  return row ? { name: row.name, userStatus: row.status } : undefined;
}

/** Conversations the profile started (the free members' limit counts these). */
export async function startedConversations(db: DbOrTrx, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('started_by', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
