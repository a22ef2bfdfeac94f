import fs from 'node:fs';
import path from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import { LocalDiskStore } from '../src/storage';
import { copyStore } from '../src/storage/migrate';
import { makeTempDir, removeTempDirs } from './helpers';
import { startS3rver, type TestS3 } from './s3-helpers';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver('hartklop-migrate-test');
});
afterAll(async () => {
  await s3.stop();
  removeTempDirs();
});

describe('copyStore (npm run storage:migrate)', () => {
  it('copies the uploads folder into the bucket once; a second run copies nothing; a changed file is copied again', async () => {
    const root = makeTempDir('hartklop-migrate-');
    const write = (key: string, content: string): void => {
      fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      fs.writeFileSync(path.join(root, key), content);
    };
    write('photos/1/0123456789abcdef0123456789abcdef.jpg', 'foto');
    write('photos/1/0123456789abcdef0123456789abcdef_thumb.jpg', 'duim');
    write('chat/1b4e28ba-2fa1-11d2-883f-0016d3cca427.jpg', 'chat');
    write('seed/0123456789abcdef0123456789abcdef/complete', 'klaar');
    // Half-written and odd files are not objects: they stay behind.
    write('photos/1/half.jpg.1a2b.tmp', 'half');
    write('photos/1/.DS_Store', 'x');
    const source = new LocalDiskStore(root);

    expect(await copyStore(source, s3.store)).toEqual({ copied: 4, skipped: 0 });
    const copied = await s3.store.get('photos/1/0123456789abcdef0123456789abcdef.jpg');
    expect(copied?.contentType).toBe('image/jpeg');
    expect(copied && (await readAll(copied.body)).toString()).toBe('foto');
    expect(await s3.store.head('photos/1/half.jpg.1a2b')).toBeNull();

    expect(await copyStore(source, s3.store)).toEqual({ copied: 0, skipped: 4 });

    // Same size, other content: the MD5 ETag tells them apart.
    write('chat/1b4e28ba-2fa1-11d2-883f-0016d3cca427.jpg', 'CHAT');
    const keys: string[] = [];
    expect(await copyStore(source, s3.store, (key) => keys.push(key))).toEqual({ copied: 1, skipped: 3 });
    expect(keys).toEqual(['chat/1b4e28ba-2fa1-11d2-883f-0016d3cca427.jpg']);
    const changed = await s3.store.get('chat/1b4e28ba-2fa1-11d2-883f-0016d3cca427.jpg');
    expect(changed && (await readAll(changed.body)).toString()).toBe('CHAT');
  });
});
