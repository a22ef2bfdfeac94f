import { renderToString } from 'react-dom/server';
import { useLocation } from 'shared-kernel/router';
import { createRemoteLifecycles } from './index';

function App() {
  const { pathname } = useLocation();
  return <p>Pagina {pathname}</p>;
}

test('with `hydrate` the lifecycles load the page first, then hydrate the server HTML in place', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const preloaded: string[] = [];
  const lifecycles = createRemoteLifecycles({
    name: 'mfe-test',
    App,
    beforeHydrate: async (pathname) => {
      preloaded.push(pathname);
    },
  });
  window.history.pushState({}, '', '/pages/terms');
  const domElement = document.createElement('div');
  // The server's markup of the same tree (text and value are two text nodes, as React renders them).
  domElement.innerHTML = renderToString(<p>Pagina {'/pages/terms'}</p>);
  document.body.appendChild(domElement);
  const serverParagraph = domElement.querySelector('p');
  const props = { name: 'mfe-test', remote: 'mfe-test', domElement, hydrate: true, singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<typeof lifecycles.mount>[0];

  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  expect(preloaded).toEqual(['/pages/terms']);
  // The same element: hydrated, not rendered afresh; and no mismatch reported.
  expect(domElement.querySelector('p')).toBe(serverParagraph);
  expect(errors).not.toHaveBeenCalled();
  await lifecycles.unmount(props);
  errors.mockRestore();
});

test('without `hydrate` (or with an empty element) the lifecycles render afresh', async () => {
  const beforeHydrate = jest.fn(async () => undefined);
  const lifecycles = createRemoteLifecycles({ name: 'mfe-test2', App, beforeHydrate });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mfe-test2', remote: 'mfe-test2', domElement, hydrate: true, singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<typeof lifecycles.mount>[0];
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  expect(beforeHydrate).not.toHaveBeenCalled();
  expect(domElement).toHaveTextContent('Pagina');
  await lifecycles.unmount(props);
});
