import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import type { User } from 'shared-kernel/contract';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { requestSignup } from 'shared-kernel/navigation';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { App } from './App';
import { loadRemoteModule, type RemoteLifecycles } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A parcel that writes `text` (and the custom props it got) into its element. */
const parcel = (text: string): RemoteLifecycles =>
  ({
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement; profileId?: number; source?: string }) => {
      const p = document.createElement('p');
      p.textContent = [text, props.source, props.profileId].filter((x) => x !== undefined).join(' ');
      props.domElement?.appendChild(p);
    },
    unmount: async (props: { domElement?: HTMLElement }) => props.domElement?.replaceChildren(),
  }) as unknown as RemoteLifecycles;

const logIn = (profile: Partial<User['profile']> = {}) =>
  act(() =>
    sessionStore.set({
      status: 'authenticated',
      user: { ...userFixture, notifications_disabled: [], profile: { ...userFixture.profile, ...profile } },
    }),
  );
const logOut = () => act(() => sessionStore.set({ status: 'anonymous', user: null }));
// What single-spa does once started: every history change reaches the shell's router as a popstate.
const go = (url: string) =>
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

beforeAll(async () => {
  // Load the lazy chunks once so the tests do not wait for them one by one.
  await Promise.all([
    import('../features/alerts/components/Alerts'),
    import('../features/entry-warning/components/EntryWarning'),
    import('../features/signup-modal/components/SignupModal'),
  ]);
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoad.mockReset();
  mockedLoad.mockImplementation(async (remote, expose) => parcel(`${remote} ${expose}`));
  localStorage.clear();
  localStorage.setItem('hide-site-entry-popup', '1');
  // Confirming also writes the cookie (the server reads it), which jsdom keeps from test to test.
  document.cookie = 'hide-site-entry-popup=; path=/; max-age=0';
  settingsStore.set({ ...settingsFixture, geoip_country: 'NL', site_entry_popup_countries: ['NL'] });
  sessionStore.set({ status: 'unknown', user: null });
  window.history.replaceState(null, '', '/');
  delete (window as { matchMedia?: unknown }).matchMedia;
});
afterEach(() => jest.restoreAllMocks());

