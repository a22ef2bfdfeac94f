import { randomUUID } from 'node:crypto';
import type { ProcessedPhoto } from '../images/image';
import { writePhotoFilesAs, type StoredFiles } from '../images/photo-files';
import type { StoredChatPhoto } from './send';

/** Chat photos live in `<uploadsDir>/chat/`, under random names nobody can guess. */
export const CHAT_PHOTOS_DIR = 'chat';

export type WrittenChatPhoto = StoredChatPhoto & Pick<StoredFiles, 'paths'>;

/** Writes a processed photo as `chat/<uuid>.jpg` and `chat/<uuid>_thumb.jpg` (removed again with removePhotoFiles). */
export async function writeChatPhoto(uploadsDir: string, processed: ProcessedPhoto): Promise<WrittenChatPhoto> {
  const files = await writePhotoFilesAs(uploadsDir, CHAT_PHOTOS_DIR, randomUUID(), processed);
  return { ...files, width: processed.width, height: processed.height };
}
