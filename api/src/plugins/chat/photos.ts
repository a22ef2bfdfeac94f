import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedPhoto } from '../profile/image';
import type { StoredChatPhoto } from './send';

/** Chat photos live in `<uploadsDir>/chat/`, under random names nobody can guess. */
export const CHAT_PHOTOS_DIR = 'chat';

export interface WrittenChatPhoto extends StoredChatPhoto {
  /** Absolute paths, to remove them again. */
  paths: [string, string];
}

/** Removes written files (and any half-written `.tmp`); missing files are fine. */
export async function removeChatPhoto(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.flatMap((file) => [fs.rm(file, { force: true }), fs.rm(`${file}.tmp`, { force: true })]));
}

/**
 * Writes a processed photo as `chat/<uuid>.jpg` and `chat/<uuid>_thumb.jpg`; a half-written file
 * is never visible under its real name.
 */
export async function writeChatPhoto(uploadsDir: string, processed: ProcessedPhoto): Promise<WrittenChatPhoto> {
  const dir = path.join(uploadsDir, CHAT_PHOTOS_DIR);
  await fs.mkdir(dir, { recursive: true });
  const base = randomUUID();
  const paths: [string, string] = [path.join(dir, `${base}.jpg`), path.join(dir, `${base}_thumb.jpg`)];
  try {
    for (const [file, data] of [
      [paths[0], processed.photo],
      [paths[1], processed.thumb],
    ] as const) {
      const tmp = `${file}.tmp`;
      await fs.writeFile(tmp, data, { flag: 'wx', mode: 0o644 });
      await fs.rename(tmp, file);
    }
  } catch (err) {
    await removeChatPhoto(paths);
    throw err;
  }
  return {
    filename: path.posix.join(CHAT_PHOTOS_DIR, `${base}.jpg`),
    thumb_filename: path.posix.join(CHAT_PHOTOS_DIR, `${base}_thumb.jpg`),
    width: processed.width,
    height: processed.height,
    paths,
  };
}
