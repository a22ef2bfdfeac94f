import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'shared-kernel/router';
import { bus } from '../bus';
import { createRemoteLifecycles } from './index';

let shouldThrow = true;
function App({ name }: { name?: string }) {
  const location = useLocation();
  if (shouldThrow) throw new Error('kapot');
  return (
    <p>
      {name} op {location.pathname}
    </p>
  );
}

describe('createRemoteLifecycles', () => {
  it('mounts inside the router, shows the ErrorPanel on a render error, emits remote/failed and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: unknown[] = [];
    const sub = bus.on('remote/failed').subscribe((e) => failures.push(e.remote));
    const lifecycles = createRemoteLifecycles({ name: 'mfe-test', App });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'mfe-test-parcel',
      remote: 'mfe-test',
      domElement,
      singleSpa: {},
      mountParcel: jest.fn(),
    } as unknown as Parameters<typeof lifecycles.mount>[0];

    // Not inside act(): mount resolves from componentDidMount, which act() would hold back.
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Dit deel van de site kan nu niet worden geladen.'));
    expect(failures).toEqual(['mfe-test']);

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getByText('mfe-test-parcel op /')).toBeInTheDocument());

    await lifecycles.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    sub.unsubscribe();
  });
});
