import { createRemoteServerRender } from 'shared-kernel/server/render';
import { matchPath } from 'shared-kernel/router';
import App, { ROUTES } from './app/App';
import { landerEntry } from './features/landers/registry';

/**
 * mfe-landers' server build (scripts/webpack.server.js → `<version>/server/render.js`): the home page,
 * the static pages, the complaints page, every lander of the registry and the member landings, as the
 * browser's first render shows them (data-dependent parts as their placeholders). A token address
 * (a redirect), an unknown lander and CLIENT_RENDERED_LANDERS stay client-rendered.
 */
/**
 * Landers whose layout follows the members search (it grows when the members arrive, CLS 0.1–0.3 when
 * server-rendered with the hero members only): client-rendered until they reserve those places.
 */
const CLIENT_RENDERED_LANDERS: ReadonlySet<string> = new Set(['collagelanding', 'transitionsvideolanding']);

const SERVER_ROUTES = ROUTES.map((route) => `/${route.path.replace(/^\//, '')}`).filter((path) => path !== '/:token');

export function rendersOnServer(pathname: string): boolean {
  const lander = matchPath({ path: '/landers/:variant/:slug?', end: true }, pathname);
  if (lander) {
    const variant = lander.params.variant;
    const entry = landerEntry(variant);
    if (!entry || !variant || CLIENT_RENDERED_LANDERS.has(variant)) return false;
    return lander.params.slug === undefined || entry.slugs !== false;
  }
  return SERVER_ROUTES.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

export const render = createRemoteServerRender({ name: 'mfe-landers', App, renders: rendersOnServer });
