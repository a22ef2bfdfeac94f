import { sql } from 'kysely';
import { kyselyOf, type DbOrHandle } from '../../db/database';
import { recordStreamActivity } from './presence';

/**
 * Live streams: which members have a live event stream open in any API process, kept in
 * `live_streams` (migration 0010). Each process inserts a row per stream it serves and deletes it
 * when the stream ends, and refreshes `seen_at` of all its rows every PRESENCE_HEARTBEAT_MS; a
 * row not refreshed for PRESENCE_STALE_S belongs to a process that died and counts for nothing.
 */
export const PRESENCE_HEARTBEAT_MS = 30_000;
export const PRESENCE_STALE_S = 90;


const freshSince = sql<Date>`now() - make_interval(secs => ${PRESENCE_STALE_S})`;

/** Whether the user has a live stream open in any process (a tab that shows new messages itself). */
export async function hasOpenStream(db: DbOrHandle, userId: number): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom('live_streams')
    .select('id')
    .where('user_id', '=', userId)
    .where('seen_at', '>', freshSince)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's open streams in every process. */
export async function countOpenStreams(db: DbOrHandle, userId: number): Promise<number> {
  const row = await kyselyOf(db)
    .selectFrom('live_streams')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('seen_at', '>', freshSince)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addStream(db: DbOrHandle, stream: { id: string; userId: number; processId: string }): Promise<void> {
  await kyselyOf(db).insertInto('live_streams').values({ id: stream.id, user_id: stream.userId, process_id: stream.processId }).execute();
}

export async function removeStream(db: DbOrHandle, id: string): Promise<void> {
  await kyselyOf(db).deleteFrom('live_streams').where('id', '=', id).execute();
}

/**
 * The heartbeat of one process: its streams are still open, and their members active (at most one
 * write a minute each, issue 15). Rows of dead processes (stale) are removed on the way, by
 * whichever process beats first.
 */
export async function refreshProcess(db: DbOrHandle, processId: string): Promise<void> {
  const k = kyselyOf(db);
  await k.updateTable('live_streams').set({ seen_at: sql<Date>`now()` }).where('process_id', '=', processId).execute();
  await recordStreamActivity(k, processId);
  await k.deleteFrom('live_streams').where('seen_at', '<=', freshSince).execute();
}

/** All rows of a process (it stops serving streams). */
export async function removeProcess(db: DbOrHandle, processId: string): Promise<void> {
  await kyselyOf(db).deleteFrom('live_streams').where('process_id', '=', processId).execute();
}
