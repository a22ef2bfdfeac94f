import { createRemoteServerRender, type RemoteAddressAnswer } from 'shared-kernel/server/render';
import { matchPath } from 'shared-kernel/router';
import App, { ROUTES } from './app/App';
import { landerEntry } from './features/landers/registry';
import { staticPagePathForToken } from './features/static-pages/utils/pageTokens';

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

/**
 * The server's answer for the addresses only this remote can judge: a static page's short address
 * ({token}) is a permanent redirect to the page's canonical address; an unknown token, lander or
 * lander slug is a 404 (the page then shows NotFound, as in the browser).
 */
export const addressAnswer: RemoteAddressAnswer = (pathname) => {
  const lander = matchPath({ path: '/landers/:variant/:slug?', end: true }, pathname);
  if (lander) {
    const entry = landerEntry(lander.params.variant);
    if (!entry || (lander.params.slug !== undefined && entry.slugs === false)) return { notFound: true };
    return null;
  }
  const token = matchPath({ path: '/:token', end: true }, pathname);
  if (!token || SERVER_ROUTES.some((path) => matchPath({ path, end: true }, pathname) !== null)) return null;
  const page = staticPagePathForToken(token.params.token);
  return page ? { redirect: page } : { notFound: true };
};

export const render = createRemoteServerRender({ name: 'mfe-landers', App, renders: rendersOnServer });
