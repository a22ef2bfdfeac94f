import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, contentTypeOf, isStorageKey, type FileStore, type StoredObject, type StoredObjectInfo } from './file-store';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, s3rver); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, R2-like servers). */
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const isMissing = (err: unknown): boolean =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * The S3 driver (`@aws-sdk/client-s3`): one private bucket; credentials from the SDK's default
 * chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or an instance role). Objects are
 * never made public: `/media/<key>` reads them through the API (a CDN caches that).
 */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
    });
  }

  get bucket(): string {
    return this.options.bucket;
  }

  /** Throws unless the bucket exists and the credentials reach it. */
  async checkBucket(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private objectKey(key: string): string {
    return checkedKey(key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    if (!isStorageKey(key)) return null;
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, size: out.ContentLength ?? 0, lastModified: out.LastModified ?? new Date(0), etag: out.ETag ?? '""' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!(out.Body instanceof Readable)) throw new Error('storage: S3 answered without a readable body');
      return {
        key,
        size: out.ContentLength ?? 0,
        lastModified: out.LastModified ?? new Date(0),
        etag: out.ETag ?? '""',
        contentType: out.ContentType ?? contentTypeOf(key),
        body: out.Body,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(keys: readonly string[]): Promise<number> {
    const valid = [...new Set(keys)].filter(isStorageKey);
    for (let i = 0; i < valid.length; i += DELETE_BATCH) {
      const batch = valid.slice(i, i + DELETE_BATCH);
      const out = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true } }),
      );
      const failed = out.Errors ?? [];
      if (failed.length > 0) throw new Error(`storage: S3 did not delete ${failed.length} object(s): ${failed[0]?.Code ?? ''} ${failed[0]?.Key ?? ''}`);
    }
    return valid.length;
  }

  async *list(prefix: string): AsyncIterable<StoredObjectInfo> {
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
      for (const item of out.Contents ?? []) {
        if (!item.Key) continue;
        const key = item.Key;
        if (!isStorageKey(key)) continue;
        yield { key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0), etag: item.ETag ?? '""' };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}
