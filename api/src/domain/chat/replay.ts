import type { ChatMessageData } from 'shared-kernel/contract';
import { LIVE_CURSOR_MAX_SEEN, LIVE_CURSOR_PATTERN } from 'shared-kernel/contract/constants';
import type { DbOrTrx } from '../../db/schema';
import { visiblePartners } from './access';
import { messageQuery, toChatMessage } from './messages';

/**
 * Live delivery that survives a host (issue 31): a stream's `message` events carry an SSE id, a
 * cursor, and a client that reconnects (to any host) with it gets what it missed, once.
 *
 * Message ids are serial, assigned at insert, not at commit: a send that inserted id 9 may commit
 * after id 10 was delivered, so "everything after 10" would lose 9 for good. The cursor therefore
 * says more than the newest id: `10.8.7` is "10 is the newest I got, and below it I got 8 and 7
 * lately". The replay takes the member's messages after 10, and those below 10 created within
 * REPLAY_LATE_COMMIT_MS before it that the cursor does not name: 9 comes, 8 and 7 do not come
 * twice. A send transaction that runs longer than that window could still slip through (sends are
 * short; the client's catch-up on `hello` is the fallback). A plain id (`10`) names nothing below
 * it: the window's messages come again, and the client's chat store keeps a message once
 * by id whatever comes twice (a cursor shortened to LIVE_CURSOR_MAX_SEEN ids, a catch-up page).
 */

/** A message below the cursor's newest one still counts as possibly missed when it was created this long before it. */
export const REPLAY_LATE_COMMIT_MS = 10_000;
/**
 * At most this many messages are replayed; a member who missed more gets none: `hello` already
 * makes the client reload the conversations list and the open conversation (as without a cursor).
 */
export const REPLAY_LIMIT = 500;
/**
 * How far below the cursor's newest id the late-commit window looks (ids are shared by all
 * conversations, so this is the site's messages per REPLAY_LATE_COMMIT_MS it covers): it keeps the
 * query on the (conversation_id, id) index.
 */
const LATE_COMMIT_IDS = 10_000;

/** A stream's position: the newest message id it delivered and the ids below it it delivered lately. */
export interface LiveCursor {
  newest: number;
  seen: number[];
}

/** A cursor from its text (the contract's LIVE_CURSOR_PATTERN), else undefined. */
export function parseLiveCursor(text: string | undefined): LiveCursor | undefined {
  if (text === undefined || text.length > 600 || !LIVE_CURSOR_PATTERN.test(text)) return undefined;
  const [newest = 0, ...rest] = text.split('.').map(Number);
  return { newest, seen: rest.filter((id) => id < newest) };
}

/** A message as a stream delivered it: its id and when it was created (ms). */
export interface Delivered {
  id: number;
  at: number;
}

/**
 * The cursor text after these deliveries: the newest id, then the ids below it created within
 * REPLAY_LATE_COMMIT_MS before it, newest first, at most LIVE_CURSOR_MAX_SEEN of them.
 */
export function formatLiveCursor(delivered: Iterable<Delivered>): string {
  let newest: Delivered | undefined;
  const all = [...delivered];
  for (const d of all) if (!newest || d.id > newest.id) newest = d;
  if (!newest) return '';
  const top = newest;
  const below = all
    .filter((d) => d.id < top.id && d.at >= top.at - REPLAY_LATE_COMMIT_MS)
    .map((d) => d.id)
    .sort((a, b) => b - a)
    .slice(0, LIVE_CURSOR_MAX_SEEN);
  return [top.id, ...below].join('.');
}

/** A replayed message: the live `message` event's data. */
export interface MissedMessage {
  message: ChatMessageData;
  num_unread_messages: number;
}

export interface Replay {
  /** What the member missed, in id order (null: more than REPLAY_LIMIT; the client reloads on `hello`). */
  missed: MissedMessage[] | null;
  /** The cursor's messages that exist (the stream counts them as delivered). */
  seen: Delivered[];
}

/**
 * The messages the member missed since the cursor, as the live stream would have delivered them:
 * of the member's conversations (both directions), not hidden for them (a removed chat), with a
 * partner they may see (members/visibility: not blocked either way, not deleted), with their
 * current unread count of the conversation.
 */
export async function missedMessages(db: DbOrTrx, profileId: number, cursor: LiveCursor): Promise<Replay> {
  const newest = await db.selectFrom('messages').select('created_at').where('id', '=', cursor.newest).executeTakeFirst();
  // Below the newest only its late-commit window (no window when there is no such message).
  const lateFrom = newest ? new Date(newest.created_at.getTime() - REPLAY_LATE_COMMIT_MS) : null;
  const rows = await messageQuery(db)
    .innerJoin('conversation_members as cm', (join) => join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.profile_id', '=', profileId))
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['cm.unread_count', 'c.profile_low', 'c.profile_high'])
    .whereRef('m.id', '>', 'cm.hidden_up_to')
    .where('m.id', '>', lateFrom ? Math.max(0, cursor.newest - LATE_COMMIT_IDS) : cursor.newest)
    .where('m.id', '<>', cursor.newest)
    .$if(lateFrom !== null, (qb) => qb.where((eb) => eb.or([eb('m.id', '>', cursor.newest), eb('m.created_at', '>=', lateFrom ?? new Date(0))])))
    .orderBy('m.id', 'asc')
    .limit(REPLAY_LIMIT + LIVE_CURSOR_MAX_SEEN + 1)
    .execute();
  const seenIds = new Set(cursor.seen);
  const seen = rows.filter((r) => seenIds.has(r.id)).map((r) => ({ id: r.id, at: r.created_at.getTime() }));
  if (newest) seen.push({ id: cursor.newest, at: newest.created_at.getTime() });
  const rest = rows.filter((r) => !seenIds.has(r.id));
  if (rest.length > REPLAY_LIMIT) return { missed: null, seen };
  const others = [...new Set(rest.map((r) => (r.profile_low === profileId ? r.profile_high : r.profile_low)))];
  const visible = await visiblePartners(db, profileId, others);
  const missed = rest
    .filter((r) => visible.has(r.profile_low === profileId ? r.profile_high : r.profile_low))
    .map((r) => ({ message: toChatMessage(r, profileId), num_unread_messages: r.unread_count }));
  return { missed, seen };
}