describe('site-entry warning', () => {
  it('shows for a logged-out visitor from an allowed country; confirming stores the skip and closes it', async () => {
    localStorage.clear();
    render(<App />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // session still unknown
    logOut();
    const confirm = await screen.findByRole('button', { name: 'Ik ben 18 jaar of ouder' });
    fireEvent.click(confirm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Number(localStorage.getItem('hide-site-entry-popup'))).toBeGreaterThan(0);
  });

  it('uses NL and DE in the chat, lander and empty layouts and the settings list in the default layout', async () => {
    localStorage.clear();
    act(() => settingsStore.set({ ...settingsFixture, geoip_country: 'DE', site_entry_popup_countries: ['NL'] }));
    logOut();
    window.history.replaceState(null, '', '/landers/video');
    render(<App />);
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeInTheDocument();
    go('/pricing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    go('/members/3/signup');
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeInTheDocument();
  });
});

describe('signup modal', () => {
  it('opens on a signup request with mfe-auth ./signup; a failed load shows the error panel and retries', async () => {
    logOut();
    mockedLoad.mockImplementation(async (remote, expose) => {
      if (expose === 'signup') throw new Error('mfe-auth/signup timed out');
      return parcel(`${remote} ${expose}`);
    });
    render(<App />);
    act(() => requestSignup({ source: 'profile', profileId: 7 }));
    const dialog = await screen.findByRole('dialog', { name: 'Gratis aanmelden' });
    expect(await within(dialog).findByText('Dit deel van de site kan nu niet worden geladen.')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('mfe-auth', 'signup', { retry: false });

    mockedLoad.mockImplementation(async (remote, expose) => parcel(`${remote} ${expose}`));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(dialog).findByText('mfe-auth signup profile 7')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenLastCalledWith('mfe-auth', 'signup', { retry: true });
  });

  it('closes on a redirect to /login', async () => {
    logOut();
    render(<App />);
    act(() => requestSignup({ source: 'home' }));
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    go('/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is in the lander layout (issue 14), not in the chat layout', async () => {
    logOut();
    window.history.replaceState(null, '', '/chats/4');
    render(<App />);
    act(() => requestSignup({ source: 'chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    go('/landers/video');
    act(() => requestSignup({ source: 'lander' }));
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  });

  it('is in the empty layout', async () => {
    logOut();
    window.history.replaceState(null, '', '/members/3/signup');
    render(<App />);
    act(() => requestSignup({ source: 'profile', profileId: 3 }));
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  });
});

describe('alerts', () => {
  it('are shown to members in the warnings area of the default layout, by route', async () => {
    logIn({ main_image: null });
    window.history.replaceState(null, '', '/members');
    render(<App />);
    const region = await screen.findByRole('region', { name: 'Meldingen' });
    expect(await within(region).findByText('Voeg een profielfoto toe')).toBeInTheDocument();
    go('/profile');
    await waitFor(() => expect(screen.queryByText('Voeg een profielfoto toe')).not.toBeInTheDocument());
    go('/chats/4'); // chat layout: no warnings area
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  });

  it('are not loaded for visitors', async () => {
    logOut();
    window.history.replaceState(null, '', '/members');
    render(<App />);
    await screen.findByText('mfe-members app');
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  });
});

describe('match modal', () => {
  const lotte = { id: 3001, name: 'Lotte', main_image: { match: '/media/lotte.jpg' } };

  it('opens for members on match/show (its own chunk) and closes with its close icon', async () => {
    logIn();
    window.history.replaceState(null, '', '/swipe-game');
    render(<App />);
    await screen.findByText('mfe-members app');
    act(() => bus.emit({ type: 'match/show', profile: lotte }));
    const dialog = await screen.findByRole('dialog', { name: 'New like!' });
    expect(within(dialog).getByRole('button', { name: 'Bekijk het profiel van Lotte' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to visitors', async () => {
    logOut();
    window.history.replaceState(null, '', '/members');
    render(<App />);
    await screen.findByText('mfe-members app');
    act(() => bus.emit({ type: 'match/show', profile: lotte }));
    await act(() => import('../features/match-modal/components/MatchModal'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("payments' time-bonus slots (issue 13)", () => {
  const slotLoads = () => mockedLoad.mock.calls.filter(([remote, expose]) => remote === 'mfe-payments' && expose !== 'app').map(([, expose]) => expose);

  it('mounts the banner and the modal parcels for a logged-in member in the members area, quietly', async () => {
    window.history.replaceState(null, '', '/members');
    logIn();
    render(<App />);
    expect(await screen.findByText('mfe-payments timeBonusBanner')).toBeInTheDocument();
    expect(await screen.findByText('mfe-payments timeBonusModal')).toBeInTheDocument();
    expect(slotLoads().sort()).toEqual(['timeBonusBanner', 'timeBonusModal']);
    // Moving inside the members area keeps them mounted; leaving it unmounts them.
    go('/likes');
    expect(screen.getByText('mfe-payments timeBonusBanner')).toBeInTheDocument();
    go('/profile');
    await waitFor(() => expect(screen.queryByText('mfe-payments timeBonusBanner')).not.toBeInTheDocument());
    expect(screen.queryByText('mfe-payments timeBonusModal')).not.toBeInTheDocument();
  });

  it('loads nothing of payments for a visitor, and shows no error panel when the parcel fails', async () => {
    window.history.replaceState(null, '', '/members');
    logOut();
    const { unmount } = render(<App />);
    await screen.findByText('mfe-members app');
    expect(slotLoads()).toEqual([]);
    unmount();

    mockedLoad.mockImplementation(async (remote, expose) => {
      if (expose !== 'app') throw new Error('payments is down');
      return parcel(`${remote} ${expose}`);
    });
    logIn();
    render(<App />);
    await screen.findByText('mfe-members app');
    await waitFor(() => expect(slotLoads()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  });
});

describe('nothing arrives above a page the browser renders (issue 29, layout shift)', () => {
  const held = () => document.querySelector('main [data-page-hold]');
  const newMember = { ...userFixture, notifications_disabled: [], paid_user: false, credits: 10, signup_date: new Date(Date.now() - 60_000).toISOString() };

  it("holds a member's page invisible until the session is known, then shows it with the alerts above it", async () => {
    window.history.replaceState(null, '', '/members');
    render(<App clientRendered />);
    // The remote loads meanwhile; only its place is invisible.
    await screen.findByText('mfe-members app');
    expect(held()).not.toBeNull();
    logIn({ main_image: null });
    const region = await screen.findByRole('region', { name: 'Meldingen' });
    expect(within(region).getByText('Voeg een profielfoto toe')).toBeInTheDocument();
    expect(held()).toBeNull();
  });

  it('holds nothing for a visitor, on a server-rendered page, or outside the default layout', async () => {
    window.history.replaceState(null, '', '/members');
    logOut();
    const first = render(<App clientRendered />);
    await screen.findByText('mfe-members app');
    expect(held()).toBeNull();
    first.unmount();
    act(() => sessionStore.set({ status: 'unknown', user: null }));
    render(<App />);
    await screen.findByText('mfe-members app');
    expect(held()).toBeNull();
  });

  it("keeps the banner's room while payments' parcel loads when the session says it will show", async () => {
    let release: () => void = () => undefined;
    mockedLoad.mockImplementation(async (remote, expose) => {
      if (expose === 'timeBonusBanner') await new Promise<void>((resolve) => (release = resolve));
      return parcel(`${remote} ${expose}`);
    });
    window.history.replaceState(null, '', '/members');
    act(() => sessionStore.set({ status: 'authenticated', user: newMember }));
    render(<App clientRendered />);
    await screen.findByText('mfe-members app');
    const slot = document.querySelector('[data-expose="timeBonusBanner"]')?.parentElement;
    expect(slot).toHaveAttribute('data-banner-due');
    await act(async () => release());
    expect(await screen.findByText('mfe-payments timeBonusBanner')).toBeInTheDocument();
    // A paid member: no time bonus, no room kept.
    act(() => sessionStore.set({ status: 'authenticated', user: { ...newMember, paid_user: true } }));
    expect(slot).not.toHaveAttribute('data-banner-due');
  });
});

describe('admin layout (issue 18)', () => {
  it('mounts mfe-backoffice on /admin/* with nothing of the member site: no navigation, footer, entry warning, alerts or signup modal', async () => {
    localStorage.clear(); // the entry warning would show for this visitor anywhere else
    logOut();
    window.history.replaceState(null, '', '/admin/login');
    const { container } = render(<App />);
    expect(await screen.findByText('mfe-backoffice app')).toBeInTheDocument();
    expect(container.querySelector('[data-layout="admin"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => requestSignup({ source: 'home' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    logIn();
    go('/admin');
    expect(await screen.findByText('mfe-backoffice app')).toBeInTheDocument();
    expect(mockedLoad.mock.calls.map(([remote, expose]) => `${remote} ${expose}`).filter((c) => !c.startsWith('mfe-backoffice'))).toEqual([]);
  });
});
