import { sql } from 'kysely';
import type { NodeEnv } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { NewPhoto, NewProfile } from '../db/schema';
import { ensureDemoAccounts } from './demo-accounts';
import type { SeedLogger } from './logger';
import { generateProfile, type GenerateContext } from './generate';
import type { FileStore } from '../storage';
import { ensurePhotoPool } from './photos';

export const DEFAULT_SEED = 'hartklop';
/** Profiles per INSERT statement (one statement per table per batch, in one transaction). */
export const DEFAULT_BATCH_SIZE = 1000;

export type { SeedLogger };

export interface SeedOptions {
  /** Number of profiles to add. */
  profiles: number;
  /** Where the photo pool is put (api/src/storage). */
  store: FileStore;
  seed?: string;
  batchSize?: number;
  now?: Date;
  logger?: SeedLogger;
  /**
   * On start (seedIfEmpty): also create the demo accounts that are missing, unless `nodeEnv` is
   * production (see demo-accounts.ts).
   */
  demoAccounts?: { nodeEnv: NodeEnv; scryptLogN: number };
}

export interface SeedResult {
  profiles: number;
  photos: number;
  profileInterests: number;
  /** Pool image files rendered this run (0 when they were already there). */
  poolFilesWritten: number;
  /** Id of the first profile added. */
  firstId: number;
  ms: number;
}

/** Multi-row inserts stay under PostgreSQL's 65535 bind parameters per statement. */
function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Adds demo members, deterministic per (seed, position): profile number n of a seed is always
 * the same person. Profiles are numbered after the highest existing id, so a second run adds
 * the next members of the same sequence.
 */
export async function seedProfiles(db: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? DEFAULT_BATCH_SIZE, 2000));
  const { pool, written } = await ensurePhotoPool(options.store, db.kysely);

  const [regions, interests, maxRow] = await Promise.all([
    db.kysely.selectFrom('regions').select(['id', 'code']).where('country', 'in', ['NL', 'BE']).execute(),
    db.kysely.selectFrom('interests').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    db.kysely
      .selectFrom('profiles')
      .select(sql<number>`coalesce(max(id), 0)::int`.as('max'))
      .executeTakeFirstOrThrow(),
  ]);
  const ctx: GenerateContext = {
    seed,
    regionIds: new Map(regions.map((r) => [r.code, r.id])),
    interests,
    pool,
    now: options.now ?? new Date(),
  };

  const offset = maxRow.max;
  let photos = 0;
  let profileInterests = 0;
  for (let start = 0; start < options.profiles; start += batchSize) {
    const end = Math.min(start + batchSize, options.profiles);
    const profileRows: NewProfile[] = [];
    const photoRows: NewPhoto[] = [];
    const interestRows: Array<{ profile_id: number; interest_id: number }> = [];
    for (let i = start; i < end; i++) {
      const id = offset + i + 1;
      const generated = generateProfile(ctx, offset + i);
      profileRows.push({ id, ...generated.profile });
      generated.photos.forEach((photo, position) =>
        photoRows.push({
          profile_id: id,
          filename: photo.filename,
          thumb_filename: photo.thumb_filename,
          position,
          status: 'active',
          created_at: generated.profile.created_at,
        }),
      );
      for (const interestId of generated.interestIds) interestRows.push({ profile_id: id, interest_id: interestId });
    }
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('profiles').values(profileRows).execute();
      for (const rows of chunks(photoRows, 8000)) await trx.insertInto('photos').values(rows).execute();
      for (const rows of chunks(interestRows, 20000)) await trx.insertInto('profile_interests').values(rows).execute();
    });
    photos += photoRows.length;
    profileInterests += interestRows.length;
    if (options.logger && (end === options.profiles || (end / batchSize) % 10 === 0)) {
      options.logger.info({ profiles: end, of: options.profiles }, 'seeding profiles');
    }
  }
  // Ids were given explicitly: move the identity sequence past them.
  await sql`select setval(pg_get_serial_sequence('profiles', 'id'), (select coalesce(max(id), 0) + 1 from profiles), false)`.execute(
    db.kysely,
  );
  return {
    profiles: options.profiles,
    photos,
    profileInterests,
    poolFilesWritten: written,
    firstId: offset + 1,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Seeds the demo members on first start: only when there are no profiles at all. With
 * `demoAccounts`, then also creates the demo accounts that do not exist yet (outside production).
 * Returns what the profile seeding did, or null when it did not run.
 */
export async function seedIfEmpty(db: DatabaseHandle, options: SeedOptions): Promise<SeedResult | null> {
  let result: SeedResult | null = null;
  if (options.profiles > 0) {
    const existing = await db.kysely.selectFrom('profiles').select('id').limit(1).executeTakeFirst();
    if (!existing) result = await seedProfiles(db, options);
  }
  if (options.demoAccounts) {
    await ensureDemoAccounts(db, {
      ...options.demoAccounts,
      store: options.store,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  }
  return result;
}

/**
 * Removes the demo members (profiles without an account) with their photos and interests.
 * When no member has an account, the tables are truncated and their ids restart at 1.
 */
export async function resetSeededData(db: DatabaseHandle): Promise<void> {
  const owned = await db.kysely.selectFrom('profiles').select('id').where('user_id', 'is not', null).limit(1).executeTakeFirst();
  if (!owned) {
    await sql`truncate table profile_interests, photos, profiles restart identity cascade`.execute(db.kysely);
    return;
  }
  await db.kysely.deleteFrom('profiles').where('user_id', 'is', null).execute();
}
