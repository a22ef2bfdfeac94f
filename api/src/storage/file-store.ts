import type { Readable } from 'node:stream';

/** What the store knows of one object, without its content. */
export interface ObjectInfo {
  key: string;
  size: number;
  /** Quoted, as HTTP sends it (`"…"`): the content's MD5 on S3 (one-part uploads), size and time on disk. */
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** An object to read: its facts and its content as a stream (read it to the end or destroy it). */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/**
 * Where uploaded and generated files live (photos, chat photos, the seed pool): the disk
 * (LocalDiskStore, one host) or an S3-compatible bucket every API host shares (S3Store). Keys are
 * relative paths such as `photos/12/<32 hex>.jpg` (`isStoreKey`): the names kept in the database
 * and served under /media/. Nothing here lists a bucket to anyone or makes it public: the API
 * decides who sees which key.
 */
export interface FileStore {
  readonly driver: 'disk' | 's3';
  /** Stores `data` under `key`, whole or not at all (a reader never sees half an object). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's facts, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the objects; missing ones are fine. Answers how many were there. */
  delete(keys: readonly string[]): Promise<number>;
  /** Every object whose key starts with `prefix` (`photos/`), in no promised order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** An address that reads the object for `seconds`, without the API (S3 only). */
  presignedGetUrl?(key: string, seconds: number): Promise<string>;
}

/** 1-8 segments of letters, digits, `.`, `_` and `-`, none starting with a dot (so no `..`), no leading slash. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

/** A key the store accepts: relative, no `..`, no odd characters, not a temporary file. */
export const isStoreKey = (key: string): boolean => key.length <= 512 && KEY.test(key) && !key.endsWith('.tmp');

/** Refuses a key that is not one (a name from the database or a request is never trusted as is). */
export function assertStoreKey(key: string): void {
  if (!isStoreKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type of a key by its extension (what the disk store answers; S3 keeps the one given at put). */
export const contentTypeOfKey = (key: string): string => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
