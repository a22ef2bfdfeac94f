import { PHOTO_LIMITS, PHOTO_MAX_BYTES } from 'shared-kernel/contract';

/** Dutch texts of the own-profile, photo and signup-match answers. */
export const PROFILE_TEXTS = {
  regionNotInCountry: 'Deze regio hoort niet bij het gekozen land.',
  unknownCountry: 'Kies een land uit de lijst.',
  unknownInterest: 'Kies interesses uit de lijst.',
  photoTooLarge: `De foto is te groot (maximaal ${PHOTO_MAX_BYTES / (1024 * 1024)} MB).`,
  invalidImage: 'Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.',
  photoLimitFree: `Je kunt maximaal ${PHOTO_LIMITS.free} foto's hebben. Word premium lid om tot ${PHOTO_LIMITS.premium} foto's te plaatsen.`,
  photoGone: 'Deze foto bestaat niet (meer).',
  photoLimitPremium: `Je kunt maximaal ${PHOTO_LIMITS.premium} foto's hebben.`,
} as const;
