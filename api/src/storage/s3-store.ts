import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ConfigError } from '../config';
import { assertStoreKey, contentTypeOfKey, type FileStore, type ObjectInfo, type StoredObject } from './file-store';

export interface S3StoreOptions {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

const isNotFound = (err: unknown): boolean =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/** What HEAD and GET answer about an object, as the store describes it. */
const infoOf = (key: string, out: { ContentLength?: number; ETag?: string; LastModified?: Date; ContentType?: string }): ObjectInfo => ({
  key,
  size: out.ContentLength ?? 0,
  etag: out.ETag ?? '""',
  lastModified: out.LastModified ?? new Date(0),
  contentType: out.ContentType ?? contentTypeOfKey(key),
});

/**
 * The store in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests): what several API hosts
 * share, so a photo uploaded through one is served by any other. Credentials come from the SDK's
 * default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). Objects are
 * written private (no ACL is ever set) and the bucket is never listed to anyone but the API itself
 * (the orphan job and the migration).
 */
export class S3Store implements FileStore {
  readonly driver = 's3';
  readonly bucket: string;
  readonly client: S3Client;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    // The SDK warns once, on Node 20, that its releases from 2027 on need Node 22: not ours to act
    // on in every test run and server start. Its own switch, so that warning alone goes; setting
    // the variable to false keeps it.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Checks that the bucket is there and reachable with the credentials. A missing bucket is made
   * when `create` (development and tests); in production it is a configuration error: the bucket,
   * its region and its access rules are the operator's, not the app's.
   */
  async ensureBucket(create: boolean): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (err) {
      if (!isNotFound(err)) {
        const status = err instanceof S3ServiceException ? ` (HTTP ${err.$metadata.httpStatusCode ?? '?'} ${err.name})` : '';
        throw new ConfigError(`S3 bucket "${this.bucket}" cannot be reached${status}: check S3_ENDPOINT, S3_REGION and the AWS credentials`, { cause: err });
      }
    }
    if (!create) throw new ConfigError(`S3 bucket "${this.bucket}" does not exist: create it (private, no public access) or fix S3_BUCKET`);
    await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertStoreKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertStoreKey(key);
    try {
      return infoOf(key, await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStoreKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { ...infoOf(key, out), body: out.Body as Readable };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(keys: readonly string[]): Promise<number> {
    const unique = [...new Set(keys)];
    unique.forEach(assertStoreKey);
    // DeleteObjects answers "deleted" for missing keys too: what was there is asked first.
    const present = (await Promise.all(unique.map(async (key) => ((await this.head(key)) ? key : null)))).filter((key): key is string => key !== null);
    for (let i = 0; i < present.length; i += DELETE_BATCH) {
      const batch = present.slice(i, i + DELETE_BATCH);
      const out = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      const failed = out.Errors ?? [];
      if (failed.length > 0) throw new Error(`S3 delete failed for ${failed.length} object(s): ${failed[0]?.Key ?? '?'} ${failed[0]?.Code ?? ''}`);
    }
    return present.length;
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of out.Contents ?? []) {
        if (item.Key === undefined) continue;
        yield { key: item.Key, size: item.Size ?? 0, etag: item.ETag ?? '""', lastModified: item.LastModified ?? new Date(0), contentType: contentTypeOfKey(item.Key) };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  presignedGetUrl(key: string, seconds: number): Promise<string> {
    assertStoreKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: seconds });
  }
}
