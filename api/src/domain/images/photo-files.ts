import type { FileStore } from '../../storage';
import type { ProcessedPhoto } from './image';

/** A processed photo in the file store (profile photos and chat photos alike). */
export interface StoredFiles {
  /** Storage keys, as stored in the database and served under /media/. */
  filename: string;
  thumb_filename: string;
}

/**
 * Stores a processed photo as `<relativeDir>/<base>.jpg` and `<relativeDir>/<base>_thumb.jpg`
 * (`base`: a random name nobody can guess). EXIF and resizing were dealt with before (image.ts);
 * on a failure nothing is left behind.
 */
export async function writePhotoFilesAs(files: FileStore, relativeDir: string, base: string, processed: ProcessedPhoto): Promise<StoredFiles> {
  const stored = { filename: `${relativeDir}/${base}.jpg`, thumb_filename: `${relativeDir}/${base}_thumb.jpg` };
  try {
    await files.put(stored.filename, processed.photo, 'image/jpeg');
    await files.put(stored.thumb_filename, processed.thumb, 'image/jpeg');
  } catch (err) {
    await files.delete([stored.filename, stored.thumb_filename]).catch(() => 0);
    throw err;
  }
  return stored;
}

/** Removes a stored photo again (its upload failed or was not needed); missing objects are fine. */
export async function removePhotoFiles(files: FileStore, stored: StoredFiles): Promise<void> {
  await files.delete([stored.filename, stored.thumb_filename]);
}
