import fs from 'node:fs';
import sharp from 'sharp';
import { api, ApiErrorSchema } from 'shared-kernel/contract';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { eraseExpiredAccounts } from '../src/domain/accounts/erase';
import { GRACE_MS } from '../src/domain/accounts/deletion';
import { S3Store, type FileStore } from '../src/storage';
import { createTestApp, createTestUser, makeTempDir, sameOrigin, sessionCookieFor, type TestApp } from './helpers';
import { startS3rver, type TestS3 } from './s3-helpers';

// Photos through the file store on both drivers: upload, /media/, locked photos, deletion and
// erasure. s3rver answers anonymous GETs, so "the bucket is not public" cannot be shown against
// it: what is shown is the API's side (keys nobody can guess, a locked key never named, 404 for
// every key that is not there).

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver('hartklop-media-test');
});
afterAll(async () => {
  await s3.stop();
});

const destroyClient = (store: FileStore): void => {
  if (store instanceof S3Store) store.client.destroy();
};

const jpeg = (colour: string): Promise<Buffer> => sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();

const expect404 = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }): void => {
  expect(res.statusCode).toBe(404);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
};

describe.each(['disk', 's3'] as const)('photos on the %s store', (driver) => {
  let t: TestApp;
  let store: FileStore;
  beforeAll(async () => {
    t = await createTestApp(driver === 's3' ? { storage: s3.storage } : {});
    store = t.app.deps.store;
    expect(store.driver).toBe(driver);
  });
  afterAll(async () => {
    await t.close();
    destroyClient(store);
  });

  const member = async (options: { gender?: 'male' | 'female'; paidUser?: boolean } = {}) => {
    const user = await createTestUser(t.db, options);
    return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
  };
  const upload = async (cookie: string, colour: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/photo.php', headers: { ...sameOrigin, 'content-type': 'image/jpeg', cookie }, payload: await jpeg(colour) });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    return api.uploadPhoto.response.parse(res.json()).photo;
  };
  const media = (key: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: `/media/${key}`, headers });

  it('stores an upload in the store and serves it at /media/ with its type, length, cache and ETag', async () => {
    const owner = await member();
    const photo = await upload(owner.cookie, '#aa3366');
    const stored = await store.head(photo.filename);
    expect(stored).toMatchObject({ contentType: 'image/jpeg' });
    expect(await store.head(photo.thumb_filename)).not.toBeNull();
    // The disk keeps its folder; the bucket leaves it empty.
    expect(fs.existsSync(`${t.config.uploadsDir}/${photo.filename}`)).toBe(driver === 'disk');

    const res = await media(photo.filename);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(Number(res.headers['content-length'])).toBe(stored?.size);
    expect(res.headers.etag).toBe(stored?.etag);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');

    const head = await media(photo.filename, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    expect(head.rawPayload).toHaveLength(0);

    const again = await media(photo.filename, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect((await media(photo.filename, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('answers a JSON 404 for a missing key and for anything that is not a key', async () => {
    expect404(await media('photos/1/0123456789abcdef0123456789abcdef.jpg'));
    expect((await media('photos/1/0123456789abcdef0123456789abcdef.jpg', {}, 'HEAD')).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', 'photos/.hidden', 'photos/a%20b.jpg', 'photos/a.jpg.tmp', 'photos/%00.jpg', '']) {
      const res = await media(bad);
      expect([bad, res.statusCode]).toEqual([bad, 404]);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('not_found');
    }
  });

  it("never names a locked photo's key to a member who may not see it, and a guessed key is a 404", async () => {
    const owner = await member();
    const photos = [];
    for (const colour of ['#111111', '#222222', '#333333']) photos.push(await upload(owner.cookie, colour));
    const viewer = await member({ gender: 'male' });
    const res = await t.app.inject({ method: 'GET', url: `/api/member.php?id=${owner.profileId}`, headers: { cookie: viewer.cookie } });
    expect(res.statusCode).toBe(200);
    const shown = api.member.response.parse(res.json()).profile;
    expect(shown.photo_count).toBe(3);
    expect(shown.photos).toHaveLength(2);
    const shownKeys = new Set(shown.photos.flatMap((p) => [p.filename, p.thumb_filename]));
    const locked = photos.filter((p) => !shownKeys.has(p.filename));
    expect(locked).toHaveLength(1);
    // Not anywhere in the answer, not even the random part of its name.
    const random = locked[0]!.filename.split('/').pop()!.replace('.jpg', '');
    expect(res.body).not.toContain(random);
    // Its key holds 128 random bits; what a guess of the owner's folder gives is a 404.
    expect(random).toMatch(/^[0-9a-f]{32}$/);
    expect404(await media(`photos/${owner.profileId}/${'0'.repeat(32)}.jpg`));
    expect404(await media(`photos/${owner.profileId}/`));
    expect404(await media(`photos/${owner.profileId}`));
  });

  it('deletes both objects when the member deletes the photo', async () => {
    const owner = await member();
    const photo = await upload(owner.cookie, '#445566');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/photo.php', headers: { ...sameOrigin, cookie: owner.cookie, 'content-type': 'application/json' }, payload: { id: photo.id } });
    expect(res.statusCode).toBe(200);
    expect(await store.head(photo.filename)).toBeNull();
    expect(await store.head(photo.thumb_filename)).toBeNull();
    expect404(await media(photo.filename));
  });

  it('erasure removes the objects of the account and /media/ answers 404', async () => {
    const owner = await member();
    const photos = [await upload(owner.cookie, '#778899'), await upload(owner.cookie, '#99aabb')];
    const other = await member();
    const kept = await upload(other.cookie, '#ccddee');
    await t.db.kysely
      .updateTable('users')
      .set({ status: 'deleted', status_before_delete: 'confirmed', deleted_at: new Date(Date.now() - GRACE_MS - 60_000) })
      .where('id', '=', owner.userId)
      .execute();
    const result = await eraseExpiredAccounts(t.db.kysely, store);
    expect(result.erased).toContain(owner.userId);
    expect(result.files).toBe(4);
    for (const photo of photos) {
      expect(await store.head(photo.filename)).toBeNull();
      expect(await store.head(photo.thumb_filename)).toBeNull();
      expect404(await media(photo.filename));
    }
    expect((await media(kept.filename)).statusCode).toBe(200);
  });
});

describe('several API hosts on one bucket', () => {
  it("serves a photo uploaded through host 1 from host 2 after host 1's folder is gone", async () => {
    const one = await createTestApp({ storage: s3.storage });
    const twoConfig: Config = { ...one.config, uploadsDir: makeTempDir('hartklop-host2-'), storage: { ...s3.storage } };
    const two = await buildApp({ db: one.db, config: twoConfig });
    try {
      const user = await createTestUser(one.db);
      const cookie = await sessionCookieFor(one.db, user.userId);
      const res = await one.app.inject({ method: 'POST', url: '/api/photo.php', headers: { ...sameOrigin, 'content-type': 'image/jpeg', cookie }, payload: await jpeg('#123456') });
      const photo = api.uploadPhoto.response.parse(res.json()).photo;
      fs.rmSync(one.config.dataDir, { recursive: true, force: true });
      const served = await two.inject({ method: 'GET', url: `/media/${photo.filename}` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    } finally {
      await two.close();
      destroyClient(two.deps.store);
      await one.close();
      destroyClient(one.app.deps.store);
    }
  });
});

describe('MEDIA_REDIRECT=presigned', () => {
  it('answers a 302 to a short-lived presigned address, a 404 for a missing key', async () => {
    const t = await createTestApp({ storage: { ...s3.storage, redirect: true } });
    try {
      await s3.store.put('photos/9/0123456789abcdef0123456789abcdef.jpg', await jpeg('#654321'), 'image/jpeg');
      const res = await t.app.inject({ method: 'GET', url: '/media/photos/9/0123456789abcdef0123456789abcdef.jpg' });
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toBe('private, max-age=60');
      const location = String(res.headers.location);
      expect(location.startsWith(`${s3.storage.endpoint}/hartklop-media-test/photos/9/`)).toBe(true);
      expect(location).toContain('X-Amz-Expires=300');
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/jpeg');
      expect404(await t.app.inject({ method: 'GET', url: '/media/photos/9/ffffffffffffffffffffffffffffffff.jpg' }));
    } finally {
      await t.close();
      destroyClient(t.app.deps.store);
    }
  });
});
