/**
 * `/landers/{variant}/{slug?}` landing pages (tinderswipe has its own path without a slug). The
 * landers remote owns the `/landers/*` prefix, so this list is its own: a new lander is added here
 * and the remote redeployed, without a shell or kernel change.
 */
export const LANDER_VARIANTS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderVariant = (typeof LANDER_VARIANTS)[number];
