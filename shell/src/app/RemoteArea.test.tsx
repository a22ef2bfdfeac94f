import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { RemoteArea } from './RemoteArea';
import { loadRemoteModule, type RemoteLifecycles } from './remoteLoader';
import { PrerenderedContext, type Prerendered } from './prerendered';

jest.mock('./remoteLoader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A tiny parcel: writes its text into the element single-spa gives it. */
function parcelApp(text: string, { failMount = false } = {}): RemoteLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement; profileId?: number }) => {
      if (failMount) throw new Error('kapot');
      const p = document.createElement('p');
      p.textContent = props.profileId === undefined ? text : `${text} voor ${props.profileId}`;
      props.domElement?.appendChild(p);
    },
    unmount: async (props: { domElement?: HTMLElement }) => {
      props.domElement?.replaceChildren();
    },
  } as unknown as RemoteLifecycles;
}

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('shows a spinner while loading, then mounts the remote as a parcel', async () => {
  let resolve!: (app: RemoteLifecycles) => void;
  mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
  renderWithTheme(<RemoteArea remote="mfe-chat" />);
  expect(screen.getByText('Laden...')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('mfe-chat', 'app', { retry: false });
  await act(async () => resolve(parcelApp('Berichten van mfe-chat')));
  expect(await screen.findByText('Berichten van mfe-chat')).toBeInTheDocument();
  expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
});

test('a remote that cannot be loaded shows the Dutch error panel; retry loads it again', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('404'));
  renderWithTheme(<RemoteArea remote="mfe-payments" />);
  expect(await screen.findByText('Dit deel van de site kan nu niet worden geladen.')).toBeInTheDocument();

  mockedLoad.mockResolvedValueOnce(parcelApp('Prijzen'));
  fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByText('Prijzen')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenLastCalledWith('mfe-payments', 'app', { retry: true });
  expect(screen.queryByText('Dit deel van de site kan nu niet worden geladen.')).not.toBeInTheDocument();
});

test('a remote whose mount throws shows the error panel too', async () => {
  mockedLoad.mockResolvedValue(parcelApp('nooit', { failMount: true }));
  renderWithTheme(<RemoteArea remote="mfe-members" />);
  expect(await screen.findByText('Dit deel van de site kan nu niet worden geladen.')).toBeInTheDocument();
  expect(screen.queryByText('nooit')).not.toBeInTheDocument();
});

test('leaving the area unmounts the parcel', async () => {
  const app = parcelApp('Inloggen');
  const unmountSpy = jest.fn(app.unmount as (props: { domElement?: HTMLElement }) => Promise<void>);
  mockedLoad.mockResolvedValue({ ...app, unmount: unmountSpy } as unknown as RemoteLifecycles);
  const { unmount } = renderWithTheme(<RemoteArea remote="mfe-auth" />);
  expect(await screen.findByText('Inloggen')).toBeInTheDocument();
  unmount();
  await waitFor(() => expect(unmountSpy).toHaveBeenCalled());
  expect(screen.queryByText('Inloggen')).not.toBeInTheDocument();
});

test('mounts another exposed parcel with its custom props; its load failure has the error panel and retry', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('timeout'));
  renderWithTheme(<RemoteArea remote="mfe-auth" expose="signup" customProps={{ profileId: 7, source: 'profile' }} />);
  expect(await screen.findByText('Dit deel van de site kan nu niet worden geladen.')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('mfe-auth', 'signup', { retry: false });

  mockedLoad.mockResolvedValueOnce(parcelApp('Aanmeldformulier'));
  fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByText('Aanmeldformulier voor 7')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenLastCalledWith('mfe-auth', 'signup', { retry: true });
});

describe('server-rendered page (issue 16)', () => {
  /** A parcel that records what it was mounted on and how (the kernel's lifecycles hydrate on `hydrate`). */
  function hydratingApp(seen: Array<{ domElement?: HTMLElement; hydrate?: unknown }>): RemoteLifecycles {
    return {
      bootstrap: async () => undefined,
      mount: async (props: { domElement?: HTMLElement; hydrate?: unknown }) => {
        seen.push({ domElement: props.domElement, hydrate: props.hydrate });
      },
      unmount: async () => undefined,
    } as unknown as RemoteLifecycles;
  }
  const SERVER_HTML = '<div class="remote-root"><h1>Van de server</h1></div>';

  test('keeps the server HTML without a spinner and lets the remote hydrate its root, once', async () => {
    const seen: Array<{ domElement?: HTMLElement; hydrate?: unknown }> = [];
    let resolve!: (app: RemoteLifecycles) => void;
    mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
    const prerendered: Prerendered = { remote: 'mfe-landers', html: SERVER_HTML, used: false };
    const { unmount } = renderWithTheme(
      <PrerenderedContext.Provider value={prerendered}>
        <RemoteArea remote="mfe-landers" />
      </PrerenderedContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Van de server' })).toBeInTheDocument();
    expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
    const serverRoot = document.querySelector('[data-prerendered="mfe-landers"] > .remote-root');
    await act(async () => resolve(hydratingApp(seen)));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ domElement: serverRoot, hydrate: true });
    expect(document.querySelectorAll('.remote-root')).toHaveLength(1);
    expect(prerendered.used).toBe(true);
    unmount();

    // The same remote mounted again later (a navigation back): rendered afresh, with a spinner first.
    mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithTheme(
      <PrerenderedContext.Provider value={prerendered}>
        <RemoteArea remote="mfe-landers" />
      </PrerenderedContext.Provider>,
    );
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Van de server' })).not.toBeInTheDocument();
    await act(async () => resolve(hydratingApp(seen)));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.hydrate).toBeUndefined();
  });

  test('another remote or a parcel does not take the server HTML', () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const prerendered: Prerendered = { remote: 'mfe-landers', html: SERVER_HTML, used: false };
    renderWithTheme(
      <PrerenderedContext.Provider value={prerendered}>
        <RemoteArea remote="mfe-auth" />
        <RemoteArea remote="mfe-landers" expose="signup" />
      </PrerenderedContext.Provider>,
    );
    expect(screen.queryByRole('heading', { name: 'Van de server' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Laden...')).toHaveLength(2);
  });
});
