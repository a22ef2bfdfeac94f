import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SEARCH_PAGE_SIZE } from 'shared-kernel/contract';
import type { DatabaseHandle } from '../src/db/database';
import { ensurePhotoPool, photoPool, poolFolderOf, PHOTO_SIZE, PHOTOS_PER_PERSON, THUMB_SIZE, type PoolPerson } from '../src/seed/photos';
import { CAM_SHARE_OF_FICTIONAL, generateProfile, type GenerateContext } from '../src/seed/generate';
import { resetSeededData, seedIfEmpty, seedProfiles } from '../src/seed/index';
import { LocalDiskStore } from '../src/storage';
import { createTestDatabase, makeTempDir, removeTempDirs, sharePhotoPool } from './helpers';

const NOW = new Date('2026-06-15T12:00:00Z');
const COUNT = 300;

let first: DatabaseHandle;
let second: DatabaseHandle;
let uploadsDir: string;
/** The pool of this file's databases, under their shared secret folder. */
let pool: ReturnType<typeof photoPool>;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase().then(sharePhotoPool), createTestDatabase().then(sharePhotoPool)]);
  uploadsDir = path.join(makeTempDir(), 'uploads');
  await seedProfiles(first, { profiles: COUNT, store: new LocalDiskStore(uploadsDir), now: NOW, seed: 'test-seed', batchSize: 128 });
  await seedProfiles(second, { profiles: COUNT, store: new LocalDiskStore(uploadsDir), now: NOW, seed: 'test-seed', batchSize: 1000 });
  pool = photoPool(await poolFolderOf(first.kysely));
}, 120_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  removeTempDirs();
});

const profilesOf = (db: DatabaseHandle, limit = COUNT) =>
  db.kysely
    .selectFrom('profiles')
    .select([
      'id', 'name', 'gender', 'sexuality', 'birthdate', 'country', 'region_id', 'city', 'hair_colour', 'eye_colour',
      'body_type', 'relationship_status', 'about', 'fictional', 'status', 'created_at',
    ])
    .orderBy('id')
    .limit(limit)
    .execute();

const ageOn = (birthdate: string, now: Date): number => {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
};

