import type { Config } from '../config';
import { LocalDiskStore } from './disk-store';
import type { FileStore } from './file-store';
import { S3Store } from './s3-store';

export type { FileStore, ObjectInfo, StoredObject } from './file-store';
export { isStoreKey } from './file-store';
export { LocalDiskStore } from './disk-store';
export { S3Store } from './s3-store';

/** One store per configuration: the app, its jobs and the seeder share the S3 client (its connection pool). */
const stores = new WeakMap<Config, FileStore>();

/** The configured store: the bucket when S3_BUCKET is set, else `uploadsDir`. */
export function fileStoreOf(config: Pick<Config, 'storage' | 'uploadsDir'>): FileStore {
  let store = stores.get(config as Config);
  if (!store) {
    const storage = config.storage;
    store = storage.driver === 's3' ? new S3Store(storage) : new LocalDiskStore(config.uploadsDir);
    stores.set(config as Config, store);
  }
  return store;
}

/**
 * Readies the configured store before the server or the seeder uses it: the uploads folder is
 * made, the bucket checked (made outside production). A failure is a ConfigError: one line.
 */
export async function prepareFileStore(config: Pick<Config, 'storage' | 'uploadsDir' | 'nodeEnv'>): Promise<FileStore> {
  const store = fileStoreOf(config);
  if (store instanceof S3Store) await store.ensureBucket(config.nodeEnv !== 'production');
  return store;
}
