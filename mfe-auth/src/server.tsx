import { createRemoteServerRender } from 'shared-kernel/server/render';
import { matchPath } from 'shared-kernel/router';
import App from './app/App';

/**
 * mfe-auth's server build (scripts/webpack.server.js → `<version>/server/render.js`): the public
 * entry pages `/login` and `/signup`, as the browser's first render shows them. The other routes
 * stay client-rendered: a one-time link's page (activation, password reset, mail change) spends
 * its token in an effect, and the account pages are for members.
 */
export const SERVER_PATHS: readonly string[] = ['/login', '/signup'];

export function rendersOnServer(pathname: string): boolean {
  return SERVER_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

export const render = createRemoteServerRender({ name: 'mfe-auth', App, renders: rendersOnServer });