describe('seeder', () => {
  it('is deterministic: the same seed gives the same members, whatever the batch size', async () => {
    const [a, b] = await Promise.all([profilesOf(first), profilesOf(second)]);
    expect(a).toHaveLength(COUNT);
    expect(b).toEqual(a);
    const photos = (db: DatabaseHandle) =>
      db.kysely.selectFrom('photos').select(['profile_id', 'filename', 'position']).orderBy('profile_id').orderBy('position').execute();
    expect(await photos(second)).toEqual(await photos(first));
  });

  it("keeps the pool under a folder named by the installation's secret, not a guessable one", async () => {
    const folder = await poolFolderOf(first.kysely);
    expect(folder).toMatch(/^seed\/[0-9a-f]{32}$/);
    expect(pool.female[0]!.photos[0]!.filename.startsWith(`${folder}/`)).toBe(true);
    const other = await createTestDatabase();
    try {
      expect(await poolFolderOf(other.kysely)).not.toBe(folder);
    } finally {
      await other.close();
    }
  });

  it('gives another seed other members', async () => {
    const db = await sharePhotoPool(await createTestDatabase());
    try {
      await seedProfiles(db, { profiles: 20, store: new LocalDiskStore(uploadsDir), now: NOW, seed: 'another-seed' });
      const other = await profilesOf(db, 20);
      const same = await profilesOf(first, 20);
      expect(other.map((p) => p.about)).not.toEqual(same.map((p) => p.about));
    } finally {
      await db.close();
    }
  });

  it('makes adults of 18 to 80 with sensible attributes', async () => {
    const profiles = await profilesOf(first);
    for (const p of profiles) {
      const age = ageOn(p.birthdate, NOW);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(80);
      expect(['male', 'female']).toContain(p.gender);
      if (p.gender === 'male') expect(['hetero', 'gay', 'bi']).toContain(p.sexuality);
      else expect(['hetero', 'lesbian', 'bi']).toContain(p.sexuality);
      expect(['NL', 'BE']).toContain(p.country);
      expect(HAIR_COLOURS).toContain(p.hair_colour);
      expect(EYE_COLOURS).toContain(p.eye_colour);
      expect(BODY_TYPES).toContain(p.body_type);
      expect(RELATIONSHIP_STATUSES).toContain(p.relationship_status);
      expect(p.about.length).toBeGreaterThan(60);
      expect(p.about).toContain(p.city);
      expect(p.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const ages = profiles.map((p) => ageOn(p.birthdate, NOW));
    expect(Math.min(...ages)).toBeLessThan(25);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    const be = profiles.filter((p) => p.country === 'BE').length;
    expect(be).toBeGreaterThan(COUNT * 0.12);
    expect(be).toBeLessThan(COUNT * 0.4);
  });

  it('places every member in a real city of a region of their country', async () => {
    const rows = await first.kysely
      .selectFrom('profiles')
      .innerJoin('regions', 'regions.id', 'profiles.region_id')
      .select(['profiles.country', 'regions.country as region_country', 'regions.code'])
      .execute();
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) expect(row.region_country).toBe(row.country);
    expect(new Set(rows.map((r) => r.code)).size).toBeGreaterThan(12);
  });

  it('gives every member 1 to 6 active photos from the pool, at positions 0..n-1', async () => {
    const counts = await first.kysely
      .selectFrom('profiles')
      .leftJoin('photos', 'photos.profile_id', 'profiles.id')
      .select(['profiles.id', sql<number>`count(photos.id)::int`.as('n'), sql<number>`coalesce(max(photos.position), -1)::int`.as('last')])
      .groupBy('profiles.id')
      .execute();
    expect(counts).toHaveLength(COUNT);
    for (const { n, last } of counts) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(6);
      expect(last).toBe(n - 1);
    }
    expect(new Set(counts.map((c) => c.n)).size).toBe(6);
    const poolFiles = new Set([...pool.female, ...pool.male].flatMap((person) => person.photos.map((p) => p.filename)));
    const photos = await first.kysely.selectFrom('photos').select(['filename', 'status']).execute();
    for (const photo of photos) {
      expect(poolFiles.has(photo.filename)).toBe(true);
      expect(photo.status).toBe('active');
    }
  });

  it('shows one person in all the photos of a member, with the hair and eyes of the profile', async () => {
    const personOfFile = new Map<string, PoolPerson>();
    for (const person of [...pool.female, ...pool.male]) for (const photo of person.photos) personOfFile.set(photo.filename, person);
    const rows = await first.kysely
      .selectFrom('profiles')
      .innerJoin('photos', 'photos.profile_id', 'profiles.id')
      .select(['profiles.id', 'profiles.hair_colour', 'profiles.eye_colour', 'photos.filename', 'photos.position'])
      .where('profiles.user_id', 'is', null)
      .orderBy('profiles.id')
      .orderBy('photos.position')
      .execute();
    const byProfile = new Map<number, typeof rows>();
    for (const row of rows) byProfile.set(row.id, [...(byProfile.get(row.id) ?? []), row]);
    expect(byProfile.size).toBe(COUNT);
    for (const photos of byProfile.values()) {
      const people = new Set(photos.map((p) => personOfFile.get(p.filename)));
      expect(people.size).toBe(1);
      const person = [...people][0]!;
      expect(person.photos.slice(0, photos.length).map((p) => p.filename)).toEqual(photos.map((p) => p.filename));
      expect({ hair: photos[0]!.hair_colour, eyes: photos[0]!.eye_colour }).toEqual({ hair: person.hair, eyes: person.eyes });
    }
    // The pool's people have every hair and eye colour a profile can have.
    const everyone = [...pool.female, ...pool.male];
    expect(new Set(everyone.map((p) => p.hair))).toEqual(new Set(HAIR_COLOURS));
    expect(new Set(everyone.map((p) => p.eyes))).toEqual(new Set(EYE_COLOURS));
  });

  it('flags about 5% of the members as fictional', async () => {
    const { n } = await first.kysely
      .selectFrom('profiles')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('fictional', '=', true)
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(COUNT * 0.12);
  });

  it('marks about 1 in 8 fictional members as cam performers, never a real member', async () => {
    const stored = await first.kysely.selectFrom('profiles').select(['fictional', 'cam']).execute();
    expect(stored.filter((p) => p.cam && !p.fictional)).toEqual([]);
    // The stored 300 hold few fictional members: the generator itself tells the share.
    const [regions, interests] = await Promise.all([
      first.kysely.selectFrom('regions').select(['id', 'code']).execute(),
      first.kysely.selectFrom('interests').select(['id', 'name']).execute(),
    ]);
    const ctx: GenerateContext = { seed: 'cam-share', regionIds: new Map(regions.map((r) => [r.code, r.id])), interests, pool: photoPool(), now: NOW };
    const generated = Array.from({ length: 8000 }, (_, i) => generateProfile(ctx, i).profile);
    const fictional = generated.filter((p) => p.fictional);
    const cam = generated.filter((p) => p.cam);
    expect(cam.every((p) => p.fictional)).toBe(true);
    expect(cam.length / fictional.length).toBeGreaterThan(CAM_SHARE_OF_FICTIONAL * 0.5);
    expect(cam.length / fictional.length).toBeLessThan(CAM_SHARE_OF_FICTIONAL * 1.6);
  });

  it('never shows one portrait twice on a page of search results (24, newest first)', async () => {
    // Stored: the main photos (position 0) of the members, newest first, per gender.
    const mains = await first.kysely
      .selectFrom('profiles')
      .innerJoin('photos', 'photos.profile_id', 'profiles.id')
      .select(['profiles.gender', 'photos.filename'])
      .where('photos.position', '=', 0)
      .where('profiles.user_id', 'is', null)
      .orderBy('profiles.id', 'desc')
      .execute();
    for (const gender of ['female', 'male'] as const) {
      const files = mains.filter((m) => m.gender === gender).map((m) => m.filename);
      expect(files.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
      for (let i = 0; i + SEARCH_PAGE_SIZE <= files.length; i++) {
        expect(new Set(files.slice(i, i + SEARCH_PAGE_SIZE)).size).toBe(SEARCH_PAGE_SIZE);
      }
    }
    // Generated: any 72 consecutive members (both genders) have distinct main photos, and a
    // member's other photos never repeat the main one.
    const [regions, interests] = await Promise.all([
      first.kysely.selectFrom('regions').select(['id', 'code']).execute(),
      first.kysely.selectFrom('interests').select(['id', 'name']).execute(),
    ]);
    const ctx: GenerateContext = { seed: 'portraits', regionIds: new Map(regions.map((r) => [r.code, r.id])), interests, pool: photoPool(), now: NOW };
    const generated = Array.from({ length: 600 }, (_, i) => generateProfile(ctx, i));
    for (let i = 0; i + 72 <= generated.length; i += 12) {
      const window = generated.slice(i, i + 72).map((g) => g.photos[0]?.filename);
      expect(new Set(window).size).toBe(72);
    }
    for (const g of generated) expect(new Set(g.photos.map((p) => p.filename)).size).toBe(g.photos.length);
  });

  it('gives members interests', async () => {
    const rows = await first.kysely
      .selectFrom('profile_interests')
      .select(['profile_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('profile_id')
      .execute();
    expect(rows).toHaveLength(COUNT);
    for (const { n } of rows) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('renders the photo pool once: 600x800 JPEGs with 150x200 thumbnails', async () => {
    const all = [...pool.female, ...pool.male].flatMap((person) => person.photos);
    expect(all).toHaveLength(144 * PHOTOS_PER_PERSON);
    for (const photo of all) {
      expect(fs.existsSync(path.join(uploadsDir, photo.filename))).toBe(true);
      expect(fs.existsSync(path.join(uploadsDir, photo.thumb_filename))).toBe(true);
    }
    const full = await sharp(path.join(uploadsDir, all[0]!.filename)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', PHOTO_SIZE.width, PHOTO_SIZE.height]);
    expect(full.exif).toBeUndefined();
    const thumb = await sharp(path.join(uploadsDir, all[0]!.thumb_filename)).metadata();
    expect([thumb.width, thumb.height]).toEqual([THUMB_SIZE.width, THUMB_SIZE.height]);
    // Already there: a second run writes nothing.
    const db = await sharePhotoPool(await createTestDatabase());
    try {
      const result = await seedProfiles(db, { profiles: 1, store: new LocalDiskStore(uploadsDir), now: NOW });
      expect(result.poolFilesWritten).toBe(0);
      // The marker gone, every picture is looked at again, and none is made twice.
      const marker = path.join(uploadsDir, path.dirname(all[0]!.filename), 'complete');
      fs.rmSync(marker);
      expect((await ensurePhotoPool(new LocalDiskStore(uploadsDir), db.kysely)).written).toBe(0);
      expect(fs.existsSync(marker)).toBe(true);
      fs.rmSync(marker);
      fs.rmSync(path.join(uploadsDir, all[0]!.thumb_filename));
      expect((await ensurePhotoPool(new LocalDiskStore(uploadsDir), db.kysely)).written).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('continues the sequence on a second run, seeds only an empty database on start, and resets', async () => {
    const db = await sharePhotoPool(await createTestDatabase());
    try {
      const options = { store: new LocalDiskStore(uploadsDir), now: NOW, seed: 'test-seed' };
      expect(await seedIfEmpty(db, { ...options, profiles: 10 })).toMatchObject({ profiles: 10, firstId: 1 });
      expect(await seedIfEmpty(db, { ...options, profiles: 10 })).toBeNull();
      const more = await seedProfiles(db, { ...options, profiles: 5 });
      expect(more.firstId).toBe(11);
      const fifteen = await profilesOf(db, 15);
      const reference = await profilesOf(first, 15);
      expect(fifteen.map((p) => p.about)).toEqual(reference.map((p) => p.about));

      await resetSeededData(db);
      const { n } = await db.kysely.selectFrom('profiles').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      expect(n).toBe(0);
      const again = await seedProfiles(db, { ...options, profiles: 3 });
      expect(again.firstId).toBe(1);
      // New rows still get ids from the identity after the explicit ones.
      const next = await db.kysely
        .insertInto('profiles')
        .values({
          user_id: null, name: 'X', gender: 'male', sexuality: 'hetero', birthdate: '1980-01-01', country: 'NL',
          region_id: null, city: 'Utrecht', hair_colour: null, eye_colour: null, body_type: null,
          relationship_status: null, about: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(4);
    } finally {
      await db.close();
    }
  });
});
