import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedPhoto } from './image';

/** A processed photo written to disk (profile photos and chat photos alike). */
export interface StoredFiles {
  /** Relative to the uploads directory, as stored in the database and served under /media/. */
  filename: string;
  thumb_filename: string;
  /** Absolute paths, to remove them again. */
  paths: [string, string];
}

/** Removes written files (and any half-written `.tmp`); missing files are fine. */
export async function removePhotoFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.flatMap((file) => [fs.rm(file, { force: true }), fs.rm(`${file}.tmp`, { force: true })]));
}

/**
 * Writes a processed photo as `<relativeDir>/<base>.jpg` and `<relativeDir>/<base>_thumb.jpg` under
 * the uploads directory (`base`: a random name nobody can guess). A half-written file is never
 * visible under its real name; on a failure nothing is left behind.
 */
export async function writePhotoFilesAs(
  uploadsDir: string,
  relativeDir: string,
  base: string,
  processed: ProcessedPhoto,
): Promise<StoredFiles> {
  const dir = path.join(uploadsDir, relativeDir);
  await fs.mkdir(dir, { recursive: true });
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
    await removePhotoFiles(paths);
    throw err;
  }
  return {
    filename: path.posix.join(relativeDir, `${base}.jpg`),
    thumb_filename: path.posix.join(relativeDir, `${base}_thumb.jpg`),
    paths,
  };
}
