import { createRemoteServerRender } from 'shared-kernel/server/render';
import { matchPath } from 'shared-kernel/router';
import App from './app/App';

/**
 * mfe-payments' server build (scripts/webpack.server.js → `<version>/server/render.js`): /pricing, the
 * one public page of this remote, with the prices the API computed for the visitor (PageData.values,
 * keyed by GET /api/bundles.php's path). Every other route is a member's and stays client-rendered.
 */
export function rendersOnServer(pathname: string): boolean {
  return matchPath({ path: '/pricing', end: true }, pathname) !== null;
}

export const render = createRemoteServerRender({ name: 'mfe-payments', App, renders: rendersOnServer });
