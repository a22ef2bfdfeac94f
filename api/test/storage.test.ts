import fs from 'node:fs';
import path from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import { LocalDiskStore, S3Store, isStoreKey, type FileStore, type ObjectInfo } from '../src/storage';
import { ConfigError } from '../src/config';
import { makeTempDir, removeTempDirs } from './helpers';
import { startS3rver, type TestS3 } from './s3-helpers';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver('hartklop-store-test');
});
afterAll(async () => {
  await s3.stop();
  removeTempDirs();
});

const collect = async (items: AsyncIterable<ObjectInfo>): Promise<string[]> => {
  const keys: string[] = [];
  for await (const item of items) keys.push(item.key);
  return keys.sort();
};

describe('isStoreKey', () => {
  it('takes relative keys of plain segments only', () => {
    expect(isStoreKey('photos/12/0123456789abcdef0123456789abcdef.jpg')).toBe(true);
    expect(isStoreKey('chat/1b4e28ba-2fa1-11d2-883f-0016d3cca427_thumb.jpg')).toBe(true);
    for (const bad of ['', '.', '..', '../a.jpg', 'photos/../../a.jpg', '/etc/passwd', 'photos//a.jpg', 'photos/a.jpg/', 'photos/.hidden', 'a\\b.jpg', 'a b.jpg', 'photos/a.jpg.tmp', 'x/'.repeat(9) + 'a']) {
      expect([bad, isStoreKey(bad)]).toEqual([bad, false]);
    }
  });
});

describe.each(['disk', 's3'] as const)('the %s store', (driver) => {
  let store: FileStore;
  beforeAll(() => {
    store = driver === 'disk' ? new LocalDiskStore(path.join(makeTempDir('hartklop-store-'), 'uploads')) : s3.store;
  });

  it('puts, reads, heads and deletes an object', async () => {
    const data = Buffer.from('een foto');
    await store.put('photos/1/abc.jpg', data, 'image/jpeg');
    const head = await store.head('photos/1/abc.jpg');
    expect(head).toMatchObject({ key: 'photos/1/abc.jpg', size: data.length, contentType: 'image/jpeg' });
    expect(head?.etag).toMatch(/^".+"$/);
    const object = await store.get('photos/1/abc.jpg');
    expect(object && (await readAll(object.body))).toEqual(data);
    expect(object?.etag).toBe(head?.etag);
    expect(await store.delete(['photos/1/abc.jpg', 'photos/1/abc.jpg', 'photos/1/never.jpg'])).toBe(1);
    expect(await store.head('photos/1/abc.jpg')).toBeNull();
    expect(await store.get('photos/1/abc.jpg')).toBeNull();
    expect(await store.delete(['photos/1/abc.jpg'])).toBe(0);
  });

  it('replaces an object whole, with a new ETag', async () => {
    await store.put('chat/replace.jpg', Buffer.from('eerste'), 'image/jpeg');
    const before = await store.head('chat/replace.jpg');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.put('chat/replace.jpg', Buffer.from('tweede versie'), 'image/jpeg');
    const after = await store.get('chat/replace.jpg');
    expect(after && (await readAll(after.body)).toString()).toBe('tweede versie');
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('lists by prefix with sizes and times, nothing outside it', async () => {
    await store.put('list/a/1.jpg', Buffer.from('1'), 'image/jpeg');
    await store.put('list/a/sub/2.jpg', Buffer.from('22'), 'image/jpeg');
    await store.put('list/b/3.jpg', Buffer.from('333'), 'image/jpeg');
    expect(await collect(store.list('list/a/'))).toEqual(['list/a/1.jpg', 'list/a/sub/2.jpg']);
    expect(await collect(store.list('list/'))).toEqual(['list/a/1.jpg', 'list/a/sub/2.jpg', 'list/b/3.jpg']);
    expect(await collect(store.list('nothing/'))).toEqual([]);
    for await (const item of store.list('list/b/')) {
      expect(item.size).toBe(3);
      expect(Math.abs(item.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('refuses keys that are not keys', async () => {
    for (const bad of ['../escape.jpg', '/etc/passwd', 'a/../../b.jpg']) {
      await expect(store.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('not a storage key');
      await expect(store.get(bad)).rejects.toThrow('not a storage key');
      await expect(store.delete([bad])).rejects.toThrow('not a storage key');
    }
  });
});

describe('the disk store', () => {
  it('never reads, removes or writes through a link that leads outside its folder', async () => {
    const root = makeTempDir('hartklop-store-');
    const outside = makeTempDir('hartklop-outside-');
    fs.writeFileSync(path.join(outside, 'geheim.jpg'), 'niet van ons');
    fs.symlinkSync(outside, path.join(root, 'link'));
    const store: FileStore = new LocalDiskStore(root);
    expect(await store.head('link/geheim.jpg')).toBeNull();
    expect(await store.get('link/geheim.jpg')).toBeNull();
    expect(await store.delete(['link/geheim.jpg'])).toBe(0);
    await expect(store.put('link/nieuw.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('leads outside');
    expect(fs.readdirSync(outside)).toEqual(['geheim.jpg']);
  });

  it('leaves no temporary file behind and lists none', async () => {
    const root = makeTempDir('hartklop-store-');
    const store: FileStore = new LocalDiskStore(root);
    await store.put('photos/2/a.jpg', Buffer.from('x'), 'image/jpeg');
    fs.writeFileSync(path.join(root, 'photos', '2', 'half.jpg.1234.tmp'), 'half');
    expect(fs.readdirSync(path.join(root, 'photos', '2')).sort()).toEqual(['a.jpg', 'half.jpg.1234.tmp']);
    expect(await collect(store.list('photos/'))).toEqual(['photos/2/a.jpg']);
  });
});

describe('the S3 store', () => {
  it('makes a missing bucket outside production only, and says what is wrong in production', async () => {
    const missing = new S3Store({ ...s3.storage, bucket: 'hartklop-not-made' });
    try {
      await expect(missing.ensureBucket(false)).rejects.toThrow(ConfigError);
      await expect(missing.ensureBucket(false)).rejects.toThrow('S3 bucket "hartklop-not-made" does not exist');
      await missing.ensureBucket(true);
      await missing.put('photos/1/a.jpg', Buffer.from('x'), 'image/jpeg');
      expect(await missing.head('photos/1/a.jpg')).not.toBeNull();
      await expect(missing.ensureBucket(false)).resolves.toBeUndefined();
    } finally {
      missing.client.destroy();
    }
  });

  it('tells an unreachable endpoint as a configuration error', async () => {
    const nowhere = new S3Store({ ...s3.storage, endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(nowhere.ensureBucket(true)).rejects.toThrow(/S3 bucket "hartklop-test" cannot be reached|S3 bucket .* cannot be reached/);
    } finally {
      nowhere.client.destroy();
    }
  });

  it('presigns an address that reads the object for a short time', async () => {
    await s3.store.put('photos/3/signed.jpg', Buffer.from('getekend'), 'image/jpeg');
    const url = await s3.store.presignedGetUrl('photos/3/signed.jpg', 60);
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('getekend');
  });
});
