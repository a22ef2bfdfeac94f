import { ConfigError, type Config } from '../config';
import { DiskStore } from './disk-store';
import type { FileStore } from './file-store';
import { S3Store } from './s3-store';

export { DiskStore } from './disk-store';
export { S3Store } from './s3-store';
export * from './file-store';

type Logger = { warn(obj: object, msg: string): void };

/** The store the configuration asks for: the bucket of S3_BUCKET, else `<DATA_DIR>/uploads`. */
export function createFileStore(config: Pick<Config, 'uploadsDir' | 'objectStore'>, logger?: Logger): FileStore {
  if (config.objectStore) return new S3Store(config.objectStore);
  return new DiskStore(config.uploadsDir, logger);
}

/**
 * At start: the bucket exists and these credentials may use it. A wrong name, endpoint or key then
 * stops the server with one line instead of failing on the first upload.
 */
export async function checkObjectStore(files: FileStore): Promise<void> {
  if (!(files instanceof S3Store)) return;
  try {
    await files.checkBucket();
  } catch (err) {
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new ObjectStoreError(`the object store's bucket ${files.bucket} cannot be used (${reason}); check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials`);
  }
}

/** A configuration problem: the server's one-line start failure (startup-failure.ts) says what to fix. */
export class ObjectStoreError extends ConfigError {
  override name = 'ObjectStoreError';
}
