import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from 'shared-kernel/contract/profile-rules';

/** The upload limit in whole megabytes, for the texts. */
export const PHOTO_MAX_MB = Math.floor(PHOTO_MAX_BYTES / (1024 * 1024));

/** What is wrong with a chosen file before it is sent (the server checks the image itself too). */
export function photoFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}
