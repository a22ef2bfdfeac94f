import type { FileStore } from '../../storage';
import type { ProcessedPhoto } from './image';

/** A processed photo put in the file store (profile photos and chat photos alike). */
export interface StoredFiles {
  /** Store keys, as kept in the database and served under /media/. */
  filename: string;
  thumb_filename: string;
}

/** Removes stored files again; missing ones are fine. */
export async function removePhotoFiles(store: FileStore, files: Pick<StoredFiles, 'filename' | 'thumb_filename'>): Promise<void> {
  await store.delete([files.filename, files.thumb_filename]);
}

/**
 * Puts a processed photo (EXIF gone, resized: domain/images/image.ts) in the store as
 * `<folder>/<base>.jpg` and `<folder>/<base>_thumb.jpg` (`base`: a random name nobody can guess:
 * the key is all that protects a locked photo). A half-written object is never visible; on a
 * failure nothing is left behind.
 */
export async function writePhotoFilesAs(store: FileStore, folder: string, base: string, processed: ProcessedPhoto): Promise<StoredFiles> {
  const files: StoredFiles = { filename: `${folder}/${base}.jpg`, thumb_filename: `${folder}/${base}_thumb.jpg` };
  try {
    await store.put(files.filename, processed.photo, 'image/jpeg');
    await store.put(files.thumb_filename, processed.thumb, 'image/jpeg');
  } catch (err) {
    await removePhotoFiles(store, files).catch(() => undefined);
    throw err;
  }
  return files;
}
