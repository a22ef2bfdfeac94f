import type { LanderEntry } from './types';
import './i18n';

/**
 * The landers of `/landers/{name}/{slug?}`, one line each: a lander is its folder
 * `variants/<name>/index.tsx` (default export: a `ComponentType<LanderProps>`) plus its line here and
 * its title in ./i18n.ts (`lander.titles.<name>`).
 * The landers remote owns `/landers/*`, so a new lander needs no shell or kernel change: add the
 * folder and the line, then `npm run deploy:remote -- mfe-landers`. Keep the lines sorted by name.
 */
export const LANDERS: Readonly<Record<string, LanderEntry>> = {
  alonetonight: { load: () => import('./variants/alonetonight') },
  collagelanding: { load: () => import('./variants/collagelanding') },
  gallery: { load: () => import('./variants/gallery') },
  iconslanding: { load: () => import('./variants/iconslanding') },
  maplanding: { load: () => import('./variants/maplanding') },
  socialnetwork: { load: () => import('./variants/socialnetwork') },
  tinderswipe: { load: () => import('./variants/tinderswipe'), slugs: false },
  transitionsvideolanding: { load: () => import('./variants/transitionsvideolanding') },
  video: { load: () => import('./variants/video') },
};

/** The registry entry of a lander, or null for an unknown name (the remote's 404). */
export const landerEntry = (name: string | undefined): LanderEntry | null =>
  name !== undefined && Object.hasOwn(LANDERS, name) ? (LANDERS[name] ?? null) : null;
