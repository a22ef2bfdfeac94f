import { createRemoteServerRender } from 'shared-kernel/server/render';
import { matchPath } from 'shared-kernel/router';
import App, { ROUTES } from './app/App';
import { landerEntry } from './features/landers/registry';

/**
 * mfe-landers' server build (scripts/webpack.server.js → `<version>/server/render.js`): the home page,
 * the static pages, the complaints page, every lander of the registry and the member landings, as the
 * browser's first render shows them (data-dependent parts as their placeholders). A token address
 * (a redirect) and an unknown lander stay client-rendered.
 */
const SERVER_ROUTES = ROUTES.map((route) => `/${route.path.replace(/^\//, '')}`).filter((path) => path !== '/:token');

export function rendersOnServer(pathname: string): boolean {
  const lander = matchPath({ path: '/landers/:variant/:slug?', end: true }, pathname);
  if (lander) {
    const entry = landerEntry(lander.params.variant);
    return entry !== null && (lander.params.slug === undefined || entry.slugs !== false);
  }
  return SERVER_ROUTES.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

export const render = createRemoteServerRender({ name: 'mfe-landers', App, renders: rendersOnServer });
