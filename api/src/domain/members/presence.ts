import { sql } from 'kysely';
import type { Presence } from 'shared-kernel/contract';
import type { DbOrTrx } from '../../db/schema';
import { distanceKm } from '../../geo/gazetteer';

/**
 * Presence and distance (issue 15): what one member may know of another's activity and location.
 * Both are coarse on purpose: a bucket instead of a time, whole kilometres between two city centres
 * instead of coordinates. The database keeps the facts (migration 0018); this module decides what
 * of them a viewer sees.
 */

/** Active this recently counts as online. The open event stream refreshes activity every 30 s. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** Activity older than this is not shown at all. */
export const WEEK_MS = 7 * 24 * 3600_000;
/** A member's activity is written at most this often. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

const amsterdamDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The presence bucket of a last activity (already null when the member hides it), seen at `now`. */
export function presenceBucket(activeAt: Date | null, now: Date): Presence | null {
  if (!activeAt) return null;
  const ago = now.getTime() - activeAt.getTime();
  if (ago <= ONLINE_WINDOW_MS) return 'online';
  if (amsterdamDay.format(activeAt) === amsterdamDay.format(now)) return 'today';
  if (ago <= WEEK_MS) return 'week';
  return null;
}

/** A distance as shown: whole kilometres, 0 for under one. Never more precise than the cities. */
export const coarseKm = (km: number): number => (km < 1 ? 0 : Math.round(km));

export interface Location {
  lat: number;
  lon: number;
}

/**
 * Where a member looks from, and whether they take part in presence: their city's centre (null
 * when the city is not a known place) and their own presence switch.
 */
export interface Vantage {
  profileId: number;
  location: Location | null;
  showPresence: boolean;
}

export async function loadVantage(db: DbOrTrx, profileId: number): Promise<Vantage | null> {
  const row = await db.selectFrom('profiles').select(['lat', 'lon', 'show_presence']).where('id', '=', profileId).executeTakeFirst();
  if (!row) return null;
  return {
    profileId,
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    showPresence: row.show_presence,
  };
}

/** What a profile row needs for presence and distance. */
export interface PresenceRow {
  id: number;
  lat: number | null;
  lon: number | null;
  presence_at: Date | null;
  invisible: boolean;
}

export interface PresenceDistance {
  presence: Presence | null;
  distance_km: number | null;
}

const NOTHING: PresenceDistance = { presence: null, distance_km: null };

/** Profiles with a block between them and the viewer, in either direction. */
async function blockedAmong(db: DbOrTrx, viewerProfileId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_profile_id as id')
    .where('blocker_profile_id', '=', viewerProfileId)
    .where('blocked_profile_id', 'in', [...ids])
    .union(
      db
        .selectFrom('blocks')
        .select('blocker_profile_id as id')
        .where('blocked_profile_id', '=', viewerProfileId)
        .where('blocker_profile_id', 'in', [...ids]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Presence and distance of each row as the viewer may see them (by profile id). Nothing for a
 * visitor, for the viewer's own profile, for an invisible profile (even one that liked the
 * viewer), across a block, and no presence for a viewer who hides their own.
 */
export async function presenceAndDistance(
  db: DbOrTrx,
  vantage: Vantage | null | undefined,
  rows: readonly PresenceRow[],
  now: Date = new Date(),
): Promise<Map<number, PresenceDistance>> {
  const result = new Map<number, PresenceDistance>();
  if (!vantage) return result;
  const blocked = await blockedAmong(
    db,
    vantage.profileId,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    if (row.id === vantage.profileId || row.invisible || blocked.has(row.id)) {
      result.set(row.id, NOTHING);
      continue;
    }
    const here = vantage.location;
    result.set(row.id, {
      presence: vantage.showPresence ? presenceBucket(row.presence_at, now) : null,
      distance_km: here && row.lat !== null && row.lon !== null ? coarseKm(distanceKm(here.lat, here.lon, row.lat, row.lon)) : null,
    });
  }
  return result;
}

/**
 * Records that a member is active, at most once a minute: an in-process memo spares the database
 * the write, and the SQL guard keeps several processes to one write a minute as well.
 */
export class ActivityRecorder {
  private readonly lastWrite = new Map<number, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  async touch(db: DbOrTrx, profileId: number): Promise<void> {
    const now = this.now();
    const last = this.lastWrite.get(profileId);
    if (last !== undefined && now - last < ACTIVITY_WRITE_INTERVAL_MS) return;
    if (this.lastWrite.size >= this.maxEntries) this.lastWrite.clear();
    this.lastWrite.set(profileId, now);
    await recordActivity(db, profileId);
  }
}

/** Sets the member's last activity to now unless it was written within the last minute. */
export async function recordActivity(db: DbOrTrx, profileId: number): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ last_active_at: sql<Date>`now()` })
    .where('id', '=', profileId)
    .where((eb) =>
      eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', sql<Date>`now() - make_interval(secs => ${ACTIVITY_WRITE_INTERVAL_MS / 1000})`)]),
    )
    .execute();
}

/** The members with an open event stream in this process are active (its heartbeat, every 30 s). */
export async function recordStreamActivity(db: DbOrTrx, processId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ last_active_at: sql<Date>`now()` })
    .where('user_id', 'in', db.selectFrom('live_streams').select('user_id').where('process_id', '=', processId))
    .where((eb) =>
      eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', sql<Date>`now() - make_interval(secs => ${ACTIVITY_WRITE_INTERVAL_MS / 1000})`)]),
    )
    .execute();
}
