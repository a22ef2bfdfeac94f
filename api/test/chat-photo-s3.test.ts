import { randomUUID } from 'node:crypto';
import { api } from 'shared-kernel/contract';
import type { Config } from '../src/config';
import { S3Store } from '../src/storage';
import { chatClient, COSTS, testJpeg, useChatApp } from './chat-helpers';
import { startS3rver, type TestS3 } from './s3-helpers';

// Chat photos on the S3 store (chat-send.test.ts covers the disk): put in the bucket, served at
// /media/, and not left behind when the send fails.

let s3: TestS3;
const overrides: Partial<Config> = {};
// Registered before useChatApp's: the bucket is there when the app is built.
beforeAll(async () => {
  s3 = await startS3rver('hartklop-chat-test');
  overrides.storage = s3.storage;
});
const t = useChatApp(overrides);
const c = chatClient(t);
afterAll(async () => {
  const store = t.app.deps.store;
  if (store instanceof S3Store) store.client.destroy();
  await s3.stop();
});

const chatObjects = async (): Promise<string[]> => {
  const keys: string[] = [];
  for await (const object of s3.store.list('chat/')) keys.push(object.key);
  return keys.sort();
};

describe('POST /api/photo-message.php on the S3 store', () => {
  it('puts the photo and its thumbnail in the bucket and serves them at /media/', async () => {
    const sender = await t.member({ credits: 20 });
    const recipient = await t.member({ gender: 'male' });
    const res = await c.photoRes(sender.cookie, `profile_id=${recipient.profileId}&idempotency_key=${randomUUID()}`, await testJpeg(800, 600));
    expect(res.statusCode).toBe(201);
    const photo = api.sendPhotoMessage.response.parse(res.json()).message.photo!;
    expect(await chatObjects()).toEqual([photo.filename, photo.thumb_filename].sort());
    const served = await t.app.inject({ method: 'GET', url: `/media/${photo.thumb_filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('removes the objects again when the send fails (not enough credits)', async () => {
    const before = await chatObjects();
    const sender = await t.member({ credits: COSTS.photo - 1 });
    const recipient = await t.member({ gender: 'male' });
    const res = await c.photoRes(sender.cookie, `profile_id=${recipient.profileId}&idempotency_key=${randomUUID()}`, await testJpeg(800, 600));
    expect(res.statusCode).toBe(402);
    expect(await chatObjects()).toEqual(before);
  });
});
