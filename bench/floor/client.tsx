// The floor page's one script: hydrates the layout, then mounts the page as a single-spa parcel that
// hydrates the server's `.remote-root`, as the shell does with a remote.
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { mountRootParcel, start } from 'single-spa';
import { FloorLayout, FloorPage, initTexts, type FloorProps } from './page';

declare global {
  interface Window {
    __FLOOR__: FloorProps;
  }
}

async function boot() {
  await initTexts();
  start({ urlRerouteOnly: true });
  const container = document.getElementById('root');
  const pageRoot = container?.querySelector<HTMLElement>('.remote-root');
  if (!container || !pageRoot) throw new Error('the floor page has no server HTML');
  const pageHtml = pageRoot.innerHTML;
  hydrateRoot(
    container,
    <BrowserRouter>
      <FloorLayout pageHtml={pageHtml} />
    </BrowserRouter>,
  );
  let root: Root | null = null;
  await mountRootParcel(
    {
      name: 'floor-page',
      bootstrap: async () => undefined,
      mount: async () => {
        root = hydrateRoot(
          pageRoot,
          <BrowserRouter>
            <FloorPage {...window.__FLOOR__} />
          </BrowserRouter>,
        );
        pageRoot.setAttribute('data-mounted', '');
      },
      unmount: async () => root?.unmount(),
    },
    { domElement: pageRoot },
  ).mountPromise;
}

void boot();
