import type { LanderEntry } from './types';

/**
 * The landers of `/landers/{name}/{slug?}`, one line each: a lander is its folder
 * `variants/<name>/index.tsx` (default export: a `ComponentType<LanderProps>`) plus its line here.
 * The landers remote owns `/landers/*`, so a new lander needs no shell or kernel change: add the
 * folder and the line, then `npm run deploy:remote -- mfe-landers`. Keep the lines sorted by name.
 */
export const LANDERS: Readonly<Record<string, LanderEntry>> = {
  alonetonight: { title: 'Vanavond niet alleen', load: () => import('./variants/alonetonight') },
  collagelanding: { title: 'Singles in beeld', load: () => import('./variants/collagelanding') },
  gallery: { title: 'Fotogalerij van singles', load: () => import('./variants/gallery') },
  iconslanding: { title: 'Ontdek Hartklop', load: () => import('./variants/iconslanding') },
  maplanding: { title: 'Singles bij jou in de buurt', load: () => import('./variants/maplanding') },
  socialnetwork: { title: 'Het sociale netwerk voor singles', load: () => import('./variants/socialnetwork') },
  tinderswipe: { title: 'Swipe en match', load: () => import('./variants/tinderswipe'), slugs: false },
  transitionsvideolanding: { title: 'Daten in beeld', load: () => import('./variants/transitionsvideolanding') },
  video: { title: 'Hartklop in beeld', load: () => import('./variants/video') },
};

/** The registry entry of a lander, or null for an unknown name (the remote's 404). */
export const landerEntry = (name: string | undefined): LanderEntry | null =>
  name !== undefined && Object.hasOwn(LANDERS, name) ? (LANDERS[name] ?? null) : null;
