import { PHOTO_LIMITS } from 'shared-kernel/contract';
import { IMAGE_TEXTS } from '../images/texts';

/** Dutch texts of the own-profile, photo and signup-match answers. */
export const PROFILE_TEXTS = {
  regionNotInCountry: 'Deze regio hoort niet bij het gekozen land.',
  unknownCountry: 'Kies een land uit de lijst.',
  unknownInterest: 'Kies interesses uit de lijst.',
  ...IMAGE_TEXTS,
  photoLimitFree: `Je kunt maximaal ${PHOTO_LIMITS.free} foto's hebben. Word premium lid om tot ${PHOTO_LIMITS.premium} foto's te plaatsen.`,
  photoGone: 'Deze foto bestaat niet (meer).',
  photoLimitPremium: `Je kunt maximaal ${PHOTO_LIMITS.premium} foto's hebben.`,
} as const;
