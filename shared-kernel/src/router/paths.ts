/** Path segments of SPEC §2 that both the shell's route table and the owning remote need. */

/** `/landers/{variant}/{slug?}` landing pages (tinderswipe has its own path without a slug). */
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

/** `/pages/{page}` static pages. */
export const STATIC_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
