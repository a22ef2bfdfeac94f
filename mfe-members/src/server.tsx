import { createRemoteServerRender } from 'shared-kernel/server/render';
import { matchPath } from 'shared-kernel/router';
import App from './app/App';

/**
 * mfe-members' server build (scripts/webpack.server.js → `<version>/server/render.js`): the member
 * search at /members for a visitor (the API renders only without a session), with its filters and the
 * results' placeholder (the search runs in the browser, which may also show the login invitation
 * instead, as before). Profiles and every member page stay client-rendered.
 */
export function rendersOnServer(pathname: string): boolean {
  return matchPath({ path: '/members', end: true }, pathname) !== null;
}

export const render = createRemoteServerRender({ name: 'mfe-members', App, renders: rendersOnServer });
