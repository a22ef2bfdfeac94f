import { PHOTO_MAX_BYTES } from 'shared-kernel/contract';

/** Dutch texts of a refused picture (profile photos and chat photos). */
export const IMAGE_TEXTS = {
  photoTooLarge: `De foto is te groot (maximaal ${PHOTO_MAX_BYTES / (1024 * 1024)} MB).`,
  invalidImage: 'Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.',
} as const;
