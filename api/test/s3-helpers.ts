import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config';
import { S3Store } from '../src/storage';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

export interface TestS3 {
  /** The configuration that points at this server's bucket (path-style, as for MinIO). */
  storage: S3StorageConfig;
  /** A store of its own on the bucket, for the test to look inside (closed by `stop`). */
  store: S3Store;
  stop(): Promise<void>;
}

/** s3rver's built-in account: it checks the signature of every request against this key pair. */
const S3RVER_KEY = 'S3RVER';

/**
 * s3rver on 127.0.0.1 (a free port) with its objects in a temporary folder and the bucket made.
 * The AWS SDK finds the credentials where it finds them in production: AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (set for the test file, given back by `stop`). Note: s3rver answers
 * anonymous GETs, so that the bucket is not public cannot be shown against it; the tests show the
 * rules of the API instead (unguessable keys, a locked key never named, 404 for any other).
 */
export async function startS3rver(bucket = 'hartklop-test'): Promise<TestS3> {
  // Its own folder, not makeTempDir's: a test app's close() empties those, the bucket must outlive it.
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hartklop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = S3RVER_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_KEY;
  const storage: S3StorageConfig = { driver: 's3', bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, redirect: false };
  const store = new S3Store(storage);
  return {
    storage,
    store,
    stop: async () => {
      store.client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
      const restore = (name: string, value: string | undefined): void => {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      };
      restore('AWS_ACCESS_KEY_ID', saved.id);
      restore('AWS_SECRET_ACCESS_KEY', saved.secret);
    },
  };
}
