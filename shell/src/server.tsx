import { renderPage, type ShellServerRender } from 'shared-kernel/server/render';
import { StaticRouter } from 'shared-kernel/router/server';
import './locales/register';
import { Shell, ShellFrame } from './app/App';
import { PrerenderedContext, REMOTE_ROOT_CLASS } from './app/prerendered';

/**
 * The shell's server build (scripts/webpack.server.js → `shell/dist/server/render.js`): the route's
 * layout (top navigation, footer) for a visitor, with the remote's server HTML in the remote's area,
 * exactly as the browser's first render of bootstrap.tsx hydrates it.
 */
export const render: ShellServerRender = (request) =>
  renderPage(
    request,
    <PrerenderedContext.Provider value={{ remote: request.remote, html: `<div class="${REMOTE_ROOT_CLASS}">${request.slot}</div>`, used: false }}>
      <ShellFrame>
        <StaticRouter location={request.url}>
          <Shell />
        </StaticRouter>
      </ShellFrame>
    </PrerenderedContext.Provider>,
  );
