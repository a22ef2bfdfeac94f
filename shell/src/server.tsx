import { renderPage, type ShellServerRender } from 'shared-kernel/server/render';
import { StaticRouter } from 'shared-kernel/router/server';
import './locales/register';
import { Shell, ShellFrame } from './app/App';
import { PrerenderedContext, REMOTE_ROOT_CLASS } from './app/prerendered';
import { kernelSatisfies, runtimeSatisfies, type RemoteDescriptor } from './app/remoteLoader';

/**
 * Whether this shell loads a remote of remotes.json (its kernel range and federation runtime fit,
 * the check the page runs before loading it). The API server-renders only such a remote: one the
 * page would refuse gets its error panel, not server HTML (and no preload of its entry).
 */
export const loadsRemote = (descriptor: Pick<RemoteDescriptor, 'kernel' | 'runtime'>): boolean =>
  kernelSatisfies(descriptor.kernel) && runtimeSatisfies(descriptor.runtime);

/**
 * The shell's server build (scripts/webpack.server.js → `shell/dist/server/render.js`): the route's
 * layout (top navigation, footer) for a visitor, with the remote's server HTML in the remote's area,
 * exactly as the browser's first render of bootstrap.tsx hydrates it. Without a remote (an address
 * no route owns), the layout with the shell's error page: the 404 the server answers.
 */
export const render: ShellServerRender = (request) =>
  renderPage(
    request,
    <PrerenderedContext.Provider
      value={request.remote === null ? null : { remote: request.remote, html: `<div class="${REMOTE_ROOT_CLASS}">${request.slot}</div>`, used: false }}
    >
      <ShellFrame>
        <StaticRouter location={request.url}>
          <Shell />
        </StaticRouter>
      </ShellFrame>
    </PrerenderedContext.Provider>,
  );
