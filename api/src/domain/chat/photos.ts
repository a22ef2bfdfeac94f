import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { FileStore } from '../../storage';
import { processPhoto, type ProcessedPhoto } from '../images/image';
import { removePhotoFiles, writePhotoFilesAs, type StoredFiles } from '../images/photo-files';
import type { Viewer } from '../members/viewer';
import type { ChatCosts } from './conversations';
import { replayMessage, sendMessage, type MessageTarget, type SendOutcome, type StoredChatPhoto } from './send';

/** Chat photos live under `chat/` in the file store, under random names nobody can guess. */
export const CHAT_PHOTOS_DIR = 'chat';

export type WrittenChatPhoto = StoredChatPhoto & StoredFiles;

/** Writes a processed photo as `chat/<uuid>.jpg` and `chat/<uuid>_thumb.jpg` (removed again with removePhotoFiles). */
export async function writeChatPhoto(store: FileStore, processed: ProcessedPhoto): Promise<WrittenChatPhoto> {
  const files = await writePhotoFilesAs(store, CHAT_PHOTOS_DIR, randomUUID(), processed);
  return { ...files, width: processed.width, height: processed.height };
}

export interface PhotoMessageInput {
  target: MessageTarget;
  idempotencyKey: string;
  /** The picture as the request carried it. */
  data: Buffer;
}

/**
 * Sends a photo message: a retry of a stored photo gets its answer without processing the picture
 * again; else the picture is processed and put in the file store, then sent (and paid) by
 * `sendMessage`. Its files are removed again when the send fails, or when a concurrent attempt with
 * the same key stored its own copy first.
 */
export async function sendPhotoMessage(
  db: Kysely<Schema>,
  store: FileStore,
  sender: Viewer,
  input: PhotoMessageInput,
  site: { costs: ChatCosts; giftCredits: number },
): Promise<SendOutcome> {
  const earlier = await replayMessage(db, sender, { target: input.target, content: { kind: 'photo' }, idempotencyKey: input.idempotencyKey });
  if (earlier) return { response: earlier, replayed: true };
  const photo = await writeChatPhoto(store, await processPhoto(input.data));
  let outcome: SendOutcome;
  try {
    outcome = await sendMessage(db, sender, { target: input.target, content: { kind: 'photo', photo }, idempotencyKey: input.idempotencyKey }, site.costs, site.giftCredits);
  } catch (err) {
    await removePhotoFiles(store, photo);
    throw err;
  }
  if (outcome.replayed) await removePhotoFiles(store, photo);
  return outcome;
}
