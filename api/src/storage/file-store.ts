import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (issue 31): photos, their thumbnails, chat photos and the
 * seeder's picture pool. One interface, two drivers: the local disk (`disk-store.ts`, the default,
 * for `npm start` and one machine) and S3-compatible object storage (`s3-store.ts`, for several API
 * hosts: a file written through one host is read through any other). The database stores the key;
 * `/media/<key>` serves it (web/routes/static).
 *
 * Keys are relative paths of plain segments (`photos/12/3f9c….jpg`): letters, digits, `.`, `_`, `-`,
 * no empty, `.` or `..` segment, no leading slash. Keys of members' photos carry 128 random bits,
 * so nobody reaches a photo the API did not show them by guessing its address.
 */
export interface StoredObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
  /** Quoted, as HTTP sends it. */
  etag: string;
}

export interface StoredObject extends StoredObjectInfo {
  contentType: string;
  body: Readable;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the whole object; a reader never sees half of it. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object with its body as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the objects (missing ones are fine); answers how many were removed (S3: how many were asked for). */
  delete(keys: readonly string[]): Promise<number>;
  /** Every object whose key starts with `prefix`, in pages. */
  list(prefix: string): AsyncIterable<StoredObjectInfo>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

/** Whether a key (from the database or a request) is one of ours, and safe on both drivers. */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..' && !segment.includes('..'));
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** The content type of a stored file by its extension (every upload is stored as JPEG). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  return 'application/octet-stream';
}
