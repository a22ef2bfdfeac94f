import { createHash } from 'node:crypto';
import { buffer as readAll } from 'node:stream/consumers';
import type { LocalDiskStore } from './disk-store';
import type { FileStore } from './file-store';

export interface MigrateResult {
  /** Objects put in the target. */
  copied: number;
  /** Objects the target had already, with the same size (and content, where its ETag tells). */
  skipped: number;
}

/** An ETag that is the content's MD5 (a one-part upload to S3), not a multipart or a server's own. */
const MD5_ETAG = /^"?([0-9a-f]{32})"?$/i;

/**
 * Copies every object of a disk store into another store (`npm run storage:migrate`: the uploads
 * folder into the bucket), skipping the ones already there: same size and, when the target's ETag
 * is an MD5, same content. A second run copies nothing; an interrupted one continues where it
 * stopped. Nothing is removed from either side.
 */
export async function copyStore(source: LocalDiskStore, target: FileStore, onCopied?: (key: string) => void): Promise<MigrateResult> {
  const result: MigrateResult = { copied: 0, skipped: 0 };
  for await (const info of source.list('')) {
    const object = await source.get(info.key);
    if (!object) continue;
    const data = await readAll(object.body);
    const there = await target.head(info.key);
    const md5 = there ? MD5_ETAG.exec(there.etag)?.[1]?.toLowerCase() : undefined;
    if (there && there.size === data.length && (md5 === undefined || md5 === createHash('md5').update(data).digest('hex'))) {
      result.skipped += 1;
      continue;
    }
    await target.put(info.key, data, object.contentType);
    result.copied += 1;
    onCopied?.(info.key);
  }
  return result;
}
