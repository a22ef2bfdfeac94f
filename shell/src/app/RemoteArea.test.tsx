import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from 'shared-kernel/ui/testUtils';
import { RemoteArea } from './RemoteArea';
import { loadRemoteModule, type RemoteLifecycles } from './remoteLoader';

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
