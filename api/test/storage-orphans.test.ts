import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { removeOrphanFiles, ORPHAN_GRACE_MS } from '../src/domain/uploads/orphans';
import { S3Store, type FileStore } from '../src/storage';
import { createTestApp, createTestUser, type TestApp } from './helpers';
import { startS3rver, type TestS3 } from './s3-helpers';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver('hartklop-orphans-test');
});
afterAll(async () => {
  await s3.stop();
});

describe.each(['disk', 's3'] as const)('the orphan files job on the %s store', (driver) => {
  let t: TestApp;
  let store: FileStore;
  beforeAll(async () => {
    t = await createTestApp(driver === 's3' ? { storage: s3.storage } : {});
    store = t.app.deps.store;
  });
  afterAll(async () => {
    await t.close();
    if (store instanceof S3Store) store.client.destroy();
  });

  it('removes objects no photo or message names once they are older than the grace period, nothing else', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const photo = { filename: `photos/${a.profileId}/${randomBytes(16).toString('hex')}.jpg`, thumb: `photos/${a.profileId}/${randomBytes(16).toString('hex')}_thumb.jpg` };
    const chat = { filename: `chat/${randomUUID()}.jpg`, thumb: `chat/${randomUUID()}_thumb.jpg` };
    const strays = [`photos/${a.profileId}/${randomBytes(16).toString('hex')}.jpg`, `chat/${randomUUID()}.jpg`];
    const pool = 'seed/0123456789abcdef0123456789abcdef/f-01-1.jpg';
    for (const key of [photo.filename, photo.thumb, chat.filename, chat.thumb, ...strays, pool]) await store.put(key, image, 'image/jpeg');
    await t.db.kysely.insertInto('photos').values({ profile_id: a.profileId, filename: photo.filename, thumb_filename: photo.thumb, position: 0, status: 'active' }).execute();
    const [low, high] = [a.profileId, b.profileId].sort((x, y) => x - y) as [number, number];
    const conversation = await t.db.kysely.insertInto('conversations').values({ profile_low: low, profile_high: high, started_by: a.profileId }).returning('id').executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_profile_id: a.profileId, kind: 'photo', body: null, photo_filename: chat.filename, photo_thumb_filename: chat.thumb, photo_width: 8, photo_height: 8, sent_gift_id: null, ledger_id: null, idempotency_key: null })
      .execute();

    // Within the grace period nothing is touched: an upload may still be on its way to its row.
    expect(await removeOrphanFiles(t.db.kysely, store)).toEqual({ checked: 0, removed: 0 });
    for (const key of strays) expect(await store.head(key)).not.toBeNull();

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const result = await removeOrphanFiles(t.db.kysely, store, later);
    expect(result.removed).toBe(2);
    expect(result.checked).toBeGreaterThanOrEqual(6);
    for (const key of strays) expect(await store.head(key)).toBeNull();
    for (const key of [photo.filename, photo.thumb, chat.filename, chat.thumb, pool]) expect(await store.head(key)).not.toBeNull();
    // A second run finds nothing more.
    expect((await removeOrphanFiles(t.db.kysely, store, later)).removed).toBe(0);
  });
});
